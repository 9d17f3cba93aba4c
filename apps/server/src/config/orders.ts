import {
  CurrencySchema,
  DEFAULT_REVIEWS_PER_DAY,
  DELIVERY_FEE_DEFAULTS,
  type DeliveryFeeRule,
  type ShopCurrency,
  toMinorUnits,
} from '@chaka/contract';
import { z } from 'zod';
import { amount, hours, orderValue, units } from './fields.js';

/** COD_ADVANCE's choices (issue 34): no advance, every cash order's fee, the risky ones' fee. */
export const COD_ADVANCE_MODES = ['off', 'fee', 'risky'] as const;
export type CodAdvanceMode = (typeof COD_ADVANCE_MODES)[number];
export interface CodAdvance {
  mode: CodAdvanceMode;
  /** Above this total (minor units) a cash order is risky; null: the total never makes it so. */
  overMinor: number | null;
}

/**
 * The settings of selling: the currency, the delivery charges, unpaid orders, reviews and what one
 * account may order and hold. A part of config.ts's schema; every amount is read in major units
 * and kept in minor units.
 */
export const ORDERS_ENV = {
  SHOP_CURRENCY: CurrencySchema.default('USD'),
  DELIVERY_FEE_DHAKA: amount.optional(),
  DELIVERY_FEE_OUTSIDE_DHAKA: amount.optional(),
  FREE_DELIVERY_OVER: z.union([z.literal('off'), amount]).optional(),
  UNPAID_ORDER_TTL: hours.default(24),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(10_000).default(5),
  // Reviews one account may add in 24 hours (issue 30): the rest are refused with 429.
  REVIEWS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_REVIEWS_PER_DAY),
  // What one account may order and hold (docs/decisions/027): units of one product in one order,
  // the value of one order's parts, units in its open (not yet shipped) orders; lower until the
  // account's e-mail address is verified.
  MAX_LINE_QUANTITY: units.default(100),
  MAX_ORDER_VALUE: orderValue.optional(),
  MAX_OPEN_UNITS: units.default(200),
  UNVERIFIED_MAX_LINE_QUANTITY: units.default(10),
  UNVERIFIED_MAX_OPEN_UNITS: units.default(20),
  COD_UNCONFIRMED_TTL: hours.default(24),
  // Issue 34: which cash orders pay their delivery fee online first (features/orders/cod-advance.ts).
  COD_ADVANCE: z.enum(COD_ADVANCE_MODES).default('off'),
  COD_ADVANCE_OVER: amount.optional(),
};

type OrdersEnv = z.output<z.ZodObject<typeof ORDERS_ENV>>;

/** A delivery fee owed in advance is paid through SSLCommerz: without it no cash order could pay. */
export function checkCodAdvanceEnv(
  env: { COD_ADVANCE: CodAdvanceMode; SSLCOMMERZ_STORE_ID?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (env.COD_ADVANCE !== 'off' && !env.SSLCOMMERZ_STORE_ID)
    ctx.addIssue({
      code: 'custom',
      path: ['COD_ADVANCE'],
      message: `${env.COD_ADVANCE} needs SSLCommerz (SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD): the delivery fee is paid through it`,
    });
}

/** What one account may order and hold; the unverified caps apply until its e-mail is verified. */
export interface OrderCaps {
  /** Units of one product in one order. */
  maxLineQuantity: number;
  /** The value of one order's parts (subtotal, delivery not counted), in minor units. */
  maxOrderMinor: number;
  /** Units in the account's open orders (placed or confirmed), this order's included. */
  maxOpenUnits: number;
  unverifiedMaxLineQuantity: number;
  unverifiedMaxOpenUnits: number;
}

export interface OrdersConfig {
  /** The currency of every amount (SHOP_CURRENCY). */
  currency: ShopCurrency;
  /** Delivery charges in minor units of the currency. */
  delivery: DeliveryFeeRule;
  /** Unpaid online orders are cancelled after this many hours; a customer holds at most maxUnpaid. */
  unpaidOrders: { ttlHours: number; maxUnpaid: number };
  /** Reviews one account may add in 24 hours (REVIEWS_PER_DAY). */
  reviewsPerDay: number;
  /** A cash order of an account whose e-mail is not verified is cancelled after this many hours. */
  codUnconfirmedTtlHours: number;
  /** What one account may order and hold (docs/decisions/027). */
  orderCaps: OrderCaps;
  /**
   * Issue 34: which cash on delivery orders pay their delivery fee online before they are
   * confirmed (COD_ADVANCE): none, every one, or the risky ones, whose phone has returns or whose
   * total is above overMinor (COD_ADVANCE_OVER, in minor units; null: the total never counts).
   */
  codAdvance: CodAdvance;
}

/** MAX_ORDER_VALUE's default, in major units of each currency. */
export const MAX_ORDER_VALUE_DEFAULTS: Record<ShopCurrency, number> = { USD: 5_000, BDT: 500_000 };

export function ordersConfig(e: OrdersEnv): OrdersConfig {
  return {
    currency: e.SHOP_CURRENCY,
    delivery: deliveryRule(e),
    unpaidOrders: { ttlHours: e.UNPAID_ORDER_TTL, maxUnpaid: e.MAX_UNPAID_ORDERS },
    reviewsPerDay: e.REVIEWS_PER_DAY,
    codUnconfirmedTtlHours: e.COD_UNCONFIRMED_TTL,
    codAdvance: {
      mode: e.COD_ADVANCE,
      overMinor: e.COD_ADVANCE_OVER === undefined ? null : toMinorUnits(e.COD_ADVANCE_OVER),
    },
    orderCaps: {
      maxLineQuantity: e.MAX_LINE_QUANTITY,
      maxOrderMinor: toMinorUnits(e.MAX_ORDER_VALUE ?? MAX_ORDER_VALUE_DEFAULTS[e.SHOP_CURRENCY]),
      maxOpenUnits: e.MAX_OPEN_UNITS,
      unverifiedMaxLineQuantity: e.UNVERIFIED_MAX_LINE_QUANTITY,
      unverifiedMaxOpenUnits: e.UNVERIFIED_MAX_OPEN_UNITS,
    },
  };
}

/** The delivery charges: the currency's defaults, with any the environment sets instead. */
function deliveryRule(e: OrdersEnv): DeliveryFeeRule {
  const defaults = DELIVERY_FEE_DEFAULTS[e.SHOP_CURRENCY];
  const minor = (value: number | undefined, fallback: number) =>
    value === undefined ? fallback : toMinorUnits(value);
  return {
    dhakaFee: minor(e.DELIVERY_FEE_DHAKA, defaults.dhakaFee),
    outsideFee: minor(e.DELIVERY_FEE_OUTSIDE_DHAKA, defaults.outsideFee),
    freeOver:
      e.FREE_DELIVERY_OVER === 'off'
        ? null
        : e.FREE_DELIVERY_OVER === undefined
          ? defaults.freeOver
          : toMinorUnits(e.FREE_DELIVERY_OVER),
  };
}
