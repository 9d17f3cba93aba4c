import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../../test/seo-pages.js';
import { criticalCss } from './critical-css.js';

const CSS = [
  '@layer theme{:root{--color-primary:#c2410c}}',
  '@layer base{body{margin:0}}',
  '@layer components{.btn{padding:1rem}.modal{position:fixed}}',
  '@layer utilities{:where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}.hidden{display:none}}',
].join('');
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCREEN = '<ul class="space-y-2"><li><button class="btn">Buy</button></li><li>Two</li></ul>';
const page = (screen: string) => INDEX.replace('<div id="root"></div>', `<div id="root">${screen}</div>`);

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'chaka-critical-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-abc.css'), CSS);
  writeFileSync(path.join(dist, 'index.html'), INDEX);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the first screen’s CSS in its page', () => {
  it('sends a page as it is until its rules are known, then with them inline and the stylesheet deferred', async () => {
    const critical = criticalCss(dist);
    expect(critical.apply(page(SCREEN), SCREEN, 'en')).toEqual({ html: page(SCREEN), final: false });
    await critical.prepare(page(SCREEN), SCREEN, 'en');

    const applied = critical.apply(page(SCREEN), SCREEN, 'en');
    expect(applied.final).toBe(true);
    const document = parse(applied.html);
    const css = document.querySelector('head > style')?.textContent ?? '';
    // The rules of what the screen shows, :where() ones too, in the stylesheet's layer order.
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true);
    for (const rule of ['--color-primary', 'body{margin:0}', '.btn{padding:1rem}', ':where(.space-y-2'])
      expect(css).toContain(rule);
    // Not the rules of what it does not show.
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('.hidden');
    // The whole stylesheet does not hold the first paint; without script it applies as before.
    const link = document.querySelector('head > link[rel="stylesheet"]');
    expect(link?.getAttribute('media')).toBe('print');
    expect(link?.hasAttribute('data-deferred-style')).toBe(true);
    expect(document.querySelector('noscript')?.innerHTML).toContain('href="/assets/index-abc.css"');
  });

  it('shares the rules between pages that differ only in their text, not across languages', async () => {
    const critical = criticalCss(dist);
    await critical.prepare(page(SCREEN), SCREEN, 'en');
    const other = SCREEN.replace('Buy', 'Add to cart').replace('Two', 'Three');
    expect(critical.apply(page(other), other, 'en').html).toContain('<style>');
    expect(critical.apply(page(other), other, 'bn').html).not.toContain('<style>');
    const more = `${SCREEN}<div class="hidden">Later</div>`;
    expect(critical.apply(page(more), more, 'en').html).not.toContain('<style>');
  });
});
