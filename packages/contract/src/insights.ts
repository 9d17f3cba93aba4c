import { z } from 'zod';
import { queryText } from './common.js';
import { ORDER_STATUSES } from './order-status.js';
import { OrderSchema } from './orders.js';
import { PAYMENT_METHODS } from './payment-methods.js';
import { PROMOTION_KINDS } from './promotions.js';

/**
 * Running the shop (issue 19): the Overview's numbers, the searchable order list and its CSV
 * export, low stock and every stock change. Amounts are major units of the shop's currency.
 */

/** A calendar day of the shop (its time zone, SHOP_TIME_ZONE): 2026-11-26. */
export const DaySchema = z
  .string({ error: 'A date must be text like 2026-11-26' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date must look like 2026-11-26')
  .refine((value) => {
    // Date.parse rolls 2026-02-30 over into March: a real date reads back as itself.
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
  }, 'Not a real date');

/** The longest range the Overview and the order search take: a little over two years. */
export const MAX_RANGE_DAYS = 800;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const rangeIssue = (range: { from?: string; to?: string }) => {
  if (!range.from || !range.to) return null;
  const days = daysInRange(range.from, range.to);
  if (days < 1) return 'The start date must not be after the end date';
  if (days > MAX_RANGE_DAYS) return `Choose a range of at most ${MAX_RANGE_DAYS} days`;
  return null;
};

/** GET /api/admin/stats: both days counted; without them, the last 30 days up to today. */
export const StatsQuerySchema = z
  .object({ from: DaySchema.optional(), to: DaySchema.optional() })
  .superRefine((range, ctx) => {
    const issue = rangeIssue(range);
    if (issue) ctx.addIssue({ code: 'custom', path: ['from'], message: issue });
  });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const Count = z.number().int();
const Money = z.number();

/** Orders and revenue of a set of orders: revenue is their totals (delivery included). */
const Totals = z.object({ orders: Count, revenue: Money });

export const LowStockProductSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  availableQty: Count,
  lowStockThreshold: Count,
});
export type LowStockProduct = z.infer<typeof LowStockProductSchema>;

const TopProductSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: Count,
  revenue: Money,
});

const PromotionStatsSchema = z.object({
  id: z.string(),
  /** Null for an automatic promotion. */
  code: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  uses: Count,
  discount: Money,
  /** The totals of the orders that used it (after discounts and refunds, delivery included). */
  sales: Money,
});

export const StatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Orders of the range that are not cancelled, and their totals. Cancelled orders are no revenue. */
  orders: Count,
  revenue: Money,
  /** Today, the last 7 and the last 30 days (today counted), whatever the range. */
  periods: z.object({ today: Totals, last7: Totals, last30: Totals }),
  /** Every day of the range, also those without orders. */
  byDay: z.array(Totals.extend({ day: z.string() })),
  /** Every status, cancelled ones with what they would have brought. */
  byStatus: z.array(Totals.extend({ status: z.enum(ORDER_STATUSES) })),
  /** The ten best parts by the revenue of their lines, and by quantity. */
  topProducts: z.object({ byRevenue: z.array(TopProductSchema), byQuantity: z.array(TopProductSchema) }),
  paymentMethods: z.array(Totals.extend({ method: z.enum(PAYMENT_METHODS) })),
  /** Delivery districts; orders without delivery details under null. */
  districts: z.array(Totals.extend({ district: z.string().nullable() })),
  lowStock: z.array(LowStockProductSchema),
  /** Issue 37: what promotions took off the range's orders that are not cancelled (revenue is net of it). */
  discount: Money.optional(),
  /** Issue 37: each promotion used in the range: its uses, the discount it gave, and the totals of those orders. */
  promotions: z.array(PromotionStatsSchema).optional(),
});
export type Stats = z.infer<typeof StatsSchema>;

export const ORDER_SEARCH_STATUSES = [...ORDER_STATUSES, 'active', 'all'] as const;

/** The filters of the admin's order search and of its CSV export. */
export const OrderSearchFilterSchema = z
  .object({
    /** An order number (CP-10001 or 10001), part of an e-mail address, or of a phone number. */
    q: queryText('Search text', 100).optional(),
    /** `all` (the default here) includes cancelled orders; `active` is every order not cancelled. */
    status: z
      .enum(ORDER_SEARCH_STATUSES, { error: `Status must be one of ${ORDER_SEARCH_STATUSES.join(', ')}` })
      .optional(),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` })
      .optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  })
  .strip();
export type OrderSearchFilter = z.infer<typeof OrderSearchFilterSchema>;

export const ORDER_SEARCH_PAGE_SIZE = 25;

export const OrderSearchQuerySchema = OrderSearchFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
}).superRefine((range, ctx) => {
  const issue = rangeIssue(range);
  if (issue) ctx.addIssue({ code: 'custom', path: ['from'], message: issue });
});
export type OrderSearchQuery = z.infer<typeof OrderSearchQuerySchema>;

export const OrderCsvQuerySchema = OrderSearchFilterSchema.superRefine((range, ctx) => {
  const issue = rangeIssue(range);
  if (issue) ctx.addIssue({ code: 'custom', path: ['from'], message: issue });
});

/** A page of orders, newest first: every part (line) of each order as the lists show them. */
export const OrderSearchPageSchema = z.object({
  items: z.array(OrderSchema),
  /** Orders (not lines) that match. */
  total: Count,
  page: Count,
  limit: Count,
});
export type OrderSearchPage = z.infer<typeof OrderSearchPageSchema>;

/** The CSV's columns, in order (one row per ordered part). */
export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Date',
  'Customer',
  'Email',
  'Phone',
  'District',
  'Address',
  'Part',
  'Quantity',
  'Size',
  'Price',
  'Delivery fee',
  'Total',
  'Payment method',
  'Paid',
  'Status',
  'Courier',
  'Tracking number',
  // Issue 35: what the order's returns paid back (0.00 for none).
  'Refunded',
  // Issue 37: this part's share of the order's discount (0.00 for none); last, so columns read by
  // position keep their places.
  'Discount',
] as const;

/** Why a product's stock changed. Admins give one of STOCK_EDIT_REASONS with a stock edit. */
export const STOCK_REASONS = [
  'order',
  'cancel',
  'checkout',
  'restock',
  'damage',
  'correction',
  'edit',
  'return',
  'write-off',
  // Issue 36: a catalogue spreadsheet's stock column.
  'import',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_EDIT_REASONS = ['restock', 'damage', 'correction'] as const;
export type StockEditReason = (typeof STOCK_EDIT_REASONS)[number];
export const StockEditReasonSchema = z.enum(STOCK_EDIT_REASONS, {
  error: `The reason for a stock change must be one of ${STOCK_EDIT_REASONS.join(', ')}`,
});

export const StockChangeSchema = z.object({
  /** Who changed it: an admin's or customer's name, or the shop itself. */
  by: z.string(),
  at: z.string(),
  before: Count,
  after: Count,
  reason: z.enum(STOCK_REASONS),
  /** The order behind it, CP-10001, when there is one. */
  orderNumber: z.string().nullable(),
  /** Issue 35: parts a return brought back damaged and written off (reason write-off). */
  writtenOff: Count.optional(),
  /** Issue 35: "return RT-10001". */
  note: z.string().nullable().optional(),
});
export type StockChange = z.infer<typeof StockChangeSchema>;
export const StockHistorySchema = z.array(StockChangeSchema);

/**
 * A product's parts in open orders (placed or confirmed, not yet shipped), as the shop owner tells
 * them apart: `held` by orders not yet paid nor confirmed (they come back to stock when such an
 * order expires or is cancelled), `sold` in orders paid or confirmed, waiting to ship. Neither is
 * in `availableQty` any more. `awaitingVerification` is the part of `held` in cash orders of
 * accounts whose e-mail address is not verified.
 */
export const HeldStockSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  held: Count,
  awaitingVerification: Count,
  sold: Count,
});
export type HeldStock = z.infer<typeof HeldStockSchema>;
export const HeldStockListSchema = z.array(HeldStockSchema);

/** The default low-stock threshold of a product: at or under it, a part is low. */
export const LOW_STOCK_DEFAULT = 5;

/** GET /api/admin/orders.csv answers text/csv, streamed. */
export const OrderCsvSchema = z.string().describe('text/csv; charset=utf-8');
