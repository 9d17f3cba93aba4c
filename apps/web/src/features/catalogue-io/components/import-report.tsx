import type { CatalogueImportReport } from '@chaka/contract';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { useCatalogueIoT } from '../api/catalogue-io';

/** The most bad rows listed at once; the count tells how many there are in all. */
const ROWS_SHOWN = 500;

/** An import's report: how many parts it adds, updates and leaves, and each bad row by its line. */
export function ImportReport({ report }: { report: CatalogueImportReport }) {
  const t = useCatalogueIoT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en');
  const counts = [
    ['created', report.created, 'text-success'],
    ['updated', report.updated, 'text-info'],
    ['unchanged', report.unchanged, ''],
    ['errors', report.errors.length, report.errors.length > 0 ? 'text-error' : ''],
  ] as const;
  return (
    <section className="space-y-4" aria-live="polite">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(([name, value, look]) => (
          <div key={name} className="rounded-box border border-base-300 px-3 py-2">
            <dt className="text-sm text-base-content/70">{t(`catalogue-io.${name}`)}</dt>
            <dd className={`text-2xl font-semibold tabular-nums ${look}`} data-testid={`import-${name}`}>
              {number.format(value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.errors.length === 0 ? (
        <p className="text-success">{t('catalogue-io.noErrors')}</p>
      ) : (
        <>
          <p className="text-sm">{t('catalogue-io.fixHint')}</p>
          <div className="max-h-[28rem] overflow-auto rounded-box border border-error/40">
            <table className="table table-sm table-pin-rows">
              <thead>
                <tr>
                  <th className="w-16">{t('catalogue-io.line')}</th>
                  <th>{t('catalogue-io.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.slice(0, ROWS_SHOWN).map((error) => (
                  <tr key={`${error.line}: ${error.message}`} className="bg-error/10">
                    <td className="font-mono tabular-nums">{number.format(error.line)}</td>
                    <td className="break-words">{translated(error.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
