import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const SSLCOMMERZ = { SSLCOMMERZ_STORE_ID: 'shop', SSLCOMMERZ_STORE_PASSWORD: 'secret' };
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...SSLCOMMERZ, ...env });

describe('the settings of the delivery fee a cash order pays in advance (issue 34)', () => {
  it('default to no advance, and no total that makes an order risky', () => {
    expect(load({}).codAdvance).toEqual({ mode: 'off', overMinor: null });
  });

  it('read COD_ADVANCE, and COD_ADVANCE_OVER in major units of the currency (taka)', () => {
    expect(load({ COD_ADVANCE: 'fee' }).codAdvance).toEqual({ mode: 'fee', overMinor: null });
    expect(load({ SHOP_CURRENCY: 'BDT', COD_ADVANCE: 'risky', COD_ADVANCE_OVER: '3000' }).codAdvance).toEqual(
      {
        mode: 'risky',
        overMinor: 300_000,
      },
    );
    expect(load({ COD_ADVANCE: 'risky', COD_ADVANCE_OVER: '2500.50' }).codAdvance.overMinor).toBe(250_050);
  });

  it('refuse an advance without SSLCommerz, through which it is paid', () => {
    const bare = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(() => bare({ COD_ADVANCE: 'fee' })).toThrow(/COD_ADVANCE.*SSLCommerz/);
    expect(() => bare({ COD_ADVANCE: 'risky' })).toThrow(ConfigError);
    expect(bare({ COD_ADVANCE: 'off' }).codAdvance.mode).toBe('off');
  });

  it.each([
    [{ COD_ADVANCE: 'on' }, 'COD_ADVANCE'],
    [{ COD_ADVANCE: 'FEE' }, 'COD_ADVANCE'],
    [{ COD_ADVANCE_OVER: 'lots' }, 'COD_ADVANCE_OVER'],
    [{ COD_ADVANCE_OVER: '-1' }, 'COD_ADVANCE_OVER'],
    [{ COD_ADVANCE_OVER: '10.005' }, 'COD_ADVANCE_OVER'],
  ])('refuse %j at start-up, naming %s', (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });
});
