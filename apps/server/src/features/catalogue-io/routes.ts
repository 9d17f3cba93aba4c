import {
  CATALOGUE_IMPORT_FIELD,
  CATALOGUE_IMPORT_MAX_BYTES,
  endpoints,
  catalogueImportMessages as says,
} from '@chaka/contract';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { currentUser } from '../../lib/ownership.js';
import { catalogueCsv } from './export-csv.js';
import { importCatalogue } from './import-catalogue.js';
import { readCsv, readUpload, type Table } from './read-table.js';

const tooLarge = () => new HttpError(413, says.tooLarge);

/**
 * Issue 36: the whole catalogue out as CSV and in from a CSV or XLSX file (admins). The import's
 * body is bounded on its own (decision 025): CATALOGUE_IMPORT_MAX_BYTES for a CSV body, counted as
 * it arrives, and for the one file of a multipart form; every other route keeps the app's 1 MB.
 */
export const catalogueIoRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CATALOGUE_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  await app.register(multipart, {
    limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  app.setErrorHandler((error: FastifyError) => {
    switch (error.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        throw tooLarge();
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest(says.notAFile);
      default:
        throw error;
    }
  });

  const route = endpointRouter(app);
  route(endpoints.exportCatalogue, (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="catalogue-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(catalogueCsv(app.db)),
  );

  route(endpoints.importCatalogue, async (request) => {
    const caller = currentUser(request);
    const table = await tableOf(request);
    const report = await importCatalogue(app.db, table, caller, {
      dryRun: request.query.dryRun,
      atomic: request.query.atomic,
    });
    // The products changed: cached answers of the catalogue go, here and in the other processes.
    if (report.applied) app.caches.invalidate('products');
    return report;
  });
};

/** The rows of the CSV body, or of the file in the form's field `file`. */
async function tableOf(request: FastifyRequest): Promise<Table> {
  if (typeof request.body === 'string') return readCsv(request.body);
  if (!request.isMultipart()) throw badRequest(says.notAFile);
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const content = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (part.fieldname === CATALOGUE_IMPORT_FIELD) file = content;
  }
  if (!file || file.length === 0) throw badRequest(says.notAFile);
  return readUpload(file);
}
