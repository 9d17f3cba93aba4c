import { describe, expect, it } from 'vitest';
import { runJobOnce } from '../lib/run-every.js';
import { createProduct } from '../test/factories.js';
import { freePort } from '../test/server-process.js';
import { useTestShop } from '../test/use-test-shop.js';

// Issue 39: an operator's Prometheus reads the shop's metrics with METRICS_TOKEN, or on a port of
// their own (METRICS_PORT); without either there are none.

const TOKEN = 'metrics-token-for-the-tests';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The value of one series in Prometheus's text, or undefined when it is absent. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /api/metrics', () => {
  describe('with METRICS_TOKEN', () => {
    const shop = useTestShop({ env: { METRICS_TOKEN: TOKEN } });

    it('answers 401 without the token or with another', async () => {
      for (const headers of [{}, bearer('metrics-token-for-the-testz'), { authorization: TOKEN }]) {
        const response = await shop.app.inject({ url: '/api/metrics', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('The metrics need the METRICS_TOKEN as a Bearer token');
      }
    });

    it('counts requests by route pattern and status, and reads the process, the queues, the caches and the jobs', async () => {
      const { app } = shop;
      const product = await createProduct(app.db, { name: 'Corolla Oil Filter' });
      await app.inject(`/api/services/${product.id}/fitment`);
      await app.inject('/api/services');
      await app.inject('/api/services');
      await runJobOnce({ name: 'metrics-test-job', everyMs: 60_000, db: app.db }, async () => {});

      const response = await app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(
        seriesValue(text, 'http_requests_total{method="GET",route="/api/services",status="200"}'),
      ).toBeGreaterThanOrEqual(2);
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/services",status="200"}',
      );
      // The pattern, never the address a visitor asked for.
      expect(text).not.toContain(product.id);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('nodejs_heap_size_used_bytes');
      expect(text).toContain('process_resident_memory_bytes');
      for (const queue of ['order_mail', 'sms', 'notice']) {
        expect(seriesValue(text, `chaka_queue_length{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
        expect(seriesValue(text, `chaka_queue_oldest_age_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(
          0,
        );
      }
      expect(text).toMatch(/chaka_cache_lookups_total\{cache="[^"]+",result="(hit|miss)"\}/);
      const lastRun = seriesValue(text, 'chaka_job_last_run_timestamp_seconds{job="metrics-test-job"}');
      expect(Math.abs(lastRun! - Date.now() / 1000)).toBeLessThan(60);
      if (process.env.TEST_DB === 'postgres')
        expect(seriesValue(text, 'chaka_db_pool_connections{state="waiting"}')).toBe(0);
      else expect(text).not.toContain('chaka_db_pool_connections');
    });
  });

  describe('without METRICS_TOKEN', () => {
    const shop = useTestShop();

    it('answers 404', async () => {
      expect((await shop.app.inject('/api/metrics')).statusCode).toBe(404);
      expect((await shop.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    });
  });

  describe('with METRICS_PORT', async () => {
    const port = await freePort();
    const shop = useTestShop({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });

    it('serves them only on that port', async () => {
      expect((await shop.app.inject('/api/metrics')).statusCode).toBe(404);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    });
  });
});
