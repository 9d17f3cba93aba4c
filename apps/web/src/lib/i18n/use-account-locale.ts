import { useEffect } from 'react';
import { useSession } from '@/lib/auth';

/** Follows the signed-in account's language (lib/i18n/account-locale.ts, loaded only then). */
export function useAccountLocale() {
  const { user } = useSession();
  const userId = user?.id;
  const accountLocale = user?.locale;
  useEffect(() => {
    if (!userId) return;
    void import('./account-locale').then((module) => module.followAccountLocale(accountLocale));
  }, [userId, accountLocale]);
}
