import {
  documentMessages,
  type Order,
  type OrderDetail,
  OrderDetailSchema,
  type OrderDocuments,
  OrderSchema,
  type PackerOrder,
} from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { confirmedOrder } from '../../test/confirmed-order.js';
import { deliveredThroughApi } from '../../test/return-scene.js';
import type { CallerName, Scene } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** What a packer's order answers must never hold: amounts, payment, refunds, the phone's record. */
const MONEY_FIELDS = [
  'price',
  'subtotal',
  'deliveryFee',
  'discount',
  'promotionCode',
  'total',
  'paid',
  'transactionId',
  'collected',
  'advance',
  'advancePaid',
  'phoneRecord',
  'refunded',
  'refundState',
];

const get = async <T>(scene: Scene, caller: CallerName, url: string, query?: Record<string, string>) => {
  const response = await scene.send('GET', url, { query }, caller);
  return { status: response.statusCode, body: response.json() as T, raw: response.body };
};

/** Issue 38: a packer reads the orders to pack, with no amount but what the courier collects. */
describe("a packer's order answers", () => {
  const shop = useTestShop({ scene: true });

  /** A placed, a confirmed, a shipped and a delivered order of the scene's customer. */
  async function fourOrders(scene: Scene) {
    const placed = await scene.order();
    const confirmed = await confirmedOrder(scene);
    const shipped = await confirmedOrder(scene);
    const moved = await scene.send(
      'PATCH',
      '/api/orders/:id/status',
      {
        params: { id: shipped._id },
        payload: { status: 'shipped', courier: 'Pathao', trackingNumber: 'PT-PACK-1' },
      },
      'packer',
    );
    expect(moved.statusCode).toBe(200);
    // The move's answer is the order as the packer reads it.
    for (const field of MONEY_FIELDS) expect(moved.json(), field).not.toHaveProperty(field);
    expect(moved.json()).toMatchObject({ status: 'shipped', trackingNumber: 'PT-PACK-1' });
    const delivered = await deliveredThroughApi(scene);
    return { placed, confirmed, shipped, delivered };
  }

  it('lists and finds only the orders to pack and on their way, with only the amount to collect', {
    timeout: 90_000,
  }, async () => {
    const { scene } = shop;
    const { placed, confirmed, shipped, delivered } = await fourOrders(scene);
    const everything = await get<Order[]>(scene, 'admin', '/api/orders', { status: 'all' });
    const list = await get<PackerOrder[]>(scene, 'packer', '/api/orders', { status: 'all' });
    expect(list.status).toBe(200);
    const ids = new Set(list.body.map((order) => order._id));
    expect(ids.has(confirmed._id) && ids.has(shipped._id)).toBe(true);
    expect(ids.has(placed._id) || ids.has(delivered._id)).toBe(false);
    expect(new Set(list.body.map((order) => order.status))).toEqual(new Set(['confirmed', 'shipped']));
    for (const order of list.body) {
      for (const field of MONEY_FIELDS) expect(order, field).not.toHaveProperty(field);
      const full = everything.body.find((entry) => entry.lineId === order.lineId)!;
      // What the courier collects is the one amount, as everyone else reads it.
      expect(order.dueOnDelivery).toBe(full.dueOnDelivery);
      expect(order).toMatchObject({ orderNumber: full.orderNumber, delivery: full.delivery });
    }
    expect(list.body.find((order) => order._id === confirmed._id)!.dueOnDelivery).toBeGreaterThan(0);
    // Delivered orders asked for by name: none.
    const deliveredOnes = await get<PackerOrder[]>(scene, 'packer', '/api/orders', { status: 'delivered' });
    expect(deliveredOnes.body).toEqual([]);

    const search = await get<{ items: PackerOrder[]; total: number }>(scene, 'packer', '/api/admin/orders', {
      status: 'all',
      limit: '100',
    });
    expect(search.status).toBe(200);
    const found = new Set(search.body.items.map((order) => order._id));
    expect(found.has(confirmed._id) && found.has(shipped._id)).toBe(true);
    expect(found.has(placed._id) || found.has(delivered._id)).toBe(false);
    expect(search.body.total).toBe(new Set(search.body.items.map((order) => order._id)).size);
    for (const order of search.body.items)
      for (const field of MONEY_FIELDS) expect(order, field).not.toHaveProperty(field);
    // A search by the delivered order's number finds nothing for a packer.
    const byNumber = await get<{ items: PackerOrder[] }>(scene, 'packer', '/api/admin/orders', {
      q: delivered.orderNumber,
    });
    expect(byNumber.body.items).toEqual([]);
  });

  it("reads an order to pack and its packing slip, but not another order's page nor an invoice", {
    timeout: 90_000,
  }, async () => {
    const { scene } = shop;
    const { placed, confirmed, delivered } = await fourOrders(scene);
    const page = await get<OrderDetail>(scene, 'packer', `/api/order/${confirmed._id}`);
    expect(page.status).toBe(200);
    for (const field of MONEY_FIELDS) expect(page.body, field).not.toHaveProperty(field);
    for (const line of page.body.lines) {
      expect(line).not.toHaveProperty('price');
      expect(line).not.toHaveProperty('discount');
    }
    expect(page.body.dueOnDelivery).toBeGreaterThan(0);
    expect(page.body.events.map((event) => event.status)).toEqual(['placed', 'confirmed']);

    // 404, as for an order that is not there: it is in none of the packer's lists either.
    for (const other of [placed, delivered]) {
      expect((await get(scene, 'packer', `/api/order/${other._id}`)).status).toBe(404);
      expect((await get(scene, 'packer', `/api/order/${other._id}/documents`)).status).toBe(404);
      expect((await get(scene, 'packer', `/api/orders/${other._id}/notes`)).status).toBe(404);
    }
    expect((await get(scene, 'packer', `/api/orders/${confirmed._id}/notes`)).status).toBe(200);

    const slip = await get<Record<string, unknown>>(scene, 'packer', `/api/order/${confirmed._id}/documents`);
    expect(slip.status).toBe(200);
    for (const field of ['subtotalMinor', 'deliveryFeeMinor', 'discountMinor', 'totalMinor', 'paid'])
      expect(slip.body, field).not.toHaveProperty(field);
    expect((slip.body.lines as Array<Record<string, unknown>>)[0]).not.toHaveProperty('priceMinor');
    const full = await get<OrderDocuments>(scene, 'admin', `/api/order/${confirmed._id}/documents`);
    expect(slip.body.amountToCollectMinor).toBe(full.body.amountToCollectMinor);
    expect(slip.body.amountToCollectMinor).toBeGreaterThan(0);
    const asSlip = await get(scene, 'packer', `/api/order/${confirmed._id}/documents`, { document: 'slip' });
    expect(asSlip.raw).toBe(slip.raw);

    const invoice = await get<{ message: string }>(scene, 'packer', `/api/order/${confirmed._id}/documents`, {
      document: 'invoice',
    });
    expect(invoice.status).toBe(403);
    expect(invoice.body.message).toBe(documentMessages.packerNoInvoice);
  });

  it("gives the owner, a manager and support every field as before, and a packer's own order in full", {
    timeout: 90_000,
  }, async () => {
    const { scene } = shop;
    const { confirmed } = await fourOrders(scene);
    const fields = Object.keys(OrderSchema.shape).filter((field) => field !== 'phoneRecord');
    const owner = await get<Order[]>(scene, 'admin', '/api/orders', { status: 'all' });
    for (const caller of ['manager', 'support'] as const) {
      const list = await get(scene, caller, '/api/orders', { status: 'all' });
      expect(list.raw, caller).toBe(owner.raw);
    }
    const entry = owner.body.find((order) => order._id === confirmed._id)!;
    for (const field of fields) expect(entry, field).toHaveProperty(field);

    const page = await get<OrderDetail>(scene, 'admin', `/api/order/${confirmed._id}`);
    for (const field of Object.keys(OrderDetailSchema.shape).filter(
      (field) => !['phoneRecord', 'refunded', 'refundState'].includes(field),
    ))
      expect(page.body, field).toHaveProperty(field);
    expect(page.body.lines[0]).toHaveProperty('price');
    expect((await get(scene, 'manager', `/api/order/${confirmed._id}`)).raw).toBe(page.raw);

    const documents = await get(scene, 'admin', `/api/order/${confirmed._id}/documents`);
    expect(
      (await get(scene, 'admin', `/api/order/${confirmed._id}/documents`, { document: 'invoice' })).raw,
    ).toBe(documents.raw);
    expect(documents.body).toHaveProperty('totalMinor');

    // The packer shops too: their own placed order is theirs in full.
    const product = await scene.product();
    const own = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: scene.packer.headers,
      payload: { productId: product.id, quantity: 1, size: 'M' },
    });
    expect(own.statusCode).toBe(200);
    const ownPage = await get<OrderDetail>(scene, 'packer', `/api/order/${(own.json() as Order)._id}`);
    expect(ownPage.status).toBe(200);
    expect(ownPage.body.total).toBeGreaterThan(0);
    expect(ownPage.body.lines[0]).toHaveProperty('price');
  });
});
