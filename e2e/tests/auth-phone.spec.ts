import type { Browser } from '@playwright/test';
import { placeCashOrder } from '../support/orders';
import { shopPhone, waitForSmsCode } from '../support/sms';
import { expect, test } from '../support/test';

// Issue 34: a customer who never uses e-mail signs up with a name and a mobile number, signs in
// again with a code by SMS, orders cash on delivery and follows the order.

const NAME = 'Shirin Akter';
const PHONE = '01921-556677';

async function signInWithPhone(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  // A page of its own context: wait until the app has taken the server-rendered screen over.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Sign in with phone' }).click();
  const numberForm = page.getByRole('form', { name: 'Sign in with phone' });
  await numberForm.getByLabel('Mobile number').fill(PHONE);
  const since = Date.now();
  await numberForm.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForSmsCode(PHONE, since);
  const codeForm = page.getByRole('form', { name: 'Enter the code' });
  await codeForm.getByLabel('6-digit code').fill(code);
  await codeForm.getByLabel('6-digit code').press('Enter');
  await expect(page.getByText(`Welcome Back, ${NAME}`)).toBeVisible();
  return page;
}

test('a customer with only a phone number signs up, signs in with a code, orders and follows the order', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up with phone' }).click();
  const numberForm = page.getByRole('form', { name: 'Sign up with phone' });
  await numberForm.getByLabel('Name').fill(NAME);
  await numberForm.getByLabel('Mobile number').fill(PHONE);
  const since = Date.now();
  await numberForm.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code by SMS to ${shopPhone(PHONE)}`)).toBeVisible();
  const code = await waitForSmsCode(PHONE, since);
  const codeForm = page.getByRole('form', { name: 'Enter the code' });
  await codeForm.getByLabel('6-digit code').fill(code);
  await codeForm.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Welcome, ${NAME}!`)).toBeVisible();

  // The number was verified by signing up: the cash order does not wait for it.
  const { order } = await placeCashOrder(
    page,
    { name: NAME, phone: PHONE, district: 'Sylhet', address: 'House 7, Zindabazar' },
    1,
    { verifiedPhone: false },
  );
  await page.goto('/dashboard/profile');
  const phone = page.getByRole('region', { name: 'Your mobile number' });
  await expect(phone.getByText(shopPhone(PHONE))).toBeVisible();
  await expect(phone.getByText('Verified')).toBeVisible();

  const again = await signInWithPhone(browser);
  await again.goto(`/dashboard/orders/${order._id}`);
  await again.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(again.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(again.getByText('Phone not verified')).toHaveCount(0);
});
