import {
  type Order,
  type OrderDetail,
  orderMessages,
  orderReading,
  PACKER_ORDER_STATUSES,
  type PackerOrder,
  type PackerOrderDetail,
  PackerOrderDetailSchema,
  PackerOrderSchema,
  packsOnly,
} from '@chaka/contract';
import { inArray } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { isOwner } from '../../lib/ownership.js';
import type { OrderRow } from './order-queries.js';

/**
 * What a packer reads of the orders (issue 38, contract/packer-view.ts): the orders to pack and
 * those on their way, without their amounts but what the courier collects. A packer's own orders,
 * as a customer of the shop, are theirs in full.
 */

/** Whether the caller reads the shop's orders as a packer (permissions.ts, packsOnly). */
export const readsAsPacker = (caller: Identity) => packsOnly(caller.permissions);

/** The orders a packer's lists and searches hold. */
export const packerOrders = () => inArray(orders.status, PACKER_ORDER_STATUSES);

/**
 * Whether the caller reads this order as a packer (contract's orderReading): staff who pack, and
 * not the order's own customer. Any order but one to pack or on its way is 404 to a packer.
 */
export function readsOrderAsPacker(caller: Identity, order: Pick<OrderRow, 'userId' | 'status'>): boolean {
  const reading = orderReading(caller.permissions, isOwner(caller, order.userId), order.status);
  if (reading === 'hidden') throw notFound(orderMessages.notFound);
  return reading === 'packer';
}

/** A list entry as a packer reads it: the schema keeps only its fields (no amounts but dueOnDelivery). */
export const toPackerOrder = (order: Order): PackerOrder => PackerOrderSchema.parse(order);

/** An order's page as a packer reads it. */
export const toPackerOrderDetail = (detail: OrderDetail): PackerOrderDetail =>
  PackerOrderDetailSchema.parse(detail);
