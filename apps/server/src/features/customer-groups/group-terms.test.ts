import type { Statement } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { shopDay } from '../../lib/shop-days.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { useCodAdvanceShop } from '../../test/cod-advance-scene.js';
import { freshGroupName, groupsAs } from '../../test/customer-group-requests.js';
import { createProduct } from '../../test/factories.js';
import { lineOf } from '../../test/promotion-requests.js';

// Issue 37, garages: what a group allows besides its prices: cash on delivery above COD_ADVANCE_OVER
// without the fee first, and a monthly statement of the member's orders.

describe('a customer group’s terms', () => {
  const scene = useCodAdvanceShop({ COD_ADVANCE: 'risky', COD_ADVANCE_OVER: '3000' });
  const { shop, placeCashOrder } = scene;

  async function group(members: Customer[], body: Record<string, unknown>) {
    const created = await groupsAs(shop.admin, shop.app, 'POST', '', { name: freshGroupName(), ...body });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: string }>();
    for (const member of members)
      expect((await groupsAs(shop.admin, shop.app, 'PUT', `/${id}/members/${member.email}`)).statusCode).toBe(
        200,
      );
    return id;
  }

  it('lets a group allowed above the COD limits order cash above COD_ADVANCE_OVER without the fee first', async () => {
    await group([shop.other], { codAboveLimits: false });
    // A member of a group without the allowance, like any customer, pays the fee first.
    expect(await placeCashOrder({ each: 2000, who: shop.other })).toMatchObject({ total: 4060, advance: 60 });
    await group([shop.customer], { codAboveLimits: true });
    const order = await placeCashOrder({ each: 2000 });
    expect(order).toMatchObject({ total: 4060, advance: 0, dueOnDelivery: 4060 });
  });

  it('gives a member of a group with statements the month’s orders, lines, paid and due; others none', async () => {
    await group([shop.customer], { monthlyStatement: true, discountPercent: 10 });
    const part = await createProduct(shop.app.db, { priceMinor: 100_000, availableQty: 20 });
    const cash = await checkout(shop.app, shop.customer, { items: [lineOf(part, 2)] });
    expect(cash.statusCode, cash.body).toBe(200);
    const paid = await checkout(shop.app, shop.customer, {
      items: [lineOf(part, 1)],
      paymentMethod: 'online',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await shop.app.db.update(orders).set({ paid: true }).where(eq(orders.id, paid.json()._id));
    const month = shopDay(new Date(), 'Asia/Dhaka').slice(0, 7);
    const answer = await shop.app.inject({ url: `/api/statements/${month}`, headers: shop.customer.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const statement = answer.json<Statement>();
    const mine = statement.orders.filter((o) => [cash.json()._id, paid.json()._id].includes(o.id));
    expect(
      mine.map((o) => [o.lines[0]!.quantity, o.lines[0]!.unitPrice, o.lines[0]!.amount, o.paid]),
    ).toEqual([
      [2, 900, 1800, false],
      [1, 900, 900, true],
    ]);
    expect(statement.due).toBe(statement.total - statement.paid);
    expect(statement.paid).toBe(paid.json().total);
    const earlier = await shop.app.inject({ url: '/api/statements/2020-01', headers: shop.customer.headers });
    expect(earlier.json<Statement>().orders).toEqual([]);
    const bad = await shop.app.inject({ url: '/api/statements/2026-13', headers: shop.customer.headers });
    expect(bad.statusCode).toBe(400);
    // The customer's account knows it has statements (the dashboard shows the entry); shop.other's
    // group keeps none.
    const terms = (who: typeof shop.customer) =>
      shop.app.inject({ url: '/api/me/prices?ids=', headers: who.headers }).then((r) => r.json());
    expect(await terms(shop.customer)).toMatchObject({ monthlyStatement: true });
    expect(await terms(shop.other)).toMatchObject({ monthlyStatement: false });
    const none = await shop.app.inject({ url: `/api/statements/${month}`, headers: shop.other.headers });
    expect(none.statusCode).toBe(404);
  });
});
