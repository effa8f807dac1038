// PLACEHOLDER: copied from English until the German translation lands.
import type { AreaOf } from '../catalogue';
import { cliEn } from '../en/cli';

export const cliDe: AreaOf<typeof cliEn> = cliEn;
