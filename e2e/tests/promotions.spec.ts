import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

const FILTER = 'Engine Air Filter for Toyota Premio / Allion (1NZ, 2NZ)';
const PLUGS = 'Iridium Spark Plugs (set of 4)';
const APPLIED = /^EID10: \$([\d,.]+) off\. New total \$([\d,.]+) \(delivery included\)\.$/;

// Issue 37: a customer applies EID10 in the cart, carries it to the checkout, pays the discounted
// total by card, and the order shows what was charged.
test('a customer applies EID10 in the cart and pays the discounted total by card', async ({
  page,
  browser,
}) => {
  const { baseUrl } = e2eEnvironment();
  // The admin adds EID10 through the API (10% off the whole order); a shop that has it already keeps it.
  const adminContext = await browser.newContext({ baseURL: baseUrl });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const created = await admin.request.post('/api/admin/promotions', {
    headers: { origin: baseUrl },
    data: { code: 'EID10', kind: 'percent', value: 10 },
  });
  expect([200, 409], await created.text()).toContain(created.status());
  await adminContext.close();

  await signUpInBrowser(page, { name: 'Farhana Akter' });
  for (const name of [FILTER, PLUGS]) {
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();
  }
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Parts in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Deliver to').selectOption('Dhaka');
  const total = page.getByLabel('Order total');
  const before = (await total.textContent()) ?? '';

  await page.getByLabel('Promotion code').fill('eid10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const applied = page.getByRole('status').filter({ hasText: 'EID10' });
  await expect(applied).toHaveText(APPLIED);
  const [, discount, discounted] = APPLIED.exec((await applied.textContent()) ?? '')!;
  await expect(total).toContainText('Discount (EID10)');
  await expect(total).toContainText(`−$${discount}`);
  await expect(total).not.toHaveText(before);
  // Each part shows its share of the discount.
  await expect(lines.getByText(/off with EID10/)).toHaveCount(2);

  // The code carries on to the checkout, which prices it again.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('status').filter({ hasText: 'EID10' })).toHaveText(
    `EID10: $${discount} off. New total $${discounted} (delivery included).`,
  );
  await page.getByLabel('Phone').fill('01812-345678');
  await expect(page.getByLabel('District')).toHaveValue('Dhaka');
  await page.getByLabel('Address').fill('House 7, Road 3, Gulshan');
  await page.getByRole('radio', { name: /^Card/ }).check();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByLabel('Order total')).toContainText(`$${discounted}`);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: `Pay $${discounted}` });
  await expect(pay).toBeEnabled();
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(dialog).toContainText(`$${discounted}`);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The order charged the discounted total and names the code.
  const row = page.getByRole('row').filter({ hasText: FILTER });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^Order CP-\d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Order CP-\d+$/ })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Discount EID10');
  await expect(payment).toContainText(`−$${discount}`);
  await expect(payment).toContainText(`Total$${discounted}`);
  await expect(payment).toContainText('Paid');
});
