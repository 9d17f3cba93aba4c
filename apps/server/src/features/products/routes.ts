import { apiPaths, ProductListSchema } from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProducts } from './products-service.js';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.products,
    {
      config: { access: 'public' },
      schema: { tags: ['products'], summary: 'All products', response: { 200: ProductListSchema } },
    },
    () => listProducts(app.db),
  );
};
