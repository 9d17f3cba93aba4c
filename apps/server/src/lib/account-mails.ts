import { DEFAULT_LOCALE, isLocale, type Locale, SCREENS, screenHref } from '@chaka/contract';
import { headersLocale, translate } from './i18n.js';
import { composeText, type Mail } from './mailer.js';

/**
 * The mails of an account (verify the address, reset the password, already registered), in the
 * account's language. An account that has not chosen one yet (a sign-up) gets the language the
 * request that caused the mail was made in, as the shop showed it.
 */
export function accountMailLocale(user: object, request?: Request): Locale {
  // better-auth's user type leaves out the shop's own fields; the row it hands over has them.
  const chosen = (user as { locale?: unknown }).locale;
  if (isLocale(chosen)) return chosen;
  const asked =
    request && headersLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
  return asked ?? DEFAULT_LOCALE;
}

interface AccountMail {
  site: string;
  name: string;
  email: string;
  locale: Locale;
}

const translator =
  (locale: Locale) =>
  (id: string, values?: Record<string, unknown>): string =>
    translate(locale, id, values);

export function verifyEmailMail({ site, name, email, locale, link }: AccountMail & { link: string }): Mail {
  const t = translator(locale);
  return composeText(email, t('mail.account.verifySubject', { site }), [
    t('mail.account.welcome', { site, name }),
    t('mail.account.verifyLink'),
    link,
    site,
  ]);
}

export function resetPasswordMail({ site, name, email, locale, link }: AccountMail & { link: string }): Mail {
  const t = translator(locale);
  return composeText(email, t('mail.account.resetSubject', { site }), [
    t('mail.hello', { name }),
    t('mail.account.resetAsked', { site }),
    link,
    t('mail.account.resetNotYou'),
    site,
  ]);
}

export function existingAccountMail({
  site,
  name,
  email,
  locale,
  publicUrl,
}: AccountMail & { publicUrl: string }): Mail {
  const t = translator(locale);
  const signIn = t('mail.account.signIn', { link: `${publicUrl}${screenHref(SCREENS.auth.login)}` });
  const forgot = t('mail.account.forgot', { link: `${publicUrl}${screenHref(SCREENS.auth.resetPassword)}` });
  return composeText(email, t('mail.account.existingSubject', { site }), [
    t('mail.hello', { name }),
    t('mail.account.existing', { site }),
    `${signIn}\n${forgot}`,
    t('mail.account.notYou'),
    site,
  ]);
}
