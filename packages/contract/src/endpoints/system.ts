import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';
import { HealthSchema, PublicConfigSchema, ReadySchema } from '../system.js';

export const systemEndpoints = {
  health: defineEndpoint({
    ...routes.health,
    tag: 'system',
    summary: 'Whether the server and its database answer',
    response: HealthSchema,
    otherResponses: { 503: HealthSchema },
  }),
  ready: defineEndpoint({
    ...routes.ready,
    tag: 'system',
    summary: 'Whether this process takes traffic',
    response: ReadySchema,
    otherResponses: { 503: ReadySchema },
  }),
  config: defineEndpoint({
    ...routes.config,
    tag: 'system',
    summary: 'What the web app needs to know',
    response: PublicConfigSchema,
  }),
};
