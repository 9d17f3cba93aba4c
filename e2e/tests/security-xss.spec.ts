import { signInAsAdmin, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

// Markup that runs script if a screen ever renders stored text as HTML.
const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';

/** Whether any injected script ran in the page. */
const pwned = (page: Page) => page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned);

/** Fails the test on any dialog, as an `alert(...)` payload would open one. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:not([src])').filter({ hasText: '__pwned' })).toHaveCount(0);
  expect(await pwned(page)).toBeUndefined();
}

test('script payloads in a review, a product and a profile are shown as text and never run', async ({
  page,
  browser,
}) => {
  const origin = { origin: e2eEnvironment().baseUrl };
  const tag = Date.now().toString(36);
  const dialogs = watchDialogs(page);
  const { email } = await signUpInBrowser(page, { name: 'Nadia Islam', email: uniqueEmail('xss') });

  const reviewText = `Great pads ${IMG} ${SCRIPT} ${tag}`;
  const review = await page.request.post('/api/review', { headers: origin, data: { rating: 5, reviewText } });
  expect(review.status(), await review.text()).toBe(200);

  const productName = `${IMG} Pads ${tag}`;
  const productDescription = `${SCRIPT}<b>Bold claims</b> ${IMG} ${tag}`;
  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  const created = await adminPage.request.post('/api/services', {
    headers: origin,
    data: {
      productName,
      productDescription,
      availableQty: 5,
      orderQty: 1,
      price: 9.5,
      image: '/images/parts/spark-plugs.svg',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const product = (await created.json()) as { _id: string };
  await adminPage.close();

  const profileLink = `https://example.com/"><img src=x onerror=window.__pwned=1>`;
  const profile = await page.request.patch(`/api/users/me?email=${encodeURIComponent(email)}`, {
    headers: origin,
    data: {
      education: IMG,
      number: '+880 1712 345678',
      address: SCRIPT,
      linkedin: profileLink,
      facebook: 'https://facebook.com/nadia.islam',
      image: '/images/avatar-default.svg',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // Home: the latest reviews.
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  await expect(reviews.getByText(reviewText, { exact: true })).toBeVisible();
  await expectInert(page);

  // Shop and product detail (other tests add parts to the shared shop: the search finds this one).
  await page.goto(`/shop?q=${tag}`);
  await expect(page.getByRole('heading', { name: productName, exact: true })).toBeVisible();
  await expectInert(page);
  await page.goto(`/services/${product._id}`);
  await expect(page.getByRole('heading', { name: productName, exact: true })).toBeVisible();
  await expect(page.getByText(productDescription, { exact: true })).toBeVisible();
  await expect(page.getByText('Bold claims', { exact: true })).toHaveCount(0);
  await expectInert(page);

  // Profile.
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card.getByText(IMG, { exact: true })).toBeVisible();
  await expect(card.getByText(SCRIPT, { exact: true })).toBeVisible();
  const link = card.getByRole('link', { name: 'example.com/"><img src=x onerror=window.__pwned=1>' });
  await expect(link).toHaveAttribute('href', profileLink);
  await expectInert(page);

  expect(dialogs).toEqual([]);
});

test('a javascript: link cannot be stored as a profile link or a product image', async ({
  page,
  browser,
}) => {
  const origin = { origin: e2eEnvironment().baseUrl };
  const { email } = await signUpInBrowser(page, { name: 'Karim Ahmed', email: uniqueEmail('xss-link') });
  const profile = await page.request.patch(`/api/users/me?email=${encodeURIComponent(email)}`, {
    headers: origin,
    data: {
      education: 'DU',
      number: '+880 1712 345678',
      address: 'Dhaka',
      linkedin: 'javascript:window.__pwned=1',
      facebook: 'https://facebook.com/karim',
      image: '/images/avatar-default.svg',
    },
  });
  expect(profile.status()).toBe(400);

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  const product = await adminPage.request.post('/api/services', {
    headers: origin,
    data: {
      productName: 'Linked Image',
      productDescription: 'x',
      availableQty: 1,
      orderQty: 1,
      price: 1,
      image: 'javascript:window.__pwned=1',
    },
  });
  expect(product.status()).toBe(400);
  await adminPage.close();
});
