// Quitting through what ships (the main bundle against the electron double): a send is never
// lost by quitting. With one running, the menu's Quit, Ctrl/Cmd+Q, the OS logging out and the
// window's close button all ask first; then the app waits until the send ended and its
// history entry is written. And the window comes back where the user left it.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageBoxOptions } from 'electron';
import { startDesktop, until, type DesktopRun, removeTestFolder } from '../../test-support/electron-double/desktop-run';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { SAMPLES } from '../../test-support/paths';
import { readHistory } from '../history/read-history';

let root = '';
let fake: FakeConfigurator;
const running: DesktopRun[] = [];

beforeAll(async () => {
  fake = await startFakeConfigurator({ behaviour: { name: 'slow', delayMs: 1500 } });
});
afterAll(() => fake.close());
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-quit-'));
  fake.requests.splice(0);
});
afterEach(async () => {
  for (const run of running.splice(0)) if (run.double.app.exitCode === undefined) run.double.app.exit(0);
  await removeTestFolder(root);
});

/** The app with valid-small.json open and a token for the fake, as after a user's set-up. */
async function readyToSend(answer?: (options: MessageBoxOptions) => number) {
  const run = await startDesktop({ root, ...(answer ? { answer } : {}) });
  running.push(run);
  await run.loaded();
  await run.call('rendererReady');
  const document = await run.open(path.join(SAMPLES, 'valid-small.json'));
  await run.call('useTokenForSession', { baseUrl: fake.url, token: fake.token });
  const send = () => run.call('send', { documentId: document.documentId, baseUrl: fake.url, app: '4711', confirmedWarnings: document.report.counts.warning });
  return { run, send };
}

/** The history as it is read (a send's records folded into one), oldest first. */
async function history(run: DesktopRun): Promise<Array<Record<string, unknown>>> {
  return (await readHistory(path.join(run.dataDir, 'history.jsonl'))).entries.reverse();
}

const bodyWentOut = () => fake.requests.length === 1 && fake.requests[0]!.complete;

describe('quitting while a send is running', () => {
  it('asks first; "cancel the send and quit" waits until the send is recorded, then quits', async () => {
    const { run, send } = await readyToSend(() => 1);
    const sending = send();
    await until(bodyWentOut, 'the upload');

    run.double.app.quit(); // File → Quit, Ctrl+Q, or macOS/Linux log-out
    expect(await run.double.app.ended()).toBe(0);
    const [box] = run.double.seen.messageBoxes;
    expect(box).toMatchObject({ modal: true, options: { message: 'A file is being sent.', buttons: ['&Keep sending', '&Cancel the send and quit'], defaultId: 0 } });

    const result = await sending;
    expect(result).toMatchObject({ ok: true, value: { verdict: 'unknown', recorded: true } });
    const entries = await history(run);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'send', outcome: 'cancelled', outcomeUnknown: true, fileName: 'valid-small.json' });
  });

  it('"keep sending" keeps the app and the send; it is accepted, and a later quit asks nothing', async () => {
    const { run, send } = await readyToSend(() => 0);
    const sending = send();
    await until(bodyWentOut, 'the upload');
    run.double.app.quit();
    await until(() => run.double.seen.messageBoxes.length === 1, 'the question');
    expect(await sending).toMatchObject({ ok: true, value: { verdict: 'accepted' } });
    expect(run.double.app.exitCode).toBeUndefined();
    expect(run.window().isDestroyed()).toBe(false);

    run.double.app.quit();
    expect(await run.double.app.ended()).toBe(0);
    expect(run.double.seen.messageBoxes).toHaveLength(1);
    expect(await history(run)).toMatchObject([{ outcome: 'accepted' }]);
  });

  it("asks when the window's close button is used during a send, and records the send before going", async () => {
    const { run, send } = await readyToSend(() => 1);
    const sending = send();
    await until(bodyWentOut, 'the upload');
    run.window().close();
    expect(await run.double.app.ended()).toBe(0);
    expect(run.double.seen.messageBoxes).toHaveLength(1);
    await sending;
    expect(await history(run)).toMatchObject([{ outcome: 'cancelled' }]);
  });

  it('asks in the language chosen in the window', async () => {
    const { run, send } = await readyToSend(() => 0);
    await run.call('setLanguage', { language: 'de' });
    const sending = send();
    await until(bodyWentOut, 'the upload');
    run.double.app.quit();
    await until(() => run.double.seen.messageBoxes.length === 1, 'the question');
    expect(run.double.seen.messageBoxes[0]).toMatchObject({ options: { message: 'Eine Datei wird gerade gesendet.', buttons: ['&Weiter senden', 'Senden abbrechen und &beenden'] } });
    await sending;
  });

  it('quits without asking when nothing is being sent', async () => {
    const { run } = await readyToSend();
    run.window().close();
    expect(await run.double.app.ended()).toBe(0);
    expect(run.double.seen.messageBoxes).toEqual([]);
  });
});

describe('the window’s place', () => {
  it('comes back at the size and place it was left, and maximised only once painted', async () => {
    const first = await startDesktop({ root, displays: [{ x: 0, y: 0, width: 1920, height: 1040 }] });
    running.push(first);
    await first.loaded();
    first.window().setBoundsByUser({ x: 240, y: 120, width: 1100, height: 700 });
    first.window().maximize();
    first.double.app.quit();
    await first.double.app.ended();

    const again = await startDesktop({ root, displays: [{ x: 0, y: 0, width: 1920, height: 1040 }] });
    running.push(again);
    await again.loaded();
    expect(again.window().options).toMatchObject({ x: 240, y: 120, width: 1100, height: 700, show: false });
    // maximize() shows a hidden window: it must wait for the first paint.
    expect(again.window().timeline).toEqual(['loadURL', 'ready-to-show', 'maximize', 'show']);
    expect(again.window().shownUnpainted).toBe(false);
  });

  it('is put back on screen when its saved place is on no display any more', async () => {
    const docked = await startDesktop({ root, displays: [{ x: 0, y: 0, width: 1440, height: 860 }, { x: 1440, y: 0, width: 2560, height: 1400 }] });
    running.push(docked);
    await docked.loaded();
    docked.window().setBoundsByUser({ x: 2000, y: 100, width: 1800, height: 1200 });
    docked.double.app.quit();
    await docked.double.app.ended();

    const laptop = await startDesktop({ root, displays: [{ x: 0, y: 0, width: 1440, height: 860 }] });
    running.push(laptop);
    await laptop.loaded();
    expect(laptop.window().options).toMatchObject({ center: true, width: 1440, height: 860 });
    expect(laptop.window().options).not.toHaveProperty('x');
  });
});
