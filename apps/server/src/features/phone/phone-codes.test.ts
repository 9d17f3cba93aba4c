import { phoneMessages } from '@chaka/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, phoneCodes, verifiedPhones } from '../../db/schema/index.js';
import { forgetOldPhoneCodes, issuePhoneCode } from '../../lib/phone-codes.js';
import { type Customer, signUp, TEST_SETTINGS } from '../../test/app.js';
import { askPhoneCode, freshPhone, phoneOf, verifyPhoneCode } from '../../test/phone-requests.js';
import { freshAddress } from '../../test/scene.js';
import { keptSms, lastCodeTo } from '../../test/sms-outbox.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('one-time codes', () => {
  const shop = useTestShop({ customers: ['Rahim Uddin', 'Karim Ahmed', 'Nadia Islam'] });

  const askCode = (customer: Customer | null, phone: string, remoteAddress?: string, cookie?: string) =>
    askPhoneCode(shop.app, customer, phone, remoteAddress, cookie);
  const verify = (customer: Customer, phone: string, code: string) =>
    verifyPhoneCode(shop.app, customer, phone, code);
  /** A customer of their own: the limit per account counts every code the shop's customers asked for. */
  const newCustomer = (name = 'Sadia Rahman') => signUp(shop.app, { name });
  const accountOf = (customer: Customer) => phoneOf(shop.app, customer);

  it('asking for a code to verify a phone needs an account', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/phone/code',
      payload: { phone: freshPhone() },
    });
    expect(response.statusCode).toBe(401);
  });

  it('sends a 6-digit code by SMS, valid 5 minutes, and keeps only its hash', async () => {
    const [customer] = shop.customers;
    const phone = freshPhone();
    const typed = `0${phone.slice(4, 8)}-${phone.slice(8)}`;
    const before = Date.now();
    const response = await askCode(customer!, typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: phoneMessages.codeSent(phone), phone });
    const expiresIn = Date.parse(response.json().expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(4.9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000 + 1000);

    const code = lastCodeTo(shop.dataDir, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await shop.app.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row).toMatchObject({ purpose: 'verify', userId: customer!.id, attempts: 0, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('writes the SMS in the language the customer reads the shop in', async () => {
    const phone = freshPhone();
    expect((await askCode(null, phone, freshAddress(), 'locale=bn')).statusCode).toBe(200);
    const [sms] = keptSms(shop.dataDir).filter((kept) => kept.to === phone);
    expect(sms?.text).toMatch(/^\d{6}$|কোড/);
    expect(sms?.text).toContain('৫ মিনিট');
  });

  it('a right code verifies the phone for the account, once', async () => {
    const [, customer] = shop.customers;
    const phone = freshPhone();
    await askCode(customer!, phone);
    const code = lastCodeTo(shop.dataDir, phone);

    const verified = await verify(customer!, phone, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: phoneMessages.verified(phone),
      phone,
      phoneNumber: phone,
      phoneNumberVerified: true,
    });
    const kept = await shop.app.db
      .select()
      .from(verifiedPhones)
      .where(eq(verifiedPhones.userId, customer!.id));
    expect(kept.map((row) => row.phone)).toEqual([phone]);

    const again = await verify(customer!, phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(phoneMessages.codeExpired);
  });

  it("the profile shows the account's phone number and whether it is verified", async () => {
    const customer = await newCustomer();
    const profile = async () =>
      (
        await shop.app.inject({
          url: `/api/users/me?email=${encodeURIComponent(customer.email)}`,
          headers: customer.headers,
        })
      ).json()[0];
    expect(await profile()).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
    const phone = freshPhone();
    await askCode(customer, phone);
    await verify(customer, phone, lastCodeTo(shop.dataDir, phone));
    expect(await profile()).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
  });

  it('a code works for the account that asked for it only', async () => {
    const [first, second] = shop.customers;
    const phone = freshPhone();
    await askCode(first!, phone);
    const answer = await verify(second!, phone, lastCodeTo(shop.dataDir, phone));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(phoneMessages.codeExpired);
  });

  it('a code is no longer valid after 5 minutes', async () => {
    const [customer] = shop.customers;
    const phone = freshPhone();
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const { code } = await issuePhoneCode(
      shop.app.db,
      TEST_SETTINGS.AUTH_SECRET,
      { phone, purpose: 'verify', userId: customer!.id, clientAddress: freshAddress() },
      sixMinutesAgo,
    );
    const answer = await verify(customer!, phone, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(phoneMessages.codeExpired);
  });

  it('the fifth wrong code burns the code', async () => {
    const [customer] = shop.customers;
    const phone = freshPhone();
    await askCode(customer!, phone);
    const code = lastCodeTo(shop.dataDir, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await verify(customer!, phone, wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(phoneMessages.codeWrong);
    }
    const fifth = await verify(customer!, phone, wrong);
    expect(fifth.json().message).toBe(phoneMessages.codeBurnt);
    const right = await verify(customer!, phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(phoneMessages.codeExpired);
    expect((await accountOf(customer!))?.phoneNumber).not.toBe(phone);
  });

  it("a number that is another account's own stays theirs, and is verified for the deliveries", async () => {
    const [owner, other] = [await newCustomer(), await newCustomer('Tanvir Hasan')];
    const phone = freshPhone();
    await askCode(owner!, phone);
    await verify(owner!, phone, lastCodeTo(shop.dataDir, phone));
    const before = await accountOf(other!);

    await askCode(other!, phone);
    const answer = await verify(other!, phone, lastCodeTo(shop.dataDir, phone));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(phoneMessages.verifiedForDelivery(phone));
    expect(answer.json().phoneNumber).toBe(before?.phoneNumber ?? null);
    expect((await accountOf(owner!))?.phoneNumber).toBe(phone);
    const rows = await shop.app.db
      .select()
      .from(verifiedPhones)
      .where(and(eq(verifiedPhones.userId, other!.id), eq(verifiedPhones.phone, phone)));
    expect(rows).toHaveLength(1);
  });

  it("verifying the phone releases the account's cash order waiting for it", async () => {
    const customer = await newCustomer();
    const phone = freshPhone();
    const [waiting] = await shop.app.db
      .insert(orders)
      .values({
        userId: customer!.id,
        email: customer!.email,
        userName: customer!.name,
        paymentMethod: 'cod',
        subtotalMinor: 2500,
        deliveryFeeMinor: 100,
        totalMinor: 2600,
        deliveryName: customer!.name,
        deliveryPhone: phone,
        deliveryDistrict: 'Dhaka',
        deliveryAddress: 'House 12, Road 5, Dhanmondi',
        awaitingPhoneVerification: true,
      })
      .returning({ id: orders.id });

    await askCode(customer!, phone);
    expect((await verify(customer!, phone, lastCodeTo(shop.dataDir, phone))).statusCode).toBe(200);
    const [order] = await shop.app.db
      .select({ waiting: orders.awaitingPhoneVerification })
      .from(orders)
      .where(eq(orders.id, waiting!.id));
    expect(order?.waiting).toBe(false);
  });

  it('keeps a code a day, for the limits and the record, then removes it', async () => {
    const [customer] = shop.customers;
    const asked = (at: Date, phone = freshPhone()) =>
      issuePhoneCode(
        shop.app.db,
        TEST_SETTINGS.AUTH_SECRET,
        { phone, purpose: 'verify', userId: customer!.id, clientAddress: freshAddress() },
        at,
      );
    const now = new Date();
    const old = await asked(new Date(now.getTime() - 25 * 3_600_000));
    const recent = await asked(new Date(now.getTime() - 23 * 3_600_000));
    expect(await forgetOldPhoneCodes(shop.app.db, now)).toBeGreaterThanOrEqual(1);
    const left = await shop.app.db
      .select({ id: phoneCodes.id })
      .from(phoneCodes)
      .where(inArray(phoneCodes.id, [old.id, recent.id]));
    expect(left).toEqual([{ id: recent.id }]);
  });
});
