import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the settings of what one account may order and hold (issue 30)', () => {
  it('default to 100 of one part, $5,000 of parts, 200 parts held; 10 and 20 until verified; cash orders waiting 24 hours', () => {
    const config = load({});
    expect(config.orderCaps).toEqual({
      maxLineQuantity: 100,
      maxOrderMinor: 500_000,
      maxOpenUnits: 200,
      unverifiedMaxLineQuantity: 10,
      unverifiedMaxOpenUnits: 20,
    });
    expect(config.codUnconfirmedTtlHours).toBe(24);
    // The value cap in taka.
    expect(load({ SHOP_CURRENCY: 'BDT' }).orderCaps.maxOrderMinor).toBe(50_000_000);
  });

  it('read each from its variable, the value in major units of the currency', () => {
    const config = load({
      MAX_LINE_QUANTITY: '40',
      MAX_ORDER_VALUE: '1250.50',
      MAX_OPEN_UNITS: '80',
      UNVERIFIED_MAX_LINE_QUANTITY: '3',
      UNVERIFIED_MAX_OPEN_UNITS: '6',
      COD_UNCONFIRMED_TTL: '6.5',
    });
    expect(config.orderCaps).toEqual({
      maxLineQuantity: 40,
      maxOrderMinor: 125_050,
      maxOpenUnits: 80,
      unverifiedMaxLineQuantity: 3,
      unverifiedMaxOpenUnits: 6,
    });
    expect(config.codUnconfirmedTtlHours).toBe(6.5);
  });

  it.each([
    [{ MAX_LINE_QUANTITY: '0' }, 'MAX_LINE_QUANTITY'],
    [{ MAX_LINE_QUANTITY: '2.5' }, 'MAX_LINE_QUANTITY'],
    [{ MAX_ORDER_VALUE: 'lots' }, 'MAX_ORDER_VALUE'],
    [{ MAX_ORDER_VALUE: '1000000' }, 'MAX_ORDER_VALUE'],
    [{ MAX_ORDER_VALUE: '10.005' }, 'MAX_ORDER_VALUE'],
    [{ MAX_OPEN_UNITS: '-1' }, 'MAX_OPEN_UNITS'],
    [{ UNVERIFIED_MAX_LINE_QUANTITY: 'ten' }, 'UNVERIFIED_MAX_LINE_QUANTITY'],
    [{ UNVERIFIED_MAX_OPEN_UNITS: '0' }, 'UNVERIFIED_MAX_OPEN_UNITS'],
    [{ COD_UNCONFIRMED_TTL: '0' }, 'COD_UNCONFIRMED_TTL'],
  ])('refuse %j at start-up, naming %s', (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });
});
