// What `npm run bench` checks after its load: no oversell or lost stock, and every order's mails out.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, type Shop, signIn } from './shop.js';

/** For each product: the stock left plus the quantities of its live orders. */
export async function stockLedger(shop: Shop, productIds: string[]): Promise<number[]> {
  const admin = await signIn(shop, ADMIN.email, ADMIN.password);
  const [list, orders] = await Promise.all([
    fetch(`${shop.url}/api/services`).then((response) => response.json()),
    fetch(`${shop.url}/api/orders`, { headers: admin.headers }).then((response) => response.json()),
  ]);
  const ordered = new Map<string, number>();
  for (const line of orders as Array<{ productId: string; quantity: number }>)
    ordered.set(line.productId, (ordered.get(line.productId) ?? 0) + line.quantity);
  const stock = new Map(
    (list as Array<{ _id: string; availableQty: number }>).map((p) => [p._id, p.availableQty]),
  );
  return productIds.map((id) => (stock.get(id) ?? 0) + (ordered.get(id) ?? 0));
}

/**
 * No oversell, no lost stock (the crash test's rule): after the order cases, each product's stock
 * plus the quantities of its live orders is what it was before them.
 */
export async function checkStock(shop: Shop, productIds: string[], before: number[]): Promise<string> {
  const after = await stockLedger(shop, productIds);
  const wrong = productIds.filter((_, index) => after[index] !== before[index]);
  return wrong.length === 0
    ? `stock + live ordered quantities unchanged on each of the ${productIds.length} ordered products: no oversell`
    : `STOCK MISMATCH on ${wrong.length} of ${productIds.length} products: oversold or lost stock`;
}

/** The orders placed so far, as the admin's list has them (one entry per ordered part). */
export async function orderCount(shop: Shop): Promise<number> {
  const admin = await signIn(shop, ADMIN.email, ADMIN.password);
  const orders = await fetch(`${shop.url}/api/orders`, { headers: admin.headers }).then((r) => r.json());
  return new Set((orders as Array<{ _id: string }>).map((order) => order._id)).size;
}

/** The mails the shop has written to its outbox (it runs without SMTP_URL). */
export function outboxMails(dataDir: string): number {
  const outbox = path.join(dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.eml')).length : 0;
}

/**
 * Every order placed by the cases has its two mails (confirmation and notice), sent from their
 * queue off the request (decision 022): how long after the load they were all out.
 */
export async function checkMails(
  shop: Shop,
  dataDir: string,
  before: { orders: number; mails: number },
  timeoutMs = 180_000,
): Promise<string> {
  const expected = before.mails + 2 * ((await orderCount(shop)) - before.orders);
  const started = performance.now();
  while (outboxMails(dataDir) < expected && performance.now() - started < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const written = outboxMails(dataDir) - before.mails;
  return written >= expected - before.mails
    ? `all ${written} mails of the orders (two an order) were out ${seconds} s after the load`
    : `MAILS MISSING: ${written} of ${expected - before.mails} order mails after ${seconds} s`;
}
