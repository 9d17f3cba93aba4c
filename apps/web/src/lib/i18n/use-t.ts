import { useCallback } from 'react';
import { type Catalog, i18n } from './i18n';
import { useLocale } from './locale';

/**
 * A translator for one area of the shop. The area's English catalog comes with the code that shows
 * it (so a page's first load carries only its own words) and is the fallback for a message the
 * chosen language lacks; the Bangla catalogs are loaded into `i18n` when Bangla is chosen.
 */
export function useT<C extends Catalog>(english: C) {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translator per language re-renders its users
  return useCallback(
    (id: keyof C & string, values?: Record<string, unknown>) =>
      i18n._({ id, message: english[id] as never, values }),
    [english, locale],
  );
}
