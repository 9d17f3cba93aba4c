import { apiPaths, BlogListSchema, BlogSchema, ErrorResponseSchema, IdParamsSchema } from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { findBlog, listBlogs } from './blogs-service.js';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.blogs,
    {
      config: { access: 'public' },
      schema: { tags: ['blogs'], summary: 'All blog entries', response: { 200: BlogListSchema } },
    },
    () => listBlogs(app.db),
  );

  app.get(
    '/api/blog/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blogs'],
        summary: 'One blog entry',
        params: IdParamsSchema,
        response: { 200: BlogSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const blog = await findBlog(app.db, request.params.id);
      if (!blog) throw notFound('This blog entry does not exist');
      return blog;
    },
  );
};
