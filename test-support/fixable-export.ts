// An export with every kind of fix the corrected copy makes (issue 23), written as ERP exports
// write them: indentation, umlauts before the fixed values (byte and character offsets
// differ), an escape inside a fixed value, a quote escaped in a name. With `uncertain`, also
// values that have no certain fix: a guessed currency ("EUT"), a zero written "0,00" (fixed,
// it would still be wrong) and "1.234" (a thousand, or one point two three four?).
export const FIXABLE_CERTAIN = {
  'amount.text': 3,
  'quantity.text': 1,
  'active.text': 2,
  'currency.code': 3,
  'date.german': 2,
  'code.whitespace': 3,
} as const;

export function fixableExport({ uncertain = false }: { uncertain?: boolean } = {}): string {
  const extra = uncertain
    ? [
      ',\n    {"articleNumber": "CH-1003", "priceList": "b2b", "currency": "EUT", "amount": 5}',
      ',\n    {"articleNumber": "CH-1002", "priceList": "outlet", "currency": "EUR", "amount": "0,00"}',
      ',\n    {"articleNumber": "CH-1001", "priceList": "staff", "currency": "EUR", "amount": "1.234"}',
    ].join('')
    : '';
  return `{
  "articles": [
    {"articleNumber": " CH-1001 ", "name": "Bürostuhl „Komfort“ Größe M", "active": "yes", "gtin": "4006381333931 "},
    {"articleNumber": "CH-1002", "name": "Monitorarm 27\\" breit", "active": "nein",
     "unit": "pcs"},
    {"articleNumber": "CH-1003", "name": {"de": "Schreibtisch Öko", "en": "Desk"}, "active": true}
  ],
  "prices": [
    {"articleNumber": "CH-1001", "currency": "eur", "amount": "12,50", "validFrom": "01.01.2026", "validTo": "31.12.2026"},
    {"articleNumber": " CH-1002", "currency": "EURO", "amount": "1.234,50", "minQuantity": "1\\u0030"},
    {
      "articleNumber": "CH-1003",
      "currency": "€",
      "amount": "249.90"
    }${extra}
  ]
}
`;
}
