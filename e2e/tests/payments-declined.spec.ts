import { signUpInBrowser } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

test("a declined card shows the provider's message and the order stays unpaid", async ({ page }) => {
  const { baseUrl } = e2eEnvironment();
  await signUpInBrowser(page, { name: 'Tanvir Hasan' });
  const products = (await (await page.request.get('/api/services')).json()) as Array<{
    _id: string;
    productName: string;
  }>;
  const name = 'Cabin Air Filter with Activated Carbon for Honda Vezel';
  const product = products.find((item) => item.productName === name)!;
  const placed = await page.request.post('/api/orders', {
    headers: { origin: baseUrl },
    data: { productId: product._id, quantity: 1, size: 'M' },
  });
  expect(placed.status()).toBe(200);
  // $14 of parts and $2 of delivery: an order without delivery details is charged the fee outside Dhaka.
  const order = (await placed.json()) as { _id: string };

  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page).toHaveTitle('Payment - Chaka Parts');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $16' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  // In red under the form (SPEC §8): the theme's error colour.
  await expect(page.getByRole('alert')).toHaveClass(/\btext-error\b/);

  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay $16' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');

  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay $16' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card number is invalid.');

  const stored = (await (await page.request.get(`/api/order/${order._id}`)).json()) as { paid: boolean };
  expect(stored.paid).toBe(false);
  await page.goto('/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: 'Pay' })).toBeVisible();
});
