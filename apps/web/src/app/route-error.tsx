import site from '@chaka/contract/catalogs/en/site.json';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

// The 404 page is its own chunk: no first load needs it.
const NotFoundPage = lazy(() =>
  import('@/components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/** Shown when a route fails to load (for example a chunk missing after a deploy). */
export function RouteError() {
  const t = useT(site);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('site.error.title')}</h1>
      <p className="mt-2 text-muted">{t('site.error.text')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('site.error.reload')}
        </button>
        <Link to={paths.home.getHref()} className="btn btn-ghost">
          {t('site.nav.home')}
        </Link>
      </div>
    </div>
  );
}
