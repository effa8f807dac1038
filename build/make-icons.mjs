// Renders build/icon.svg to the PNG sizes the installers use (build/icons/NxN.png: Linux takes
// the folder, Windows the 256 px one, macOS the 1024 px one; electron-builder makes .ico and
// .icns from them). Run after changing the SVG: `node build/make-icons.mjs`; the PNGs are
// committed, so packaging needs no browser. Uses Chromium through Playwright, as the UI tests
// do (CHROMIUM_PATH, default /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const svg = await readFile(path.join(here, 'icon.svg'), 'utf8');
const out = path.join(here, 'icons');
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
    await page.screenshot({ path: path.join(out, `${size}x${size}.png`), omitBackground: true });
  }
} finally {
  await browser.close();
}
console.log(`build/icons: ${SIZES.map((s) => `${s}x${s}.png`).join(', ')}`);
