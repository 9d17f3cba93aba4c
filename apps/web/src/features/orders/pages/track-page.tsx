import { formatDate, TrackQuerySchema } from '@chaka/contract';
import trackingCatalog from '@chaka/contract/catalogs/en/tracking.json';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { type TrackLookup, useTrackOrder } from '../api/track-order';
import { TrackResult } from '../components/track-result';

type FieldErrors = Partial<Record<keyof TrackLookup, string>>;

/** The lookup the address asks for (`?order=&phone=`), when it names both. */
function lookupOf(search: URLSearchParams): TrackLookup | undefined {
  const order = search.get('order')?.trim() ?? '';
  const phone = search.get('phone')?.trim() ?? '';
  return order && phone ? { order, phone } : undefined;
}

/**
 * /track (issue 33): anyone follows an order by its number and delivery phone number, without
 * signing in. The form is a plain GET form to this address, so a visitor who sends it before the
 * app has started (the server renders this screen) loses nothing: the browser loads
 * /track?order=…&phone=… and the app looks it up. Once the app runs, it checks the fields and
 * changes the address itself.
 */
export function TrackPage() {
  const t = useT(trackingCatalog);
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const lookup = lookupOf(search);
  const tracked = useTrackOrder(lookup);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = { order: String(form.get('order') ?? ''), phone: String(form.get('phone') ?? '') };
    const parsed = TrackQuerySchema.safeParse(typed);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TrackLookup;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const next = new URLSearchParams(search);
    next.set('order', typed.order.trim());
    next.set('phone', typed.phone.trim());
    setSearch(next);
  };

  return (
    <Page title={t('tracking.title')} intro={t('tracking.intro')}>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <form
          method="get"
          action={paths.track.getHref()}
          onSubmit={submit}
          noValidate
          aria-label={t('tracking.title')}
          className="h-fit space-y-2 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
        >
          {search.get('lang') && <input type="hidden" name="lang" value={search.get('lang') ?? ''} />}
          <TextField
            label={t('tracking.orderLabel')}
            name="order"
            defaultValue={search.get('order') ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            hint={t('tracking.orderHint')}
            error={errors.order}
            wrapperClassName="w-full"
            className="w-full"
          />
          <TextField
            label={t('tracking.phoneLabel')}
            name="phone"
            type="tel"
            inputMode="tel"
            defaultValue={search.get('phone') ?? ''}
            autoComplete="tel-national"
            required
            hint={t('tracking.phoneHint')}
            error={errors.phone}
            wrapperClassName="w-full"
            className="w-full"
          />
          <button type="submit" className="btn btn-primary mt-4 w-full">
            {t('tracking.submit')}
          </button>
        </form>
        <section aria-live="polite" aria-busy={tracked.isFetching} className="min-h-40">
          {lookup &&
            (tracked.isPending ? (
              <Spinner label={t('tracking.loading')} />
            ) : tracked.isError ? (
              <p role="alert" className="alert alert-warning">
                {tracked.error.message}
              </p>
            ) : (
              <TrackResult answer={tracked.data} placedOn={formatDate(tracked.data.placedAt, locale)} />
            ))}
        </section>
      </div>
    </Page>
  );
}
