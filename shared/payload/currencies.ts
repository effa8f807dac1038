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
