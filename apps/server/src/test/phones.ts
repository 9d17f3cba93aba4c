import { BangladeshPhoneSchema } from '@chaka/contract';
import type { Db } from '../db/client.js';
import { verifiedPhones } from '../db/schema/index.js';
import type { ShopUnderTest } from './use-test-shop.js';

/**
 * Gives an account a verified phone, as a right one-time code does (issue 34): its cash orders to
 * that phone do not wait for it. For tests about something else than the phone's verification.
 * The phone is written as a customer types it; it is stored as the delivery schema gives it.
 */
export async function verifyPhone(db: Db, account: { id: string }, phone: string): Promise<void> {
  await db
    .insert(verifiedPhones)
    .values({ userId: account.id, phone: BangladeshPhoneSchema.parse(phone) })
    .onConflictDoNothing();
}

/** useTestShop's `prepare`: every customer of the shop has verified these phones. */
export const customersVerified =
  (...phones: string[]) =>
  async (shop: ShopUnderTest): Promise<void> => {
    for (const customer of shop.customers)
      for (const phone of phones) await verifyPhone(shop.app.db, customer, phone);
  };
