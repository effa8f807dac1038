// Where the window opens: where the user left it, unless that place is on no display any more
// (a second monitor unplugged, a laptop away from its dock). Then it opens centred by the OS,
// at the saved size if that still fits the largest display. Pure, so every case is tested
// without a screen.
import type { WindowBounds } from '../settings/settings-schema';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Placement {
  width: number;
  height: number;
  /** Absent: the OS centres the window. */
  x?: number;
  y?: number;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 900, height: 600 } as const;

/** How much of the title bar must lie on a display for the user to grab it. */
const GRAB = { width: 100, height: 30 } as const;

export function placeWindow(saved: WindowBounds | null | undefined, workAreas: readonly Rect[]): Placement {
  const largest = workAreas.reduce<Rect | undefined>((a, b) => (a && a.width * a.height >= b.width * b.height ? a : b), undefined);
  const fit = (size: number, room: number | undefined, min: number) => Math.max(min, room === undefined ? size : Math.min(size, room));
  const width = fit(saved?.width ?? DEFAULT_SIZE.width, largest?.width, MIN_SIZE.width);
  const height = fit(saved?.height ?? DEFAULT_SIZE.height, largest?.height, MIN_SIZE.height);
  const maximized = saved?.maximized ?? false;
  if (saved?.x === undefined || saved.y === undefined) return { width, height, maximized };
  const titleBar = { x: saved.x, y: saved.y, width: Math.min(width, GRAB.width), height: GRAB.height };
  const reachable = workAreas.some((area) => overlaps(titleBar, area));
  return reachable ? { width, height, x: saved.x, y: saved.y, maximized } : { width, height, maximized };
}

/** Whether the whole of `inner`'s top-left grab area lies on `area`. */
function overlaps(inner: Rect, area: Rect): boolean {
  return inner.x >= area.x && inner.y >= area.y && inner.x + inner.width <= area.x + area.width && inner.y + inner.height <= area.y + area.height;
}
