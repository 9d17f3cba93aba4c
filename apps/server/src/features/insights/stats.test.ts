import { DISTRICTS, ORDER_STATUSES, type Stats } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orderLines } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { createOrderRecord, createProduct } from '../../test/factories.js';
import { SeededRandom, seedFrom } from '../../test/random.js';
import { useTestShop } from '../../test/use-test-shop.js';

const seed = seedFrom('STATS_SEED');

/** One order as the test made it, to sum by hand. */
interface Made {
  day: string;
  status: (typeof ORDER_STATUSES)[number];
  method: 'cod' | 'online';
  district: string | null;
  totalMinor: number;
  lines: Array<{ productName: string; quantity: number; priceMinor: number }>;
}

describe(`shop stats (STATS_SEED=${seed})`, () => {
  const shop = useTestShop({ customers: 1, admin: true });
  let app: App;
  let admin: Customer;
  let customer: Customer;
  const made: Made[] = [];
  const random = SeededRandom.from(seed);
  const parts = ['Ceramic Brake Pads', 'বাম্পার (Front Bumper)', 'Spark Plug, Iridium'];

  beforeAll(async () => {
    ({ app, admin, customer } = shop);
    // Forty orders over ten days of March 2025 in Dhaka, some of several parts, some cancelled.
    for (let index = 0; index < 40; index += 1) {
      const date = random.int(1, 10);
      const hour = random.int(0, 23);
      // 18:00 UTC and later is already the next day in Dhaka (UTC+6).
      const createdAt = new Date(Date.UTC(2025, 2, date, hour, random.int(0, 59)));
      const dhakaDate = hour >= 18 ? date + 1 : date;
      const lines = Array.from({ length: random.int(1, 3) }, () => ({
        productName: random.pick(parts),
        quantity: random.int(1, 4),
        priceMinor: random.int(1, 900_000),
      }));
      const subtotalMinor = lines.reduce((sum, line) => sum + line.priceMinor, 0);
      const deliveryFeeMinor = random.pick([0, 6000, 12_000]);
      const entry: Made = {
        day: `2025-03-${String(dhakaDate).padStart(2, '0')}`,
        status: random.pick(ORDER_STATUSES),
        method: random.pick(['cod', 'online'] as const),
        district: random.chance(0.2) ? null : random.pick(DISTRICTS.slice(0, 4)).name,
        totalMinor: subtotalMinor + deliveryFeeMinor,
        lines,
      };
      const order = await createOrderRecord(app.db, customer, lines[0], {
        createdAt,
        status: entry.status,
        paymentMethod: entry.method,
        deliveryDistrict: entry.district,
        subtotalMinor,
        deliveryFeeMinor,
        totalMinor: entry.totalMinor,
      });
      for (const line of lines.slice(1))
        await app.db.insert(orderLines).values({ orderId: order.id, image: '/x.svg', size: 'M', ...line });
      made.push(entry);
    }
  });

  const stats = async (query: string, who = admin) => {
    const response = await app.inject({ url: `/api/admin/stats?${query}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Stats;
  };
  const dollars = (cents: number) => cents / 100;
  // Cancelled and returned orders brought no money.
  const live = () => made.filter((order) => order.status !== 'cancelled' && order.status !== 'returned');
  const sumOf = (orders: Made[]) => ({
    orders: orders.length,
    revenue: dollars(orders.reduce((sum, order) => sum + order.totalMinor, 0)),
  });

  it('answers the orders and revenue of the range, to the cent, without cancelled or returned orders', async () => {
    const answer = await stats('from=2025-03-01&to=2025-03-11');
    expect({ orders: answer.orders, revenue: answer.revenue }).toEqual(sumOf(live()));
    expect(answer.byDay).toHaveLength(11);
    for (const day of answer.byDay)
      expect(day, day.day).toEqual({
        day: day.day,
        ...sumOf(live().filter((order) => order.day === day.day)),
      });
  });

  it('counts days in the shop time zone and takes only the days asked for', async () => {
    const answer = await stats('from=2025-03-02&to=2025-03-03');
    const inRange = live().filter((order) => order.day === '2025-03-02' || order.day === '2025-03-03');
    expect({ orders: answer.orders, revenue: answer.revenue }).toEqual(sumOf(inRange));
  });

  it('groups by status (cancelled ones shown apart), payment method and district', async () => {
    const answer = await stats('from=2025-03-01&to=2025-03-11');
    for (const status of ORDER_STATUSES) {
      const expected = sumOf(made.filter((order) => order.status === status));
      const found = answer.byStatus.find((row) => row.status === status);
      expect(found ?? { status, orders: 0, revenue: 0 }, status).toEqual({ status, ...expected });
    }
    for (const method of ['cod', 'online'] as const) {
      const expected = sumOf(live().filter((order) => order.method === method));
      if (expected.orders) expect(answer.paymentMethods).toContainEqual({ method, ...expected });
    }
    const districts = new Set(live().map((order) => order.district));
    expect(answer.districts).toHaveLength(districts.size);
    for (const district of districts)
      expect(answer.districts).toContainEqual({
        district,
        ...sumOf(live().filter((order) => order.district === district)),
      });
  });

  it('ranks the parts by revenue and by quantity from the lines of live orders', async () => {
    const answer = await stats('from=2025-03-01&to=2025-03-11');
    const byName = new Map<string, { quantity: number; cents: number }>();
    for (const line of live().flatMap((order) => order.lines)) {
      const sum = byName.get(line.productName) ?? { quantity: 0, cents: 0 };
      byName.set(line.productName, {
        quantity: sum.quantity + line.quantity,
        cents: sum.cents + line.priceMinor,
      });
    }
    const expected = [...byName].map(([productName, sum]) => ({
      productId: null,
      productName,
      quantity: sum.quantity,
      revenue: dollars(sum.cents),
    }));
    expect(answer.topProducts.byRevenue).toEqual([...expected].sort((a, b) => b.revenue - a.revenue));
    expect(answer.topProducts.byQuantity.map((row) => row.quantity)).toEqual(
      expected.map((row) => row.quantity).sort((a, b) => b - a),
    );
  });

  it('lists the parts at or under their threshold, fewest left first', async () => {
    const low = await createProduct(app.db, { name: 'Wiper Blades', availableQty: 2 });
    const edge = await createProduct(app.db, { name: 'Cabin Filter', availableQty: 5 });
    await createProduct(app.db, { name: 'Motor Oil', availableQty: 6 });
    const custom = await createProduct(app.db, {
      name: 'Headlight Bulb',
      availableQty: 9,
      lowStockThreshold: 10,
    });
    const answer = await stats('');
    expect(answer.lowStock.map((part) => part._id)).toEqual([low.id, edge.id, custom.id]);
    expect(answer.lowStock[2]).toMatchObject({ availableQty: 9, lowStockThreshold: 10 });
  });

  it('answers the last 30 days without a range, and refuses a reversed or too long one', async () => {
    const answer = await stats('');
    expect(answer.byDay).toHaveLength(30);
    expect(answer.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()));
    for (const query of [
      'from=2025-03-05&to=2025-03-01',
      'from=2020-01-01&to=2025-01-01',
      'from=2025-02-30',
    ]) {
      const response = await app.inject({ url: `/api/admin/stats?${query}`, headers: admin.headers });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const response = await app.inject({ url: '/api/admin/stats', headers: customer.headers });
    expect(response.statusCode).toBe(403);
  });
});
