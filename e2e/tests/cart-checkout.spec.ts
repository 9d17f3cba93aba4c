import { PASSWORD, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

const FILTER = 'Engine Air Filter for Toyota Premio / Allion (1NZ, 2NZ)';
const PLUGS = 'Iridium Spark Plugs (set of 4)';

/** A visitor finds a part in the shop by name and puts it in the cart from its card. */
async function addFromShop(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();
}

test('a visitor fills a cart, keeps it over a reload, signs in and checks out both parts as one order', async ({
  page,
}) => {
  const { baseUrl } = e2eEnvironment();
  const email = uniqueEmail('cart');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { name: 'Sumon Mia', email, password: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await page.context().clearCookies();

  await addFromShop(page, FILTER);
  await addFromShop(page, PLUGS);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.reload();
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Parts in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines).toContainText(FILTER);
  await expect(lines).toContainText(PLUGS);

  await page.getByLabel(`Quantity of ${PLUGS}, size SM`).fill('2');
  await page.getByLabel('Deliver to').selectOption('Dhaka');
  const total = page.getByLabel('Order total');
  await expect(total).toContainText('$80');
  await expect(total).toContainText('Delivery fee to Dhaka');
  await expect(total).toContainText('$81');

  // The sign-in guard sends the visitor to login and brings her back to the checkout.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(FILTER);
  await expect(summary).toContainText(`2 × size SM`);
  await page.getByLabel('Phone').fill('01812-345678');
  // The district chosen for the fee on the cart page came along through the login.
  await expect(page.getByLabel('District')).toHaveValue('Dhaka');
  await page.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('Cash on delivery').check();
  await expect(summary.getByLabel('Order total')).toContainText('$81');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Successfully ordered')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[\w-]+$/);
  const heading = page.getByRole('heading', { name: /^Order CP-\d+$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.goto('/dashboard/orders');
  for (const part of [FILTER, PLUGS]) {
    const row = page.getByRole('row').filter({ hasText: part });
    await expect(row.getByRole('link', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(row.getByText('Cash on delivery')).toBeVisible();
  }

  // The cart is empty, here and in the account's kept cart.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
