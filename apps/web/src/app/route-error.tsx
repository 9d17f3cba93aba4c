import site from '@chaka/contract/catalogs/en/site.json';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** Shown when a screen fails to load (for example a chunk missing after a deploy). */
export function RouteError() {
  const t = useT(site);
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

/**
 * Keeps the top bar and footer when the screen inside fails: shows RouteError instead, until the
 * address changes (`resetKey`).
 */
export class ScreenErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; resetKey: string }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; resetKey: string },
  ): { failed: boolean; resetKey: string } | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
