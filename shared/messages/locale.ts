// Every user-facing text comes from the catalogues in this folder, one file per area and
// language. English now; German follows, so no sentence is assembled from fragments:
// each message is one whole template per language.
export type Locale = 'en';
export const DEFAULT_LOCALE: Locale = 'en';
