import { readFile } from 'node:fs/promises';
import { signInAsAdmin, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

test('an admin sees the Overview with its chart and low stock, filters All Orders by status and downloads the CSV', async ({
  browser,
  page,
}) => {
  const { baseUrl } = e2eEnvironment();
  const partName = `Wiper Blade Set ${Date.now().toString(36)}`;

  // A part of the admin's own, nearly sold out, so the low-stock list has it whatever else runs.
  await signInAsAdmin(page);
  const created = await page.request.post('/api/services', {
    headers: { origin: baseUrl },
    data: {
      productName: partName,
      availableQty: 6,
      orderQty: 1,
      price: 12.5,
      productDescription: 'A pair of all-season wiper blades.',
      image: '/images/parts/brake-pads-ceramic.svg',
    },
  });
  expect(created.status()).toBe(200);
  const product = (await created.json()) as { _id: string };

  // A customer in Dhaka orders two of them, cash on delivery: today's sales, and 4 left.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = uniqueEmail('overview');
  await signUpInBrowser(customer, { name: 'Sadia Rahman', email });
  const placed = await customer.request.post('/api/orders', {
    headers: { origin: baseUrl },
    data: {
      productId: product._id,
      quantity: 2,
      size: 'M',
      paymentMethod: 'cod',
      delivery: { name: 'Sadia Rahman', phone: '01712-345678', district: 'Dhaka', address: 'ধানমন্ডি, ঢাকা' },
    },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  await customerContext.close();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveTitle('Overview - Chaka Parts');
  const sales = page.getByRole('figure', { name: 'Sales per day' });
  await expect(sales.getByRole('img', { name: /Sales per day/ })).toBeVisible();
  await expect(sales.locator('svg.recharts-surface').first()).toBeVisible();
  // The chart's numbers are a table for screen readers.
  await expect(sales.getByRole('table', { name: 'Sales per day' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  const lowStock = page.getByRole('region', { name: 'Low stock' });
  await expect(lowStock.getByRole('link', { name: partName })).toBeVisible();
  await expect(lowStock.getByText('4 left').first()).toBeVisible();

  // All Orders by status: the new order is placed, so it is under Placed and not under Cancelled.
  await page.goto('/dashboard/allOrders');
  const statuses = page.getByRole('navigation', { name: 'Show orders by status' });
  await statuses.getByRole('link', { name: 'Placed', exact: true }).click();
  await expect(page).toHaveURL(/status=placed/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await statuses.getByRole('link', { name: 'Cancelled', exact: true }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // Found by its number, and downloaded as CSV with the Bangla address intact.
  await statuses.getByRole('link', { name: 'Placed', exact: true }).click();
  await expect(page).toHaveURL(/status=placed/);
  await page.getByLabel('Order number, e-mail or phone').fill(orderNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 order found')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csv.slice(1).trim().split('\n');
  expect(header).toMatch(/^Order number,Date,Customer,Email,Phone,District,Address,Part,Quantity/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(orderNumber);
  expect(rows[0]).toContain('"ধানমন্ডি, ঢাকা"');
  expect(rows[0]).toContain(partName);
});
