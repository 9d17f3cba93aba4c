import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

export const paymentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
