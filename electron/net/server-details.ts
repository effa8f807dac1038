// What a server said about rejected data, as far as it said it. The error format is not
// documented, so the common shapes are read (message/error/detail/title; items/errors/details
// arrays with index, articleNumber and message) and anything else stays in the raw answer.
import type { ItemDetail } from './import-types';

export const MAX_ITEM_DETAILS = 200;
const MAX_TEXT_MESSAGE = 500;

export interface ServerDetails {
  serverMessage?: string;
  items: ItemDetail[];
}

export function serverDetails(bodyJson: unknown, bodyText: string, contentType: string | undefined): ServerDetails {
  if (isRecord(bodyJson)) {
    const details: ServerDetails = { items: itemsOf(bodyJson) };
    const message = messageOf(bodyJson);
    if (message !== undefined) details.serverMessage = message;
    return details;
  }
  if (Array.isArray(bodyJson)) return { items: bodyJson.slice(0, MAX_ITEM_DETAILS).flatMap(itemOf) };
  // A short plain-text answer is the server's message; HTML error pages are not.
  const text = bodyText.trim();
  if (text !== '' && text.length <= MAX_TEXT_MESSAGE && /^text\/plain\b/i.test(contentType ?? '')) {
    return { serverMessage: text, items: [] };
  }
  return { items: [] };
}

function messageOf(body: Record<string, unknown>): string | undefined {
  for (const key of ['message', 'error_description', 'detail', 'title', 'error']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (isRecord(value) && typeof value.message === 'string' && value.message.trim() !== '') return value.message.trim();
  }
  return undefined;
}

function itemsOf(body: Record<string, unknown>): ItemDetail[] {
  for (const key of ['items', 'errors', 'details', 'violations']) {
    const value = body[key];
    if (Array.isArray(value)) return value.slice(0, MAX_ITEM_DETAILS).flatMap(itemOf);
  }
  return [];
}

function itemOf(entry: unknown): ItemDetail[] {
  if (typeof entry === 'string') return entry.trim() === '' ? [] : [{ message: entry.trim() }];
  if (!isRecord(entry)) return [];
  const message = firstString(entry, ['message', 'error', 'detail', 'reason']);
  if (message === undefined) return [];
  const item: ItemDetail = { message };
  const index = entry.index ?? entry.item ?? entry.position;
  if (typeof index === 'number' && Number.isInteger(index)) item.index = index;
  if (typeof index === 'string' && /^[0-9]+$/.test(index)) item.index = Number(index);
  const articleNumber = firstString(entry, ['articleNumber', 'article_number', 'sku']);
  if (articleNumber !== undefined) item.articleNumber = articleNumber;
  return [item];
}

function firstString(record: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
