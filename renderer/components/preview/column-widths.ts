// Column widths for the preview, by what the field usually holds: names and descriptions get
// room, flags and codes stay narrow. Unknown fields get a middle width.
import type { Column, RecordKind } from '../../api';

const ARTICLE: Record<string, string> = {
  articleNumber: '9rem', name: '15rem', description: '18rem', active: '5rem', unit: '5rem',
  category: '12rem', gtin: '9.5rem', imageUrl: '14rem', attributes: '16rem',
};
const PRICE: Record<string, string> = {
  articleNumber: '9rem', priceList: '8rem', currency: '6rem', amount: '8rem', minQuantity: '7.5rem',
  validFrom: '7.5rem', validTo: '7.5rem',
};

export function columnWidth(kind: RecordKind, column: Column): string {
  const known = kind === 'article' ? ARTICLE : PRICE;
  return (column.known ? known[column.key] : undefined) ?? '11rem';
}

const NUMERIC = new Set(['amount', 'minQuantity']);

/** Right-aligned, tabular figures: amounts are compared down a column. */
export function isNumericColumn(kind: RecordKind, key: string): boolean {
  return kind === 'price' && NUMERIC.has(key);
}
