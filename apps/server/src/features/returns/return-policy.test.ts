import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/use-test-shop.js';
import { warrantyEnds, windowOf } from './return-policy.js';

describe('the return policy (issue 35)', () => {
  const shop = useTestShop({
    env: { RETURN_WINDOW_DAYS: '10', RETURN_CATEGORY_DAYS: 'motor-oil=none,Car Bulbs=3' },
  });

  it('is public at GET /api/returns/policy, every category with its window or null', async () => {
    const response = await shop.app.inject({ url: '/api/returns/policy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      windowDays: 10,
      categories: [
        { category: 'brake-pads', days: 10 },
        { category: 'car-bulbs', days: 3 },
        { category: 'air-filters', days: 10 },
        { category: 'motor-oil', days: null },
        { category: 'spark-plugs', days: 10 },
      ],
      reasons: ['wrong_fit', 'damaged', 'not_as_described', 'changed_mind', 'warranty'],
    });
  });

  it('gives a part without a category the shop’s window', () => {
    expect(windowOf({ windowDays: 7, categoryDays: { 'motor-oil': null } }, null)).toBe(7);
    expect(windowOf({ windowDays: 7, categoryDays: { 'motor-oil': null } }, 'motor-oil')).toBeNull();
  });

  it('counts a warranty in calendar months from delivery, a missing day being the month’s last', () => {
    expect(warrantyEnds(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(warrantyEnds(new Date('2026-05-15T10:00:00Z'), 12).toISOString()).toBe('2027-05-15T10:00:00.000Z');
  });
});
