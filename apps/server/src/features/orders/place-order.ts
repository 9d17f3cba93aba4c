import {
  type CreateOrderBody,
  deliveryFee,
  messages,
  ORDER_TOTAL_MAX_CENTS,
  type Order,
  orderMessages,
  orderQuantityIssue,
} from '@chaka/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orderEvents, orderLines, orders, products, user } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { accountLocale } from '../../lib/i18n.js';
import type { Identity } from '../../lib/identity.js';
import type { OrderContext } from './order-context.js';
import { placedMails, sendOrderMails } from './order-mails.js';
import { recordOf, toOrder } from './order-queries.js';
import { countUnpaidOrders } from './unpaid-orders.js';

type ProductRow = typeof products.$inferSelect;

// Placing an order: read product -> check quantity -> lock buyer -> check unpaid orders ->
// reserve stock -> price with delivery -> write order, line and event -> mail.

/** Step 1: the product as it is now; an unknown one is a 404. */
async function readProduct(db: Db, productId: string): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound(orderMessages.productNotFound);
  return product;
}

/** Step 2: SPEC §5's rules against the product's minimum and stock, and the largest total we take. */
function checkQuantity(product: ProductRow, quantity: number): void {
  const issue = orderQuantityIssue(quantity, {
    orderQty: product.minOrderQty,
    availableQty: product.availableQty,
  });
  if (issue) throw badRequest(issue);
  if (product.priceCents * quantity > ORDER_TOTAL_MAX_CENTS) throw badRequest(orderMessages.tooExpensive);
}

/**
 * Step 3: the buyer's account still exists, and stays while the order is written. A session can
 * outlive its account by the few seconds a signed session cookie is trusted without a lookup. The
 * lock also puts the same buyer's orders one after the other, so the unpaid limit counts them all.
 */
async function lockBuyer(tx: Tx, buyer: Identity): Promise<void> {
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, buyer.id))
    .for('no key update');
  if (!account) throw unauthorized();
}

/** Step 4: a customer holds at most MAX_UNPAID_ORDERS unpaid orders (stock hoarding). */
async function checkUnpaidLimit(tx: Tx, context: OrderContext, buyer: Identity): Promise<void> {
  const max = context.unpaidOrders.maxUnpaid;
  if ((await countUnpaidOrders(tx, buyer.id)) >= max) throw conflict(orderMessages.tooManyUnpaid(max));
}

/**
 * Step 5: takes the quantity off the stock only if that much is still there. The condition and the
 * decrement are one statement, so concurrent orders can never sell more than there is: each waits
 * for the row lock and re-checks the stock it finds. The product's price and name are read from the
 * same locked row, so the order is priced as it was when the stock was taken.
 */
async function reserveStock(tx: Tx, productId: string, quantity: number): Promise<ProductRow> {
  const [reserved] = await tx
    .update(products)
    .set({ availableQty: sql`${products.availableQty} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.availableQty, quantity)))
    .returning();
  if (!reserved) throw conflict(orderMessages.soldOut);
  return reserved;
}

/** Step 6: the amounts, from the locked product and the shop's delivery charges. */
function priceOrder(context: OrderContext, product: ProductRow, quantity: number, district: string | null) {
  const subtotalCents = product.priceCents * quantity;
  // Without delivery details the higher, outside-Dhaka fee applies until they are added.
  const deliveryFeeCents = deliveryFee(
    { district: district ?? '', subtotalMinor: subtotalCents },
    context.delivery,
  );
  const totalCents = subtotalCents + deliveryFeeCents;
  if (totalCents > ORDER_TOTAL_MAX_CENTS) throw badRequest(orderMessages.tooExpensive);
  return { subtotalCents, deliveryFeeCents, totalCents };
}

/** POST /api/orders: prices and stock are the server's; the body picks product, size, quantity and delivery. */
export async function placeOrder(
  context: OrderContext,
  buyer: Identity,
  body: CreateOrderBody,
): Promise<Order> {
  if (buyer.role === 'admin') throw forbidden(messages.orders.adminNotAllowed);
  const quantity = Number(body.quantity);
  const product = await readProduct(context.db, body.productId);
  checkQuantity(product, quantity);
  const record = await context.db.transaction(async (tx) => {
    await lockBuyer(tx, buyer);
    await checkUnpaidLimit(tx, context, buyer);
    const reserved = await reserveStock(tx, product.id, quantity);
    const amounts = priceOrder(context, reserved, quantity, body.delivery?.district ?? null);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyer.id,
        email: buyer.email,
        userName: buyer.name,
        paymentMethod: body.paymentMethod,
        ...amounts,
        deliveryName: body.delivery?.name,
        deliveryPhone: body.delivery?.phone,
        deliveryDistrict: body.delivery?.district,
        deliveryAddress: body.delivery?.address,
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: order!.id,
      productId: reserved.id,
      productName: reserved.name,
      image: reserved.image,
      size: body.size,
      quantity,
      priceCents: amounts.subtotalCents,
    });
    await tx.insert(orderEvents).values({ orderId: order!.id, status: 'placed', by: buyer.name });
    return recordOf(tx, order!);
  });
  void sendOrderMails(context, placedMails(context, record, await accountLocale(context.db, buyer.id)));
  return toOrder(record.order, record.lines[0]!, record.lines.length);
}
