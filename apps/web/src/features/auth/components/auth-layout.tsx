import auth from '@chaka/contract/catalogs/en/auth.json';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Page } from '@/components/ui/page';
import { useT } from '@/lib/i18n/use-t';
import { useFreeDeliveryAmount } from '@/lib/money';
import { WithGoogleSignIn } from './google-button';

/**
 * The frame of the sign-in screens: the form on a card and, on wide screens, the shop's promise
 * beside it on charcoal.
 */
export function AuthLayout({
  title,
  heading,
  intro,
  children,
  footer,
  google,
}: {
  /** The screen name of the page title, e.g. "Login". */
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /**
   * The way to the neighbouring screen under the form, e.g. "New to the shop? Create an account".
   * It carries the page's navigation state along, so the page the visitor came from is kept.
   */
  footer: { prompt: string; to: string; label: string };
  /** Offers Google sign-in under the form; while `busy`, a spinner with `busyLabel` stands for both. */
  google?: { busy: boolean; busyLabel: string; returnTo: string };
}) {
  const location = useLocation();
  const t = useT(auth);
  const freeOver = useFreeDeliveryAmount();
  const promises = [
    t('auth.layout.genuine'),
    freeOver === null ? t('auth.layout.delivery') : t('auth.layout.freeDelivery', { amount: freeOver ?? '' }),
    t('auth.layout.mechanics'),
  ];
  return (
    <Page title={title} heading={null}>
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm lg:grid-cols-[5fr_6fr]">
        <aside className="hidden flex-col justify-between gap-10 bg-neutral p-10 text-neutral-content lg:flex">
          <img src="/images/logo.svg" alt="" width={56} height={56} className="h-14 w-14" />
          <div>
            <p className="text-2xl font-bold leading-snug">{t('auth.layout.tagline')}</p>
            <p className="mt-3 text-neutral-content/80">{t('auth.layout.text')}</p>
          </div>
          <ul className="space-y-3 text-sm">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-3">
                <svg
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-accent"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
                {promise}
              </li>
            ))}
          </ul>
        </aside>
        <div className="p-6 sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          {intro && <p className="mt-2 text-muted">{intro}</p>}
          <div className="mt-6">
            {google ? <WithGoogleSignIn {...google}>{children}</WithGoogleSignIn> : children}
          </div>
          <div className="mt-8 border-t border-base-300 pt-6 text-center text-sm">
            {footer.prompt}{' '}
            <Link to={footer.to} state={location.state} className="link link-primary font-medium">
              {footer.label}
            </Link>
          </div>
        </div>
      </div>
    </Page>
  );
}
