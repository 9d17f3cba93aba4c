import { signUpInBrowser } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

test('a customer pays an order with bKash through SSLCommerz and comes back to it paid', async ({ page }) => {
  const { baseUrl } = e2eEnvironment();
  await signUpInBrowser(page, { name: 'Sadia Rahman' });
  const products = (await (await page.request.get('/api/services')).json()) as Array<{
    _id: string;
    productName: string;
  }>;
  const product = products.find((item) => item.productName.startsWith('Cabin Air Filter'))!;
  const placed = await page.request.post('/api/orders', {
    headers: { origin: baseUrl },
    data: {
      productId: product._id,
      quantity: 1,
      size: 'M',
      paymentMethod: 'online',
      delivery: {
        name: 'Sadia Rahman',
        phone: '01812345678',
        district: 'Sylhet',
        address: 'House 4, Amberkhana',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { _id: string; total: number };

  await page.goto(`/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: 'bKash, Nagad, Rocket or card (SSLCommerz)' }).check();
  await page.getByRole('button', { name: 'Continue to SSLCommerz' }).click();

  // The gateway's own page, on its own address.
  await expect(page.getByRole('heading', { name: 'Pay Chaka Parts' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(baseUrl);
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back at the shop, on the order's page.
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  expect(page.url()).toBe(`${baseUrl}/dashboard/orders/${order._id}?payment=success`);
  await expect(page.getByRole('status')).toContainText(/You paid \$[\d,.]+\./);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const stored = (await (await page.request.get(`/api/order/${order._id}`)).json()) as {
    paid: boolean;
    transactionId: string;
  };
  expect(stored.paid).toBe(true);
  expect(stored.transactionId).toMatch(/^CP-\d+-[0-9a-f]{12}$/);
});
