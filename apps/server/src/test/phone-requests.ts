import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { phoneCodes, user } from '../db/schema/index.js';
import { issuePhoneCode, type PhoneCodePurpose } from '../lib/phone-codes.js';
import { type Customer, TEST_ORIGIN, TEST_SETTINGS } from './app.js';
import { type CallerName, expectOk, freshAddress, type Scene } from './scene.js';
import { lastCodeTo } from './sms-outbox.js';

let phoneCounter = Math.floor(Math.random() * 10_000_000);

/** A Grameenphone number no other request of the run used, in the shop's form. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `+88017${String(phoneCounter % 100_000_000).padStart(8, '0')}`;
}

/**
 * A code the shop keeps for `phone`, as asking for one would make it, without the SMS: for tests
 * about what a code does rather than how it arrives.
 */
export async function storedPhoneCode(
  app: App,
  phone: string,
  purpose: PhoneCodePurpose,
  userId: string | null = null,
): Promise<string> {
  const issued = await issuePhoneCode(app.db, TEST_SETTINGS.AUTH_SECRET, {
    phone,
    purpose,
    userId,
    clientAddress: freshAddress(),
  });
  return issued.code;
}

/**
 * Forgets the codes the caller asked for, so the limit per account (a few codes an hour) does not
 * refuse the many valid requests the route suites send as one account.
 */
async function freshAccountCodes(scene: Scene, caller: CallerName): Promise<void> {
  if (caller === 'anonymous') return;
  await scene.app.db.delete(phoneCodes).where(eq(phoneCodes.userId, scene.customer(caller).id));
}

/** The requests of the one-time codes for test/route-table.ts. */
export const PHONE_REQUESTS = {
  sendPhoneCode: {
    request: async (scene: Scene, caller: CallerName) => {
      await freshAccountCodes(scene, caller);
      return { payload: { phone: freshPhone() }, remoteAddress: freshAddress() };
    },
  },
  verifyPhone: {
    request: async (scene: Scene, caller: CallerName) => {
      const phone = freshPhone();
      if (caller === 'anonymous') return { payload: { phone, code: '123456' } };
      await freshAccountCodes(scene, caller);
      const code = await storedPhoneCode(scene.app, phone, 'verify', scene.customer(caller).id);
      return { payload: { phone, code } };
    },
  },
  sendSignInCode: {
    request: async () => ({ payload: { phone: freshPhone() }, remoteAddress: freshAddress() }),
  },
};

/** POST /api/phone/sign-in-code: a sign-in code by SMS to `phone`. */
export const askSignInCode = (app: App, phone: string) =>
  app.inject({
    method: 'POST',
    url: '/api/phone/sign-in-code',
    payload: { phone },
    remoteAddress: freshAddress(),
  });

/** POST /api/auth/phone-number/verify from the shop's pages: signs in (or up, with a name). */
export const verifyPhoneSignIn = (app: App, body: { phoneNumber: string; code: string; name?: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });

/**
 * Signs in with a phone number and the code the SMS brought (signing up, with `name`, when no
 * account has the number), and returns the credentials as signUp does.
 */
export async function signInWithPhone(
  app: App,
  dataDir: string,
  phone: string,
  name?: string,
): Promise<Customer> {
  expectOk(await askSignInCode(app, phone), 'asking for a sign-in code');
  const response = await verifyPhoneSignIn(app, {
    phoneNumber: phone,
    code: lastCodeTo(dataDir, phone),
    name,
  });
  const body = expectOk<{ token: string; user: { id: string; email: string; name: string } }>(
    response,
    'signing in with a phone',
  );
  const cookie = response.cookies
    .filter((c) => c.name.startsWith('better-auth.session_token'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const token = String(response.headers['set-auth-token'] ?? body.token);
  return {
    id: body.user.id,
    email: body.user.email,
    name: body.user.name,
    token,
    cookie,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * Asks for a code for `phone`: to verify it as `customer`, or, for no customer, to sign in. Each
 * request comes from an address of its own unless one is given (the limit per client address).
 */
export const askPhoneCode = (
  app: App,
  customer: Customer | null,
  phone: string,
  remoteAddress = freshAddress(),
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: customer ? '/api/phone/code' : '/api/phone/sign-in-code',
    headers: { ...customer?.headers, ...(cookie ? { cookie } : {}) },
    payload: { phone },
    remoteAddress,
  });

/** POST /api/phone/verify as `customer`. */
export const verifyPhoneCode = (app: App, customer: Customer, phone: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/phone/verify',
    headers: customer.headers,
    payload: { phone, code },
  });

/** The account's own phone number, as stored. */
export async function phoneOf(app: App, customer: Pick<Customer, 'id'>) {
  const [row] = await app.db
    .select({ phoneNumber: user.phoneNumber, phoneNumberVerified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, customer.id));
  return row;
}
