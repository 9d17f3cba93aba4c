import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const newsletterRoutes: FastifyPluginAsyncZod = async () => {};
