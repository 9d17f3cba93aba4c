import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@chaka/contract';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';

/** The search's fields, as the address (?q=&paymentMethod=&from=&to=) keeps them. */
export const SEARCH_FIELDS = ['q', 'paymentMethod', 'from', 'to'] as const;

/**
 * Finds orders by number (CP-10001 or 10001), customer e-mail or phone, and narrows them by payment
 * method and days. The address holds the search, so a search can be bookmarked and Back works.
 */
export function OrderSearchForm() {
  const [search, setSearch] = useSearchParams();
  const id = useId();
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
  return (
    <form
      aria-label="Search orders"
      onSubmit={submit}
      key={search.toString()}
      className="mb-4 grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="label text-sm">
          Order number, e-mail or phone
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className="input input-sm w-full"
          defaultValue={value('q')}
          maxLength={100}
          placeholder="CP-10001"
        />
      </div>
      <div>
        <label htmlFor={`${id}-method`} className="label text-sm">
          Payment method
        </label>
        <select
          id={`${id}-method`}
          name="paymentMethod"
          className="select select-sm w-full"
          defaultValue={value('paymentMethod')}
        >
          <option value="">Any</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="label text-sm">
          From
        </label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          className="input input-sm w-full"
          defaultValue={value('from')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="label text-sm">
          To
        </label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          className="input input-sm w-full"
          defaultValue={value('to')}
        />
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn btn-sm btn-primary">
          Search
        </button>
        <Link to="?" className="btn btn-sm btn-ghost">
          Clear
        </Link>
      </div>
    </form>
  );
}
