import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { verifyPhoneThroughApi } from '../support/sms';
import { expect, type Page, test } from '../support/test';

interface Product {
  _id: string;
  productName: string;
}

const PART = 'Semi-Synthetic 10W-40 Engine Oil, 4 L';

async function productNamed(page: Page, name: string): Promise<Product> {
  const products = (await (await page.request.get('/api/services')).json()) as Product[];
  const product = products.find((item) => item.productName === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
}

/** The admin moves the order to its next status from All Orders, behind the confirmation dialog. */
async function markNext(admin: Page, orderNumber: string, status: string, shipping?: () => Promise<void>) {
  await admin.goto('/dashboard/allOrders');
  const row = admin.getByRole('row').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: `Mark ${status}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Mark ${status}?` });
  await expect(dialog).toContainText(orderNumber);
  await shipping?.();
  await dialog.getByRole('button', { name: `Mark ${status}` }).click();
  await expect(admin.getByText(`Order ${orderNumber} is ${status}`)).toBeVisible();
}

test('a customer in Sylhet orders cash on delivery and follows the order to the door', async ({
  browser,
  page,
}) => {
  // A journey through several screens and actors: three times one screen's time limit.
  test.slow();
  await signUpInBrowser(page, { name: 'Farhana Chowdhury' });
  // The customer verified the phone already, so the order does not wait for it (issue 34).
  await verifyPhoneThroughApi(page, '01712-345678');
  const product = await productNamed(page, PART);

  await page.goto(`/services/${product._id}`);
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Phone').fill('01712-345678');
  await page.getByLabel('District').selectOption('Sylhet');
  await page.getByLabel('Address').fill('House 7, Road 3, Zindabazar');
  await page.getByLabel('Cash on delivery').check();
  const total = page.getByLabel('Order total');
  await expect(total).toContainText('Delivery fee to Sylhet');
  await expect(total).toContainText('$2');
  await expect(total).toContainText('$54');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Successfully ordered')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const row = page.getByRole('row').filter({ hasText: PART });
  await expect(row.getByText('Placed')).toBeVisible();
  await expect(row.getByText('Cash on delivery')).toBeVisible();
  await expect(row.getByText('$54')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);
  const orderNumber = (await row.getByRole('link', { name: /^Order CP-/ }).textContent()) ?? '';
  expect(orderNumber).toMatch(/^CP-\d+$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await markNext(admin, orderNumber, 'confirmed');
  await markNext(admin, orderNumber, 'shipped', async () => {
    const dialog = admin.getByRole('dialog', { name: 'Mark shipped?' });
    await dialog.getByLabel('Courier').selectOption('Steadfast');
    await dialog.getByLabel('Tracking number').fill('SF-2611-778');
  });

  await page.reload();
  await expect(row.getByText('Shipped')).toBeVisible();
  await row.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Steadfast');
  await expect(delivery).toContainText('SF-2611-778');
  await expect(delivery).toContainText('Sylhet');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await markNext(admin, orderNumber, 'delivered');
  await adminContext.close();

  await page.reload();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Delivered');
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment).toContainText('Cash on delivery');
  await expect(payment).toContainText('$54');
});
