import { formatDate, type Locale } from '@chaka/contract';
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n/locale';

const shortFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 2026-11-26 -> "26 Nov", or "২৬ নভে" in Bangla (a chart's axis and tooltip). */
function shortDay(day: string, locale: Locale): string {
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    shortFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The Overview's days (YYYY-MM-DD, the shop's own days) in the language shown: `short` for the
 * chart's axis, `full` for tables and the range. English keeps the days as the server writes them.
 */
export function useDays() {
  const locale = useLocale();
  return {
    short: useCallback((day: string) => shortDay(day, locale), [locale]),
    full: useCallback((day: string) => (locale === 'en' ? day : formatDate(day, locale)), [locale]),
  };
}
