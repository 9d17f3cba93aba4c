import { messages, NewsletterBodySchema } from '@chaka/contract';
import { useId } from 'react';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The home page's newsletter signup (SPEC §2, §5, §8): one e-mail field. */
export function NewsletterSignup() {
  const subscribe = useSubscribeNewsletter();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(NewsletterBodySchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await subscribe.mutateAsync(email);
    } catch {
      notify.error(messages.newsletter.failed);
      return;
    }
    notify.success(messages.newsletter.subscribed);
    reset();
  });

  const error = errors.email?.message;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="grid items-center gap-6 rounded-box border border-base-300 bg-base-200 px-6 py-10 sm:px-10 lg:grid-cols-2 lg:gap-12">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            Get our newsletter
          </h2>
          <p className="mt-2 text-muted">
            Maintenance tips for Bangladesh's roads, new parts in the shop and seasonal offers, straight to
            your inbox.
          </p>
        </div>
        <form noValidate onSubmit={onSubmit} aria-label="Newsletter signup">
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
            Email
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
              {...register('email')}
            />
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
              {isSubmitting ? 'Subscribing...' : 'Subscribe'}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
              {error}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
