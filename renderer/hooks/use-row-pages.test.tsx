// @vitest-environment jsdom
// The preview's rows from the real main side and its worker: a page at a time as they come into
// view (and the next one ahead), a view's count and order, the last count kept while a new
// view is worked out, and quiet about a document a newer one replaced.
import { act, waitFor } from '@testing-library/react';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../test-support/paths';
import { text } from '../../shared/messages/text';
import type { WindowDocument, RecordView } from '../api';
import { mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { PAGE_SIZE, useRowPages } from './use-row-pages';

const main = mainPerTest();
const ARTICLES = 450;

/** 450 articles, A-1 … A-450, more than two pages. */
async function openArticles(): Promise<WindowDocument> {
  const file = path.join(main().dataDir, 'articles.json');
  const articles = Array.from({ length: ARTICLES }, (_, i) => ({ articleNumber: `A-${i + 1}`, name: `Article ${i + 1}`, active: true }));
  await writeFile(file, JSON.stringify({ articles }));
  const opened = await main().open(file);
  return opened;
}

const numberOf = (hook: { result: { current: ReturnType<typeof useRowPages> } }, position: number) =>
  hook.result.current.row(position)?.cells.articleNumber?.text;

describe('useRowPages', () => {
  it('brings the first page with the columns and the next one ahead, a later page once it is in view, and rows read before at once', async () => {
    const document = await openArticles();
    const hook = renderWithQueries(() => useRowPages(document.documentId, 'article', ARTICLES, {}));
    expect(hook.result.current).toMatchObject({ pending: true, matched: ARTICLES });
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
    expect(hook.result.current.columns.slice(0, 2)).toEqual([{ key: 'articleNumber', known: true }, { key: 'name', known: true }]);
    expect(numberOf(hook, 0)).toBe('A-1');
    expect(numberOf(hook, PAGE_SIZE - 1)).toBe(`A-${PAGE_SIZE}`);
    // The page the wheel reaches next comes ahead; the one after it is not asked for.
    await waitFor(() => expect(numberOf(hook, PAGE_SIZE)).toBe(`A-${PAGE_SIZE + 1}`));
    expect(hook.result.current.row(2 * PAGE_SIZE)).toBeUndefined();
    const firstRow = hook.result.current.row(0);
    const columns = hook.result.current.columns;

    act(() => hook.result.current.ensure(440, 449));
    await waitFor(() => expect(numberOf(hook, 449)).toBe('A-450'));
    // Rows read before are there at once, before they are in view again, as the same objects:
    // the memoised rows are not drawn again.
    expect(hook.result.current.row(0)).toBe(firstRow);
    act(() => hook.result.current.ensure(0, 30));
    expect(hook.result.current.row(0)).toBe(firstRow);
    expect(hook.result.current.columns).toBe(columns);
    expect(hook.result.current.error).toBeUndefined();
  });

  it('shows a view’s count and its rows in its order, keeping the last count until the new one comes', async () => {
    const document = await openArticles();
    const hook = renderWithQueries((view: RecordView) => useRowPages(document.documentId, 'article', ARTICLES, view), {});
    await waitFor(() => expect(hook.result.current.pending).toBe(false));

    hook.rerender({ query: 'a-7', sort: { column: 'articleNumber', descending: true } });
    expect(hook.result.current).toMatchObject({ pending: true, matched: ARTICLES });
    expect(hook.result.current.row(0)).toBeUndefined();
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
    // … A-79, the highest number first.
    expect(hook.result.current.matched).toBe(11);
    const numbers = Array.from({ length: 11 }, (_, i) => numberOf(hook, i));
    expect(numbers).toEqual([...Array.from({ length: 10 }, (_, i) => `A-${79 - i}`), 'A-7']);
    expect(hook.result.current.row(11)).toBeUndefined();

    hook.rerender({ query: 'no such article' });
    expect(hook.result.current).toMatchObject({ pending: true, matched: 11 });
    await waitFor(() => expect(hook.result.current).toMatchObject({ pending: false, matched: 0 }));
  });

  it('says nothing about a document a newer one replaced, and shows main’s message when there is none', async () => {
    const document = await openArticles();
    await main().open(path.join(SAMPLES, 'valid-small.json'));
    const stale = renderWithQueries(() => useRowPages(document.documentId, 'article', ARTICLES, {}));
    await waitFor(() => expect(stale.queryClient.isFetching()).toBe(0));
    expect(stale.result.current.error).toBeUndefined();
    expect(stale.result.current.row(0)).toBeUndefined();

    await main().api.closeDocument();
    const closed = renderWithQueries(() => useRowPages(document.documentId, 'article', ARTICLES, {}));
    await waitFor(() => expect(closed.result.current.error).toEqual(text('shell.document.none')));
  });
});
