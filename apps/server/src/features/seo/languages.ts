import { isLocale, LOCALES, type Locale } from '@chaka/contract';

/**
 * A page's address in one language: the spec's address with `?lang=en` or `?lang=bn`
 * (decision record 019). Without the marker an address shows the reader's own language (the
 * `locale` cookie, then Accept-Language), which is what hreflang calls x-default.
 */
export const LANG_PARAM = 'lang';

/** Open Graph's names of the shop's languages (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/** An address as the server receives it: its path, and the language it names, if any. */
export function splitPageUrl(url: string): { pathname: string; marked: Locale | undefined } {
  const at = url.indexOf('?');
  const pathname = (at === -1 ? url : url.slice(0, at)) || '/';
  const named = at === -1 ? null : new URLSearchParams(url.slice(at + 1)).get(LANG_PARAM);
  return { pathname, marked: isLocale(named) ? named : undefined };
}

/** The absolute address of the page at `path` (no trailing slash but the root's), in `locale` if given. */
export function pageUrl(publicUrl: string, path: string, locale?: Locale): string {
  const base = `${publicUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
  return locale ? `${base}?${LANG_PARAM}=${locale}` : base;
}

export interface Alternate {
  /** A language of the shop, or x-default: the address that follows the reader's language. */
  hreflang: Locale | 'x-default';
  href: string;
}

/** The page at `path` in every language, and the address without a language as x-default. */
export function alternatesOf(publicUrl: string, path: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(publicUrl, path, locale) })),
    { hreflang: 'x-default' as const, href: pageUrl(publicUrl, path) },
  ];
}
