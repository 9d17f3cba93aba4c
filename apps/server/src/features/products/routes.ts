import { endpoints, productMessages } from '@chaka/contract';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { CachedJson } from '../../lib/cached-body.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { badRequest } from '../../lib/errors.js';
import { currentUser } from '../../lib/ownership.js';
import { sendCachedJson } from '../../plugins/performance.js';
import { listBrands } from './brand-counts.js';
import { setFitment } from './fitment-service.js';
import { searchWords } from './number-search.js';
import {
  createProduct,
  deleteProduct,
  findProduct,
  listProducts,
  updateProduct,
} from './products-service.js';

export const productRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  // Every write changes what the cached product answers say.
  const writes = { invalidates: ['products'] } as const;

  // A product body is small; one over the server's body limit can only be an over-long field, which
  // is invalid input like any other (400), not a transport problem. Other errors go to the shop's
  // central handler unchanged.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw badRequest(productMessages.tooLarge);
    }
    throw error;
  });

  route(endpoints.listProducts, async (request, reply) => {
    const { query } = request;
    const key = [
      'list',
      query.page ?? '',
      query.limit ?? '',
      query.category ?? '',
      query.vehicle ?? '',
      query.lowStock ?? '',
      [...new Set(query.brand ?? [])].sort().join(','),
      searchWords(query.q).join(' '),
    ].join('|');
    const answer = await app.caches.products.get(key, async () => {
      const { items, total } = await listProducts(app.db, query);
      return new CachedJson(items, { 'x-total-count': String(total) });
    });
    return sendCachedJson(request, reply, answer);
  });

  // The brands with how many parts of each the shop's filters find: cached with the product
  // answers, so a write of a product or of a brand (features/brands) clears it.
  route(endpoints.listBrands, async (request, reply) => {
    const { query } = request;
    const key = ['brands', query.category ?? '', query.vehicle ?? '', searchWords(query.q).join(' ')];
    const answer = await app.caches.products.get(
      key.join('|'),
      async () => new CachedJson(await listBrands(app.db, query)),
    );
    return sendCachedJson(request, reply, answer);
  });

  route(endpoints.getProduct, async (request, reply) => {
    const { id } = request.params;
    const answer = await app.caches.products.get(
      `one|${id}`,
      async () => new CachedJson(await findProduct(app.db, id)),
    );
    return sendCachedJson(request, reply, answer);
  });

  route(
    endpoints.createProduct,
    (request) => createProduct(app.db, request.body, currentUser(request)),
    writes,
  );

  // The spec's clients call both for stock changes; here they are admin edits of any product field.
  for (const edit of [endpoints.replaceProduct, endpoints.editProduct]) {
    route(
      edit,
      (request) => updateProduct(app.db, request.params.id, request.body, currentUser(request)),
      writes,
    );
  }

  route(
    endpoints.deleteProduct,
    (request) => deleteProduct(app.db, request.params.id, currentUser(request)),
    writes,
  );

  // Which cars a product fits (admin): it changes what product answers and filtered lists say.
  route(
    endpoints.setFitment,
    (request) => setFitment(app.db, request.params.id, request.body, currentUser(request)),
    writes,
  );
};
