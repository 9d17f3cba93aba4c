import { describe, expect, it } from 'vitest';
import { SHOP_URL, useSslcommerzGateway } from '../../../test/sslcommerz-client-kit.js';
import { CREDENTIAL_ERROR, startSslcommerzGateway } from '../../../test/sslcommerz-gateway.js';
import { createSslcommerzClient, SSLCOMMERZ_BASE_URLS, sslcommerzBaseUrl } from './sslcommerz-client.js';
import { IpnBodySchema } from './sslcommerz-schemas.js';

const kit = useSslcommerzGateway();

describe('createSession', () => {
  it('opens a session and answers the payment page the customer goes to', async () => {
    const input = kit.sessionInput();
    const session = await kit.client.createSession(input);

    expect(session).toEqual({
      status: 'SUCCESS',
      gatewayUrl: expect.stringMatching(new RegExp(`^${kit.gateway.url}/EasyCheckOut/`)),
      sessionKey: expect.any(String),
      failedReason: null,
    });
    expect(kit.gateway.sessionFor(input.tranId)?.fields).toMatchObject({
      store_id: kit.gateway.storeId,
      total_amount: '1234.50',
      currency: 'BDT',
      tran_id: input.tranId,
      success_url: input.successUrl,
      fail_url: input.failUrl,
      cancel_url: input.cancelUrl,
      ipn_url: input.ipnUrl,
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_phone: '+8801712345678',
      cus_add1: 'House 12, Road 5, Zindabazar',
      cus_city: 'Sylhet',
      cus_country: 'Bangladesh',
      num_of_item: '2',
      product_name: 'Ceramic Brake Pads',
      product_category: 'Brake Pads',
      product_profile: 'physical-goods',
      value_a: 'order-1',
    });
    const page = await fetch(session.gatewayUrl!).then((response) => response.text());
    expect(page).toContain('1234.50 BDT');
    expect(page).toContain('bKash');
    expect(page).toContain('Nagad');
  });

  it('answers FAILED with the gateway reason when the store password is wrong', async () => {
    const wrong = kit.clientWith({ storePassword: 'nope' });
    expect(await wrong.createSession(kit.sessionInput())).toEqual({
      status: 'FAILED',
      gatewayUrl: null,
      sessionKey: null,
      failedReason: CREDENTIAL_ERROR,
    });
  });

  it('answers FAILED when the gateway refuses the store (de-activated)', async () => {
    kit.gateway.knobs.refuseCredentials = true;
    const session = await kit.client.createSession(kit.sessionInput());
    expect(session.status).toBe('FAILED');
    expect(session.failedReason).toBe(CREDENTIAL_ERROR);
  });

  it('answers FAILED with the reason the gateway gives for a field it misses', async () => {
    const session = await kit.client.createSession(
      kit.sessionInput({ product: { name: '', category: 'Brake Pads' } }),
    );
    expect(session).toMatchObject({
      status: 'FAILED',
      failedReason: expect.stringContaining('product_name'),
    });
  });

  it('gives up after its timeout and says so', async () => {
    kit.gateway.knobs.delayMs = 2000;
    const impatient = kit.clientWith({ timeoutMs: 100 });
    const started = Date.now();
    expect(await impatient.createSession(kit.sessionInput())).toEqual({
      status: 'ERROR',
      gatewayUrl: null,
      sessionKey: null,
      failedReason: 'The gateway did not answer within 100 ms',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers ERROR when the gateway cannot be reached', async () => {
    const closed = await startSslcommerzGateway();
    await closed.close();
    const nowhere = createSslcommerzClient({ baseUrl: closed.url, storeId: 'a', storePassword: 'b' });
    const session = await nowhere.createSession(kit.sessionInput());
    expect(session).toMatchObject({
      status: 'ERROR',
      failedReason: 'The gateway cannot be reached (ECONNREFUSED)',
    });
  });

  it('answers ERROR for an answer that is not the documented JSON, never echoing the password', async () => {
    const wrongPlace = kit.clientWith({ baseUrl: `${kit.gateway.url}/no-such-api` });
    const session = await wrongPlace.createSession(kit.sessionInput());
    expect(session).toMatchObject({ status: 'ERROR', failedReason: 'The gateway answered HTTP 404' });
    expect(JSON.stringify(session)).not.toContain(kit.gateway.storePassword);
  });

  it('refuses to send an amount that is not whole minor units', async () => {
    await expect(kit.client.createSession(kit.sessionInput({ amountMinor: 0 }))).rejects.toThrow(RangeError);
  });
});

describe('the hosted page, the IPN and the return to the shop', () => {
  it.each([
    ['bkash', 'pay', 'VALID', 'success', 'BKASH-BKash'],
    ['nagad', 'pay', 'VALID', 'success', 'NAGAD-Nagad'],
    ['card', 'pay', 'VALID', 'success', 'VISA-Dutch Bangla'],
    ['bkash', 'fail', 'FAILED', 'fail', undefined],
    ['bkash', 'cancel', 'CANCELLED', 'cancel', undefined],
  ] as const)(
    '%s and %s: the IPN says %s and the browser goes to the %s address',
    async (method, outcome, status, page, cardType) => {
      const input = kit.sessionInput();
      const session = await kit.client.createSession(input);
      const back = await kit.gateway.completePayment(session.gatewayUrl!, { method, outcome });

      expect(back.action).toBe(`${SHOP_URL}/api/payments/sslcommerz/${page}`);
      const returned = IpnBodySchema.parse(back.fields);
      expect(returned).toMatchObject({ tran_id: input.tranId, status, value_a: 'order-1' });
      expect(returned.card_type).toBe(cardType);
      const ipn = kit.ipns.find((fields) => fields.tran_id === input.tranId);
      expect(ipn && IpnBodySchema.parse(ipn)).toEqual(returned);
    },
  );

  it.each(['EXPIRED', 'UNATTEMPTED'])('tells the shop of a session that ends %s', async (status) => {
    const input = kit.sessionInput();
    await kit.client.createSession(input);
    await kit.gateway.notify(input.tranId, status);

    const ipn = kit.ipns.find((fields) => fields.tran_id === input.tranId);
    expect(IpnBodySchema.parse(ipn)).toMatchObject({ tran_id: input.tranId, status, value_a: 'order-1' });
    expect(kit.gateway.ipns.at(-1)?.answer).toBe(200);
  });

  it('does not let a finished session be paid again', async () => {
    const session = await kit.client.createSession(kit.sessionInput());
    await kit.gateway.completePayment(session.gatewayUrl!, { outcome: 'cancel' });
    await expect(kit.gateway.completePayment(session.gatewayUrl!)).rejects.toThrow('410');
  });
});

describe('the gateway address', () => {
  it.each([
    [{ live: false }, SSLCOMMERZ_BASE_URLS.sandbox],
    [{ live: true }, SSLCOMMERZ_BASE_URLS.live],
    [{ live: true, apiUrl: 'http://127.0.0.1:9999' }, 'http://127.0.0.1:9999'],
  ])('%o is %s', (settings, base) => {
    expect(sslcommerzBaseUrl(settings)).toBe(base);
  });
});
