import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_IMPORT_FIELD,
  CATALOGUE_IMPORT_MAX_MB,
  CATALOGUE_UNIVERSAL,
  CatalogueCsvSchema,
  CatalogueImportQuerySchema,
  CatalogueImportReportSchema,
} from '../catalogue-io.js';
import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';

/** Issue 36: the whole catalogue out as CSV and in from a CSV or XLSX file (admins). */
export const catalogueIoEndpoints = {
  exportCatalogue: defineEndpoint({
    ...routes.exportCatalogue,
    tag: 'products',
    summary: 'Every product as CSV (admins)',
    description:
      `UTF-8 with a byte order mark, columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}. partNumbers are ;-separated ` +
      `kind:maker:number (oem:Toyota:04465-12592), replaces ;-separated numbers, vehicles ;-separated vehicle ids ` +
      `or "${CATALOGUE_UNIVERSAL}" for a part that fits every vehicle; price in major units (1250.00).`,
    response: CatalogueCsvSchema,
  }),
  importCatalogue: defineEndpoint({
    ...routes.importCatalogue,
    tag: 'products',
    summary: 'Create and update products from a CSV or XLSX file, matched by SKU (admins)',
    description:
      `The body is the CSV (text/csv) or a multipart form with the CSV or XLSX file in the field "${CATALOGUE_IMPORT_FIELD}", ` +
      `at most ${CATALOGUE_IMPORT_MAX_MB} MB, with the export's columns (sku, name, price and availableQty required). ` +
      'dryRun=1 answers the report and changes nothing; otherwise every good row is applied in one transaction ' +
      '(none with atomic=1 when a row is bad), stock changes go to the stock history as "import".',
    querystring: CatalogueImportQuerySchema,
    consumes: ['text/csv', 'multipart/form-data'],
    response: CatalogueImportReportSchema,
  }),
};
