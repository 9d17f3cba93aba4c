import dashboard from '@chaka/contract/catalogs/en/dashboard.json';
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ShopImage } from '@/components/shop-image';
import { LineIcon } from '@/components/ui/line-icon';
import { MenuToggle } from '@/components/ui/menu-toggle';
import { RoleBadge } from '@/components/ui/role-badge';
import { paths } from '@/config/paths';
import { accountContact } from '@/lib/account-contact';
import { avatarOf, useRole, useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { usePermissions } from '@/lib/permissions';
import { useMonthlyStatement } from '@/lib/trade-prices';
import { dashboardMenu, type MenuItem, welcomeItem } from './dashboard-menu';

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <LineIcon className={className}>
      <path d={path} />
    </LineIcon>
  );
}

/**
 * The dashboard frame (SPEC §2): a side drawer with the menu for the user's role (always shown on
 * wide screens, opened and closed on phones) and a top menu with the toggle and who is signed in.
 */
export function DashboardLayout() {
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { user } = useSession();
  const { role } = useRole();
  const t = useT(dashboard);
  // A member of staff below owner sees the staff screens their role opens once the server says which.
  const staff = usePermissions(Boolean(user)).data?.permissions;
  const statement = useMonthlyStatement(role === 'user');
  const items = role ? [welcomeItem, ...dashboardMenu(role, staff, statement)] : [];
  const current = items.find((item) =>
    item.to === paths.dashboard.root.getHref()
      ? location.pathname === item.to
      : location.pathname.startsWith(item.to),
  );

  // On a phone, Escape closes the open drawer.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // On a phone, choosing a screen closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="drawer lg:drawer-open">
      <input
        id={drawerId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-w-0 flex-col">
        <div className="border-b border-base-300 bg-base-100">
          <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
            <MenuToggle
              label={t('dashboard.openMenu')}
              className="btn-outline btn-sm gap-2 border-base-300 lg:hidden"
              aria-expanded={open}
              aria-controls={`${drawerId}-side`}
              onClick={() => setOpen(true)}
            >
              <Icon path="M4 4h16v16H4zM9 4v16" className="h-4 w-4" />
              {t('dashboard.menu')}
            </MenuToggle>
            <nav aria-label={t('dashboard.breadcrumb')} className="breadcrumbs min-w-0 py-0 text-sm">
              <ul>
                <li>
                  <NavLink to={paths.dashboard.root.getHref()} end className="font-semibold">
                    {t('dashboard.title')}
                  </NavLink>
                </li>
                {current && current !== welcomeItem && (
                  <li className="truncate text-muted">{t(current.id)}</li>
                )}
              </ul>
            </nav>
            {user && (
              <div className="ml-auto flex items-center gap-3">
                <div className="hidden text-right leading-tight sm:block">
                  <p className="text-sm font-semibold">{user.name}</p>
                  <p className="text-xs text-muted">{accountContact(user)}</p>
                </div>
                <ShopImage
                  src={avatarOf(user)}
                  box={36}
                  className="h-9 w-9 rounded-full border border-base-300 object-cover"
                />
              </div>
            )}
          </div>
        </div>
        <Outlet />
      </div>
      <div id={`${drawerId}-side`} className="drawer-side z-40 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
        {/* The dimmed page beside the open menu closes it on a tap; a label is named by its text (not aria-label). */}
        <label htmlFor={drawerId} className="drawer-overlay">
          <span className="sr-only">{t('dashboard.closeMenu')}</span>
        </label>
        <nav
          aria-label={t('dashboard.title')}
          className="flex min-h-full w-72 flex-col border-r border-base-300 bg-base-200 lg:min-h-0 lg:h-full"
        >
          <div className="flex items-center justify-between gap-2 border-b border-base-300 px-5 py-4">
            <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('dashboard.title')}</p>
            {role && <RoleBadge role={role} className="badge-sm font-semibold" />}
          </div>
          {role ? (
            <ul className="menu w-full gap-1 p-3">
              {items.map((item) => (
                <MenuLink key={item.to} item={item} />
              ))}
            </ul>
          ) : (
            <div className="space-y-3 p-5" role="status" aria-label={t('dashboard.loadingMenu')}>
              {[0, 1, 2].map((row) => (
                <div key={row} className="skeleton h-9 w-full" />
              ))}
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}

function MenuLink({ item }: { item: MenuItem }) {
  const t = useT(dashboard);
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === paths.dashboard.root.getHref()}
        className={({ isActive }) => `gap-3 py-2.5 font-medium ${isActive ? 'menu-active' : ''}`}
      >
        <Icon path={item.icon} />
        {t(item.id)}
      </NavLink>
    </li>
  );
}
