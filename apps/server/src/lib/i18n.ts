import {
  CATALOGS,
  type CompiledCatalog,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeOrDefault,
  messageMatcher,
  pickLocale,
} from '@chaka/contract';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { user } from '../db/schema/index.js';

/** A language's catalogs, every area in one, compiled once at start. */
function compiled(locale: Locale): CompiledCatalog {
  const entries = Object.values(CATALOGS[locale]).flatMap((catalog) => Object.entries(catalog));
  return Object.fromEntries(entries.map(([id, message]) => [id, compileMessage(message) as never]));
}

const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, compiled(locale)])) as Record<
  Locale,
  CompiledCatalog
>;
const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogs[locale] as never } })]),
) as Record<Locale, I18n>;
const matchEnglish = messageMatcher(catalogs.en);

/** A message of the catalogs in `locale`, its values put in. */
export function translate(locale: Locale, id: string, values?: Record<string, unknown>): string {
  return instances[locale]._(id, values);
}

/**
 * A sentence the contract or a service wrote in English, in `locale`; one the catalogs do not
 * know stays as it is.
 */
export function translateMessage(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const match = matchEnglish(english);
  if (!match) return english;
  const terms = Object.entries(match.terms).map(([name, id]) => [name, translate(locale, id)]);
  return translate(locale, match.id, { ...match.values, ...Object.fromEntries(terms) });
}

/** The language tags of an Accept-Language header, best first (by q-value, then order). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language a request's headers ask for: the web app's `locale` cookie, else Accept-Language. */
export function headersLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined) {
  const shown = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(cookie ?? '')?.[1];
  if (isLocale(shown)) return shown;
  return pickLocale(acceptedLanguages(acceptLanguage ?? undefined));
}

/**
 * The language a caller reads: the web app's `locale` cookie (the language it shows), else its
 * Accept-Language, else the signed-in account's choice when the request has been identified,
 * else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const asked = headersLocale(request.headers.cookie, request.headers['accept-language']);
  if (asked) return asked;
  const chosen = (request.identity as { locale?: unknown } | null)?.locale;
  return localeOrDefault(chosen);
}

/** The language chosen with an account (its mails are written in it). */
export async function accountLocale(db: Db, userId: string | null): Promise<Locale> {
  if (!userId) return DEFAULT_LOCALE;
  const [found] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return localeOrDefault(found?.locale);
}
