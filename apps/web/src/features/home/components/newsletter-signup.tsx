import home from '@chaka/contract/catalogs/en/home-sections.json';
import { type FormEvent, useId, useState } from 'react';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

/** The contract's check of an address: the first error, or the address to send. */
async function checkEmail(email: string): Promise<{ error: string } | { email: string }> {
  const { NewsletterBodySchema } = await import('./newsletter-schema');
  const parsed = NewsletterBodySchema.safeParse({ email });
  return parsed.success ? { email: parsed.data.email } : { error: parsed.error.issues[0]?.message ?? '' };
}

/**
 * The home page's newsletter signup (SPEC §2, §5, §8): one e-mail field. It sits at the bottom of
 * the home page, whose first load has a budget: a plain form whose validation (the contract's
 * schema, and with it the validation library) is fetched with the first Subscribe. As with the
 * shop's other forms, a refused address is checked again as it is corrected.
 */
export function NewsletterSignup() {
  const id = useId();
  const t = useT(home);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // In the page as the server sent it, Subscribe waits for the app (it would post nothing): disabled,
  // which also keeps Enter in the field from sending the form (decision record 031).
  const hydrated = useHydrated();

  const onChange = async (value: string) => {
    setEmail(value);
    if (!submitted) return;
    const checked = await checkEmail(value);
    setError('error' in checked ? checked.error : undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = await checkEmail(email);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    setSubmitting(true);
    // Loaded by checkEmail already: the schema and the spec's sentences come together.
    const { messages } = await import('./newsletter-schema');
    try {
      await subscribeNewsletter(checked.email);
    } catch {
      notify.error(messages.newsletter.failed);
      return;
    } finally {
      setSubmitting(false);
    }
    notify.success(messages.newsletter.subscribed);
    setEmail('');
    setSubmitted(false);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="grid items-center gap-6 rounded-box border border-base-300 bg-base-200 px-6 py-10 sm:px-10 lg:grid-cols-2 lg:gap-12">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('home.newsletter.title')}
          </h2>
          <p className="mt-2 text-muted">{t('home.newsletter.text')}</p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('home.newsletter.form')}>
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
            {t('home.newsletter.email')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              className={`input w-full sm:flex-1 ${error ? 'input-error' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              name="email"
              // A controlled field: what was typed before the app took over would be lost.
              disabled={!hydrated}
              value={email}
              onChange={(event) => void onChange(event.target.value)}
            />
            <button
              type="submit"
              className="btn btn-primary w-full sm:w-auto"
              disabled={isSubmitting || !hydrated}
            >
              {t(isSubmitting ? 'home.newsletter.subscribing' : 'home.newsletter.subscribe')}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
              {translated(error)}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
