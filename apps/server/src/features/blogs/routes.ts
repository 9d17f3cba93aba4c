import { apiPaths, BlogListSchema, BlogSchema, ErrorResponseSchema, IdParamsSchema } from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { CachedJson } from '../../lib/read-cache.js';
import { sendCachedJson } from '../../plugins/performance.js';
import { findBlog, listBlogs } from './blogs-service.js';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.blogs,
    {
      config: { access: 'public' },
      schema: { tags: ['blogs'], summary: 'All blog entries', response: { 200: BlogListSchema } },
    },
    async (request, reply) => {
      const answer = await app.caches.blogs.get('list', async () => new CachedJson(await listBlogs(app.db)));
      return sendCachedJson(request, reply, answer);
    },
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
    async (request, reply) => {
      const { id } = request.params;
      const answer = await app.caches.blogs.get(`one|${id}`, async () => {
        const blog = await findBlog(app.db, id);
        if (!blog) throw notFound('This blog entry does not exist');
        return new CachedJson(blog);
      });
      return sendCachedJson(request, reply, answer);
    },
  );
};
