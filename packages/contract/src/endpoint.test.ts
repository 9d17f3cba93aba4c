import { describe, expect, it } from 'vitest';
import { endpointUrl, errorStatuses } from './endpoint.js';
import { endpoints } from './endpoints.js';
import { API_PREFIXES, isApiPath, routes } from './routes.js';

describe('the endpoint list', () => {
  it('tells the API paths from pages and files', () => {
    expect(API_PREFIXES).toEqual(['/admin/', '/api/', '/create-payment-intent', '/user/']);
    for (const path of ['/api/services', '/admin/a%40b.com', '/user/admin/x', '/create-payment-intent']) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ['/', '/shop', '/dashboard/myOrders', '/uploads/a.webp', '/assets/index.js']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });

  it('describes every route of the table, at its place and for its callers', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const { method, path, who } = endpoints[name as keyof typeof endpoints];
      expect({ method, path, who }, name).toEqual(route);
    }
  });

  it('has one endpoint per method and path', () => {
    const keys = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills in parameters and the query string', () => {
    expect(endpointUrl(endpoints.customerOrders, { params: { email: 'rahim+parts@example.com' } })).toBe(
      '/api/orders/rahim%2Bparts%40example.com',
    );
    expect(endpointUrl(endpoints.getProfile, { query: { email: 'rahim@example.com' } })).toBe(
      '/api/users/me?email=rahim%40example.com',
    );
    expect(endpointUrl(endpoints.listProducts, { query: { page: 2, limit: 24, q: undefined } })).toBe(
      '/api/services?page=2&limit=24',
    );
    expect(() => endpointUrl(endpoints.getOrder)).toThrow(/No value for :id/);
  });

  it('documents the refusals its input and its callers imply', () => {
    expect(errorStatuses(endpoints.listProducts)).toEqual([400]);
    expect(errorStatuses(endpoints.listBlogs)).toEqual([]);
    // Its ?status= filter can be malformed.
    expect(errorStatuses(endpoints.listOrders)).toEqual([400, 401, 403]);
    expect(errorStatuses(endpoints.changeOrderStatus)).toEqual([400, 401, 403, 404, 409]);
    expect(errorStatuses(endpoints.placeOrder)).toEqual([400, 401, 403, 404, 409]);
  });
});
