// PLACEHOLDER: copied from English until the German translation lands.
import type { AreaOf } from '../catalogue';
import { keychainEn } from '../en/keychain';

export const keychainDe: AreaOf<typeof keychainEn> = keychainEn;
