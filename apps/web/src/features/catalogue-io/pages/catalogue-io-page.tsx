import { CATALOGUE_IMPORT_MAX_MB, type CatalogueImportReport } from '@chaka/contract';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { Page } from '@/components/ui/page';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { catalogueCsvHref, useCatalogueImport, useCatalogueIoT } from '../api/catalogue-io';
import { ImportReport } from '../components/import-report';

/**
 * /dashboard/catalogue (admins): the whole catalogue out as CSV, and in from a CSV or XLSX file.
 * A chosen file is previewed at once (a dry run: nothing changes); Apply writes its good rows, and
 * stays off while there is nothing to write, or while a row is bad and nothing may be applied then.
 */
export function CatalogueIoPage() {
  const t = useCatalogueIoT();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [atomic, setAtomic] = useState(false);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const preview = useCatalogueImport();
  const apply = useCatalogueImport();

  const check = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    apply.reset();
    if (chosen) preview.mutate({ file: chosen, dryRun: true, atomic }, { onSuccess: setReport });
  };
  const writes = report ? report.created + report.updated : 0;
  const blocked = !report || report.applied || writes === 0 || (atomic && report.errors.length > 0);
  const onApply = () => {
    if (!file || blocked) return;
    apply.mutate(
      { file, dryRun: false, atomic },
      {
        onSuccess: (done) => {
          setReport(done);
          if (done.applied)
            notify.success(t('catalogue-io.applied', { created: done.created, updated: done.updated }));
        },
      },
    );
  };
  const failure = preview.error ?? apply.error;

  return (
    <Page title={t('catalogue-io.title')}>
      <p className="mb-6 max-w-3xl">{t('catalogue-io.intro')}</p>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section className="card self-start border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <a className="btn btn-outline w-full sm:w-auto" href={catalogueCsvHref()} download>
              {t('catalogue-io.export')}
            </a>
            <p className="text-sm text-base-content/70">{t('catalogue-io.exportHint')}</p>
          </div>
        </section>
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body gap-4">
            <div className="fieldset">
              <label htmlFor={fileId} className="fieldset-legend text-sm font-medium">
                {t('catalogue-io.file')}
              </label>
              <input
                id={fileId}
                type="file"
                className="file-input w-full"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => check(event.target.files?.[0] ?? null)}
              />
              <p className="label text-sm whitespace-normal">
                {t('catalogue-io.fileHint', { max: CATALOGUE_IMPORT_MAX_MB })}
              </p>
            </div>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={atomic}
                onChange={(event) => setAtomic(event.target.checked)}
              />
              {t('catalogue-io.atomic')}
            </label>
            {preview.isPending ? (
              <p className="flex items-center gap-2" role="status">
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                {t('catalogue-io.previewing')}
              </p>
            ) : null}
            {failure ? <FormError>{errorMessage(failure, t('catalogue-io.failed'))}</FormError> : null}
            {report ? <ImportReport report={report} /> : null}
            {report && !report.applied && writes === 0 && report.errors.length === 0 ? (
              <p>{t('catalogue-io.nothingToApply')}</p>
            ) : null}
            <div>
              <StatusButton
                type="button"
                busy={apply.isPending}
                busyLabel={t('catalogue-io.applying')}
                disabled={blocked || preview.isPending}
                onClick={onApply}
              >
                {report && report.errors.length > 0 && !atomic
                  ? t('catalogue-io.applyGood')
                  : t('catalogue-io.apply')}
              </StatusButton>
            </div>
          </div>
        </section>
      </div>
    </Page>
  );
}
