import dashboard from '@chaka/contract/catalogs/en/dashboard.json';
import { Link } from 'react-router';
import { ShopImage } from '@/components/shop-image';
import { Page } from '@/components/ui/page';
import { RoleBadge } from '@/components/ui/role-badge';
import { Spinner } from '@/components/ui/spinner';
import { accountContact } from '@/lib/account-contact';
import { avatarOf, useRole, useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { usePermissions } from '@/lib/permissions';
import { useMonthlyStatement } from '@/lib/trade-prices';
import { dashboardMenu } from '../components/dashboard-menu';

/** The dashboard's index (SPEC §2): a welcome card with name, role badge, photo and e-mail. */
export function DashboardHomePage() {
  const { user } = useSession();
  const { role } = useRole();
  const staff = usePermissions(Boolean(user)).data?.permissions;
  const statement = useMonthlyStatement(role === 'user');
  const t = useT(dashboard);
  if (!user || !role) return <Spinner label={t('dashboard.loading')} />;
  const shortcuts = dashboardMenu(role, staff, statement);

  return (
    <Page title={t('dashboard.title')} heading={null}>
      <section
        aria-label={t('dashboard.welcomeRegion')}
        className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="h-20 bg-neutral sm:h-24" />
        <div className="card-body -mt-14 items-center gap-3 text-center sm:-mt-16 sm:flex-row sm:items-end sm:gap-6 sm:text-left">
          <ShopImage
            src={avatarOf(user)}
            alt={user.name}
            box={112}
            className="h-24 w-24 rounded-full border-4 border-base-100 bg-base-200 object-cover shadow-sm sm:h-28 sm:w-28"
          />
          <div className="min-w-0 flex-1 sm:pb-2">
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('dashboard.welcome', { name: user.name })}
              </h1>
              <RoleBadge role={role} className="badge-sm font-semibold" />
            </div>
            <p className="mt-1 break-all text-muted">{accountContact(user)}</p>
          </div>
        </div>
      </section>

      <h2 className="mt-10 text-lg font-semibold">
        {t(role === 'admin' ? 'dashboard.runShop' : 'dashboard.yourShop')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-5 font-medium shadow-sm transition hover:border-primary hover:shadow-md"
            >
              {t(item.id)}
              <span aria-hidden="true" className="text-primary">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
