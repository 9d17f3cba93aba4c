import type { Category } from '@chaka/contract';
import { useId } from 'react';
import { Form } from 'react-router';

/** The catalogue's search box: a GET form, so the search is in the address and Back works. */
export function CatalogueSearch({ q, category }: { q?: string; category?: Category }) {
  const id = useId();
  return (
    <Form method="get" role="search" className="flex w-full max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        Search parts
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        key={q}
        maxLength={100}
        placeholder="Search parts, e.g. Corolla brake pads"
        className="input w-full"
      />
      {category && <input type="hidden" name="category" value={category} />}
      <button type="submit" className="btn btn-neutral">
        Search
      </button>
    </Form>
  );
}
