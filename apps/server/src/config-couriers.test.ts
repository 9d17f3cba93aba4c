import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const pathao = {
  PATHAO_CLIENT_ID: '7N1aMJQbWm',
  PATHAO_CLIENT_SECRET: 'wRcaibZkUdSNz2EI9ZyuXLlNrnAv0TdPUPXMnD39',
  PATHAO_USERNAME: 'shop@example.com',
  PATHAO_PASSWORD: 'lovePathao',
  PATHAO_STORE_ID: '148381',
};
const steadfast = { STEADFAST_API_KEY: 'api-key', STEADFAST_SECRET_KEY: 'secret-key' };

describe('courier settings', () => {
  it('leave both couriers off until their credentials are set', () => {
    expect(load({}).couriers).toEqual({ pathao: undefined, steadfast: undefined });
  });

  it('turn Pathao on at its sandbox, and Steadfast at its API, unless told another address', () => {
    const { couriers } = load({ ...pathao, ...steadfast, STEADFAST_WEBHOOK_TOKEN: 'bearer-token' });
    expect(couriers.pathao).toMatchObject({
      apiUrl: 'https://courier-api-sandbox.pathao.com',
      storeId: 148381,
      webhookSecret: undefined,
    });
    expect(couriers.steadfast).toEqual({
      apiUrl: 'https://portal.packzy.com/api/v1',
      apiKey: 'api-key',
      secretKey: 'secret-key',
      webhookToken: 'bearer-token',
    });
    const live = load({ ...pathao, PATHAO_API_URL: 'https://api-hermes.pathao.com/' }).couriers.pathao;
    expect(live?.apiUrl).toBe('https://api-hermes.pathao.com');
  });

  it('refuse a courier half set, and a store that is not a number', () => {
    expect(() => load({ PATHAO_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => load({ STEADFAST_API_KEY: 'x' })).toThrow(
      /STEADFAST_API_KEY, STEADFAST_SECRET_KEY go together/,
    );
    expect(() => load({ ...pathao, PATHAO_STORE_ID: 'main' })).toThrow(/PATHAO_STORE_ID/);
  });
});
