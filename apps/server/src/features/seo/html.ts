/** Text and attribute values written into HTML: the five characters that could end or open markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The same for XML (sitemap.xml), with XML's named entities. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  );
}

// JSON for a <script> element, shared with the server's render of the screens (features/prerender).
export { jsonForScript } from '../../lib/json-script.js';

/** A text cut at a word to at most `max` characters, with an ellipsis when cut; spaces collapsed. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:!?-]+$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/**
 * The app's index.html with a page's own head: the build's generic title and description give way
 * to the page's, its head elements go before </head>, and <html lang> names its language.
 */
export function withHead(indexHtml: string, head: { lang: string; html: string }): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html\b([^>]*?)\s+lang="[^"]*"/i, '<html$1')
    .replace(/<html\b/i, `<html lang="${escapeHtml(head.lang)}"`)
    .replace(/<\/head>/i, `  ${head.html}\n  </head>`);
}
