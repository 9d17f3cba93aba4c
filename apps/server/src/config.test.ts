import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'chaka-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.payments).toEqual({ provider: 'test' });
    expect(config.uiDelays).toBe(true);
    expect(config.siteName).toBe('Chaka Parts');
    expect(config.seed).toBe('demo');
    expect(config.authRateLimit).toBe(10);
    expect(config.rateLimit).toBe(600);
    expect(config.uploadRateLimit).toBe(20);
  });

  describe('several server processes (SERVER_PROCESSES)', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' };

    it('runs one by default, and several only on PostgreSQL', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).processes).toBe(1);
      expect(loadConfig({ DATA_DIR: dataDir(), ...postgres, SERVER_PROCESSES: '4' }).processes).toBe(4);
      const embedded = () => loadConfig({ DATA_DIR: dataDir(), SERVER_PROCESSES: '2' });
      expect(embedded).toThrow(ConfigError);
      expect(embedded).toThrow(
        'SERVER_PROCESSES: above 1 needs DATABASE_URL: the embedded database serves one process only',
      );
      for (const wrong of ['0', '1.5', 'two', '65']) {
        expect(
          () => loadConfig({ DATA_DIR: dataDir(), ...postgres, SERVER_PROCESSES: wrong }),
          wrong,
        ).toThrow(/SERVER_PROCESSES/);
      }
    });

    it('gives each process its share of the rate limits without Redis, so together they allow no more', () => {
      const shared = loadConfig({
        DATA_DIR: dataDir(),
        ...postgres,
        SERVER_PROCESSES: '3',
        AUTH_RATE_LIMIT: '10',
        RATE_LIMIT: '600',
        UPLOAD_RATE_LIMIT: '2',
      });
      expect([shared.authRateLimit, shared.rateLimit, shared.uploadRateLimit]).toEqual([3, 200, 1]);
      const off = loadConfig({ DATA_DIR: dataDir(), ...postgres, SERVER_PROCESSES: '3', RATE_LIMIT: '0' });
      expect(off.rateLimit).toBe(0);
      // With Redis every process counts against the same counters.
      const redis = loadConfig({
        DATA_DIR: dataDir(),
        ...postgres,
        SERVER_PROCESSES: '3',
        REDIS_URL: 'redis://127.0.0.1:6379',
      });
      expect([redis.authRateLimit, redis.rateLimit, redis.uploadRateLimit]).toEqual([10, 600, 20]);
    });
  });

  it('keeps a generated auth secret in DATA_DIR across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('takes the default for a variable left blank', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '',
      SITE_NAME: ' ',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: '',
    });
    expect(config.port).toBe(3000);
    expect(config.siteName).toBe('Chaka Parts');
    expect(config.google?.issuer).toBe('https://accounts.google.com');
  });

  it('trusts only PUBLIC_URL when it is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://shop.example.com/',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config.publicUrl).toBe('https://shop.example.com');
    expect(config.trustedOrigins).toEqual(['https://shop.example.com']);
  });

  it('refuses to start a public (https) shop that does not name its payment provider', () => {
    const start = () => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PAYMENT_PROVIDER: must be set when PUBLIC_URL is https/);
    // A blank value is an unset one.
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: ' ' }),
    ).toThrow(/PAYMENT_PROVIDER: must be set/);
  });

  it('takes test payments on a public shop only when told to, and by default on a local one', () => {
    const publicShop = { DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com' };
    expect(loadConfig({ ...publicShop, PAYMENT_PROVIDER: 'test' }).payments).toEqual({ provider: 'test' });
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://192.168.1.20:3000' }).payments).toEqual({
      provider: 'test',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ UI_DELAYS: 'maybe' }, 'UI_DELAYS'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ RATE_LIMIT: '-1' }, 'RATE_LIMIT'],
    [{ UPLOAD_RATE_LIMIT: 'many' }, 'UPLOAD_RATE_LIMIT'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  describe('the shop currency, delivery charges and unpaid orders', () => {
    it('defaults to dollars: $1 inside Dhaka, $2 outside, free from $100; 24 hours and 5 unpaid orders', () => {
      const config = loadConfig({ DATA_DIR: dataDir() });
      expect(config.currency).toBe('USD');
      expect(config.delivery).toEqual({ dhakaFee: 100, outsideFee: 200, freeOver: 10_000 });
      expect(config.unpaidOrders).toEqual({ ttlHours: 24, maxUnpaid: 5 });
    });

    it('takes the taka defaults for a shop in taka', () => {
      const config = loadConfig({ DATA_DIR: dataDir(), SHOP_CURRENCY: 'bdt' });
      expect(config.currency).toBe('BDT');
      expect(config.delivery).toEqual({ dhakaFee: 6_000, outsideFee: 12_000, freeOver: 500_000 });
    });

    it('reads the charges in major units, and free delivery can be turned off', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        SHOP_CURRENCY: 'BDT',
        DELIVERY_FEE_DHAKA: '70',
        DELIVERY_FEE_OUTSIDE_DHAKA: '130.50',
        FREE_DELIVERY_OVER: 'off',
        UNPAID_ORDER_TTL: '2',
        MAX_UNPAID_ORDERS: '3',
      });
      expect(config.delivery).toEqual({ dhakaFee: 7_000, outsideFee: 13_050, freeOver: null });
      expect(config.unpaidOrders).toEqual({ ttlHours: 2, maxUnpaid: 3 });
      expect(loadConfig({ DATA_DIR: dataDir(), FREE_DELIVERY_OVER: '50' }).delivery.freeOver).toBe(5_000);
    });

    it.each([
      [{ SHOP_CURRENCY: 'EUR' }, 'SHOP_CURRENCY'],
      [{ DELIVERY_FEE_DHAKA: '-1' }, 'DELIVERY_FEE_DHAKA'],
      [{ DELIVERY_FEE_OUTSIDE_DHAKA: 'lots' }, 'DELIVERY_FEE_OUTSIDE_DHAKA'],
      [{ DELIVERY_FEE_DHAKA: '1.005' }, 'DELIVERY_FEE_DHAKA'],
      [{ FREE_DELIVERY_OVER: 'never' }, 'FREE_DELIVERY_OVER'],
      [{ UNPAID_ORDER_TTL: '0' }, 'UNPAID_ORDER_TTL'],
      [{ MAX_UNPAID_ORDERS: '0' }, 'MAX_UNPAID_ORDERS'],
      [{ MAX_UNPAID_ORDERS: '2.5' }, 'MAX_UNPAID_ORDERS'],
    ])('refuses %j naming %s', (env, name) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
    });
  });
});
