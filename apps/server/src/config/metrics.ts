import { z } from 'zod';
import { optionalText } from './fields.js';

/**
 * The Prometheus metrics (issue 39), a part of config.ts's schema: GET /api/metrics answers with
 * METRICS_TOKEN as a Bearer token; with METRICS_PORT they are served only on a listener of their
 * own on that port (for the private network the scraper is on), and /api/metrics answers 404.
 * Neither set: no metrics.
 */
export const METRICS_ENV = {
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
};

export interface MetricsConfig {
  metrics: { token: string | undefined; port: number | undefined };
}

export const metricsConfig = (e: { METRICS_TOKEN?: string; METRICS_PORT?: number }): MetricsConfig => ({
  metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
});
