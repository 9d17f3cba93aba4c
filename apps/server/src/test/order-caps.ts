import { expect } from 'vitest';
import type { Customer, TestShop } from './app.js';

/**
 * The shop's own defaults for what one account may order and hold: a blank setting is an unset one,
 * and takes its default (TEST_SETTINGS lifts the caps for the other tests, whose accounts never
 * verify their address and often order whole shelves).
 */
export const DEFAULT_ORDER_CAPS = {
  MAX_LINE_QUANTITY: '',
  MAX_ORDER_VALUE: '',
  MAX_OPEN_UNITS: '',
  UNVERIFIED_MAX_LINE_QUANTITY: '',
  UNVERIFIED_MAX_OPEN_UNITS: '',
  COD_UNCONFIRMED_TTL: '',
};

/** Verifies the customer's address with the link the shop mailed at sign-up, as they would. */
export async function verifyByMail(shop: TestShop, customer: Customer): Promise<void> {
  const mail = await shop.smtp.waitForMail(customer.email, (m) => /Verify/.test(m.subject));
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  const response = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(response.statusCode).toBe(302);
}
