// Screenshots for looking at what we build: node scripts/screenshot.mjs /fi /en/login ...
// Writes screens/<viewport>-<path>.png at 1440x900 and 390x844 (headless Debian Chromium).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL || `http://localhost:${process.env.PORT || 3000}`;
const paths = process.argv.slice(2);
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
mkdirSync('screens', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, isMobile: name === 'mobile', hasTouch: name === 'mobile' });
  for (const raw of paths) {
    const [path, action] = raw.split('#');
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (action && name === 'desktop') continue;
    if (action) await page.getByRole('button', { name: new RegExp(action, 'i') }).first().click();
    await page.waitForTimeout(700);
    const file = `screens/${name}-${raw.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: !action });
    console.log(file);
  }
  await page.close();
}
await browser.close();
