import { INTL_LOCALES, type Locale } from './locales.js';

// No zod here either: the web app's pages format dates with this module.

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as a customer reads it: "26 November 2026", or "২৬ নভেম্বর, ২০২৬" with Bangla digits and
 * month names. The shop is in Dhaka, so the day is Dhaka's.
 */
export function formatDate(date: Date | string | number, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

/** A count (stock, reviews, counters) in the language's digits, grouped as it groups them. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}
