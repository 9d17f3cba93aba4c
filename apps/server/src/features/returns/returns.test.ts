import { returnMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../test/files.js';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { signUpStaff } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 35: a customer sends parts of a delivered order back within the window (7 days; motor oil
// not at all, brake pads 10 days here), or claims a part's warranty after it. Parts at $12.50, two
// of each, $6 to deliver.

describe('opening a return', () => {
  const shop = useTestShop({
    customers: 2,
    admin: true,
    env: { RETURN_CATEGORY_DAYS: 'Motor Oil=none,Brake Pads=10' },
  });
  const order = (choice: Parameters<typeof deliveredOrder>[2] = {}) =>
    deliveredOrder(shop.app.db, shop.customer, choice);
  const open = (orderId: string, body: object, who = shop.customer) =>
    send(shop.app, who, 'POST', `/api/orders/${orderId}/returns`, body);
  const one = (productId: string, quantity = 1) => ({ lines: [{ productId, quantity }] });

  it('opens RT-10001 for parts of a delivered order within the window, with a photo the customer uploaded', async () => {
    const image = multipart([
      { field: 'image', filename: 'pad.png', type: 'image/png', content: await pngImage() },
    ]);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...shop.customer.headers, ...image.headers },
      payload: image.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const photo = uploaded.json().data.url as string;
    const { order: placed, products } = await order({ deliveredDaysAgo: 6 });
    const opened = await open(placed.id, {
      ...one(products[0]!.id, 2),
      reason: 'wrong_fit',
      note: 'Does not fit my 2012 Axio',
      photos: [photo],
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      number: 'RT-10001',
      orderId: placed.id,
      orderNumber: `CP-${placed.orderNumber}`,
      status: 'requested',
      reason: 'wrong_fit',
      note: 'Does not fit my 2012 Axio',
      photos: [photo],
      lines: [{ productId: products[0]!.id, quantity: 2, price: 12.5 }],
      // A wrong fit is the customer's choice: the parts, not the delivery.
      refundable: 25,
      deliveryFee: 0,
      refunded: 0,
      refund: null,
      events: [{ status: 'requested', by: shop.customer.name, note: null }],
    });
    const listed = await send(shop.app, shop.customer, 'GET', '/api/returns');
    expect((listed.body as unknown as Array<{ _id: string }>).map((found) => found._id)).toContain(
      opened.body._id,
    );
    const theirs = await send(shop.app, shop.other, 'GET', '/api/returns');
    expect(theirs.body).toEqual([]);
    expect((await send(shop.app, shop.other, 'GET', `/api/returns/${opened.body._id}`)).status).toBe(403);
    expect((await send(shop.app, shop.admin, 'GET', `/api/returns/${opened.body._id}`)).status).toBe(200);
  });

  it('refuses photos that are not the shop’s own uploads', async () => {
    const { order: placed, products } = await order();
    for (const photos of [
      ['https://evil.example/x.webp'],
      ['/uploads/notThere-10x10.webp'],
      ['/images/logo.svg'],
    ]) {
      const refused = await open(placed.id, { ...one(products[0]!.id), reason: 'damaged', photos });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(returnMessages.photoNotUploaded);
    }
  });

  it('follows the window: closed after 7 days, 10 for brake pads, never for motor oil', async () => {
    const late = await order({ deliveredDaysAgo: 8 });
    const closed = await open(late.order.id, { ...one(late.products[0]!.id), reason: 'changed_mind' });
    expect(closed).toMatchObject({ status: 409, body: { message: returnMessages.windowClosed(7) } });
    const pads = await order({ deliveredDaysAgo: 9, lines: [{ product: { category: 'brake-pads' } }] });
    expect((await open(pads.order.id, { ...one(pads.products[0]!.id), reason: 'changed_mind' })).status).toBe(
      200,
    );
    const oil = await order({
      deliveredDaysAgo: 1,
      lines: [{ product: { category: 'motor-oil', name: 'Motor Oil 4L' } }],
    });
    const refused = await open(oil.order.id, { ...one(oil.products[0]!.id), reason: 'damaged' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: returnMessages.notReturnable('Motor Oil 4L') },
    });
  });

  it('takes a warranty claim after the window, up to the part’s warranty months', async () => {
    const guaranteed = await order({
      deliveredDaysAgo: 40,
      lines: [{ product: { warrantyMonths: 3, name: 'Alternator' } }],
    });
    const claimed = await open(guaranteed.order.id, {
      ...one(guaranteed.products[0]!.id),
      reason: 'warranty',
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ reason: 'warranty', refundable: 12.5, deliveryFee: 0 });
    const over = await order({
      deliveredDaysAgo: 100,
      lines: [{ product: { warrantyMonths: 3, name: 'Old Alternator' } }],
    });
    const ended = await open(over.order.id, { ...one(over.products[0]!.id), reason: 'warranty' });
    expect(ended).toMatchObject({
      status: 409,
      body: { message: returnMessages.warrantyOver('Old Alternator') },
    });
    const none = await order({ deliveredDaysAgo: 2, lines: [{ product: { name: 'Wiper' } }] });
    const noWarranty = await open(none.order.id, { ...one(none.products[0]!.id), reason: 'warranty' });
    expect(noWarranty).toMatchObject({ status: 409, body: { message: returnMessages.noWarranty('Wiper') } });
  });

  it('keeps quantities within what was delivered less what went back, one open return at a time', async () => {
    const { order: placed, products } = await order({
      lines: [{ quantity: 3, product: { name: 'Spark Plug' } }],
    });
    const id = products[0]!.id;
    const tooMany = await open(placed.id, { ...one(id, 4), reason: 'damaged' });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { message: returnMessages.tooMany('Spark Plug', 3) },
    });
    const first = await open(placed.id, { ...one(id, 2), reason: 'damaged' });
    expect(first.status).toBe(200);
    const second = await open(placed.id, { ...one(id, 1), reason: 'damaged' });
    expect(second).toMatchObject({ status: 409, body: { message: returnMessages.openReturn } });
    // Rejected, its parts may be asked for again; refused or not, never more than is left.
    const rejected = await send(shop.app, shop.admin, 'PATCH', `/api/returns/${first.body._id}`, {
      status: 'rejected',
      reason: 'The photos show wear from use',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photos show wear from use',
    });
    expect((await open(placed.id, { ...one(id, 3), reason: 'damaged' })).status).toBe(200);
  });

  it('is for the order’s customer (or staff on their behalf) only, and only once it is delivered', async () => {
    const { order: placed, products } = await order();
    const body = { ...one(products[0]!.id), reason: 'damaged' };
    expect((await open(placed.id, body, shop.other)).status).toBe(403);
    // A packer opens no returns (staff who may: returns-on-behalf.test.ts).
    expect((await open(placed.id, body, await signUpStaff(shop.app, 'packer'))).status).toBe(403);
    const shipped = await order({ status: 'shipped' });
    const early = await open(shipped.order.id, { ...one(shipped.products[0]!.id), reason: 'damaged' });
    expect(early).toMatchObject({ status: 409, body: { message: returnMessages.notDelivered } });
    expect((await open('0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11', body)).status).toBe(404);
    const other = await order();
    const notInOrder = await open(placed.id, { ...one(other.products[0]!.id), reason: 'damaged' });
    expect(notInOrder).toMatchObject({ status: 400, body: { message: returnMessages.notInOrder } });
  });

  it('refuses reasons, quantities and lists it does not know', async () => {
    const { order: placed, products } = await order();
    for (const body of [
      { ...one(products[0]!.id), reason: 'bored' },
      { ...one(products[0]!.id, 0), reason: 'damaged' },
      { lines: [], reason: 'damaged' },
      {
        lines: [
          { productId: products[0]!.id, quantity: 1 },
          { productId: products[0]!.id, quantity: 1 },
        ],
        reason: 'damaged',
      },
    ])
      expect((await open(placed.id, body)).status).toBe(400);
  });
});
