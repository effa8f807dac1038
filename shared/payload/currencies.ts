// Active ISO 4217 alphabetic codes with their minor units (the number of decimals an amount
// may have). Funds and precious-metal codes (XAU, XDR, …) are not currencies for prices.
// Source: the ISO 4217 list one (current codes), 2025.

const BY_MINOR_UNIT: Record<number, string> = {
  0: 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF',
  3: 'BHD IQD JOD KWD LYD OMR TND',
  4: 'CLF UYW',
  2: 'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD ' +
    'CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
    'GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR ' +
    'LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD ' +
    'PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC ' +
    'SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG',
};

const MINOR_UNITS: ReadonlyMap<string, number> = new Map(
  Object.entries(BY_MINOR_UNIT).flatMap(([units, codes]) => codes.split(' ').map((code) => [code, Number(units)] as const)),
);

/** Decimals allowed for the currency, or undefined when it is not an active ISO 4217 code. */
export function minorUnitsOf(code: string): number | undefined {
  return MINOR_UNITS.get(code);
}

// Names and signs exports write for a currency, upper-cased: each stands for one code only
// ("$" and "¥" do not: several currencies write them).
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['€', 'EUR'], ['EURO', 'EUR'], ['EUROS', 'EUR'], ['EUR €', 'EUR'],
  ['£', 'GBP'], ['US$', 'USD'], ['US-DOLLAR', 'USD'], ['SFR', 'CHF'], ['SFR.', 'CHF'], ['FRANKEN', 'CHF'],
]);

/**
 * The code a written currency means: `certain` when it is a code in another case, with white
 * space around it, or a known name or sign ("eur", " EUR", "Euro", "€"); a guess when it is one
 * letter away (changed, added or left out) from exactly one code ("EUT" → EUR). Shared by the
 * finding's "Did you mean …?" and the corrected copy (shared/fixes), so both say the same.
 */
export function currencyMeant(written: string): { code: string; certain: boolean } | undefined {
  const upper = written.trim().toUpperCase();
  if (MINOR_UNITS.has(upper)) return { code: upper, certain: true };
  const alias = ALIASES.get(upper);
  if (alias !== undefined) return { code: alias, certain: true };
  if (!/^[A-Z]{2,4}$/.test(upper)) return undefined;
  let found: string | undefined;
  for (const code of MINOR_UNITS.keys()) {
    if (!oneEditApart(upper, code)) continue;
    if (found !== undefined) return undefined; // two codes as near: no guess
    found = code;
  }
  return found === undefined ? undefined : { code: found, certain: false };
}

/** One letter changed, added or left out (Levenshtein distance 1). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every active ISO 4217 code the check accepts, in alphabetical order (the default ruleset's `currencies`). */
export function currencyCodes(): string[] {
  return [...MINOR_UNITS.keys()].sort();
}
