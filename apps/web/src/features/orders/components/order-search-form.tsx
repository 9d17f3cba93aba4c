import { PAYMENT_METHODS } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

/** The search's fields, as the address (?q=&paymentMethod=&from=&to=) keeps them. */
export const SEARCH_FIELDS = ['q', 'paymentMethod', 'from', 'to'] as const;

/**
 * Finds orders by number (CP-10001 or 10001), customer e-mail or phone, and narrows them by payment
 * method and days. The address holds the search, so a search can be bookmarked and Back works.
 */
export function OrderSearchForm() {
  const [search, setSearch] = useSearchParams();
  const t = useT(admin);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const status = search.get('status');
    if (status) next.set('status', status);
    for (const field of SEARCH_FIELDS) {
      const value = String(form.get(field) ?? '').trim();
      if (value) next.set(field, value);
    }
    setSearch(next);
  };
  const value = (field: string) => search.get(field) ?? '';
  // The fields follow the address when its search changes (Back, Clear), and only then: a status
  // picked while the admin types leaves what they typed.
  const shown = SEARCH_FIELDS.map(value).join('\n');
  return (
    <form
      aria-label={t('admin.orders.search')}
      onSubmit={submit}
      key={shown}
      className="mb-4 grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <TextField
        label={t('admin.orders.search.q')}
        name="q"
        type="search"
        className="input-sm"
        defaultValue={value('q')}
        maxLength={100}
        placeholder="CP-10001"
        wrapperClassName="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        label={t('admin.orders.search.method')}
        name="paymentMethod"
        className="select-sm"
        defaultValue={value('paymentMethod')}
      >
        <option value="">{t('admin.orders.search.any')}</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`admin.method.${method}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('admin.orders.search.from')}
        name="from"
        type="date"
        className="input-sm"
        defaultValue={value('from')}
      />
      <TextField
        label={t('admin.orders.search.to')}
        name="to"
        type="date"
        className="input-sm"
        defaultValue={value('to')}
      />
      <div className="flex items-end gap-2">
        <button type="submit" className="btn btn-sm btn-primary">
          {t('admin.orders.search.submit')}
        </button>
        <Link to="?" className="btn btn-sm btn-ghost">
          {t('admin.orders.search.clear')}
        </Link>
      </div>
    </form>
  );
}
