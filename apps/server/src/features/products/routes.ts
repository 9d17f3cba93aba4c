import {
  apiPaths,
  CreateProductBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  LIMITS,
  messages,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  UpdateProductBodySchema,
} from '@chaka/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { CachedJson } from '../../lib/read-cache.js';
import { sendCachedJson } from '../../plugins/performance.js';
import {
  createProduct,
  deleteProduct,
  findProduct,
  listProducts,
  searchWords,
  updateProduct,
} from './products-service.js';

const DeleteResponseSchema = z.object({ deletedCount: z.number().int() });
const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  // A product body is small; one over the server's body limit can only be an over-long field, which
  // is invalid input like any other (400), not a transport problem. Other errors go to the shop's
  // central handler unchanged.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw badRequest(
        `The product is too large: a description holds at most ${LIMITS.productDescriptionLength} characters`,
      );
    }
    throw error;
  });

  app.get(
    apiPaths.products,
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'Products, oldest first (all of them unless page or limit is given)',
        description:
          'q keeps the products whose name holds every word of it, category those of one category. ' +
          'The X-Total-Count header tells how many products match in all.',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const key = [
        'list',
        query.page ?? '',
        query.limit ?? '',
        query.category ?? '',
        searchWords(query.q).join(' '),
      ].join('|');
      const answer = await app.caches.products.get(key, async () => {
        const { items, total } = await listProducts(app.db, query);
        return new CachedJson(items, { 'x-total-count': String(total) });
      });
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    '/api/service/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: IdParamsSchema,
        response: { 200: ProductSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await app.caches.products.get(`one|${id}`, async () => {
        const product = await findProduct(app.db, id);
        if (!product) throw notFound(messages.product.notFound);
        return new CachedJson(product);
      });
      return sendCachedJson(request, reply, answer);
    },
  );

  app.post(
    apiPaths.products,
    {
      config: { access: 'admin', invalidates: ['products'] },
      schema: {
        tags: ['products'],
        summary: 'Add a product (admin)',
        body: CreateProductBodySchema,
        response: { 200: ProductSchema, ...refusals },
      },
    },
    (request) => createProduct(app.db, request.body),
  );

  const editSchema = {
    tags: ['products'],
    params: IdParamsSchema,
    body: UpdateProductBodySchema,
    response: { 200: ProductSchema, ...refusals, 404: ErrorResponseSchema },
  };
  const editConfig = { access: 'admin', invalidates: ['products'] } as const;
  const edit = async (request: { params: { id: string }; body: z.infer<typeof UpdateProductBodySchema> }) => {
    const product = await updateProduct(app.db, request.params.id, request.body);
    if (!product) throw notFound(messages.product.notFound);
    return product;
  };
  // The spec's clients call both for stock changes; here they are admin edits of any product field.
  app.put(
    '/api/services/:id',
    { config: editConfig, schema: { ...editSchema, summary: 'Edit a product (admin)' } },
    edit,
  );
  app.patch(
    '/api/service/:id',
    { config: editConfig, schema: { ...editSchema, summary: 'Edit a product (admin)' } },
    edit,
  );

  app.delete(
    '/api/services/:id',
    {
      config: { access: 'admin', invalidates: ['products'] },
      schema: {
        tags: ['products'],
        summary: 'Delete a product (admin); its orders keep their copies',
        params: IdParamsSchema,
        response: { 200: DeleteResponseSchema, ...refusals, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const deleted = await deleteProduct(app.db, request.params.id);
      if (!deleted) throw notFound(messages.product.notFound);
      return { deletedCount: 1 };
    },
  );
};
