import { messages, phoneAccountEmail, phoneMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user, verifiedPhones } from '../../db/schema/index.js';
import { TEST_ORIGIN } from '../../test/app.js';
import { placeOrder } from '../../test/factories.js';
import { askSignInCode, freshPhone, signInWithPhone, verifyPhoneSignIn } from '../../test/phone-requests.js';
import { lastCodeTo } from '../../test/sms-outbox.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('signing in with a phone number', () => {
  const shop = useTestShop({ scene: true });

  const accountWithPhone = async (phone: string) => {
    const rows = await shop.app.db.select().from(user).where(eq(user.phoneNumber, phone));
    return rows;
  };

  it('signs up with a phone number and a name alone, under the placeholder address', async () => {
    const phone = freshPhone();
    const customer = await signInWithPhone(shop.app, shop.dataDir, phone, 'Shirin Akter');
    expect(customer.email).toBe(phoneAccountEmail(phone));
    expect(customer.email).toBe(`${phone.slice(1)}@phone.invalid`);
    const [account] = await accountWithPhone(phone);
    expect(account).toMatchObject({ id: customer.id, name: 'Shirin Akter', phoneNumberVerified: true });
    const verified = await shop.app.db
      .select()
      .from(verifiedPhones)
      .where(eq(verifiedPhones.userId, customer.id));
    expect(verified.map((row) => row.phone)).toEqual([phone]);

    const me = await shop.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: customer.headers,
    });
    expect(me.json().user).toMatchObject({ id: customer.id, phoneNumber: phone });
  });

  it('signs in again with a code, without a name, into the same account', async () => {
    const phone = freshPhone();
    const first = await signInWithPhone(shop.app, shop.dataDir, phone, 'Shirin Akter');
    const again = await signInWithPhone(shop.app, shop.dataDir, phone);
    expect(again.id).toBe(first.id);
    expect(await accountWithPhone(phone)).toHaveLength(1);
  });

  it('an e-mail account signs in with the phone it verified', async () => {
    const { scene } = shop;
    const phone = freshPhone();
    await shop.app.inject({
      method: 'POST',
      url: '/api/phone/code',
      headers: scene.other.headers,
      payload: { phone },
    });
    const verified = await shop.app.inject({
      method: 'POST',
      url: '/api/phone/verify',
      headers: scene.other.headers,
      payload: { phone, code: lastCodeTo(shop.dataDir, phone) },
    });
    expect(verified.statusCode).toBe(200);
    const signedIn = await signInWithPhone(shop.app, shop.dataDir, phone);
    expect(signedIn.id).toBe(scene.other.id);
    expect(signedIn.email).toBe(scene.other.email);
  });

  it('a new number without a name keeps its right code for the retry with the name', async () => {
    const phone = freshPhone();
    await askSignInCode(shop.app, phone);
    const code = lastCodeTo(shop.dataDir, phone);
    const nameless = await verifyPhoneSignIn(shop.app, { phoneNumber: phone, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe(phoneMessages.nameForNewAccount);
    expect(await accountWithPhone(phone)).toHaveLength(0);

    const named = await verifyPhoneSignIn(shop.app, { phoneNumber: phone, code, name: 'Mitu Das' });
    expect(named.statusCode).toBe(200);
    expect(named.json().user).toMatchObject({ name: 'Mitu Das', phoneNumber: phone });
  });

  it('a wrong code signs nobody in and makes no account; a bad name is refused', async () => {
    const phone = freshPhone();
    await askSignInCode(shop.app, phone);
    const code = lastCodeTo(shop.dataDir, phone);
    const wrong = await verifyPhoneSignIn(shop.app, {
      phoneNumber: phone,
      code: code === '000000' ? '111111' : '000000',
      name: 'Mitu Das',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(phoneMessages.codeWrong);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const badName = await verifyPhoneSignIn(shop.app, { phoneNumber: phone, code, name: 'R2-D2' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(messages.name.invalid);
    expect(await accountWithPhone(phone)).toHaveLength(0);
  });

  it("answers alike whether or not a number has an account, and a code of the number's own is needed", async () => {
    const owned = freshPhone();
    await signInWithPhone(shop.app, shop.dataDir, owned, 'Shirin Akter');
    const unknown = freshPhone();
    const [known, other] = [await askSignInCode(shop.app, owned), await askSignInCode(shop.app, unknown)];
    expect(known.statusCode).toBe(other.statusCode);
    expect(known.json().message.replace(owned, 'PHONE')).toBe(other.json().message.replace(unknown, 'PHONE'));
    // A verify code of the number does not sign in.
    const guess = await verifyPhoneSignIn(shop.app, { phoneNumber: unknown, code: '123456' });
    const guessKnown = await verifyPhoneSignIn(shop.app, { phoneNumber: owned, code: '123456' });
    expect([guess.statusCode, guessKnown.statusCode]).toEqual([400, 400]);
  });

  it('keeps the placeholder addresses for phone-only accounts: no e-mail sign-up takes one', async () => {
    const phone = freshPhone();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Karim Ahmed', email: phoneAccountEmail(phone), password: 'partsPass1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(phoneMessages.reservedEmail);
    const customer = await signInWithPhone(shop.app, shop.dataDir, phone, 'Shirin Akter');
    expect(customer.email).toBe(phoneAccountEmail(phone));
  });

  it("refuses better-auth's own code sending and password sign-in by phone", async () => {
    for (const url of [
      '/api/auth/phone-number/send-otp',
      '/api/auth/sign-in/phone-number',
      '/api/auth/phone-number/request-password-reset',
      '/api/auth/phone-number/reset-password',
    ]) {
      const response = await shop.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN },
        payload: {
          phoneNumber: freshPhone(),
          password: 'partsPass1',
          otp: '123456',
          newPassword: 'partsPass2',
        },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('a phone-only account orders, pays, lists its orders by its address and reviews, with no mail', async () => {
    const { scene } = shop;
    const phone = freshPhone();
    const customer = await signInWithPhone(shop.app, shop.dataDir, phone, 'Rupa Chowdhury');

    // What the web app does after every sign-in: the profile row under the account's address.
    const synced = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
      payload: { email: customer.email, uid: customer.id },
    });
    expect(synced.statusCode).toBe(200);

    const order = await placeOrder(shop.app, customer);
    const paid = await scene.paidOrder(customer);
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as Array<{ _id: string; paid: boolean }>).map((listed) => listed._id);
    expect(ids).toEqual(expect.arrayContaining([order._id, paid._id]));

    const review = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: customer.headers,
      payload: { rating: 5, reviewText: 'Brake pads arrived in Sylhet in two days, exactly as pictured.' },
    });
    expect(review.statusCode).toBe(200);

    // The order mails went nowhere: the placeholder address is an id, not a mailbox.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shop.smtp.inbox.filter((mail) => mail.to.includes(customer.email))).toEqual([]);
  });
});
