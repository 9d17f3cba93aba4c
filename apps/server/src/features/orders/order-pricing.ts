import { type Delivery, deliveryFee, type PaymentMethod } from '@chaka/contract';
import type { OrderCaps } from '../../config.js';
import { type AdvanceTerms, advanceTerms } from './cod-advance.js';
import type { OrderContext } from './order-context.js';
import type { OrderRequest } from './order-request.js';
import type { ProductRow } from './product-snapshots.js';
import type { QuotedPrices } from './quoted-lines.js';

/** One line as it is to be written: the unit price it was priced at, and its amount. */
export interface PricedLine {
  productId: string;
  size: string;
  quantity: number;
  unitMinor: number;
  /** The product's own price as read: the stock is taken only while it still is (take-stock.ts). */
  listMinor: number;
  lineMinor: number;
  /** Issue 37: this line's share of the order's discount (features/promotions). */
  discountMinor: number;
}

/** An order priced from the products as read, to be written if its stock and prices still hold. */
export interface PricedOrder {
  lines: PricedLine[];
  amounts: { subtotalMinor: number; discountMinor: number; deliveryFeeMinor: number; totalMinor: number };
  /** Issue 37: the code the order is placed with, as the shop wrote it. */
  promotionCode: string | null;
  /** Whether the promotions were priced in (the transaction); else the statement refuses while an automatic one runs. */
  promotionsPriced: boolean;
  delivery: Delivery | undefined;
  paymentMethod: PaymentMethod;
  maxUnpaid: number;
  /** What one account may order and hold (order-caps.ts). */
  caps: OrderCaps;
  /** The reason the stock history gives for the stock taken (stock_changes). */
  source: 'order' | 'checkout';
  /** Whether placing it queues an SMS to the customer (SMS_EVENTS, order-sms-queue.ts). */
  placedSms: boolean;
  /** Whether a cash order pays its delivery fee in advance, decided by the statement (cod-advance.ts). */
  advance: AdvanceTerms;
}

/**
 * Each line at its product's price, or its quote's (`found`: the lines' products, in the lines' order), and one
 * delivery fee for the order from the shop's delivery charges. Nothing is taken from the request
 * but what is ordered, where to, and how it is paid.
 */
export function priceOrder(
  context: OrderContext,
  request: OrderRequest,
  found: ProductRow[],
  quotes: QuotedPrices = new Map(),
): PricedOrder {
  const lines = request.lines.map((line, index) => {
    // A line of a quote (issue 36) at the price the shop quoted this buyer (quoted-lines.ts).
    const quoted = line.quote ? quotes.get(line.quote) : undefined;
    const unitMinor = quoted ?? found[index]!.priceMinor;
    const lineMinor = unitMinor * line.quantity;
    return { ...line, unitMinor, listMinor: found[index]!.priceMinor, lineMinor, discountMinor: 0 };
  });
  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineMinor, 0);
  // Without delivery details the higher, outside-Dhaka fee applies until they are added.
  const deliveryFeeMinor = deliveryFee(
    { district: request.delivery?.district ?? '', subtotalMinor: subtotalMinor },
    context.delivery,
  );
  const totalMinor = subtotalMinor + deliveryFeeMinor;
  return {
    lines,
    amounts: { subtotalMinor, discountMinor: 0, deliveryFeeMinor, totalMinor },
    promotionCode: null,
    promotionsPriced: false,
    delivery: request.delivery,
    paymentMethod: request.paymentMethod,
    maxUnpaid: context.unpaidOrders.maxUnpaid,
    caps: context.caps,
    source: request.source,
    placedSms: context.smsQueue.sends('placed'),
    advance: advanceTerms(context, {
      paymentMethod: request.paymentMethod,
      district: request.delivery?.district ?? '',
      totalMinor,
    }),
  };
}

/**
 * Each product once, with every line's quantity of it (the same part in two sizes is two lines)
 * and its smallest line, which the product's minimum quantity must still allow.
 */
export function perProduct(lines: PricedLine[]) {
  const wanted = new Map<string, { quantity: number; unitMinor: number; leastLine: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.productId) ?? {
      quantity: 0,
      // The product's own price, also for a line a quote prices (order-pricing.ts).
      unitMinor: line.listMinor,
      leastLine: line.quantity,
    };
    entry.quantity += line.quantity;
    entry.leastLine = Math.min(entry.leastLine, line.quantity);
    wanted.set(line.productId, entry);
  }
  return wanted;
}
