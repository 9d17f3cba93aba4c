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
}

/** An order priced from the products as read, to be written if its stock and prices still hold. */
export interface PricedOrder {
  lines: PricedLine[];
  amounts: { subtotalMinor: number; deliveryFeeMinor: number; totalMinor: number };
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
    return { ...line, unitMinor, listMinor: found[index]!.priceMinor, lineMinor: unitMinor * line.quantity };
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
    amounts: { subtotalMinor, deliveryFeeMinor, totalMinor },
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
