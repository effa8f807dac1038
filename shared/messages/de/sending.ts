// PLACEHOLDER: copied from English until the German translation lands.
import type { AreaOf } from '../catalogue';
import { sendingEn } from '../en/sending';

export const sendingDe: AreaOf<typeof sendingEn> = sendingEn;
