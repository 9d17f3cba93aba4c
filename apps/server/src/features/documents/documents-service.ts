import {
  amountToCollect,
  documentMessages,
  formatOrderNumber,
  isId,
  type OrderDocuments,
  type OrderDocumentsQuery,
  orderMessages,
  orderReading,
  type PackingSlip,
  PackingSlipSchema,
} from '@chaka/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, products } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { isOwner } from '../../lib/ownership.js';

/** A line whose part was deleted since weighs what a part weighs until it is told (the column's default). */
const UNKNOWN_PART_GRAMS = 500;

/** Who the invoice is from: SITE_NAME, and SHOP_ADDRESS (its lines) when it is set. */
export interface ShopHeading {
  name: string;
  address: string[] | null;
}

/**
 * What the invoice and the packing slip of an order print: its lines with their parts' weights,
 * the parcel's weight and what the courier collects. Whose the order is, the route's ownership
 * check decided before this runs (lib/owner-checks.ts). A packer (issue 38) is given what the
 * packing slip prints, of the orders they may read, and is refused the invoice.
 */
export async function orderDocuments(
  db: Db,
  shop: ShopHeading,
  id: string,
  caller: Identity,
  query: OrderDocumentsQuery,
): Promise<OrderDocuments | PackingSlip> {
  const [order] = isId(id) ? await db.select().from(orders).where(eq(orders.id, id)) : [];
  if (!order) throw notFound(orderMessages.notFound);
  // A packer reads the slip of an order to pack or on its way; any other order is 404 to them.
  const reading = orderReading(caller.permissions, isOwner(caller, order.userId), order.status);
  if (reading === 'hidden') throw notFound(orderMessages.notFound);
  const packer = reading === 'packer';
  if (packer && query.document === 'invoice') throw forbidden(documentMessages.packerNoInvoice);
  const rows = await db
    .select({ line: orderLines, weightGrams: products.weightGrams })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.createdAt), asc(orderLines.id));
  const lines = rows.map(({ line, weightGrams }) => ({
    lineId: line.id,
    productName: line.productName,
    size: line.size,
    quantity: line.quantity,
    priceMinor: line.priceMinor,
    weightGrams: (weightGrams ?? UNKNOWN_PART_GRAMS) * line.quantity,
  }));
  const { deliveryName: name, deliveryPhone: phone, deliveryDistrict: district } = order;
  const address = order.deliveryAddress;
  const documents: OrderDocuments = {
    shop,
    orderNumber: formatOrderNumber(order.orderNumber),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paid: order.paid,
    lines,
    subtotalMinor: order.subtotalMinor,
    deliveryFeeMinor: order.deliveryFeeMinor,
    discountMinor: order.discountMinor,
    promotionCode: order.promotionCode,
    totalMinor: order.totalMinor,
    advancePaidMinor: order.advancePaid ? order.advanceMinor : 0,
    amountToCollectMinor: amountToCollect(order),
    parcelWeightGrams: lines.reduce((sum, line) => sum + line.weightGrams, 0),
    delivery: name && phone && district && address ? { name, phone, district, address } : null,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  };
  return packer ? PackingSlipSchema.parse(documents) : documents;
}
