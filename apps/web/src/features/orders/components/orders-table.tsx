import type { ReactNode } from 'react';

/**
 * A table of orders. On a phone it scrolls sideways inside its own box, so the page itself never
 * does (DESIGN.md "Tables").
 */
export function OrdersTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <section
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-base-200 text-base-content">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
