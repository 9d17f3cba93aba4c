import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/errors.js';
import { CachedJson } from '../../lib/read-cache.js';
import { sendCachedJson } from '../../plugins/performance.js';
import { findBlog, listBlogs } from './blogs-service.js';

export const blogRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  route(endpoints.listBlogs, async (request, reply) => {
    const answer = await app.caches.blogs.get('list', async () => new CachedJson(await listBlogs(app.db)));
    return sendCachedJson(request, reply, answer);
  });

  route(endpoints.getBlog, async (request, reply) => {
    const { id } = request.params;
    const answer = await app.caches.blogs.get(`one|${id}`, async () => {
      const blog = await findBlog(app.db, id);
      if (!blog) throw notFound('This blog entry does not exist');
      return new CachedJson(blog);
    });
    return sendCachedJson(request, reply, answer);
  });
};
