import type { Category } from '@chaka/contract';
import garage from '@chaka/contract/catalogs/en/garage.json';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/**
 * The catalogue's search box: a GET form, so the search is in the address and Back works; before the
 * app runs the browser sends it as it is, and the server renders the results. The server also
 * matches part numbers in any typed form, SKUs (issue 36), and chassis and engine codes (NZE141,
 * 1NZ-FE), and the hint says so.
 */
export function CatalogueSearch({
  q,
  category,
  vehicle,
  brand,
}: {
  q?: string;
  category?: Category;
  vehicle?: string;
  /** The brands chosen with the brand chips: a new search keeps them. */
  brand?: string[];
}) {
  const t = useT(garage);
  const id = useId();
  const navigate = useNavigate();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') query.append(name, value);
    }
    navigate(`${paths.shop.getHref()}?${query}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is missing from the older Safari our customers use
    <form
      method="get"
      action={paths.shop.getHref()}
      role="search"
      className="w-full max-w-xl"
      onSubmit={search}
    >
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('garage.search.label')}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={100}
          placeholder={t('garage.search.placeholder')}
          aria-describedby={`${id}-hint`}
          className="input w-full"
        />
        {category && <input type="hidden" name="category" value={category} />}
        {vehicle && <input type="hidden" name="vehicle" value={vehicle} />}
        {brand?.map((id) => (
          <input key={id} type="hidden" name="brand" value={id} />
        ))}
        <button type="submit" className="btn btn-neutral">
          {t('garage.search.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('garage.search.hint')}
      </p>
    </form>
  );
}
