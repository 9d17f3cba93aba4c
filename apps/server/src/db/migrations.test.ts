import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropEverything, migrateTo, query } from '../cli/backup-schema.js';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { orderEvents, orderLines, orders, payments, user } from './schema/index.js';

/** A database as the shop left it at migration 0004 (before orders had lines and statuses). */
async function databaseAt0004(): Promise<Database> {
  const database = await createTestDatabase();
  await dropEverything(database.db);
  await migrateTo(database, 5);
  return database;
}

describe('migration 0005: orders with lines and statuses', () => {
  let database: Database;
  const ids = {
    first: '00000000-0000-4000-8000-000000000001',
    second: '00000000-0000-4000-8000-000000000002',
    third: '00000000-0000-4000-8000-000000000003',
  };
  beforeAll(async () => {
    database = await databaseAt0004();
    const db = database.db;
    const [product] = await query<{ id: string }>(
      db,
      sql`insert into products (name, description, image, price_cents, available_qty, min_order_qty)
          values ('Front Brake Pads', 'Ceramic pads.', '/images/parts/pads.svg', 2000, 10, 1) returning id`,
    );
    // Inserted out of the order they were placed in: numbers follow created_at.
    await db.execute(sql`insert into orders
      (id, product_id, user_id, email, user_name, product_name, image, size, quantity, price_cents, paid, transaction_id, created_at)
      values
      (${ids.second}, ${product!.id}, null, 'karim@example.com', 'Karim Ahmed', 'Front Brake Pads', '/images/parts/pads.svg', 'M', 2, 4000, true, 'pi_paid', '2026-05-02T10:00:00Z'),
      (${ids.first}, null, null, 'rahim@example.com', 'Rahim Uddin', 'Gone Part', '/images/parts/gone.svg', 'L', 1, 1250, false, null, '2026-05-01T10:00:00Z'),
      (${ids.third}, ${product!.id}, null, 'rahim@example.com', 'Rahim Uddin', 'Front Brake Pads', '/images/parts/pads.svg', 'S', 3, 0, false, null, '2026-05-03T10:00:00Z')`);
    await db.execute(sql`insert into payments (order_id, provider, intent_id, amount_cents, status)
      values (${ids.second}, 'test', 'pi_paid', 4000, 'succeeded')`);
    await database.migrate();
  });
  afterAll(() => database.close());

  it('keeps every order with its id, numbers them in the order they came in, placed and paid online', async () => {
    const rows = await database.db.select().from(orders).orderBy(asc(orders.orderNumber));
    expect(rows.map((row) => [row.id, row.orderNumber])).toEqual([
      [ids.first, 10001],
      [ids.second, 10002],
      [ids.third, 10003],
    ]);
    expect(rows.map((row) => [row.subtotalMinor, row.deliveryFeeMinor, row.totalMinor])).toEqual([
      [1250, 0, 1250],
      [4000, 0, 4000],
      [0, 0, 0],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'placed',
        paymentMethod: 'online',
        deliveryName: null,
        deliveryPhone: null,
        deliveryDistrict: null,
        deliveryAddress: null,
        courier: null,
        trackingNumber: null,
      });
    }
    expect(rows[1]).toMatchObject({ paid: true, transactionId: 'pi_paid', email: 'karim@example.com' });
  });

  it('moves each order into one line with the same data, and a placed event at its time', async () => {
    const lines = await database.db.select().from(orderLines).orderBy(asc(orderLines.createdAt));
    expect(
      lines.map(({ orderId, productName, image, size, quantity, priceMinor }) => ({
        orderId,
        productName,
        image,
        size,
        quantity,
        priceMinor,
      })),
    ).toEqual([
      {
        orderId: ids.first,
        productName: 'Gone Part',
        image: '/images/parts/gone.svg',
        size: 'L',
        quantity: 1,
        priceMinor: 1250,
      },
      {
        orderId: ids.second,
        productName: 'Front Brake Pads',
        image: '/images/parts/pads.svg',
        size: 'M',
        quantity: 2,
        priceMinor: 4000,
      },
      {
        orderId: ids.third,
        productName: 'Front Brake Pads',
        image: '/images/parts/pads.svg',
        size: 'S',
        quantity: 3,
        priceMinor: 0,
      },
    ]);
    expect(lines[0]!.productId).toBeNull();
    expect(lines[1]!.productId).toEqual(expect.any(String));
    const events = await database.db.select().from(orderEvents).orderBy(asc(orderEvents.at));
    expect(
      events.map(({ orderId, status, by, note, at }) => ({
        orderId,
        status,
        by,
        note,
        at: at.toISOString(),
      })),
    ).toEqual([
      { orderId: ids.first, status: 'placed', by: 'Rahim Uddin', note: null, at: '2026-05-01T10:00:00.000Z' },
      {
        orderId: ids.second,
        status: 'placed',
        by: 'Karim Ahmed',
        note: null,
        at: '2026-05-02T10:00:00.000Z',
      },
      { orderId: ids.third, status: 'placed', by: 'Rahim Uddin', note: null, at: '2026-05-03T10:00:00.000Z' },
    ]);
    const [payment] = await database.db.select().from(payments).where(eq(payments.intentId, 'pi_paid'));
    expect(payment!.orderId).toBe(ids.second);
  });

  it('numbers the next order after the existing ones', async () => {
    const [next] = await database.db
      .insert(orders)
      .values({
        email: 'new@example.com',
        userName: 'New Buyer',
        subtotalMinor: 100,
        deliveryFeeMinor: 0,
        totalMinor: 100,
      })
      .returning();
    expect(next!.orderNumber).toBe(10004);
  });

  it('starts the numbers at 10001 on a database without orders', async () => {
    const empty = await databaseAt0004();
    try {
      await empty.migrate();
      const [first] = await empty.db
        .insert(orders)
        .values({
          email: 'new@example.com',
          userName: 'New Buyer',
          subtotalMinor: 0,
          deliveryFeeMinor: 0,
          totalMinor: 0,
        })
        .returning();
      expect(first!.orderNumber).toBe(10001);
    } finally {
      await empty.close();
    }
  });
});

describe('migration 0011: each account counts its unpaid orders', () => {
  let database: Database;
  const buyer = '00000000-0000-4000-8000-0000000000b1';
  const other = '00000000-0000-4000-8000-0000000000b2';
  const unpaidOf = async (id: string) =>
    (await database.db.select({ n: user.unpaidOrders }).from(user).where(eq(user.id, id)))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    await dropEverything(database.db);
    await migrateTo(database, 11);
    await database.db.execute(sql`insert into "user" (id, name, email) values
      (${buyer}, 'Rahim Uddin', 'rahim@example.com'), (${other}, 'Karim Ahmed', 'karim@example.com')`);
    // Live and unpaid: the first two. Paid, free, shipped, cancelled or without account: not counted.
    await database.db.execute(sql`insert into orders
      (user_id, email, user_name, status, payment_method, paid, subtotal_cents, delivery_fee_cents, total_cents)
      values
      (${buyer}, 'rahim@example.com', 'Rahim Uddin', 'placed', 'online', false, 1000, 100, 1100),
      (${buyer}, 'rahim@example.com', 'Rahim Uddin', 'confirmed', 'cod', false, 1000, 100, 1100),
      (${buyer}, 'rahim@example.com', 'Rahim Uddin', 'placed', 'online', true, 1000, 100, 1100),
      (${buyer}, 'rahim@example.com', 'Rahim Uddin', 'placed', 'online', false, 0, 0, 0),
      (${buyer}, 'rahim@example.com', 'Rahim Uddin', 'shipped', 'cod', false, 1000, 100, 1100),
      (${buyer}, 'rahim@example.com', 'Rahim Uddin', 'cancelled', 'online', false, 1000, 100, 1100),
      (null, 'gone@example.com', 'Gone Buyer', 'placed', 'online', false, 1000, 100, 1100)`);
    await database.migrate();
  });
  afterAll(() => database.close());

  it('counts the live unpaid orders already there', async () => {
    expect(await unpaidOf(buyer)).toBe(2);
    expect(await unpaidOf(other)).toBe(0);
  });

  it('keeps the count on every later write of an order', async () => {
    const [placed] = await database.db
      .insert(orders)
      .values({
        userId: other,
        email: 'karim@example.com',
        userName: 'Karim Ahmed',
        subtotalMinor: 1000,
        deliveryFeeMinor: 100,
        totalMinor: 1100,
      })
      .returning();
    expect(await unpaidOf(other)).toBe(1);
    await database.db.update(orders).set({ userId: buyer }).where(eq(orders.id, placed!.id));
    expect([await unpaidOf(other), await unpaidOf(buyer)]).toEqual([0, 3]);
    await database.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, placed!.id));
    expect(await unpaidOf(buyer)).toBe(3);
    await database.db.update(orders).set({ paid: true }).where(eq(orders.id, placed!.id));
    expect(await unpaidOf(buyer)).toBe(2);
    await database.db.update(orders).set({ paid: false }).where(eq(orders.id, placed!.id));
    await database.db.delete(orders).where(eq(orders.id, placed!.id));
    expect(await unpaidOf(buyer)).toBe(2);
  });
});
