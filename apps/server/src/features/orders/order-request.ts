import type { Delivery, PaymentMethod, Size } from '@chaka/contract';
import type { HttpError } from '../../lib/errors.js';
import type { ProductRow } from './product-snapshots.js';

/** One part of an order to place: which product, which size, how many (merged already). */
interface LineRequest {
  productId: string;
  size: Size;
  quantity: number;
  /** The part request whose quote prices the line (issue 36, quoted-lines.ts). */
  quote?: string;
}

/** What an order of one or several lines is placed with; prices and fee are never taken from it. */
export interface OrderRequest {
  lines: LineRequest[];
  delivery: Delivery | undefined;
  paymentMethod: PaymentMethod;
  /** How the stock history names the stock it takes: a single order or a cart's checkout. */
  source: 'order' | 'checkout';
  /** Issue 37: a promotion code: such an order is placed in a transaction (features/promotions). */
  code?: string | undefined;
}

/**
 * How a refused line is told to the customer: a single order answers with the spec's messages, a
 * checkout names the part (features/orders/checkout.ts).
 */
export interface LineRefusals {
  /** The line's product does not exist (any more): 404. */
  productGone(): HttpError;
  /** The line against its product as read; null when it may be ordered. */
  checkLine(product: ProductRow, quantity: number): HttpError | null;
  /** The stock is short of the line; `available` is what was left for it. */
  shortOfStock(product: ProductRow, available: number): HttpError;
}

/** Each product of the order once. */
export const productIdsOf = (request: OrderRequest) => [
  ...new Set(request.lines.map((line) => line.productId)),
];
