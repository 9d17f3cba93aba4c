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

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment of an order's, a return's or the stock's life: "26 Nov 2026, 14:05" (as en-GB writes
 * it), or in Bangla digits and months, on a 24-hour clock (Bangla's AM and PM would stay in Latin
 * letters). In the reader's own time zone, as every timeline of the shop shows it.
 */
export function formatMoment(at: Date | string, locale: Locale): string {
  let format = momentFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    momentFormats.set(locale, format);
  }
  return format.format(new Date(at));
}

// Made once per language: a formatter takes a while to set up, most on a slow phone while the page starts.
const countFormats = new Map<string, Intl.NumberFormat>();

function countFormat(locale: Locale, useGrouping: boolean): Intl.NumberFormat {
  const key = `${locale}:${useGrouping}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping });
    countFormats.set(key, format);
  }
  return format;
}

/** A count (stock, reviews, counters) in the language's digits, grouped as it groups them. */
export function formatCount(value: number, locale: Locale): string {
  return countFormat(locale, true).format(value);
}

/**
 * A year in the language's digits ("2026", "২০২৬"): a number format, which every page has set up
 * for its prices, where a date format would set up the calendar's data as well.
 */
export function formatYear(date: Date, locale: Locale): string {
  return countFormat(locale, false).format(date.getFullYear());
}
