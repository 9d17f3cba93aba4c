import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@chaka/contract';
import { useSyncExternalStore } from 'react';
import { i18n, registerBangla } from './i18n';

const STORAGE_KEY = 'chaka-locale';
// The language shown, in a cookie: the API answers its messages in it, and the HTML the server
// sends carries it in <html lang>.
const COOKIE = 'locale';
// A page's address in one language (`/shop?lang=bn`, decision record 019): opening it chooses that
// language as the switch does.
const URL_PARAM = 'lang';

type Bangla = typeof import('./bangla');
let bangla: Promise<Bangla> | undefined;

/** The Bangla catalogs (one chunk), fetched only when Bangla is chosen. */
export function loadBangla(): Promise<Bangla> {
  bangla ??= import('./bangla').then((module) => {
    registerBangla(module);
    return module;
  });
  return bangla;
}

function readStored(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The language the address names with `?lang=`, if it is one of the shop's. */
export function addressLocale(): Locale | undefined {
  const named = new URLSearchParams(window.location.search).get(URL_PARAM);
  return isLocale(named) ? named : undefined;
}

/**
 * The language an address names (`?lang=bn`), kept as the visitor's choice; else the visitor's
 * own choice, else the browser's language on a first visit, else English.
 */
export function initialLocale(): Locale {
  const named = addressLocale();
  if (named) {
    remember(named);
    return named;
  }
  return readStored() ?? pickLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE;
}

/**
 * A choice made with the switch on an address that names a language: the address follows it, so
 * a reload or a shared link shows what the visitor chose. The router's state is kept.
 */
function followInAddress(locale: Locale) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(URL_PARAM) || url.searchParams.get(URL_PARAM) === locale) return;
  url.searchParams.set(URL_PARAM, locale);
  window.history.replaceState(window.history.state, '', url);
}

function remember(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // A browser that keeps nothing still shows the language for this visit.
  }
}

/**
 * Shows the shop in `locale`: its catalogs first (so no screen flashes half translated), then
 * every translated component and <html lang> follow. `keep` also stores the choice in the browser.
 */
export async function activateLocale(locale: Locale, { keep = false } = {}): Promise<void> {
  if (locale === 'bn') await loadBangla();
  i18n.activate(locale);
  document.documentElement.lang = locale;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari and Firefox our customers use
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  if (keep) {
    remember(locale);
    followInAddress(locale);
  }
}

function subscribe(listener: () => void) {
  return i18n.on('change', listener);
}

/** The language the shop is shown in; components using it render again when it changes. */
export function useLocale(): Locale {
  const read = () => i18n.locale as Locale;
  // The server renders in the reader's language, and the browser hydrates in that same one.
  return useSyncExternalStore(subscribe, read, read);
}
