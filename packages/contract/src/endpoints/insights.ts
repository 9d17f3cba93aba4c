import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  HeldStockListSchema,
  ORDER_CSV_COLUMNS,
  OrderCsvQuerySchema,
  OrderCsvSchema,
  OrderSearchPageSchema,
  OrderSearchQuerySchema,
  StatsQuerySchema,
  StatsSchema,
  StockHistorySchema,
} from '../insights.js';
import { fullOrPackerView, PackerOrderSearchPageSchema } from '../packer-view.js';
import { routes } from '../routes.js';

const filters =
  'q finds an order number (CP-10001 or 10001), part of an e-mail address or of a delivery phone number; ' +
  'status (all by default, cancelled ones included), paymentMethod, and from/to (days in the shop’s time zone, both counted) narrow it.';

/** Running the shop: the Overview's numbers, the order search and export, stock history (admins). */
export const insightEndpoints = {
  shopStats: defineEndpoint({
    ...routes.shopStats,
    tag: 'insights',
    summary:
      'Sales, orders by status, top parts, payment methods, districts and low stock for a range of days',
    description:
      'from and to are days in the shop’s time zone, both counted (the last 30 days without them). ' +
      'Cancelled orders are not revenue; revenue is the orders’ totals, delivery included, less what their returns refunded.',
    querystring: StatsQuerySchema,
    response: StatsSchema,
  }),
  searchOrders: defineEndpoint({
    ...routes.searchOrders,
    tag: 'insights',
    summary: 'Search orders, newest first, a page at a time (admins)',
    description: `${filters} Every part of each order of the page is an item; total counts orders. A packer finds only the orders to pack and on their way, without their amounts but what the courier collects (GET /api/orders).`,
    querystring: OrderSearchQuerySchema,
    response: fullOrPackerView(OrderSearchPageSchema, PackerOrderSearchPageSchema),
  }),
  heldStock: defineEndpoint({
    ...routes.heldStock,
    tag: 'products',
    summary: 'Parts held by unpaid, unconfirmed open orders, apart from those sold (admins)',
    description:
      'One entry per product with parts in open orders (placed or confirmed): held (unpaid and unconfirmed, back to ' +
      'stock if the order expires or is cancelled), of which awaitingVerification (cash orders of unverified ' +
      'accounts), and sold (paid or confirmed, waiting to ship). availableQty of the product answers leaves both out.',
    response: HeldStockListSchema,
  }),
  exportOrders: defineEndpoint({
    ...routes.exportOrders,
    tag: 'insights',
    summary: 'The orders as CSV, one row per ordered part, with the search’s filters (admins)',
    description: `UTF-8 with a byte order mark, columns: ${ORDER_CSV_COLUMNS.join(', ')}. ${filters}`,
    querystring: OrderCsvQuerySchema,
    response: OrderCsvSchema,
  }),
  stockHistory: defineEndpoint({
    ...routes.stockHistory,
    tag: 'products',
    summary: 'Every change of a product’s stock, newest first: who, when, before, after and why (admins)',
    params: IdParamsSchema,
    response: StockHistorySchema,
    errors: [404],
  }),
};
