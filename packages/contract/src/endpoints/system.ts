import { defineEndpoint } from '../endpoint.js';
import { HealthSchema, PublicConfigSchema, ReadySchema } from '../system.js';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    who: 'anyone',
    tag: 'system',
    summary: 'Whether the server and its database answer',
    response: HealthSchema,
    otherResponses: { 503: HealthSchema },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    who: 'anyone',
    tag: 'system',
    summary: 'Whether this process takes traffic',
    response: ReadySchema,
    otherResponses: { 503: ReadySchema },
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    who: 'anyone',
    tag: 'system',
    summary: 'What the web app needs to know',
    response: PublicConfigSchema,
  }),
};
