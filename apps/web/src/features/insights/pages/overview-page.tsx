import type { Stats } from '@chaka/contract';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Money } from '@/lib/money';
import { useStats } from '../api/get-stats';
import { type Range, RangePicker } from '../components/range-picker';
import { PaymentChart, SalesChart, StatusChart } from '../components/stats-charts';
import { Districts, LowStock, TopParts } from '../components/stats-tables';

const PERIODS = [
  { key: 'today', label: 'Today' },
  { key: 'last7', label: 'Last 7 days' },
  { key: 'last30', label: 'Last 30 days' },
] as const;

function Figure({ label, orders, revenue }: { label: string; orders: number; revenue: number }) {
  return (
    <div className="card border border-base-300 bg-base-100 p-4">
      <h2 className="text-sm font-medium text-muted">{label}</h2>
      <p className="mt-1 text-2xl font-bold">
        <Money amount={revenue} />
      </p>
      <p className="text-sm tabular">
        {orders} {orders === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}

function Overview({ stats, onRange }: { stats: Stats; onRange: (range: Range) => void }) {
  const rangeLabel = `${stats.from} to ${stats.to}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {PERIODS.map((period) => (
          <Figure key={period.key} label={period.label} {...stats.periods[period.key]} />
        ))}
        <Figure label={rangeLabel} orders={stats.orders} revenue={stats.revenue} />
      </div>
      <RangePicker today={todayOf(stats)} shown={stats} onChange={onRange} />
      <SalesChart stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <StatusChart stats={stats} />
        <PaymentChart stats={stats} />
        <TopParts stats={stats} by="byRevenue" />
        <TopParts stats={stats} by="byQuantity" />
        <Districts stats={stats} />
        <LowStock stats={stats} />
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
  const choose = (next: Range) => {
    const params = new URLSearchParams();
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    setSearch(params);
  };
  return (
    <Page
      title="Overview"
      intro="Sales, orders and stock at a glance. Cancelled orders are not counted as revenue."
    >
      <QueryState
        query={stats}
        loading="Loading the overview"
        failed="The overview could not be loaded"
        failedHint={stats.error?.message ?? 'Please try again.'}
      >
        {(data) => <Overview stats={data} onRange={choose} />}
      </QueryState>
    </Page>
  );
}
