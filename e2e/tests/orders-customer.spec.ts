import { signUpInBrowser } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

interface Product {
  _id: string;
  productName: string;
  price: number;
  availableQty: number;
  orderQty: number;
}

async function productNamed(page: Page, name: string): Promise<Product> {
  const products = (await (await page.request.get('/api/services')).json()) as Product[];
  const product = products.find((item) => item.productName === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
}

test('a customer orders a part, finds it in My Orders and pays for it by card', async ({ page }) => {
  const name = 'Heavy-Duty Air Filter for Mitsubishi Pajero';
  await signUpInBrowser(page, { name: 'Nasima Akter' });
  const product = await productNamed(page, name);

  await page.goto(`/services/${product._id}`);
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveValue(String(product.orderQty));
  await quantity.fill('007');
  await expect(page.getByText('Quantity must be a real number')).toBeVisible();
  await quantity.fill('2');
  await page.getByLabel('Size').selectOption('XL');
  await page.getByLabel('Phone').fill('01812 345678');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Address').fill('Flat 4A, Road 11, Banani');
  await expect(page.getByLabel('Pay online')).toBeChecked();
  // $44 of parts and $1 of delivery inside Dhaka.
  await expect(page.getByLabel('Order total')).toContainText('$45');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Successfully ordered')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page).toHaveTitle('My Orders - Chaka Parts');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'XL' })).toBeVisible();
  await expect(row.getByText('$45')).toBeVisible();

  await row.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Hello, Nasima Akter')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pay for ${name.toUpperCase()}` })).toBeVisible();
  await expect(page.getByText('$45').first()).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').pressSequentially('1234');
  await expect(page.getByLabel('Expiry')).toHaveValue('12 / 34');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: 'Pay $45' });
  await expect(pay).toBeEnabled();
  await pay.click();

  const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$45');
  const text = (await dialog.textContent()) ?? '';
  const shownId = text.match(/transaction id is ([A-Za-z0-9]+)/)?.[1];
  expect(shownId).toMatch(/^[A-Za-z0-9]{24}$/);
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const paidRow = page.getByRole('row').filter({ hasText: name });
  await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paidRow.getByText(shownId!)).toBeVisible();
  await expect(paidRow.getByRole('link', { name: 'Pay' })).toHaveCount(0);
});

test('a customer without orders is shown the way to the shop', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/dashboard/orders');
  await expect(page.getByText('No orders')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
