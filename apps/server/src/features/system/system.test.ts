import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/use-test-shop.js';

describe('system routes', () => {
  const shop = useTestShop({ env: { SITE_NAME: 'Chaka Parts', UI_DELAYS: 'off' } });

  it('reports health with the database', async () => {
    const response = await shop.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('tells the web app what it needs at run time', async () => {
    const response = await shop.app.inject('/api/config');
    expect(response.json()).toEqual({
      siteName: 'Chaka Parts',
      paymentProvider: 'test',
      stripePublishableKey: null,
      // Test shops run SSLCommerz against the stand-in gateway (test/app.ts).
      sslcommerz: true,
      googleSignIn: false,
      uiDelays: false,
      currency: 'USD',
      delivery: { dhakaFee: 1, outsideFee: 2, freeOver: 100 },
    });
  });

  describe('a shop selling in taka', () => {
    const taka = useTestShop({
      env: {
        SHOP_CURRENCY: 'BDT',
        DELIVERY_FEE_DHAKA: '70',
        DELIVERY_FEE_OUTSIDE_DHAKA: '130',
        FREE_DELIVERY_OVER: 'off',
      },
    });

    it('answers the configured currency and delivery charges, in major units', async () => {
      expect((await taka.app.inject('/api/config')).json()).toMatchObject({
        currency: 'BDT',
        delivery: { dhakaFee: 70, outsideFee: 130, freeOver: null },
      });
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await shop.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/does-not-exist' });
  });

  it('serves the OpenAPI description of the routes', async () => {
    const response = await shop.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/blogs',
        '/api/blog/{id}',
        '/api/services',
        '/api/health',
        '/api/vehicles',
        '/api/services/{id}/fitment',
        '/api/garage',
      ]),
    );
  });
});
