import { CATALOGUE_IMPORT_FIELD, endpointUrl, routes } from '@chaka/contract';
import english from '@chaka/contract/catalogs/en/catalogue-io.json';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';
import { useT } from '@/lib/i18n/use-t';

export const useCatalogueIoT = () => useT(english);

/** Where the browser downloads the whole catalogue as CSV (GET /api/admin/catalogue.csv). */
export const catalogueCsvHref = () => endpointUrl(routes.exportCatalogue);

export interface ImportChoice {
  file: File;
  /** Only the report: nothing changes. */
  dryRun: boolean;
  /** Nothing changes if a row is bad. */
  atomic: boolean;
}

/** Sends a CSV or XLSX file to the import: its preview (dry run) or its application. */
export function useCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, atomic }: ImportChoice) => {
      const body = new FormData();
      body.append(CATALOGUE_IMPORT_FIELD, file);
      const query = {
        ...(dryRun ? { dryRun: '1' as const } : {}),
        ...(atomic ? { atomic: '1' as const } : {}),
      };
      return call(routes.importCatalogue, { query, body });
    },
    // Applied rows change the shop's lists and pages.
    onSuccess: (report) => {
      if (report.applied) void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
