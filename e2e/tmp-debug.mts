import { chromium } from '@playwright/test';
import { startHarnessProcess } from './support/harness-process';
const harness = await startHarnessProcess({ keychain: 'none' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const log: string[] = [];
page.on('console', (m) => log.push(m.text()));
try {
  await page.goto(harness.url);
  harness.openFromOutside('/tmp/v12/warnings-500.json');
  await page.getByText(/^500 problems$/).waitFor();
  await page.evaluate(`document.addEventListener('focusin', (e) => console.log('focusin', e.target.className.slice(0,40), e.target.closest('[data-index]')?.getAttribute('data-index'), e.target.getAttribute('data-column')))`);
  for (let i = 1; i < 300; i++) {
    log.push('press ' + i);
    await page.keyboard.press('F8');
    try { await page.locator('.problem-position', { hasText: new RegExp(`^Problem ${i} of`) }).waitFor({ timeout: 3000 }); }
    catch { console.log('STUCK at', i); console.log(log.slice(-30).join('\n')); break; }
  }
} finally {
  await browser.close();
  await harness.stop();
}
