// PLACEHOLDER: copied from English until the German translation lands.
import type { AreaOf } from '../catalogue';
import { uiEn } from '../en/ui';

export const uiDe: AreaOf<typeof uiEn> = uiEn;
