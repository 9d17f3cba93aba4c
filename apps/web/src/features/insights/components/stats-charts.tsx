import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_METHOD_LABELS, type Stats } from '@chaka/contract';
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
import { useMoney } from '@/lib/money';
import { ChartFigure } from './chart-figure';

// The theme's colours (DESIGN.md): signal orange for sales, charcoal and steel beside it.
const PRIMARY = 'var(--color-primary)';
const SERIES = [
  'var(--color-primary)',
  'var(--color-neutral)',
  'var(--color-info)',
  'var(--color-success)',
  'var(--color-warning)',
];

/** 2026-11-26 -> 26 Nov */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Revenue per day of the range, as bars, with each day's orders in the tooltip and the table. */
export function SalesChart({ stats }: { stats: Stats }) {
  const money = useMoney();
  return (
    <ChartFigure
      title="Sales per day"
      columns={['Day', 'Orders', 'Revenue']}
      rows={stats.byDay.map((day) => ({ label: day.day, values: [day.orders, money(day.revenue)] }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={stats.byDay} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
          <YAxis width={64} fontSize={12} tickFormatter={(value: number) => money(value)} />
          <Tooltip
            labelFormatter={(day) => shortDay(String(day))}
            formatter={(value) => [money(Number(value)), 'Revenue']}
          />
          <Bar dataKey="revenue" name="Revenue" fill={PRIMARY} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** How many orders of the range are in each status. */
export function StatusChart({ stats }: { stats: Stats }) {
  // Every status in the order an order moves through them, those without orders at 0.
  const data = ORDER_STATUSES.map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    orders: stats.byStatus.find((row) => row.status === status)?.orders ?? 0,
  }));
  return (
    <ChartFigure
      title="Orders by status"
      columns={['Status', 'Orders']}
      rows={data.map((row) => ({ label: row.label, values: [row.orders] }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={12} />
          <YAxis type="category" dataKey="label" width={80} fontSize={12} />
          <Tooltip />
          <Bar
            dataKey="orders"
            name="Orders"
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
  const data = stats.paymentMethods.map((row) => ({ ...row, label: PAYMENT_METHOD_LABELS[row.method] }));
  return (
    <ChartFigure
      title="Payment methods"
      columns={['Payment method', 'Orders', 'Revenue']}
      rows={data.map((row) => ({ label: row.label, values: [row.orders, money(row.revenue)] }))}
    >
      {data.length === 0 ? (
        <p className="flex h-full items-center justify-center text-sm text-muted">No orders in this range.</p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={data} dataKey="orders" nameKey="label" innerRadius="45%" outerRadius="75%" label>
              {data.map((row, index) => (
                <Cell key={row.method} fill={SERIES[index % SERIES.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend verticalAlign="bottom" height={28} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
