// A renderer that crashes or hangs, through the main bundle against the electron double: the
// user is offered a reload, and the open document (held in main) is shown again after it.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageBoxOptions } from 'electron';
import { startDesktop, until, type DesktopRun, removeTestFolder } from '../../test-support/electron-double/desktop-run';
import { SAMPLES } from '../../test-support/paths';

let root = '';
const running: DesktopRun[] = [];
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-renderer-'));
});
afterEach(async () => {
  for (const run of running.splice(0)) if (run.double.app.exitCode === undefined) run.double.app.exit(0);
  await removeTestFolder(root);
});

async function withOpenFile(answer: (options: MessageBoxOptions) => number | Promise<number>) {
  const run = await startDesktop({ root, answer });
  running.push(run);
  await run.loaded();
  await run.call('rendererReady');
  const document = await run.open(path.join(SAMPLES, 'valid-small.json'));
  return { run, documentId: document.documentId };
}

describe('a renderer that crashed', () => {
  it('offers a reload; after it the open file is there again, and files opened meanwhile wait for the new page', async () => {
    const { run, documentId } = await withOpenFile(() => 0);
    const contents = run.window().webContents;
    contents.gone({ reason: 'crashed', exitCode: 139 });
    await until(() => contents.reloads === 1, 'the reload');
    expect(run.double.seen.messageBoxes[0]).toMatchObject({ modal: true, options: { type: 'error', message: 'The window stopped working.', buttons: ['&Reload', '&Quit'] } });

    // A file opened from outside while the new page loads is held for it.
    const startedBefore = run.events('validationStarted').length;
    run.double.app.openFile(path.join(SAMPLES, 'prices-only.json'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run.events('validationStarted')).toHaveLength(startedBefore);

    // The reloaded page asks main what is open, as renderer/hooks/use-document does.
    expect(await run.call('getCurrentDocument')).toMatchObject({ ok: true, value: { document: { documentId, name: 'valid-small.json' } } });
    expect(await run.call('rendererReady')).toEqual({ ok: true, value: { waiting: 1 } });
    await until(() => run.events('documentOpened').some((d) => d.name === 'prices-only.json'), 'the held file');
  });

  it('quits when the user chooses Quit', async () => {
    const { run } = await withOpenFile(() => 1);
    run.window().webContents.gone({ reason: 'oom', exitCode: 137 });
    expect(await run.double.app.ended()).toBe(0);
  });

  it('asks nothing when the page ends because the window closes', async () => {
    const { run } = await withOpenFile(() => 0);
    run.window().webContents.gone({ reason: 'clean-exit', exitCode: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run.double.seen.messageBoxes).toEqual([]);
  });
});

describe('a renderer that hangs', () => {
  it('offers to wait or reload; Reload ends the hung page and loads it again, with one dialog only', async () => {
    const { run } = await withOpenFile(() => 1);
    const contents = run.window().webContents;
    contents.emit('unresponsive');
    contents.emit('unresponsive'); // Electron repeats it while the page stays hung
    await until(() => contents.reloads === 1, 'the reload');
    expect(run.double.seen.messageBoxes).toHaveLength(1);
    expect(run.double.seen.messageBoxes[0]?.options).toMatchObject({ message: 'The window is not responding.', buttons: ['&Wait', '&Reload'] });
  });

  it('takes the question away when the page answers again before the user chose', async () => {
    let answered: (n: number) => void = () => undefined;
    const { run } = await withOpenFile(() => new Promise<number>((resolve) => (answered = resolve)));
    const contents = run.window().webContents;
    contents.emit('unresponsive');
    await until(() => run.double.seen.messageBoxes.length === 1, 'the question');
    contents.emit('responsive');
    await until(() => run.double.seen.messageBoxes[0]?.dismissed === true, 'the question to go');
    answered(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(contents.reloads).toBe(0);
  });
});
