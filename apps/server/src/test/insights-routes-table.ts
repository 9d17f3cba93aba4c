import type { RouteRequest, Scene } from './scene.js';

/**
 * Requests of the routes for running the shop (issue 19), for the route table. Each carries the
 * query fields it takes, so hostile input has fields to spoil.
 */
export const INSIGHT_REQUESTS = {
  shopStats: {
    request: async (): Promise<RouteRequest> => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  searchOrders: {
    request: async (): Promise<RouteRequest> => ({
      query: {
        q: 'CP-10001',
        status: 'all',
        paymentMethod: 'cod',
        from: '2026-01-01',
        to: '2026-12-31',
        page: '1',
      },
    }),
  },
  exportOrders: {
    request: async (): Promise<RouteRequest> => ({ query: { status: 'placed', from: '2026-01-01' } }),
  },
  stockHistory: {
    request: async (scene: Scene): Promise<RouteRequest> => ({ params: { id: (await scene.product()).id } }),
  },
  heldStock: {
    request: async (): Promise<RouteRequest> => ({}),
  },
};
