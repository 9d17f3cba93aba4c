import { parcelMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { parcelRequests, useParcelStandIns } from '../../test/parcel-booking-scene.js';
import { signUpStaff } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** Issue 33: an admin books a confirmed order's parcel with Pathao or Steadfast from All Orders. */
describe('booking a parcel', () => {
  const couriers = useParcelStandIns();
  const shop = useTestShop(() => ({ env: couriers.settings(), customers: 1, admin: true }));
  const { confirmedOrder, book, quote, detail, row, setDeliveryPhone } = parcelRequests(shop);

  it('with Pathao: the order is shipped with its consignment, on the timeline and in a mail', async () => {
    const order = await confirmedOrder({ quantity: 2 });
    const response = await book(order._id, 'pathao');
    expect(response.statusCode, response.body).toBe(200);
    const held = couriers.pathao.parcelOf(order.orderNumber)!;
    expect(response.json()).toEqual({
      courier: 'pathao',
      consignmentId: held.consignmentId,
      trackingCode: held.consignmentId,
      deliveryFee: 90,
    });
    // What is owed is collected at the door: the whole total of an unpaid cash order.
    expect(held.order).toMatchObject({
      merchant_order_id: order.orderNumber,
      recipient_phone: '01712345678',
      item_weight: 2.4,
      item_quantity: 2,
      amount_to_collect: order.total,
    });
    const shipped = await detail(order._id);
    expect(shipped).toMatchObject({
      status: 'shipped',
      courier: 'Pathao',
      trackingNumber: held.consignmentId,
    });
    expect(shipped.events.at(-1)).toMatchObject({ status: 'shipped', by: shop.admin.name });
    expect(await row(order._id)).toMatchObject({
      consignmentId: held.consignmentId,
      courierFeeMinor: 90_00,
      parcelStatus: 'pending',
      parcelCheckedAt: expect.any(Date),
    });
    const mail = await shop.smtp.waitForMail(shop.customer.email, (sent) =>
      sent.text.includes(held.consignmentId),
    );
    expect(mail.text).toContain('Pathao');
  });

  it('with Steadfast: its tracking code; a paid order collects nothing', async () => {
    const order = await confirmedOrder({ paid: true });
    const response = await book(order._id, 'steadfast');
    expect(response.statusCode, response.body).toBe(200);
    const held = couriers.steadfast.parcelOf(order.orderNumber)!;
    expect(response.json()).toEqual({
      courier: 'steadfast',
      consignmentId: String(held.consignmentId),
      trackingCode: held.trackingCode,
      deliveryFee: null,
    });
    expect(held.order).toMatchObject({ invoice: order.orderNumber, cod_amount: 0 });
    expect(await detail(order._id)).toMatchObject({
      courier: 'Steadfast',
      trackingNumber: held.trackingCode,
    });
  });

  it("keeps one Pathao token for the shop's bookings", async () => {
    const before = couriers.pathao.tokenCalls('password');
    for (const order of [await confirmedOrder(), await confirmedOrder()])
      expect((await book(order._id, 'pathao')).statusCode).toBe(200);
    expect(couriers.pathao.tokenCalls('password') - before).toBe(0);
  });

  it('answers 409 to booking an order twice, and asks the courier nothing', async () => {
    const order = await confirmedOrder();
    expect((await book(order._id, 'steadfast')).statusCode).toBe(200);
    const creates =
      couriers.steadfast.count('/create_order') + couriers.pathao.count('/aladdin/api/v1/orders');
    for (const courier of ['steadfast', 'pathao']) {
      const again = await book(order._id, courier);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(parcelMessages.alreadyBooked);
    }
    expect(couriers.steadfast.count('/create_order') + couriers.pathao.count('/aladdin/api/v1/orders')).toBe(
      creates,
    );
  });

  it("passes on the courier's refusal in its words and changes nothing", async () => {
    const order = await confirmedOrder();
    // An old order's phone that the couriers do not take.
    await setDeliveryPhone(order._id, '0171234');
    const parcelFields = async () => {
      const {
        status,
        courier,
        trackingNumber,
        consignmentId,
        courierFeeMinor,
        parcelStatus,
        parcelCheckedAt,
      } = await row(order._id);
      return {
        status,
        courier,
        trackingNumber,
        consignmentId,
        courierFeeMinor,
        parcelStatus,
        parcelCheckedAt,
      };
    };
    const before = await parcelFields();
    const pathao = await book(order._id, 'pathao');
    expect(pathao.statusCode).toBe(409);
    expect(pathao.json().message).toBe(
      parcelMessages.courierRefused(
        'Pathao',
        'Please fix the given errors: The recipient phone format is invalid.',
      ),
    );
    const steadfast = await book(order._id, 'steadfast');
    expect(steadfast.statusCode).toBe(409);
    expect(steadfast.json().message).toBe(
      parcelMessages.courierRefused('Steadfast', 'The recipient phone must be 11 digits.'),
    );
    expect(await parcelFields()).toEqual(before);
  });

  it('answers 502 when the courier is down, and books once it is back', async () => {
    const order = await confirmedOrder();
    couriers.steadfast.setDown(true);
    const down = await book(order._id, 'steadfast');
    couriers.steadfast.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(parcelMessages.courierDown('Steadfast'));
    expect((await detail(order._id)).status).toBe('confirmed');
    // A courier that answers 503 did nothing: the order is free, and booked on the next try.
    expect(await row(order._id)).toMatchObject({ courier: null, parcelStatus: null });
    const again = await book(order._id, 'steadfast');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('asks Steadfast by invoice before booking again when an answer never came', async () => {
    const order = await confirmedOrder();
    const stand = couriers.steadfast;
    const before = stand.parcels.size;
    // Steadfast refuses the phone, but the connection closes before its answer: the shop cannot know.
    await setDeliveryPhone(order._id, '0171234');
    stand.dropNextCreate();
    expect((await book(order._id, 'steadfast')).statusCode).toBe(502);
    expect(stand.parcels.size).toBe(before);
    await setDeliveryPhone(order._id, '01712345678');
    const again = await book(order._id, 'steadfast');
    expect(again.statusCode, again.body).toBe(200);
    expect(stand.calls.some((call) => call.path === `/status_by_invoice/${order.orderNumber}`)).toBe(true);
  });

  it.each(['pathao', 'steadfast'] as const)(
    'never books again a %s parcel whose answer was lost',
    async (courier) => {
      const order = await confirmedOrder();
      const stand = couriers[courier];
      stand.dropNextCreate();
      const lost = await book(order._id, courier);
      expect(lost.statusCode).toBe(502);
      const name = courier === 'pathao' ? 'Pathao' : 'Steadfast';
      for (const again of ['pathao', 'steadfast']) {
        const retry = await book(order._id, again);
        expect(retry.statusCode).toBe(409);
        expect(retry.json().message).toBe(parcelMessages.maybeBooked(name, order.orderNumber));
      }
      const parcels = [...stand.parcels.values()] as Array<{ order: Record<string, unknown> }>;
      const ofOrder = parcels.filter(
        (parcel) => (parcel.order.merchant_order_id ?? parcel.order.invoice) === order.orderNumber,
      );
      expect(ofOrder).toHaveLength(1);
      expect((await detail(order._id)).status).toBe('confirmed');
    },
  );

  it("quotes the parcel for the dialog: weight, amount to collect and the courier's price", async () => {
    const order = await confirmedOrder({ quantity: 3 });
    const pathao = await quote(order._id, 'pathao');
    expect(pathao.statusCode, pathao.body).toBe(200);
    expect(pathao.json()).toEqual({
      courier: 'pathao',
      weightGrams: 3600,
      amountToCollect: order.total,
      fee: 105,
    });
    expect((await quote(order._id, 'steadfast')).json()).toMatchObject({ weightGrams: 3600, fee: null });
  });

  it("tells a packer what to collect but not the courier's charge, quoted or booked", async () => {
    const packer = await signUpStaff(shop.app, 'packer');
    const order = await confirmedOrder({ quantity: 1 });
    const quoted = await shop.app.inject({
      url: `/api/orders/${order._id}/parcel/quote?courier=pathao`,
      headers: packer.headers,
    });
    expect(quoted.json()).toEqual({
      courier: 'pathao',
      weightGrams: 1200,
      amountToCollect: order.total,
      fee: null,
    });
    const booked = await book(order._id, 'pathao', packer.headers);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ courier: 'pathao', deliveryFee: null });
    // The shop keeps the charge for those who read the sales.
    expect((await row(order._id)).courierFeeMinor).toBeGreaterThan(0);
  });

  it('is the admin’s alone, checked before the body is read', async () => {
    const order = await confirmedOrder();
    const customer = await book(order._id, 'nobody', shop.customer.headers);
    expect(customer.statusCode).toBe(403);
    const anonymous = await book(order._id, 'pathao', {} as typeof shop.admin.headers);
    expect(anonymous.statusCode).toBe(401);
    const quoteByCustomer = await shop.app.inject({
      url: `/api/orders/${order._id}/parcel/quote?courier=pathao`,
      headers: shop.customer.headers,
    });
    expect(quoteByCustomer.statusCode).toBe(403);
    expect((await detail(order._id)).status).toBe('confirmed');
  });
});

describe('booking with a courier that is off', () => {
  const couriers = useParcelStandIns();
  // Steadfast's keys left empty: the courier is off.
  const shop = useTestShop(() => ({
    env: { ...couriers.pathao.settings, STEADFAST_API_KEY: '', STEADFAST_SECRET_KEY: '' },
    customers: 1,
    admin: true,
  }));
  const { confirmedOrder, book } = parcelRequests(shop);

  it('says the courier is not connected, and lists only the couriers that are on', async () => {
    const order = await confirmedOrder();
    const response = await book(order._id, 'steadfast');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(parcelMessages.courierOff('Steadfast'));
    const on = await shop.app.inject({ url: '/api/couriers', headers: shop.admin.headers });
    expect(on.json()).toEqual({ couriers: ['pathao'] });
  });
});
