import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const gateway = { SMS_API_TOKEN: 'token-from-ssl-wireless', SMS_SID: 'CHAKAPARTS' };

describe('SMS settings', () => {
  it('write to the outbox and send every kind until the gateway is set', () => {
    expect(load({}).sms).toEqual({
      gateway: undefined,
      events: [
        'placed',
        'confirmed',
        'shipped',
        'delivered',
        'cancelled',
        'returned',
        'return_requested',
        'return_approved',
        'return_rejected',
        'return_received',
        'return_refunded',
      ],
    });
  });

  it('turn SSL Wireless on at its own address, unless told another, once token and SID are set', () => {
    expect(load(gateway).sms.gateway).toEqual({
      apiUrl: 'https://smsplus.sslwireless.com',
      apiToken: 'token-from-ssl-wireless',
      sid: 'CHAKAPARTS',
    });
    expect(load({ ...gateway, SMS_API_URL: 'http://127.0.0.1:9999/' }).sms.gateway?.apiUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('refuse a token without its SID, and the other way round', () => {
    expect(() => load({ SMS_API_TOKEN: 'x' })).toThrow(/SMS_SID: SMS_API_TOKEN and SMS_SID go together/);
    expect(() => load({ SMS_SID: 'x' })).toThrow(/SMS_API_TOKEN: SMS_API_TOKEN and SMS_SID go together/);
    expect(() => load({ ...gateway, SMS_API_URL: 'smsplus.sslwireless.com' })).toThrow(/SMS_API_URL/);
  });

  it('send only the kinds SMS_EVENTS names, none with `none`, and refuse a kind it does not know', () => {
    expect(load({ SMS_EVENTS: 'placed, shipped,shipped' }).sms.events).toEqual(['placed', 'shipped']);
    expect(load({ SMS_EVENTS: 'none' }).sms.events).toEqual([]);
    expect(load({ SMS_EVENTS: 'shipped,return_refunded' }).sms.events).toEqual([
      'shipped',
      'return_refunded',
    ]);
    expect(() => load({ SMS_EVENTS: 'placed,paid' })).toThrow(ConfigError);
    expect(() => load({ SMS_EVENTS: 'placed,paid' })).toThrow(/SMS_EVENTS: does not know paid/);
  });
});
