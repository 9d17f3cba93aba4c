import { signUpInBrowser } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

interface Product {
  _id: string;
  productName: string;
  price: number;
  availableQty: number;
}

async function catalogue(page: Page): Promise<Product[]> {
  return (await (await page.request.get('/api/services')).json()) as Product[];
}

/** How many different columns the first cards of the grid sit in. */
async function columnsOfFirstRow(page: Page): Promise<number> {
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!));
  const firstRowTop = boxes[0]!.y;
  return new Set(boxes.filter((box) => Math.abs(box.y - firstRowTop) < 2).map((box) => Math.round(box.x)))
    .size;
}

test('the shop shows every product as a card', async ({ page }) => {
  const products = await catalogue(page);
  await page.goto('/shop');
  await expect(page).toHaveTitle('Shop - Chaka Parts');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(products.length);

  const first = cards.first();
  const product = products[0]!;
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(product.productName);
  await expect(first.getByRole('img', { name: product.productName })).toBeVisible();
  await expect(first.getByText('NEW')).toBeVisible();
  await expect(first.getByText(`${product.availableQty} left`)).toBeVisible();
  await expect(first.getByText(`$${product.price}`)).toBeVisible();
  await expect(first.getByRole('link', { name: `Details: ${product.productName}` })).toHaveAttribute(
    'href',
    `/services/${product._id}`,
  );

  const soldOut = cards.filter({ hasText: 'Rear Brake Shoes for Suzuki Alto / WagonR' });
  await expect(soldOut.getByText('0 left')).toBeVisible();
});

test('the grid has one column on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  expect(await columnsOfFirstRow(page)).toBe(1);
  const scrollWidth = await page.evaluate('document.documentElement.scrollWidth');
  expect(scrollWidth).toBeLessThanOrEqual(390);
});

test('the grid has two columns on a tablet and three on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/shop');
  expect(await columnsOfFirstRow(page)).toBe(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await columnsOfFirstRow(page)).toBe(3);
});

test('cards below the first row load their images lazily', async ({ page }) => {
  await page.goto('/shop');
  const images = page.getByRole('list', { name: 'Products' }).getByRole('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(5)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(5)).toHaveAttribute('width', /\d+/);
  await expect(images.nth(5)).toHaveAttribute('height', /\d+/);
});

test('a signed-in customer goes from a card to the product', async ({ page }) => {
  await signUpInBrowser(page);
  const [product] = await catalogue(page);
  await page.goto('/shop');
  await page.getByRole('link', { name: `Details: ${product!.productName}` }).click();
  await expect(page).toHaveURL(`/services/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.productName })).toBeVisible();
});

test('the category buttons narrow the shop down and back', async ({ page }) => {
  await page.goto('/shop');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Motor Oil' }).click();
  await expect(page).toHaveURL(/category=motor-oil/);
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  await expect(names).toHaveCount(3);
  for (const name of await names.allTextContents()) expect(name).toMatch(/Oil/);
  await categories.getByRole('link', { name: 'All parts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(names).toHaveCount((await catalogue(page)).length);
});
