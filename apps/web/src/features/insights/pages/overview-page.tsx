import type { Stats } from '@chaka/contract';
import insights from '@chaka/contract/catalogs/en/insights.json';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useT } from '@/lib/i18n/use-t';
import { Money, useMoney } from '@/lib/money';
import { useStats } from '../api/get-stats';
import { useDays } from '../components/days';
import { PromotionsTable } from '../components/promotions-table';
import { type Range, RangePicker } from '../components/range-picker';
import { PaymentChart, SalesChart, StatusChart } from '../components/stats-charts';
import { Districts, LowStock, TopParts } from '../components/stats-tables';

const PERIODS = [
  { key: 'today', label: 'insights.period.today' },
  { key: 'last7', label: 'insights.period.last7' },
  { key: 'last30', label: 'insights.period.last30' },
] as const;

function Figure({ label, orders, revenue }: { label: string; orders: number; revenue: number }) {
  const t = useT(insights);
  return (
    <div className="card border border-base-300 bg-base-100 p-4">
      <h2 className="text-sm font-medium text-muted">{label}</h2>
      <p className="mt-1 text-2xl font-bold">
        <Money amount={revenue} />
      </p>
      <p className="text-sm tabular">{t('insights.orders', { count: orders })}</p>
    </div>
  );
}

function Overview({ stats, onRange }: { stats: Stats; onRange: (range: Range) => void }) {
  const t = useT(insights);
  const money = useMoney();
  const days = useDays();
  const rangeLabel = t('insights.range', { from: days.full(stats.from), to: days.full(stats.to) });
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {PERIODS.map((period) => (
          <Figure key={period.key} label={t(period.label)} {...stats.periods[period.key]} />
        ))}
        <Figure label={rangeLabel} orders={stats.orders} revenue={stats.revenue} />
      </div>
      {(stats.discount ?? 0) > 0 && (
        <p className="text-sm text-muted">
          {t('insights.discounts', { discount: money(stats.discount ?? 0) })}
        </p>
      )}
      <RangePicker today={todayOf(stats)} shown={stats} onChange={onRange} />
      <SalesChart stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <StatusChart stats={stats} />
        <PaymentChart stats={stats} />
        <TopParts stats={stats} by="byRevenue" />
        <TopParts stats={stats} by="byQuantity" />
        <Districts stats={stats} />
        <LowStock stats={stats} />
        <PromotionsTable stats={stats} />
      </div>
    </div>
  );
}

/** Today in the shop's time zone, as the server counts its days. */
const todayOf = (stats: Stats) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: stats.timeZone }).format(new Date());

/**
 * /dashboard/overview (admins): how the shop is doing at a glance. Sales and orders today, the last
 * 7 and 30 days and a chosen range; sales per day; orders by status; top parts; payment methods;
 * districts; parts low on stock. Cancelled orders are no revenue.
 */
export function OverviewPage() {
  const [search, setSearch] = useSearchParams();
  const range = { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  const stats = useStats(range);
  const t = useT(insights);
  const choose = (next: Range) => {
    const params = new URLSearchParams();
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    setSearch(params);
  };
  return (
    <Page title={t('insights.title')} intro={t('insights.intro')}>
      <QueryState
        query={stats}
        loading={t('insights.loading')}
        failed={t('insights.failed')}
        failedHint={stats.error?.message ?? t('insights.tryAgain')}
      >
        {(data) => <Overview stats={data} onRange={choose} />}
      </QueryState>
    </Page>
  );
}
