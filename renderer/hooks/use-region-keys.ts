// The window's keys for getting around: F6 / Shift+F6 move focus to the next / previous region
// (file, content, send panel), as in VS Code and most desktop apps; Ctrl+F (⌘F) asks for the
// search. A region takes focus itself (tabindex -1): a screen reader names it, the next Tab goes
// to its first control.
import { useCallback, useEffect, type RefObject } from 'react';

type RegionRef = RefObject<HTMLElement | null>;

/**
 * Where F6 (or Shift+F6: `backwards`) goes from `active`: the region after (before) the one
 * holding focus, round the end; from outside every region (a banner, a skip link, the page
 * itself), the first one after (before) it in reading order.
 */
function regionAfter(regions: readonly HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | undefined {
  const count = regions.length;
  if (count === 0) return undefined;
  const at = active ? regions.findIndex((region) => region.contains(active)) : -1;
  if (at >= 0) return regions[(at + (backwards ? count - 1 : 1)) % count];
  if (!active || active === active.ownerDocument.body) return backwards ? regions[count - 1] : regions[0];
  const follows = (region: HTMLElement) => (active.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  if (backwards) return regions.findLast((region) => !follows(region)) ?? regions[count - 1];
  return regions.find(follows) ?? regions[0];
}

/**
 * Listens on the window; returns focusRegion(index) for the skip links. `onFind` is called on
 * Ctrl+F / ⌘F and says whether it found a search to go to (else the key is left alone).
 * Inside a modal dialog neither key moves focus out of it.
 */
export function useRegionKeys(regions: readonly RegionRef[], onFind: () => boolean): (index: number) => void {
  const focusRegion = useCallback((index: number) => regions[index]?.current?.focus(), [regions]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || inDialog(document.activeElement)) return;
      if (event.key === 'F6' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const present = regions.map((region) => region.current).filter((region): region is HTMLElement => region !== null);
        const next = regionAfter(present, document.activeElement, event.shiftKey);
        if (!next) return;
        event.preventDefault();
        next.focus();
      } else if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'f') {
        if (onFind()) event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [regions, onFind]);
  return focusRegion;
}

function inDialog(element: Element | null): boolean {
  return (element?.closest('dialog[open]') ?? null) !== null;
}
