// Where each article and price record starts in the decoded text, so findings can be located
// without a second full parse. It runs only when there is something to locate (a clean file
// pays nothing), and only on text JSON.parse has accepted.

export interface StructureScan {
  /** Start offsets of the elements of the top-level `articles` and `prices` arrays. */
  recordOffsets: { articles: number[]; prices: number[] };
}

const QUOTE = 34, BACKSLASH = 92, COLON = 58, COMMA = 44;
const OPEN_BRACE = 123, CLOSE_BRACE = 125, OPEN_BRACKET = 91, CLOSE_BRACKET = 93;

/** Index of the quote that closes the string opening at `start`, or -1. */
export function closingQuote(text: string, start: number): number {
  let j = text.indexOf('"', start + 1);
  while (j !== -1) {
    let k = j - 1;
    while (text.charCodeAt(k) === BACKSLASH) k--;
    if ((j - 1 - k) % 2 === 0) return j; // an even number of backslashes: not escaped
    j = text.indexOf('"', j + 1);
  }
  return -1;
}

export function scanStructure(text: string): StructureScan {
  const n = text.length;
  const recordOffsets = { articles: [] as number[], prices: [] as number[] };
  let depth = 0;
  let topIsObject = false;
  let seenTop = false;
  // The last string seen at depth 1 becomes the current top-level key when its colon comes.
  let lastTopString = -1;
  let lastTopStringEnd = -1;
  let topKey: 'articles' | 'prices' | undefined;
  let collecting: number[] | undefined;
  let expectElement = false;

  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c <= 32) { i++; continue; }
    if (!seenTop) { seenTop = true; topIsObject = c === OPEN_BRACE; }
    if (expectElement && c !== CLOSE_BRACKET) { collecting!.push(i); expectElement = false; }
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      if (end === -1) break;
      if (depth === 1) { lastTopString = i; lastTopStringEnd = end; }
      i = end + 1;
    } else if (c === COLON) {
      if (depth === 1 && topIsObject) topKey = topLevelKey(text, lastTopString, lastTopStringEnd);
      i++;
    } else if (c === COMMA) {
      if (depth === 2 && collecting !== undefined) expectElement = true;
      i++;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth === 2 && c === OPEN_BRACKET && topKey !== undefined) {
        // A repeated key replaces the earlier array, as JSON.parse keeps the last value.
        collecting = recordOffsets[topKey] = [];
        expectElement = true;
      }
      i++;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 2) { collecting = undefined; expectElement = false; }
      depth--;
      i++;
    } else {
      i++; // numbers and the letters of true/false/null
    }
  }
  return { recordOffsets };
}

function topLevelKey(text: string, start: number, end: number): 'articles' | 'prices' | undefined {
  if (start < 0) return undefined;
  let key = text.slice(start + 1, end);
  if (key.includes('\\')) {
    try { key = JSON.parse(text.slice(start, end + 1)) as string; } catch { return undefined; }
  }
  return key === 'articles' || key === 'prices' ? key : undefined;
}
