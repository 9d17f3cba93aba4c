import { Link } from 'react-router';

/** Previous and Next between the pages of a list, with where the visitor is. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= pages ? (
      <Link to={hrefOf(to)} className="btn join-item" rel={to < page ? 'prev' : 'next'}>
        {label}
      </Link>
    ) : (
      <span className="btn join-item btn-disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center">
      <div className="join">
        {step(page - 1, 'Previous')}
        <span className="btn join-item pointer-events-none tabular" aria-current="page">
          Page {page.toLocaleString('en')} of {pages.toLocaleString('en')}
        </span>
        {step(page + 1, 'Next')}
      </div>
    </nav>
  );
}
