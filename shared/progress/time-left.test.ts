import { describe, expect, it } from 'vitest';
import { TimeLeft } from './time-left';

describe('TimeLeft', () => {
  it('says nothing in the first second, then extrapolates the average rate, in whole seconds', () => {
    let now = 0;
    const left = new TimeLeft(() => now);
    now = 500;
    expect(left.estimate(10, 100)).toBeUndefined();
    now = 2000; // 20% in 2 s: 8 s to go
    expect(left.estimate(20, 100)).toBe(8000);
    now = 2100; // 2.1 s for 70%: 0.9 s left, said as a second
    expect(left.estimate(70, 100)).toBe(1000);
  });

  it('says nothing when nothing or everything is done', () => {
    let now = 0;
    const left = new TimeLeft(() => now);
    now = 5000;
    expect(left.estimate(0, 100)).toBeUndefined();
    expect(left.estimate(100, 100)).toBeUndefined();
  });
});
