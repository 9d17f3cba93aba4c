import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';

export interface Range {
  from?: string;
  to?: string;
}

/** The day `days` before a day (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const PRESETS = [
  { label: 'Last 7 days', days: 7 },
  { label: 'Last 30 days', days: 30 },
  { label: 'Last 90 days', days: 90 },
  { label: 'Last year', days: 365 },
];

/** Quick ranges ending today (the shop's today) and a chosen one, from and to both counted. */
export function RangePicker({
  today,
  shown,
  onChange,
}: {
  today: string;
  /** The range the numbers are for. */
  shown: { from: string; to: string };
  onChange: (range: Range) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      from: String(form.get('from') || '') || undefined,
      to: String(form.get('to') || '') || undefined,
    });
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Quick ranges" className="overflow-x-auto">
        <ul className="flex w-max gap-2">
          {PRESETS.map((preset) => {
            const from = daysBefore(today, preset.days - 1);
            const chosen = shown.from === from && shown.to === today;
            return (
              <li key={preset.days}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  className={`btn btn-sm ${chosen ? 'btn-neutral' : 'btn-ghost border-base-300'}`}
                  onClick={() => onChange({ from, to: today })}
                >
                  {preset.label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Choose a range">
        <TextField
          label="From"
          name="from"
          type="date"
          className="input-sm"
          wrapperClassName="w-40"
          defaultValue={shown.from}
          key={`f${shown.from}`}
          max={today}
        />
        <TextField
          label="To"
          name="to"
          type="date"
          className="input-sm"
          wrapperClassName="w-40"
          defaultValue={shown.to}
          key={`t${shown.to}`}
          max={today}
        />
        <button type="submit" className="btn btn-sm btn-primary">
          Show
        </button>
      </form>
    </div>
  );
}
