import { createHash } from 'node:crypto';

/**
 * How a server-rendered page starts the web app (docs/decisions/020): once the page has loaded
 * (its stylesheet and first images), not beside them. On a slow phone network the app's script
 * would otherwise share the bandwidth with what the visitor sees first; the screen is already
 * there and readable without it. The addresses come from the element's data attributes, so the
 * script's text is the same in every build and the Content-Security-Policy allows it by its hash.
 */
export const APP_START_SCRIPT = [
  "addEventListener('load',function(){",
  "var d=document.getElementById('app-start').dataset;",
  "(d.preload||'').split(' ').forEach(function(h){if(!h)return;",
  "var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});",
  "var s=document.createElement('script');s.type='module';s.src=d.entry;document.head.appendChild(s)})",
].join('');

/** The start script as the Content-Security-Policy names it. */
export const APP_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page with its app script and module preloads taken out of the head and started by the start
 * script at the end of the body instead; a page without an app script is returned as it is.
 */
export function startAppOnLoad(page: string): string {
  const entry = ENTRY.exec(page)?.[1];
  if (!entry) return page;
  const preloads: string[] = [];
  const without = page.replace(ENTRY, '').replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const start = `<script id="app-start" data-entry="${entry}" data-preload="${preloads.join(' ')}">${APP_START_SCRIPT}</script>`;
  return without.replace(/<\/body>/i, () => `  ${start}\n  </body>`);
}
