import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { SSLCOMMERZ_BASE_URLS, sslcommerzBaseUrl } from './features/payments/sslcommerz/sslcommerz-client.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const store = { SSLCOMMERZ_STORE_ID: 'chaka0live', SSLCOMMERZ_STORE_PASSWORD: 'chaka0live@ssl' };

describe('SSLCommerz settings', () => {
  it('are off unless the store id and password are both set', () => {
    expect(load({}).sslcommerz).toBeUndefined();
    expect(load(store).sslcommerz).toEqual({
      storeId: 'chaka0live',
      storePassword: 'chaka0live@ssl',
      live: false,
      apiUrl: undefined,
    });
  });

  it.each([[{ SSLCOMMERZ_STORE_ID: 'chaka0live' }], [{ SSLCOMMERZ_STORE_PASSWORD: 'chaka0live@ssl' }]])(
    'refuse one of the store id and password without the other (%o)',
    (env) => {
      expect(() => load(env)).toThrow(ConfigError);
      expect(() => load(env)).toThrow(/SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together/);
    },
  );

  it('use the sandbox unless SSLCOMMERZ_LIVE is true, and SSLCOMMERZ_API_URL over either', () => {
    const sandbox = load(store).sslcommerz!;
    expect(sslcommerzBaseUrl(sandbox)).toBe(SSLCOMMERZ_BASE_URLS.sandbox);
    expect(SSLCOMMERZ_BASE_URLS.sandbox).toBe('https://sandbox.sslcommerz.com');
    const live = load({ ...store, SSLCOMMERZ_LIVE: 'true' }).sslcommerz!;
    expect(live.live).toBe(true);
    expect(sslcommerzBaseUrl(live)).toBe('https://securepay.sslcommerz.com');
    const local = load({ ...store, SSLCOMMERZ_LIVE: 'true', SSLCOMMERZ_API_URL: 'http://127.0.0.1:4100/' })
      .sslcommerz!;
    expect(sslcommerzBaseUrl(local)).toBe('http://127.0.0.1:4100');
  });

  it.each([
    ['SSLCOMMERZ_LIVE', 'yes', /SSLCOMMERZ_LIVE: must be true or false/],
    ['SSLCOMMERZ_API_URL', 'ftp://gateway.example', /SSLCOMMERZ_API_URL: must be an http/],
    ['SSLCOMMERZ_API_URL', 'https://gateway.example/?store_passwd=x', /SSLCOMMERZ_API_URL: must be an http/],
    ['SSLCOMMERZ_STORE_ID', 'chaka live', /SSLCOMMERZ_STORE_ID: must be the store id/],
  ])('refuse %s=%s with a message naming it', (name, value, message) => {
    expect(() => load({ ...store, [name]: value })).toThrow(message);
  });

  it('can be on beside Stripe as the card provider', () => {
    const config = load({
      ...store,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(config.payments.provider).toBe('stripe');
    expect(config.sslcommerz?.storeId).toBe('chaka0live');
  });
});
