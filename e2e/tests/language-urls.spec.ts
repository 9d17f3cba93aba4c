import { signUpInBrowser } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

const topBar = (page: Page) => page.getByRole('navigation').first();

/** Chooses a language with the switch in the top bar. */
async function choose(page: Page, language: 'English' | 'বাংলা') {
  const button = page.getByRole('group', { name: /Language|ভাষা/ }).getByRole('link', { name: language });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'true');
}

test('opening a page at its Bangla address shows it in Bangla and keeps the choice', async ({ page }) => {
  // The HTML the server sends is already in the address's language, with the page's alternates.
  const html = await (await page.request.get('/shop?lang=bn')).text();
  expect(html).toMatch(/<html lang="bn"/);
  expect(html).toContain('<title>শপ - Chaka Parts</title>');
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/shop\?lang=en"/);

  await page.goto('/shop?lang=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle('শপ - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপ');
  await expect(topBar(page).getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');

  // Kept as the visitor's choice: the addresses without a language follow it, over a reload too.
  await topBar(page).getByRole('link', { name: 'হোম', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আপনার গাড়ির সঠিক পার্টস, পৌঁছে যাবে আপনার দরজায়');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(topBar(page).getByRole('link', { name: 'শপ', exact: true })).toBeVisible();
});

test('the switch keeps working on an address that names a language, and the address follows it', async ({
  page,
}) => {
  await page.goto('/shop?lang=bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপ');

  await choose(page, 'English');
  await expect(page).toHaveURL(/\/shop\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Shop - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');

  await choose(page, 'বাংলা');
  await expect(page).toHaveURL(/\/shop\?lang=bn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপ');

  // The English address wins over the Bangla the visitor chose before.
  await page.goto('/login?lang=en');
  await expect(page).toHaveTitle('Login - Chaka Parts');
  await expect(topBar(page).getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
});

test('a signed-in customer opening a Bangla address keeps Bangla with the account', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Nusrat Jahan' });
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/update-user') &&
      response.request().postData()?.includes('"bn"') === true,
  );
  await page.goto('/shop?lang=bn');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপ');
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user.locale).toBe('bn');
});
