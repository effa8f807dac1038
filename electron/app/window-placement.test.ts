import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, placeWindow } from './window-placement';

const laptop = { x: 0, y: 0, width: 1440, height: 860 };
const monitor = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('where the window opens', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(placeWindow(null, [laptop])).toEqual({ ...DEFAULT_SIZE, maximized: false });
  });

  it('comes back where it was, maximised if it was', () => {
    expect(placeWindow({ x: 1600, y: 100, width: 1800, height: 1000, maximized: true }, [laptop, monitor]))
      .toEqual({ x: 1600, y: 100, width: 1800, height: 1000, maximized: true });
  });

  it('is moved back on screen when its place is on no display any more (monitor unplugged)', () => {
    expect(placeWindow({ x: 1600, y: 100, width: 1800, height: 1000, maximized: false }, [laptop]))
      .toEqual({ width: 1440, height: 860, maximized: false });
  });

  it('does not open with its title bar out of reach above or left of a display', () => {
    expect(placeWindow({ x: 200, y: -20, width: 1000, height: 700, maximized: false }, [laptop])).not.toHaveProperty('x');
    expect(placeWindow({ x: -60, y: 40, width: 1000, height: 700, maximized: false }, [laptop])).not.toHaveProperty('x');
    expect(placeWindow({ x: 1300, y: 40, width: 1000, height: 700, maximized: false }, [laptop])).toMatchObject({ x: 1300, y: 40 });
  });

  it('never opens below the minimum size, whatever was saved', () => {
    expect(placeWindow({ width: 300, height: 200, maximized: false }, [laptop])).toEqual({ width: 900, height: 600, maximized: false });
  });
});
