/** The shop's languages: English (the spec's words) and Bangla. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale each language formats numbers and dates with (bn-BD: Bangla digits, months). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

/** What the language switch says, each language in its own script. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the shop's languages a list of language tags asks for (navigator.languages, or an
 * Accept-Language header with its q-values), or undefined when it asks for neither.
 */
export function pickLocale(tags: string | readonly string[] | null | undefined): Locale | undefined {
  if (!tags) return undefined;
  const ranked =
    typeof tags === 'string'
      ? tags
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : tags;
  for (const tag of ranked) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}
