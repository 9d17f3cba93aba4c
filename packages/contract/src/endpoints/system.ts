import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';
import { HealthSchema, MetricsTextSchema, PublicConfigSchema, ReadySchema } from '../system.js';

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
    summary: 'Whether this process takes traffic, and which dependency is down when not',
    response: ReadySchema,
    otherResponses: { 503: ReadySchema },
  }),
  config: defineEndpoint({
    ...routes.config,
    tag: 'system',
    summary: 'What the web app needs to know',
    response: PublicConfigSchema,
  }),
  metrics: defineEndpoint({
    ...routes.metrics,
    tag: 'system',
    summary: 'Prometheus metrics (Bearer METRICS_TOKEN)',
    description:
      'Answers with METRICS_TOKEN set as the Bearer token; 404 when METRICS_TOKEN is not set or the metrics are ' +
      'served on METRICS_PORT instead.',
    response: MetricsTextSchema,
    errors: [404],
  }),
};
