import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the metrics settings', () => {
  it('are off unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(load({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(load({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a-long-enough-token',
      port: 9464,
    });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT/],
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT/],
  ])('refuse a wrong value, naming it (%o)', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
