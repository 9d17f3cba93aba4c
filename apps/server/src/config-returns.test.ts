import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the return policy settings (issue 35)', () => {
  it('default to 7 days after delivery for every category', () => {
    expect(load({}).returnPolicy).toEqual({ windowDays: 7, categoryDays: {} });
  });

  it('read RETURN_WINDOW_DAYS and each category by its name or as the shop shows it', () => {
    const policy = load({
      RETURN_WINDOW_DAYS: '10',
      RETURN_CATEGORY_DAYS: 'Motor Oil=none, brake-pads=14 ,car bulbs=0',
    }).returnPolicy;
    expect(policy).toEqual({
      windowDays: 10,
      categoryDays: { 'motor-oil': null, 'brake-pads': 14, 'car-bulbs': 0 },
    });
    expect(load({ RETURN_CATEGORY_DAYS: 'MOTOR-OIL=NONE' }).returnPolicy.categoryDays).toEqual({
      'motor-oil': null,
    });
  });

  it.each([
    [{ RETURN_WINDOW_DAYS: 'a week' }, /RETURN_WINDOW_DAYS/],
    [{ RETURN_WINDOW_DAYS: '-1' }, /RETURN_WINDOW_DAYS/],
    [{ RETURN_WINDOW_DAYS: '7.5' }, /RETURN_WINDOW_DAYS/],
    [{ RETURN_WINDOW_DAYS: '366' }, /RETURN_WINDOW_DAYS/],
    [
      { RETURN_CATEGORY_DAYS: 'Tyres=10' },
      /RETURN_CATEGORY_DAYS: "Tyres" is not a category: use one of brake-pads/,
    ],
    [
      { RETURN_CATEGORY_DAYS: 'Motor Oil' },
      /RETURN_CATEGORY_DAYS: "Motor Oil" must be category=days or category=none/,
    ],
    [{ RETURN_CATEGORY_DAYS: 'Motor Oil=never' }, /Motor Oil: "never" must be a whole number of days/],
    [{ RETURN_CATEGORY_DAYS: 'Brake Pads=3.5' }, /Brake Pads: "3.5" must be a whole number/],
    [{ RETURN_CATEGORY_DAYS: 'Brake Pads=5,brake-pads=6' }, /brake-pads is given twice/],
    [{ RETURN_CATEGORY_DAYS: 'Brake Pads=5=6' }, /must be category=days/],
  ])('refuse %j at start-up with a clear message', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
