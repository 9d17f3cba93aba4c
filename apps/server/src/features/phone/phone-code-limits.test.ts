import { PHONE_CODE_LIMITS, phoneMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { askPhoneCode, freshPhone, phoneOf, verifyPhoneCode } from '../../test/phone-requests.js';
import { freshAddress } from '../../test/scene.js';
import { keptSms, lastCodeTo } from '../../test/sms-outbox.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** The limits on asking for codes, and answers that never tell whether a number has an account. */
describe('one-time code limits', () => {
  const shop = useTestShop({ customers: ['Rahim Uddin', 'Karim Ahmed', 'Nadia Islam'] });
  const askCode = (customer: Customer | null, phone: string, remoteAddress?: string) =>
    askPhoneCode(shop.app, customer, phone, remoteAddress);
  const verify = (customer: Customer, phone: string, code: string) =>
    verifyPhoneCode(shop.app, customer, phone, code);
  const accountOf = (customer: Customer) => phoneOf(shop.app, customer);

  it('a number gets 3 codes an hour', async () => {
    const phone = freshPhone();
    for (let n = 0; n < PHONE_CODE_LIMITS.perPhone; n += 1)
      expect((await askCode(null, phone)).statusCode).toBe(200);
    const refused = await askCode(null, phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(phoneMessages.tooManyForPhone);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Asking to verify it counts the same number's codes.
    expect((await askCode(shop.customers[2]!, phone)).statusCode).toBe(429);
  });

  it('a client address gets 20 codes an hour', async () => {
    const address = freshAddress();
    for (let n = 0; n < PHONE_CODE_LIMITS.perClient; n += 1) {
      expect((await askCode(null, freshPhone(), address)).statusCode).toBe(200);
    }
    const refused = await askCode(null, freshPhone(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(phoneMessages.tooManyForClient);
  });

  it('an account gets 6 codes an hour', async () => {
    const [, , customer] = shop.customers;
    for (let n = 0; n < PHONE_CODE_LIMITS.perAccount; n += 1) {
      expect((await askCode(customer!, freshPhone())).statusCode).toBe(200);
    }
    const refused = await askCode(customer!, freshPhone());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(phoneMessages.tooManyForAccount);
  });

  it('answers alike for a number that belongs to an account and one that does not', async () => {
    const [owner, asker] = shop.customers;
    const owned = freshPhone();
    await askCode(owner!, owned);
    await verify(owner!, owned, lastCodeTo(shop.dataDir, owned));
    expect((await accountOf(owner!))?.phoneNumber).toBe(owned);
    const unknown = freshPhone();

    const shape = (response: Awaited<ReturnType<typeof askCode>>, phone: string) => ({
      status: response.statusCode,
      body: JSON.stringify(response.json())
        .replaceAll(phone, 'PHONE')
        .replace(/"expiresAt":"[^"]+"/, ''),
    });
    for (const customer of [null, asker!]) {
      const known = shape(await askCode(customer, owned), owned);
      const other = shape(await askCode(customer, unknown), unknown);
      expect(known).toEqual(other);
      expect(known.status).toBe(200);
    }
    // Both numbers got their code by SMS.
    expect(keptSms(shop.dataDir).filter((sms) => sms.to === owned)).toHaveLength(3);
    expect(keptSms(shop.dataDir).filter((sms) => sms.to === unknown)).toHaveLength(2);
  });
});
