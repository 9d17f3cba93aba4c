import { describe, expect, it } from 'vitest';
import { matchScreen, SCREENS, screenHref } from './screens.js';

describe('screenHref', () => {
  it('is the pattern itself for a screen without segments or query', () => {
    expect(screenHref(SCREENS.home)).toBe('/');
    expect(screenHref(SCREENS.dashboard.myOrders)).toBe('/dashboard/orders');
  });

  it('fills each segment, percent-encoded, and the address leads back to the screen', () => {
    const href = screenHref(SCREENS.auth.newPassword, { token: 'a/b c' });
    expect(href).toBe('/reset-password/a%2Fb%20c');
    expect(matchScreen(href)).toEqual({ pattern: SCREENS.auth.newPassword, params: { token: 'a/b c' } });
    expect(screenHref(SCREENS.dashboard.order, { id: 'o-1' })).toBe('/dashboard/orders/o-1');
  });

  it('adds the query, leaving out empty and missing values', () => {
    expect(screenHref(SCREENS.shop, { category: 'brake-pads', vehicle: undefined })).toBe(
      '/shop?category=brake-pads',
    );
    expect(screenHref(SCREENS.shop, { category: '' })).toBe('/shop');
    expect(screenHref(SCREENS.auth.login, { from: '/dashboard/orders?status=all' })).toBe(
      '/login?from=%2Fdashboard%2Forders%3Fstatus%3Dall',
    );
    expect(screenHref(SCREENS.dashboard.order, { id: 'o-1' }, { payment: 'failed', reason: 'no' })).toBe(
      '/dashboard/orders/o-1?payment=failed&reason=no',
    );
  });
});
