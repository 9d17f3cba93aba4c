import site from '@chaka/contract/catalogs/en/site.json';
import { NavLink, useLocation } from 'react-router';
import { MenuToggle } from '@/components/ui/menu-toggle';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/use-logout';
import { CartLink } from '@/features/cart/components/cart-link';
import { useSession } from '@/lib/auth';
import { useConfig } from '@/lib/config';
import { useT } from '@/lib/i18n/use-t';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { LanguageSwitch } from './language-switch';

const links = [
  { to: paths.home.getHref(), label: 'site.nav.home' },
  { to: paths.shop.getHref(), label: 'site.nav.shop' },
  { to: paths.blogs.getHref(), label: 'site.nav.blogs' },
  { to: paths.contact.getHref(), label: 'site.nav.contact' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field px-3 py-2 font-medium transition-colors hover:bg-white/10 ${isActive ? 'text-accent' : 'text-neutral-content'}`;

/** The top bar of SPEC §2, with its one-second loader. */
export function TopBar() {
  const { siteName } = useConfig();
  const { user, isPending } = useSession();
  const logout = useLogout();
  const t = useT(site);
  // Signing in from the top bar comes back to this page (SPEC §2 /login).
  const location = useLocation();
  const loading = useMinimumDelay('topBar') || isPending;

  const items = (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === paths.home.getHref()} className={linkClass}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      {!loading && user && (
        <li>
          <NavLink to={paths.dashboard.root.getHref()} className={linkClass}>
            {t('site.nav.dashboard')}
          </NavLink>
        </li>
      )}
    </>
  );

  // While the session is read (on a server-rendered page, until the app has started and asked):
  // a still placeholder the size of the Login button. daisyUI's loading dots are an animated SVG
  // mask, repainted on the main thread every frame: on a slow phone that cost more blocking time
  // at start than the app's own script (docs/performance.md, issue 31).
  const account = loading ? (
    <span
      className="inline-block h-8 w-16 rounded-field bg-white/10"
      role="status"
      aria-label={t('site.nav.loadingAccount')}
    />
  ) : user ? (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => void logout()}>
      {t('site.nav.logout')}
    </button>
  ) : (
    <NavLink to={paths.auth.login.getHref()} state={{ from: location }} className="btn btn-primary btn-sm">
      {t('site.nav.login')}
    </NavLink>
  );

  return (
    <header className="sticky top-0 z-30 bg-neutral text-neutral-content shadow-md">
      <nav className="navbar mx-auto max-w-6xl gap-2 px-4 sm:px-6" aria-label={t('site.nav.main')}>
        <div className="navbar-start gap-1">
          <div className="dropdown lg:hidden">
            <MenuToggle label={t('site.nav.openMenu')} className="btn-ghost btn-square text-neutral-content">
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </MenuToggle>
            <ul className="menu dropdown-content z-40 mt-3 w-56 rounded-box bg-neutral p-2 shadow-lg">
              {items}
            </ul>
          </div>
          <NavLink
            to={paths.home.getHref()}
            className="flex items-center gap-2 whitespace-nowrap rounded-field px-1 text-lg font-bold tracking-tight"
          >
            <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
            {/* On a phone the logo stands for the name, so the language switch, cart and login fit. */}
            <span className="sr-only sm:not-sr-only">{siteName}</span>
          </NavLink>
        </div>
        <div className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 p-0">{items}</ul>
        </div>
        <div className="navbar-end gap-2">
          <LanguageSwitch />
          {!loading && <CartLink />}
          {account}
        </div>
      </nav>
    </header>
  );
}
