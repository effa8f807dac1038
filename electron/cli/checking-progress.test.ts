import { describe, expect, it } from 'vitest';
import { checkingProgress } from './checking-progress';
import { sayer } from './cli-text';

function terminal(isTTY: boolean) {
  const written: string[] = [];
  const stderr = { isTTY, write: (chunk: string) => written.push(chunk) } as unknown as NodeJS.WriteStream;
  return { io: { stderr }, written };
}

const say = sayer({ env: {}, locale: 'en' });
const reading = (bytesRead: number, records: number) => ({ phase: 'reading' as const, bytesRead, totalBytes: 1_000_000_000, records });

describe('checkingProgress', () => {
  it('says nothing for a short check, then one line in place with what was read, the records and the time left', () => {
    let now = 0;
    const { io, written } = terminal(true);
    const progress = checkingProgress(io, say, 'week-48.json', () => now);
    now = 300;
    progress.onProgress(reading(30_000_000, 50_000));
    expect(written).toEqual([]);
    now = 600;
    progress.onProgress(reading(60_000_000, 100_000));
    expect(written.at(-1)).toBe('\r\u001b[2KChecking week-48.json: 60 MB of 1 GB read, 100,000 records checked');
    now = 2000;
    progress.onProgress(reading(200_000_000, 330_000));
    expect(written.at(-1)).toBe('\r\u001b[2KChecking week-48.json: 200 MB of 1 GB read, 330,000 records checked, about 8 seconds left');
    now = 2050; // within a tenth of a second: not redrawn
    progress.onProgress(reading(210_000_000, 340_000));
    expect(written).toHaveLength(2);
    now = 2200;
    progress.onProgress({ phase: 'crossChecking', bytesRead: 1e9, totalBytes: 1e9, records: 1_600_000 });
    expect(written.at(-1)).toBe('\r\u001b[2KChecking week-48.json: duplicates and prices without articles…');
    progress.done();
    expect(written.at(-1)).toBe('\r\u001b[2K');
  });

  it('writes nothing when standard error is not a terminal (a pipeline’s log)', () => {
    let now = 0;
    const { io, written } = terminal(false);
    const progress = checkingProgress(io, say, 'week-48.json', () => now);
    now = 5000;
    progress.onProgress(reading(500_000_000, 800_000));
    progress.done();
    expect(written).toEqual([]);
  });
});
