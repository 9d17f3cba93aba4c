import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { CachedJson } from '../../lib/cached-body.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
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
    const answer = await app.caches.blogs.get(
      `one|${id}`,
      async () => new CachedJson(await findBlog(app.db, id)),
    );
    return sendCachedJson(request, reply, answer);
  });
};
