import { formatCount, type Order } from '@chaka/contract';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n/locale';
import { OrderName } from './order-cells';
import { useOrdersT } from './order-labels';

export interface OrderColumn {
  header: string;
  cell: (order: Order) => ReactNode;
}

// Literal class names, so Tailwind finds them: when the space the list gets (not the screen: the
// dashboard's side menu takes part of it) is wide enough for every column, a table; else cards.
const LAYOUT = {
  /** About 7 columns. */
  medium: { cards: '@2xl:hidden', table: '@2xl:block' },
  /** About 9 columns. */
  wide: { cards: '@4xl:hidden', table: '@4xl:block' },
};

// The action column stays in view while a table too wide for its box scrolls under it.
const STICKY = 'sticky right-0 shadow-[-1px_0_0_var(--color-base-300)]';

/**
 * Orders as a table where there is room and as stacked cards where there is not, such as on a
 * phone, where a table of eight or nine columns would hide the Pay and Cancel buttons off to the
 * side (DESIGN.md "Tables"). Columns are: serial number, name, then `details`, then an optional `action`.
 */
export function OrdersTable({
  caption,
  orders,
  serialHeader,
  details,
  action,
  firstNumber = 1,
}: {
  caption: string;
  orders: Order[];
  serialHeader: string;
  details: OrderColumn[];
  action?: OrderColumn;
  /** The serial number of the first order shown (a later page goes on counting). */
  firstNumber?: number;
}) {
  const t = useOrdersT();
  const locale = useLocale();
  const serial = (index: number) => formatCount(index + firstNumber, locale);
  const layout = LAYOUT[details.length + (action ? 1 : 0) > 5 ? 'wide' : 'medium'];
  const columns = [
    serialHeader,
    t('orders.column.name'),
    ...details.map((column) => column.header),
    ...(action ? [action.header] : []),
  ];
  return (
    <div className="@container">
      <ol className={`grid gap-4 @3xl:grid-cols-2 ${layout.cards}`} aria-label={caption}>
        {orders.map((order, index) => (
          <li key={order.lineId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <span className="tabular pt-3 text-sm text-muted">{serial(index)}.</span>
              <OrderName order={order} />
            </div>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {details.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(order)}</dd>
                </div>
              ))}
            </dl>
            {action && <div className="mt-4 empty:hidden">{action.cell(order)}</div>}
          </li>
        ))}
      </ol>
      <section
        className={`hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm ${layout.table}`}
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="table [&_td]:px-2.5 [&_th]:px-2.5">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-base-200 text-base-content">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={action && index === columns.length - 1 ? `${STICKY} bg-base-200` : undefined}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order, index) => (
              <tr key={order.lineId}>
                <td className="tabular">{serial(index)}</td>
                <td>
                  <OrderName order={order} />
                </td>
                {details.map((column) => (
                  <td key={column.header}>{column.cell(order)}</td>
                ))}
                {action && <td className={`${STICKY} bg-base-100`}>{action.cell(order)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
