import { describe, expect, it } from 'vitest';
import { MAX_ITEM_DETAILS, serverDetails } from './server-details';

describe('serverDetails', () => {
  it('reads a message and items with index, article number and message', () => {
    const body = { message: 'Invalid import.', items: [{ index: 2, articleNumber: 'A-1', message: 'Unknown unit.' }, { index: '3', message: 'Bad price.' }] };
    expect(serverDetails(body, '', 'application/json')).toEqual({
      serverMessage: 'Invalid import.',
      items: [
        { index: 2, articleNumber: 'A-1', message: 'Unknown unit.' },
        { index: 3, message: 'Bad price.' },
      ],
    });
  });

  it('knows other common shapes', () => {
    expect(serverDetails({ error: { message: 'Nope.' } }, '', undefined).serverMessage).toBe('Nope.');
    expect(serverDetails({ title: 'Unprocessable', errors: ['first', { sku: 'B-2', reason: 'second' }] }, '', undefined)).toEqual({
      serverMessage: 'Unprocessable',
      items: [{ message: 'first' }, { articleNumber: 'B-2', message: 'second' }],
    });
    expect(serverDetails([{ message: 'only items' }], '', undefined)).toEqual({ items: [{ message: 'only items' }] });
  });

  it('takes a short plain-text answer as the message, but not an HTML page', () => {
    expect(serverDetails(undefined, ' Price list missing \n', 'text/plain; charset=utf-8')).toEqual({ serverMessage: 'Price list missing', items: [] });
    expect(serverDetails(undefined, '<html><body>Error</body></html>', 'text/html')).toEqual({ items: [] });
  });

  it('keeps at most MAX_ITEM_DETAILS items', () => {
    const items = Array.from({ length: MAX_ITEM_DETAILS + 50 }, (_, index) => ({ index, message: 'x' }));
    expect(serverDetails({ items }, '', undefined).items).toHaveLength(MAX_ITEM_DETAILS);
  });
});
