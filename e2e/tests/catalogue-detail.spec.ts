import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

interface Product {
  _id: string;
  productName: string;
  productDescription: string;
  price: number;
  availableQty: number;
  orderQty: number;
}

async function productNamed(page: Page, name: string): Promise<Product> {
  const products = (await (await page.request.get('/api/services')).json()) as Product[];
  const product = products.find((p) => p.productName === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
}

/** The value shown under a label of the product's facts. */
const fact = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

const BULBS = 'H4 Halogen Headlight Bulbs 60/55W (pair)';
const SOLD_OUT = 'Rear Brake Shoes for Suzuki Alto / WagonR';
const ADMIN_MESSAGE = 'Order option for site admin is not allowed !!!';

test('a customer sees everything about a product', async ({ page }) => {
  await signUpInBrowser(page);
  const product = await productNamed(page, BULBS);
  await page.goto(`/services/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
  await expect(page).toHaveTitle(`${product.productName} - Chaka Parts`);
  await expect(page.getByRole('main').getByRole('img', { name: product.productName })).toBeVisible();
  await expect(page.getByText(product.productDescription)).toBeVisible();
  await expect(page.getByText(`$${product.price}`, { exact: true })).toBeVisible();
  await expect(fact(page, 'Minimum order quantity')).toHaveText(String(product.orderQty));
  const available = (await productNamed(page, BULBS)).availableQty;
  await expect(fact(page, 'Available quantity')).toHaveText(String(available));
  await expect(page.getByText(ADMIN_MESSAGE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }),
  ).toBeVisible();
});

test('a sold-out product offers only a disabled Out of Stock button', async ({ page }) => {
  await signUpInBrowser(page);
  const product = await productNamed(page, SOLD_OUT);
  await page.goto(`/services/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOLD_OUT);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
});

test('an admin sees the available items and that admins cannot order', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await productNamed(page, BULBS);
  await page.goto(`/services/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
  await expect(page.getByText(ADMIN_MESSAGE)).toBeVisible();
  await expect(page.getByText(/^Available items: \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toHaveCount(0);
});

test('a visitor is asked to log in first', async ({ page }) => {
  const product = await productNamed(page, BULBS);
  await page.goto(`/services/${product._id}`);
  await expect(page).toHaveURL(/\/login$/);
});

test('a product that cannot be loaded shows the 403 screen', async ({ page }) => {
  await signUpInBrowser(page);
  const product = await productNamed(page, BULBS);
  // The page is rendered on the server for a signed-in customer: the product is loaded by the app
  // when the customer goes to it from the shop.
  await page.goto(`/shop?q=${encodeURIComponent(BULBS)}`);
  await page.route(`**/api/service/${product._id}`, (route) =>
    route.fulfill({ status: 403, json: { message: 'You are not allowed to do this' } }),
  );
  await page.getByRole('link', { name: `Details: ${BULBS}` }).click();
  await expect(
    page.getByRole('heading', { name: 'You are not authorized to access this page.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('an unknown product shows the 403 screen too', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/services/0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11');
  await expect(
    page.getByRole('heading', { name: 'You are not authorized to access this page.' }),
  ).toBeVisible();
});
