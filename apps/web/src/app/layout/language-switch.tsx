import { LOCALE_NAMES, LOCALES, type Locale } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { useSession } from '@/lib/auth';
import { activateLocale, loadBangla, useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/**
 * English / বাংলা in the top bar: two toggle buttons (aria-pressed) in a fieldset named by its legend, each name
 * in its own language and script, so a screen reader says which is chosen and reads it right.
 */
export function LanguageSwitch() {
  const t = useT(site);
  const current = useLocale();
  const { user } = useSession();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    await activateLocale(locale, { keep: true });
    if (user) await (await import('@/lib/i18n/account-locale')).saveAccountLocale(locale);
  };

  return (
    <fieldset className="join">
      <legend className="sr-only">{t('site.language.label')}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          className={`btn btn-xs join-item sm:btn-sm ${locale === current ? 'btn-accent' : 'btn-ghost text-neutral-content'}`}
          // Hovering or focusing বাংলা starts fetching its catalog, so the click shows it at once.
          onPointerEnter={locale === 'bn' ? () => void loadBangla() : undefined}
          onFocus={locale === 'bn' ? () => void loadBangla() : undefined}
          onClick={() => void choose(locale)}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </fieldset>
  );
}
