import type { Locale } from '@chaka/contract';
import { i18n } from './i18n';
import { activateLocale, addressLocale } from './locale';

// Loaded only for a signed-in user (see use-account-locale.ts): a visitor's first load skips it.

/**
 * Keeps the language with the account (better-auth's update-user, the `locale` field of the user),
 * so the server writes this customer's mails in it.
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  await fetch('/api/auth/update-user', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
  });
}

/**
 * On signing in, the account's language wins over the browser's; an account without one takes
 * the language the customer is reading in. An address that names a language (`?lang=bn`) is a
 * choice like the switch's: the account keeps it.
 */
export function followAccountLocale(accountLocale: Locale | null | undefined) {
  const named = addressLocale();
  if (accountLocale === null || (named && named !== accountLocale))
    void saveAccountLocale(i18n.locale as Locale);
  else if (accountLocale && accountLocale !== i18n.locale) void activateLocale(accountLocale, { keep: true });
}
