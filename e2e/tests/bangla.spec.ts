import { signUpInBrowser } from '../support/accounts';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { e2eEnvironment } from '../support/environment';
import { waitForMail } from '../support/mail';
import { expect, type Page, test } from '../support/test';

// axe-core is injected into the page, which the shop's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const topBar = (page: Page) => page.getByRole('navigation').first();

/** Chooses a language with the switch in the top bar, by keyboard as a screen-reader user would. */
async function choose(page: Page, language: 'English' | 'বাংলা') {
  const button = page.getByRole('group', { name: /Language|ভাষা/ }).getByRole('link', { name: language });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-current', 'true');
}

test('a visitor switches to Bangla, keeps it over a reload, and back to the spec English', async ({
  page,
}) => {
  await page.goto('/');
  await expect(topBar(page).getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await choose(page, 'বাংলা');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(topBar(page).getByRole('link', { name: 'শপ', exact: true })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আপনার গাড়ির সঠিক পার্টস, পৌঁছে যাবে আপনার দরজায়');
  await expectNoSeriousAxeIssues(page);

  await topBar(page).getByRole('link', { name: 'শপ', exact: true }).click();
  await expect(page).toHaveTitle('শপ - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপ');
  await expect(page.getByRole('link', { name: 'বিস্তারিত' }).first()).toBeVisible();
  await expect(page.getByText(/\d|[০-৯]+টি পার্টস/).first()).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'আবার স্বাগতম' })).toBeVisible();
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.getByText('ইমেইল দিতে হবে')).toBeVisible();
  await expect(page.getByText('পাসওয়ার্ড দিতে হবে')).toBeVisible();
  await page.getByLabel('ইমেইল').fill('not-an-address');
  await expect(page.getByText('ইমেইল ঠিকানাটি সঠিক নয়')).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // The choice survives a reload, and the HTML the server sends names the language already.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'আবার স্বাগতম' })).toBeVisible();
  const html = await (await page.request.get('/register')).text();
  expect(html).toMatch(/<html lang="bn"/);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'আপনার অ্যাকাউন্ট খুলুন' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.goto('/login');
  await choose(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Login - Chaka Parts');
  await expect(topBar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
});

test('a signed-in customer who chose Bangla gets the order confirmation in Bangla', async ({ page }) => {
  const customer = await signUpInBrowser(page, { name: 'Sadia Islam' });
  await page.goto('/');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/update-user') &&
      response.request().postData()?.includes('bn') === true,
  );
  await choose(page, 'বাংলা');
  expect((await saved).status()).toBe(200);

  const products = (await (await page.request.get('/api/services')).json()) as Array<{ _id: string }>;
  const placed = await page.request.post('/api/orders', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: {
      productId: products[0]!._id,
      quantity: 1,
      size: 'M',
      paymentMethod: 'cod',
      delivery: { name: 'Sadia Islam', phone: '01812-345678', district: 'Dhaka', address: 'House 4, Road 2' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const mail = await waitForMail(customer.email, /আপনার অর্ডার CP-\d+ গ্রহণ করা হয়েছে/);
  expect(mail.text).toContain('প্রিয় Sadia Islam,');
  expect(mail.text).toContain('পেমেন্ট: ক্যাশ অন ডেলিভারি');
});
