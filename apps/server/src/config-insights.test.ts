import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the settings of running the shop', () => {
  it("count the shop's days in Dhaka and mail low stock at 8 unless told otherwise", () => {
    expect(load({})).toMatchObject({ timeZone: 'Asia/Dhaka', lowStockMail: { enabled: true, hour: 8 } });
    expect(load({ SHOP_TIME_ZONE: 'UTC', LOW_STOCK_MAIL: 'off', LOW_STOCK_MAIL_HOUR: '18' })).toMatchObject({
      timeZone: 'UTC',
      lowStockMail: { enabled: false, hour: 18 },
    });
  });

  it.each([
    [{ SHOP_TIME_ZONE: 'Asia/Dacca-ish' }, /SHOP_TIME_ZONE: must be a time zone/],
    [{ LOW_STOCK_MAIL: 'yes' }, /LOW_STOCK_MAIL: must be on or off/],
    [{ LOW_STOCK_MAIL_HOUR: '24' }, /LOW_STOCK_MAIL_HOUR/],
  ])('refuse a wrong value, naming it (%o)', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
