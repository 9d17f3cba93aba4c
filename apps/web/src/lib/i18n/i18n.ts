import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '@chaka/contract';

/** A catalog as the Vite plugin hands it over: message id -> message in Lingui's compiled form. */
export type Catalog = Record<string, unknown>;
type Compiled = string | ReadonlyArray<string | readonly unknown[]>;
type Values = Record<string, unknown>;

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(locale: Locale, value: number, style?: string): string {
  const key = `${locale}:${style ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = style === 'percent' ? { style: 'percent' } : {};
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Reads a message compiled by Lingui (apps/web/vite.config.ts) the way @lingui/core's runtime does:
 * text, `[name]`, `[name, 'number']`, and `[name, 'plural' | 'selectordinal' | 'select', cases]`
 * with exact (=N) cases and `#` for the number. i18n.test.ts checks it against @lingui/core on every
 * message of the catalogs.
 */
function render(message: Compiled, values: Values, locale: Locale, count?: string): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token as [string, string?, unknown?];
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format as Record<string, Compiled> & { offset?: number };
      const count = Number(value) - (cases.offset ?? 0);
      const rule = new Intl.PluralRules(INTL_LOCALES[locale], {
        type: type === 'plural' ? 'cardinal' : 'ordinal',
      }).select(count);
      const chosen = cases[String(value)] ?? cases[rule] ?? cases.other ?? '';
      text += render(chosen, values, locale, formatNumber(locale, count));
    } else if (type === 'select') {
      const cases = format as Record<string, Compiled>;
      text += render(cases[String(value)] ?? cases.other ?? '', values, locale);
    } else if (type === 'number') {
      text += formatNumber(locale, Number(value), format as string | undefined);
    } else {
      text += value === undefined || value === null ? '' : String(value);
    }
  }
  return text;
}

/**
 * The web app's catalogs and chosen language. Lingui compiles the messages at build time; this
 * small reader stands in for @lingui/core's runtime (2 kB gzipped, over the first load's budget),
 * with the same methods the app uses: `locale`, `activate`, `load`, `on('change')` and `_`.
 */
class Translations {
  locale: Locale = DEFAULT_LOCALE;
  private catalogs: Partial<Record<Locale, Catalog>> = {};
  private listeners = new Set<() => void>();

  load(locale: Locale, catalog: Catalog) {
    this.catalogs[locale] = { ...this.catalogs[locale], ...catalog };
  }

  activate(locale: string) {
    if (!isLocale(locale) || locale === this.locale) return;
    this.locale = locale;
    for (const listener of this.listeners) listener();
  }

  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The message `id` in the chosen language, else `message` (its English), with `values` put in. */
  _(descriptor: string | { id: string; message?: unknown; values?: Values }, values: Values = {}): string {
    const {
      id,
      message,
      values: given,
    } = typeof descriptor === 'string' ? { id: descriptor, message: undefined, values } : descriptor;
    const found = (this.catalogs[this.locale]?.[id] ?? message ?? id) as Compiled;
    return render(found, given ?? {}, this.locale);
  }
}

export const i18n = new Translations();

let bangla: typeof import('./bangla') | undefined;

/** Called by locale.ts when the Bangla chunk has loaded. */
export function registerBangla(module: typeof import('./bangla')) {
  bangla = module;
}

/**
 * A sentence the contract wrote in English (a validation message, a toast) in the language the
 * shop is shown in. In English it is the sentence itself; in Bangla the Bangla chunk, which is
 * loaded before Bangla is shown, knows its translation.
 */
export function translated(message: string): string;
export function translated(message: string | undefined): string | undefined;
export function translated(message: string | undefined): string | undefined {
  if (message === undefined || i18n.locale === 'en' || !bangla) return message;
  return bangla.translateMessage(message);
}
