// Screenshots of shop pages at phone and desktop widths, for looking at a screen as a customer would.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path>...]
//   env COOKIE="name=value" to be signed in; WIDTHS="390,1280"; FULL=1 for full-page shots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './lib.mjs';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('Usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path>...]');
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  if (process.env.COOKIE) {
    const url = new URL(base);
    await context.addCookies(
      process.env.COOKIE.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), domain: url.hostname, path: '/' };
      }),
    );
  }
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.WAIT ?? 500));
    const file = path.join(
      outDir,
      `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`,
    );
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
