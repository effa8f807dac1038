// The preview's column labels: a known field's name for people ("Article number"), shown over
// its name in the file (`articleNumber`); a field without a label shows its name alone.
import type { MessageKey } from '../../../shared/messages/catalogue';
import type { ARTICLE_FIELDS, PRICE_FIELDS } from '../../../shared/payload/payload-schema';
import { t } from '../../i18n';

// Typed by the format's field lists: a field added to the format without a label fails to compile.
const ARTICLE: Record<(typeof ARTICLE_FIELDS)[number], MessageKey> = {
  articleNumber: 'column.articleNumber', name: 'column.name', description: 'column.description', active: 'column.active',
  unit: 'column.unit', category: 'column.category', gtin: 'column.gtin', imageUrl: 'column.imageUrl', attributes: 'column.attributes',
};
const PRICE: Record<(typeof PRICE_FIELDS)[number], MessageKey> = {
  articleNumber: 'column.articleNumber', priceList: 'column.priceList', currency: 'column.currency', amount: 'column.amount',
  minQuantity: 'column.minQuantity', validFrom: 'column.validFrom', validTo: 'column.validTo',
};

/** The label for people, in the window's language; undefined for a field the app does not know. */
export function columnLabel(kind: 'article' | 'price', column: { key: string; known: boolean }): string | undefined {
  if (!column.known) return undefined;
  const labels: Readonly<Record<string, MessageKey>> = kind === 'article' ? ARTICLE : PRICE;
  const key = Object.hasOwn(labels, column.key) ? labels[column.key] : undefined;
  return key && t(key);
}
