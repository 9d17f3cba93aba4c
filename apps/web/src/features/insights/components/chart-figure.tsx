import insights from '@chaka/contract/catalogs/en/insights.json';
import { type ReactNode, useId } from 'react';
import { useT } from '@/lib/i18n/use-t';

export interface FigureRow {
  label: string;
  values: ReactNode[];
}

/**
 * A chart with its name, and the same numbers as a table for screen readers: the drawing is one
 * image named after the chart, the table (visually hidden) is what a screen reader reads.
 */
export function ChartFigure({
  title,
  columns,
  rows,
  children,
}: {
  title: string;
  /** The table's column headers after the first (the label column). */
  columns: [string, ...string[]];
  rows: FigureRow[];
  children: ReactNode;
}) {
  const id = useId();
  const t = useT(insights);
  return (
    <figure aria-labelledby={id} className="card border border-base-300 bg-base-100 p-4">
      <figcaption id={id} className="text-lg font-semibold">
        {title}
      </figcaption>
      <div role="img" aria-label={t('insights.chart.image', { title })} className="mt-3 h-60 w-full">
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
