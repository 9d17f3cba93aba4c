import { CATALOGS, LOCALES } from '@chaka/contract';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

// The browser reads Lingui's compiled messages with its own small reader (i18n.ts); every message
// of every catalog, in both languages, must come out exactly as @lingui/core writes it.

/** Values for a compiled message's placeholders: numbers where it counts, text elsewhere. */
function sampleValues(message: unknown, count: number, values: Record<string, unknown> = {}) {
  if (!Array.isArray(message)) return values;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    values[name] = type === 'plural' || type === 'number' ? count : (values[name] ?? `«${name}»`);
    for (const nested of Object.values(cases ?? {})) sampleValues(nested, count, values);
  }
  return values;
}

describe('the browser reader of compiled messages', () => {
  it.each(LOCALES)('writes every %s message as @lingui/core does', (locale) => {
    // The catalogs as the app gets them: the Vite plugin of vite.config.ts compiles each file.
    const compiled = Object.fromEntries(
      Object.values(CATALOGS[locale]).flatMap((catalog) => Object.entries(catalog)),
    );
    expect(Array.isArray(compiled['validation.quantity.belowMinimum'])).toBe(true);
    const lingui = setupI18n({ locale, messages: { [locale]: compiled as never } });
    i18n.load(locale, compiled);
    i18n.activate(locale);
    for (const [id, message] of Object.entries(compiled)) {
      for (const count of [0, 1, 2, 1204]) {
        const values = sampleValues(message, count);
        expect(i18n._(id, values), id).toBe(lingui._(id, values));
      }
    }
  });
});
