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
 * The language an account reads: the one it chose (a stored or sent value), else English
 * (DEFAULT_LOCALE). An account that has not chosen, or a value this shop does not know, reads English.
 */
export function localeOrDefault(chosen: unknown): Locale {
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The first of the shop's languages in a list of language tags, best first (navigator.languages). */
export function pickLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}
