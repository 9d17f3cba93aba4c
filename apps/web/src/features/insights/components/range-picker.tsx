import insights from '@chaka/contract/catalogs/en/insights.json';
import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

export interface Range {
  from?: string;
  to?: string;
}

/** The day `days` before a day (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const PRESETS = [
  { label: 'insights.preset.last7', days: 7 },
  { label: 'insights.preset.last30', days: 30 },
  { label: 'insights.preset.last90', days: 90 },
  { label: 'insights.preset.lastYear', days: 365 },
] as const;

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
  const t = useT(insights);
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
      <nav aria-label={t('insights.quickRanges')} className="overflow-x-auto">
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
                  {t(preset.label)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label={t('insights.chooseRange')}
      >
        <TextField
          label={t('insights.from')}
          name="from"
          type="date"
          className="input-sm"
          wrapperClassName="w-40"
          defaultValue={shown.from}
          key={`f${shown.from}`}
          max={today}
        />
        <TextField
          label={t('insights.to')}
          name="to"
          type="date"
          className="input-sm"
          wrapperClassName="w-40"
          defaultValue={shown.to}
          key={`t${shown.to}`}
          max={today}
        />
        <button type="submit" className="btn btn-sm btn-primary">
          {t('insights.show')}
        </button>
      </form>
    </div>
  );
}
