// PLACEHOLDER: copied from English until the German translation lands.
import type { AreaOf } from '../catalogue';
import { shellEn } from '../en/shell';

export const shellDe: AreaOf<typeof shellEn> = shellEn;
