import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, { siteName }: { siteName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${siteName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token PUT /api/user/{email} answers' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  // The UI page carries its own CSP (hashes of its inline script) instead of the shop's.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
