import { signInAsAdmin, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

interface Product {
  _id: string;
  productName: string;
  availableQty: number;
}

test('an admin cancels an unpaid order and its stock comes back in the shop', async ({ browser, page }) => {
  const { baseUrl } = e2eEnvironment();
  const name = 'Platinum Spark Plugs (set of 4)';
  const stockOf = async () => {
    const products = (await (await page.request.get('/api/services')).json()) as Product[];
    return products.find((item) => item.productName === name)!;
  };

  // A customer orders 3 sets in a browser of their own.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = uniqueEmail('cancelled');
  await signUpInBrowser(customer, { name: 'Mahmud Karim', email });
  const product = await stockOf();
  const placed = await customer.request.post('/api/orders', {
    headers: { origin: baseUrl },
    data: { productId: product._id, quantity: 3, size: 'L' },
  });
  expect(placed.status()).toBe(200);
  await customerContext.close();
  const afterOrder = (await stockOf()).availableQty;

  await signInAsAdmin(page);
  await page.goto('/dashboard/allOrders');
  await expect(page).toHaveTitle('All Orders - Chaka Parts');
  for (const column of [
    'Sl.',
    'Name',
    'Email',
    'Quantity',
    'Size',
    'Price',
    'Payment Status',
    'TrnxId',
    'Action',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row.getByText('Not paid')).toBeVisible();

  // Thinking better of it first changes nothing.
  await row.getByRole('button', { name: /Cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /Cancel/ }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, cancel the order' })
    .click();
  const deleted = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(deleted).toContainText('Order has been deleted.');
  await deleted.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  expect((await stockOf()).availableQty).toBe(afterOrder + 3);
  await page.goto('/shop');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText(`${afterOrder + 3} left`)).toBeVisible();
});

test('a paid order shows Paid and its transaction id, and has no Cancel button', async ({
  browser,
  page,
}) => {
  const { baseUrl } = e2eEnvironment();
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = uniqueEmail('paid');
  await signUpInBrowser(customer, { email });
  const products = (await (await customer.request.get('/api/services')).json()) as Product[];
  const product = products.find((item) => item.productName === 'Iridium Spark Plugs (set of 4)')!;
  const post = (path: string, data: unknown) =>
    customer.request.post(path, { headers: { origin: baseUrl }, data });
  const order = await (await post('/api/orders', { productId: product._id, quantity: 1, size: 'M' })).json();
  const { clientSecret } = await (await post('/create-payment-intent', { orderId: order._id })).json();
  const paid = await post('/api/payments/test/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  const { transactionId } = await paid.json();
  const confirmed = await customer.request.patch(`/api/order/${order._id}`, {
    headers: { origin: baseUrl },
    data: { transactionId, appointmentId: order._id, email },
  });
  expect(await confirmed.json()).toEqual({ modifiedCount: 1 });
  await customerContext.close();

  await signInAsAdmin(page);
  await page.goto('/dashboard/allOrders');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText(transactionId.slice(3), { exact: true })).toBeVisible();
  await expect(row.getByText(transactionId, { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
});
