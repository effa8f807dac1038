import { describe, expect, it } from 'vitest';
import { createOutsideOpens } from './outside-opens';

function recorder() {
  const opened: string[] = [];
  const gate = createOutsideOpens(async (file) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    opened.push(file);
  });
  return { opened, gate };
}

describe('files opened from outside', () => {
  it('wait until the page listens, then open in the order they came', async () => {
    const { opened, gate } = recorder();
    gate.request('/a.json');
    gate.request('/b.json');
    await gate.idle();
    expect(opened).toEqual([]);
    expect(gate.ready()).toBe(2);
    await gate.idle();
    expect(opened).toEqual(['/a.json', '/b.json']);
  });

  it('open at once while the page listens', async () => {
    const { opened, gate } = recorder();
    gate.ready();
    gate.request('/c.json');
    await gate.idle();
    expect(opened).toEqual(['/c.json']);
  });

  it('are held again while the page reloads, and none is dropped', async () => {
    const { opened, gate } = recorder();
    gate.ready();
    gate.pause();
    gate.request('/d.json');
    gate.request('/e.json');
    await gate.idle();
    expect(opened).toEqual([]);
    gate.ready();
    gate.pause(); // a crash while the first one opens: the second waits for the next ready
    await gate.idle();
    expect(opened).toEqual(['/d.json']);
    expect(gate.ready()).toBe(1);
    await gate.idle();
    expect(opened).toEqual(['/d.json', '/e.json']);
  });
});
