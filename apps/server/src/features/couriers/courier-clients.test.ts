import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type PathaoStandIn, startPathaoStandIn } from '../../test/pathao-stand-in.js';
import { type SteadfastStandIn, startSteadfastStandIn } from '../../test/steadfast-stand-in.js';
import { CourierRefused, CourierUnreachable, type ParcelRequest } from './courier.js';
import { createPathaoClient, pathaoWeightKg } from './pathao-client.js';
import { courierPhone } from './phone.js';
import { createSteadfastClient } from './steadfast-client.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-couriers-'));
const configOf = (settings: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, ...settings }).couriers;

let orderSerial = 50_000;
const aParcel = (overrides: Partial<ParcelRequest> = {}): ParcelRequest => {
  orderSerial += 1;
  return {
    orderNumber: `CP-${orderSerial}`,
    recipientName: 'Rahim Uddin',
    recipientPhone: '+880 1712-345678',
    recipientAddress: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    amountToCollectMinor: 2_560_00,
    weightGrams: 2400,
    itemQuantity: 2,
    itemDescription: 'Ceramic Front Brake Pads x2',
    ...overrides,
  };
};

describe('the parcel fields couriers ask for', () => {
  it('writes phones as 11 digits and weights as Pathao takes them', () => {
    expect(courierPhone('+880 1712-345678')).toBe('01712345678');
    expect(courierPhone('8801712345678')).toBe('01712345678');
    expect(courierPhone('1712345678')).toBe('01712345678');
    expect(courierPhone('12345')).toBe('12345');
    expect([pathaoWeightKg(60), pathaoWeightKg(2400), pathaoWeightKg(38_000)]).toEqual([0.5, 2.4, 10]);
  });
});

describe('Pathao client', () => {
  let pathao: PathaoStandIn;
  beforeAll(async () => {
    pathao = await startPathaoStandIn();
  });
  afterAll(() => pathao.close());
  const client = (now?: () => number) => createPathaoClient(configOf(pathao.settings).pathao!, fetch, now);

  it('books a parcel with what is owed, and takes one token for many calls', async () => {
    const courier = client();
    const before = pathao.tokenCalls('password');
    const parcel = aParcel();
    const booked = await courier.book(parcel);
    await courier.book(aParcel());
    await courier.status(booked.consignmentId);
    expect(pathao.tokenCalls('password') - before).toBe(1);
    expect(booked).toEqual({
      consignmentId: expect.stringMatching(/^DL/),
      trackingCode: booked.consignmentId,
      deliveryFeeMinor: 90_00,
    });
    expect(pathao.parcelOf(parcel.orderNumber)?.order).toMatchObject({
      store_id: 148381,
      merchant_order_id: parcel.orderNumber,
      recipient_phone: '01712345678',
      recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka',
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 2.4,
      amount_to_collect: 2560,
    });
  });

  it('renews its token with the refresh token before it expires, once for callers at the same time', async () => {
    let clock = Date.now();
    const courier = client(() => clock);
    pathao.setTokenLifetime(3600);
    const { consignmentId } = await courier.book(aParcel());
    const [password, refresh] = [pathao.tokenCalls('password'), pathao.tokenCalls('refresh_token')];
    clock += 3300 * 1000; // within the last tenth of the token's life
    await Promise.all([
      courier.status(consignmentId),
      courier.status(consignmentId),
      courier.status(consignmentId),
    ]);
    expect(pathao.tokenCalls('refresh_token') - refresh).toBe(1);
    expect(pathao.tokenCalls('password') - password).toBe(0);
    pathao.setTokenLifetime(432_000);
  });

  it("passes on Pathao's refusal, and says so when no answer came", async () => {
    const courier = client();
    const refused = courier.book(aParcel({ recipientPhone: '12345' }));
    await expect(refused).rejects.toBeInstanceOf(CourierRefused);
    await expect(refused).rejects.toThrow(
      'Please fix the given errors: The recipient phone format is invalid.',
    );
    const parcel = aParcel();
    pathao.dropNextCreate();
    await expect(courier.book(parcel)).rejects.toBeInstanceOf(CourierUnreachable);
    // Pathao booked it all the same; it has no lookup by order number, so the shop must not guess.
    expect(pathao.parcelOf(parcel.orderNumber)).toBeDefined();
    expect(await courier.findByOrderNumber(parcel.orderNumber)).toEqual({ found: true, parcel: null });
  });

  it('reads the status in the shop words, with the cash collected, and quotes a price', async () => {
    const courier = client();
    const { consignmentId } = await courier.book(aParcel());
    pathao.markInTransit(consignmentId);
    expect(await courier.status(consignmentId)).toEqual({
      status: 'in_transit',
      collectedMinor: null,
      raw: 'In_Transit',
    });
    pathao.markDelivered(consignmentId, 2000);
    expect(await courier.status(consignmentId)).toEqual({
      status: 'delivered',
      collectedMinor: 2000_00,
      raw: 'Delivered',
    });
    pathao.markReturned(consignmentId);
    expect((await courier.status(consignmentId)).status).toBe('returned');
    expect(await courier.quote(aParcel({ weightGrams: 3800 }))).toBe(105_00);
  });
});

describe('Steadfast client', () => {
  let steadfast: SteadfastStandIn;
  beforeAll(async () => {
    steadfast = await startSteadfastStandIn();
  });
  afterAll(() => steadfast.close());
  const client = () => createSteadfastClient(configOf(steadfast.settings).steadfast!);

  it('books with its keys, and reads the status by consignment and by invoice', async () => {
    const courier = client();
    const parcel = aParcel({ amountToCollectMinor: 0 });
    const booked = await courier.book(parcel);
    const held = steadfast.parcelOf(parcel.orderNumber)!;
    expect(booked).toEqual({
      consignmentId: String(held.consignmentId),
      trackingCode: held.trackingCode,
      deliveryFeeMinor: null,
    });
    expect(held.order).toMatchObject({
      invoice: parcel.orderNumber,
      recipient_phone: '01712345678',
      cod_amount: 0,
    });
    expect(await courier.status(booked.consignmentId)).toEqual({
      status: 'pending',
      collectedMinor: null,
      raw: 'in_review',
    });
    steadfast.markDelivered(booked.consignmentId);
    expect((await courier.status(booked.consignmentId)).status).toBe('delivered');
    expect(await courier.findByOrderNumber(parcel.orderNumber)).toEqual({ found: true, parcel: null });
    expect(await courier.findByOrderNumber('CP-1')).toEqual({ found: false });
  });

  it('refuses a second parcel for one invoice, and wrong keys', async () => {
    const parcel = aParcel();
    await client().book(parcel);
    await expect(client().book(parcel)).rejects.toThrow('The invoice has already been taken.');
    const wrong = createSteadfastClient({ ...configOf(steadfast.settings).steadfast!, secretKey: 'nope' });
    await expect(wrong.book(aParcel())).rejects.toThrow('Unauthorized');
  });

  it('books many in one call, with a result for each', async () => {
    const parcels = [aParcel(), aParcel({ recipientPhone: '017' }), aParcel()];
    const before = steadfast.count('/create_order/bulk-order');
    const results = await client().bookMany(parcels);
    expect(steadfast.count('/create_order/bulk-order') - before).toBe(1);
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
  });
});
