import { describe, expect, it } from 'vitest';
import { isTrustedSender, type FrameLike } from './trusted-sender';

const isAppUrl = (url: string) => url.startsWith('app://renderer/');

function setUp(url = 'app://renderer/index.html') {
  const mainFrame: FrameLike = { url, parent: null };
  const webContents = { mainFrame };
  const window = { isDestroyed: () => false, webContents };
  return { mainFrame, webContents, window };
}

describe('isTrustedSender', () => {
  it('accepts the app window’s main frame on an app:// page', () => {
    const { mainFrame, webContents, window } = setUp();
    expect(isTrustedSender({ sender: webContents, senderFrame: mainFrame }, window, isAppUrl)).toBe(true);
  });

  it('refuses a subframe, another page, another window, a gone frame or window', () => {
    const { mainFrame, webContents, window } = setUp();
    const subframe: FrameLike = { url: 'app://renderer/index.html', parent: mainFrame };
    expect(isTrustedSender({ sender: webContents, senderFrame: subframe }, window, isAppUrl)).toBe(false);
    const elsewhere = setUp('https://evil.example/');
    expect(isTrustedSender({ sender: elsewhere.webContents, senderFrame: elsewhere.mainFrame }, elsewhere.window, isAppUrl)).toBe(false);
    const other = setUp();
    expect(isTrustedSender({ sender: other.webContents, senderFrame: other.mainFrame }, window, isAppUrl)).toBe(false);
    expect(isTrustedSender({ sender: webContents, senderFrame: null }, window, isAppUrl)).toBe(false);
    expect(isTrustedSender({ sender: webContents, senderFrame: mainFrame }, undefined, isAppUrl)).toBe(false);
    expect(isTrustedSender({ sender: webContents, senderFrame: mainFrame }, { ...window, isDestroyed: () => true }, isAppUrl)).toBe(false);
  });
});
