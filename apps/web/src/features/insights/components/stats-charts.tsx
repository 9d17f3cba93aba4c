import { formatCount, ORDER_STATUSES, type Stats } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import insights from '@chaka/contract/catalogs/en/insights.json';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import { ChartFigure } from './chart-figure';
import { useDays } from './days';

// The theme's colours (DESIGN.md): signal orange for sales, charcoal and steel beside it.
const PRIMARY = 'var(--color-primary)';
const SERIES = [
  'var(--color-primary)',
  'var(--color-neutral)',
  'var(--color-info)',
  'var(--color-success)',
  'var(--color-warning)',
];

/** A count in the language's digits. */
function useCount() {
  const locale = useLocale();
  return (value: unknown) => formatCount(Number(value), locale);
}

/** Revenue per day of the range, as bars, with each day's orders in the tooltip and the table. */
export function SalesChart({ stats }: { stats: Stats }) {
  const money = useMoney();
  const count = useCount();
  const days = useDays();
  const locale = useLocale();
  const t = useT(insights);
  const revenue = t('insights.column.revenue');
  return (
    <ChartFigure
      title={t('insights.chart.sales')}
      columns={[t('insights.column.day'), t('insights.column.orders'), revenue]}
      rows={stats.byDay.map((day) => ({
        label: days.full(day.day),
        values: [count(day.orders), money(day.revenue)],
      }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={stats.byDay} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={days.short} minTickGap={16} fontSize={12} />
          <YAxis
            width={locale === 'bn' ? 80 : 64}
            fontSize={12}
            tickFormatter={(value: number) => money(value)}
          />
          <Tooltip
            labelFormatter={(day) => days.short(String(day))}
            formatter={(value) => [money(Number(value)), revenue]}
          />
          <Bar dataKey="revenue" name={revenue} fill={PRIMARY} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** How many orders of the range are in each status. */
export function StatusChart({ stats }: { stats: Stats }) {
  const t = useT(insights);
  const names = useT(admin);
  const count = useCount();
  const locale = useLocale();
  const orders = t('insights.column.orders');
  // Every status in the order an order moves through them, those without orders at 0.
  const data = ORDER_STATUSES.map((status) => ({
    status,
    label: names(`admin.status.${status}`),
    orders: stats.byStatus.find((row) => row.status === status)?.orders ?? 0,
  }));
  return (
    <ChartFigure
      title={t('insights.chart.status')}
      columns={[t('insights.column.status'), orders]}
      rows={data.map((row) => ({ label: row.label, values: [count(row.orders)] }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={12} tickFormatter={count} />
          <YAxis type="category" dataKey="label" width={locale === 'bn' ? 116 : 80} fontSize={12} />
          <Tooltip formatter={(value) => [count(value), orders]} />
          <Bar
            dataKey="orders"
            name={orders}
            fill="var(--color-neutral)"
            radius={[0, 3, 3, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** How the range's orders were paid: cash on delivery or online. */
export function PaymentChart({ stats }: { stats: Stats }) {
  const money = useMoney();
  const count = useCount();
  const t = useT(insights);
  const names = useT(admin);
  const data = stats.paymentMethods.map((row) => ({ ...row, label: names(`admin.method.${row.method}`) }));
  return (
    <ChartFigure
      title={t('insights.chart.payment')}
      columns={[
        t('insights.column.paymentMethod'),
        t('insights.column.orders'),
        t('insights.column.revenue'),
      ]}
      rows={data.map((row) => ({ label: row.label, values: [count(row.orders), money(row.revenue)] }))}
    >
      {data.length === 0 ? (
        <p className="flex h-full items-center justify-center text-sm text-muted">{t('insights.noOrders')}</p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={data}
              dataKey="orders"
              nameKey="label"
              innerRadius="45%"
              outerRadius="75%"
              label={({ value }: { value?: unknown }) => count(value)}
            >
              {data.map((row, index) => (
                <Cell key={row.method} fill={SERIES[index % SERIES.length]} />
              ))}
            </Pie>
            <Tooltip formatter={(value, name) => [count(value), name]} />
            <Legend verticalAlign="bottom" height={28} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
