import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import beastiesModule from 'beasties';
import { matchableSelector } from './css-selector.js';

// The package's types describe its CommonJS build; Node loads its ES module, whose default is the class.
const Beasties = beastiesModule as unknown as typeof beastiesModule.default;

/** Beasties matching the selectors of Tailwind's and daisyUI's rules (css-selector.ts). */
class ScreenBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

/** The build's stylesheet as index.html links it (`<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
/** Pages whose rules are kept; a new screen's first visitor pays for one more (LRU beyond this). */
const MAX_KEPT = 200;

/**
 * The first screen's CSS written into its page, the rest loaded without holding the first paint
 * (docs/decisions/020-critical-css-of-the-public-screens.md).
 *
 * Finding the rules that match a page (beasties) takes 100 ms or more of the server's CPU, so it is
 * never done while a visitor waits: a page whose rules are not known yet is sent as before (the
 * stylesheet blocks its paint) and its rules are worked out after, one page at a time, for the next
 * visitor. The public screens are prepared when the shop starts. Pages that differ only in their
 * text (another product's name, another blog entry) share one set of rules: the key is what CSS
 * selectors can match (class names, elements, attributes) and the language.
 */
export function criticalCss(webDist: string, warn: (message: string) => void = () => {}) {
  const kept = new Map<string, string>();
  let busy: Promise<void> | undefined;
  const layerOrder = cssLayerOrder(webDist);

  async function work(key: string, page: string) {
    const beasties = new ScreenBeasties({
      path: webDist,
      // The link is rewritten here: beasties' own ways are inline scripts or handlers, which the
      // Content-Security-Policy forbids. `false` (leave the link) is handled but not in its types.
      preload: false as unknown as 'media',
      reduceInlineStyles: false,
      pruneSource: false,
      // Tailwind's arbitrary variants (`[&>li:last-child]:col-span-2`): beasties' matching misses
      // their escaped class names; they are few, so they are always inline.
      allowRules: [/\\&/],
      // Its warnings name selectors it could not match, whose rules are then not inline.
      logger: { warn },
    });
    const processed = await beasties.process(page);
    const css = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    if (css) remember(key, css);
  }

  function remember(key: string, css: string) {
    kept.delete(key);
    kept.set(key, css);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }

  return {
    /**
     * `page` with the rules of `screenHtml` inline and the stylesheet as print-only (src/main.tsx
     * turns it on; a <noscript> copy without script); `page` as it is, not `final`, while they are
     * not known yet.
     */
    apply(page: string, screenHtml: string, locale: string): { html: string; final: boolean } {
      const link = STYLESHEET.exec(page);
      if (!link) return { html: page, final: true };
      const key = keyOf(screenHtml, locale);
      const css = kept.get(key);
      if (css === undefined) {
        // While another page is being worked out this one waits for a later visitor: no queue
        // of pages builds up in memory.
        if (!busy) void this.prepare(page, screenHtml, locale);
        return { html: page, final: false };
      }
      remember(key, css);
      const deferred = link[0].replace(/>$/, ' media="print" data-deferred-style>');
      const fallback = `<noscript><link rel="stylesheet" href="${link[1]}"></noscript>`;
      // A function, so `$` in the CSS is never read as a replacement pattern.
      const html = page.replace(
        link[0],
        () => `<style>${layerOrder}${css}</style>\n    ${deferred}${fallback}`,
      );
      return { html, final: true };
    },
    /** Works out the rules of `page` (one page at a time); resolves once they are known or failed. */
    async prepare(page: string, screenHtml: string, locale: string): Promise<void> {
      const key = keyOf(screenHtml, locale);
      while (busy) await busy;
      if (kept.has(key)) return;
      busy = work(key, page)
        .catch(() => undefined)
        .finally(() => {
          busy = undefined;
        });
      await busy;
    },
  };
}

/** What CSS selectors can tell apart in a screen: its class names, elements, attributes and their `type`s. */
function keyOf(screenHtml: string, locale: string): string {
  const tokens = new Set<string>();
  for (const [, tag, attributes] of screenHtml.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tokens.add(`<${tag}`);
    for (const [, name, value = ''] of attributes!.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name === 'class') for (const token of value.split(/\s+/)) tokens.add(`.${token}`);
      else tokens.add(name === 'type' ? `[type=${value}]` : `[${name}]`);
    }
  }
  return createHash('sha1')
    .update(`${locale}\n${[...tokens].sort().join(' ')}`)
    .digest('base64url');
}

/**
 * The order of the stylesheet's cascade layers, declared before the inline rules: a layer none of
 * them uses would otherwise come last once the whole stylesheet applies, and win over the others.
 */
function cssLayerOrder(webDist: string): string {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const href = STYLESHEET.exec(index)?.[1];
  if (!href) return '';
  const css = readFileSync(path.join(webDist, href), 'utf8');
  const names = new Set(
    [...css.matchAll(/@layer ([\w-]+(?:\s*,\s*[\w-]+)*)\s*[{;]/g)].flatMap(([, list]) =>
      list!.split(/\s*,\s*/),
    ),
  );
  return names.size > 0 ? `@layer ${[...names].join(',')};` : '';
}
