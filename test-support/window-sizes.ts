// The daily-use specs loop window sizes; the German dark project leaves the large window
// (1280×800) to en-light and runs the small ones, where German's longer words are tightest
// (playwright.config.ts). A test at the large window carries this tag unless its point is the
// layout in both languages at that size too.
export const LARGE_WINDOW_TAG = '@large-window';

/** The details of a test or group at a window `width` px wide: tagged when that is the large window. */
export function atWidth(width: number): { tag?: string } {
  return width >= 1280 ? { tag: LARGE_WINDOW_TAG } : {};
}
