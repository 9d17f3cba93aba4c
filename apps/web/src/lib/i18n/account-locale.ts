import type { Locale } from '@chaka/contract';
import { useEffect } from 'react';
import { useSession } from '@/lib/auth';
import { i18n } from './i18n';
import { activateLocale } from './locale';

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
 * the language the customer is reading in.
 */
export function useAccountLocale() {
  const { user } = useSession();
  const userId = user?.id;
  const accountLocale = user?.locale;
  useEffect(() => {
    if (!userId) return;
    if (accountLocale === null) void saveAccountLocale(i18n.locale as Locale);
    else if (accountLocale && accountLocale !== i18n.locale)
      void activateLocale(accountLocale, { keep: true });
  }, [userId, accountLocale]);
}
