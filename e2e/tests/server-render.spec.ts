import { signUpInBrowser } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/** Every error the page logs or throws (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public screens show their content from the HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The right part for your car, delivered to your door',
    );
    await expect(
      page.getByRole('region', { name: 'Parts We Provide' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    // The statistics read their real figures, not the 0 an animation would start from.
    await expect(
      page.getByRole('region', { name: 'Parts on the move since 2022' }).getByRole('definition'),
    ).toHaveText(['25', '1326', '4556', '5665']);

    await page.goto('/shop?category=brake-pads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brake Pads');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions and answers');
    await expect(page.getByRole('heading', { name: 'When should I change my brake pads?' })).toBeVisible();
  });
});

test('a server-rendered page hydrates without errors and stays interactive', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The right part for your car, delivered to your door',
  );
  // A link followed by the client's router: the page is not loaded again.
  await page.evaluate(() => {
    (globalThis as unknown as { kept: boolean }).kept = true;
  });
  await page.getByRole('navigation').first().getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  expect(await page.evaluate(() => (globalThis as unknown as { kept?: boolean }).kept)).toBe(true);

  // Straight to a server-rendered shop: Add to cart works on its cards.
  await page.goto('/shop?category=brake-pads');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveAccessibleName(/^Cart, [1-9]\d* items?$/);

  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: 'When should I change my brake pads?' })).toBeVisible();
  await page
    .getByRole('link', { name: /Learn More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blogs\/[0-9a-f-]+$/);
  expect(errors).toEqual([]);
});

test('a product page rendered for the signed-in customer hydrates without errors', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const { email } = await signUpInBrowser(page);
  const [product] = (await (await page.request.get('/api/services?limit=1')).json()) as {
    _id: string;
    productName: string;
  }[];
  const url = `/services/${product!._id}`;
  // Rendered for this customer, with their session, and for no cache to keep.
  const response = await page.request.get(url);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain(email);
  expect(html).toContain('Place Order');
  // A visitor asking for the same address gets none of it.
  const visitor = await fetch(`${baseURL}${url}`);
  expect(visitor.headers.get('cache-control')).toBe('no-cache');
  expect(await visitor.text()).not.toContain(email);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.productName);
  const form = page.getByRole('form', { name: 'Order' });
  await expect(form.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product!.productName} is in your cart.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('a Bangla reader', () => {
  test.use({ locale: 'bn-BD' });

  test('gets the screens rendered in Bangla and hydrated without errors', async ({ page }) => {
    const errors = collectErrors(page);
    const html = await (await page.request.get('/', { headers: { 'accept-language': 'bn-BD,bn' } })).text();
    expect(html).toContain('আপনার গাড়ির সঠিক পার্টস, পৌঁছে যাবে আপনার দরজায়');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'আপনার গাড়ির সঠিক পার্টস, পৌঁছে যাবে আপনার দরজায়',
    );
    await page.getByRole('navigation').first().getByRole('link', { name: 'শপ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপ');
    await page.goto('/shop?category=brake-pads');
    await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
