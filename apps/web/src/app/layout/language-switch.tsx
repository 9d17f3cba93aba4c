import { LOCALE_NAMES, LOCALES, type Locale } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/auth';
import { activateLocale, loadBangla, useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/** The address of this page in `locale` (decision record 019): its own query, with `lang=`. */
function addressIn(pathname: string, search: string, locale: Locale): string {
  const query = new URLSearchParams(search);
  query.set('lang', locale);
  return `${pathname}?${query}`;
}

/** A click the browser would open elsewhere (a new tab, a download): left to it. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * English / বাংলা in the top bar, in a group named by its legend, each name in its own language and
 * script, the shown one marked current. Each is a link to this page's address in that language
 * (`?lang=bn`), so it works from the moment the page shows, before and without the app's script;
 * once the app runs, it switches in place instead (decision record 031).
 */
export function LanguageSwitch() {
  const t = useT(site);
  const current = useLocale();
  const { user } = useSession();
  const { pathname, search } = useLocation();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    await activateLocale(locale, { keep: true });
    if (user) await (await import('@/lib/i18n/account-locale')).saveAccountLocale(locale);
  };

  return (
    <fieldset className="join">
      <legend className="sr-only">{t('site.language.label')}</legend>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={addressIn(pathname, search, locale)}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? 'true' : undefined}
          className={`btn btn-xs join-item sm:btn-sm ${locale === current ? 'btn-accent' : 'btn-ghost text-neutral-content'}`}
          // Hovering or focusing বাংলা starts fetching its catalog, so the click shows it at once.
          onPointerEnter={locale === 'bn' ? () => void loadBangla() : undefined}
          onFocus={locale === 'bn' ? () => void loadBangla() : undefined}
          onClick={(event) => {
            if (event.defaultPrevented || opensElsewhere(event)) return;
            event.preventDefault();
            void choose(locale);
          }}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </fieldset>
  );
}
