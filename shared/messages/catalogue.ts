// The catalogues, one per language, each the union of its areas' files. German must have
// exactly the keys of English (its files are typed by the English ones) and the same
// placeholders (catalogue.test.ts).
import { cliDe } from './de/cli';
import { keychainDe } from './de/keychain';
import { sendingDe } from './de/sending';
import { shellDe } from './de/shell';
import { uiDe } from './de/ui';
import { validationDe } from './de/validation';
import { setAsideDe } from './de/set-aside';
import { fixesDe } from './de/fixes';
import { rulesDe } from './de/rules';
import { schemaImportDe } from './de/schema-import';
import { cliEn } from './en/cli';
import { keychainEn } from './en/keychain';
import { sendingEn } from './en/sending';
import { shellEn } from './en/shell';
import { uiEn } from './en/ui';
import { validationEn } from './en/validation';
import { setAsideEn } from './en/set-aside';
import { fixesEn } from './en/fixes';
import { rulesEn } from './en/rules';
import { schemaImportEn } from './en/schema-import';
import type { Locale } from './locale';

/** The areas in order; a key may appear in one area only (catalogue.test.ts). */
export const AREAS_EN = [uiEn, validationEn, sendingEn, keychainEn, cliEn, shellEn, setAsideEn, fixesEn, rulesEn, schemaImportEn] as const;
export const AREAS_DE = [uiDe, validationDe, sendingDe, keychainDe, cliDe, shellDe, setAsideDe, fixesDe, rulesDe, schemaImportDe] as const;

const catalogueEn = { ...uiEn, ...validationEn, ...sendingEn, ...keychainEn, ...cliEn, ...shellEn, ...setAsideEn, ...fixesEn, ...rulesEn, ...schemaImportEn };

export type MessageKey = keyof typeof catalogueEn;
export type Catalogue = Readonly<Record<MessageKey, string>>;
/** A language's file for one area: the English file's keys, each a template. */
export type AreaOf<T> = { readonly [K in keyof T]: string };

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: catalogueEn,
  de: { ...uiDe, ...validationDe, ...sendingDe, ...keychainDe, ...cliDe, ...shellDe, ...setAsideDe, ...fixesDe, ...rulesDe, ...schemaImportDe },
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogueEn, key);
}
