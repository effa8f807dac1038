// PLACEHOLDER: copied from English until the German translation lands.
import type { AreaOf } from '../catalogue';
import { validationEn } from '../en/validation';

export const validationDe: AreaOf<typeof validationEn> = validationEn;
