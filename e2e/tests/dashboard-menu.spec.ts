import { signInAsAdmin, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

const adminItems = [
  'Overview',
  'All Orders',
  'Returns',
  'Part requests',
  'Add Product',
  'All Users',
  'Staff',
  'Audit log',
  'Manage Products',
  'Brands',
  'Promotions',
  'Customer groups',
  'Import and export',
  'Reviews',
  'My Profile',
];
// The monthly statement is offered only to a customer whose group keeps one (garage-trade.spec.ts).
const customerItems = [
  'My Orders',
  'Quick order',
  'My Garage',
  'My part requests',
  'Add a new review',
  'My Profile',
];

async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
  return (await menu.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

test('a customer sees their menu and the welcome card', async ({ page }) => {
  const { email } = await signUpInBrowser(page, { name: 'Rafiq Islam', email: uniqueEmail('menu') });
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Dashboard - Chaka Parts');

  const card = page.getByRole('region', { name: 'Welcome' });
  await expect(card.getByRole('heading', { name: 'Welcome, Rafiq Islam' })).toBeVisible();
  await expect(card.getByText('User', { exact: true })).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rafiq Islam' })).toHaveAttribute(
    'src',
    '/images/avatar-default.svg',
  );

  expect(await menuLabels(page)).toEqual(['Welcome', ...customerItems]);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
});

test('an admin sees the shop management menu and the Admin badge', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Welcome' });
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();
  await expect(card.getByText(e2eEnvironment().admin.email)).toBeVisible();
  expect(await menuLabels(page)).toEqual(['Welcome', ...adminItems]);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens from the top menu and closes again', async ({ page }) => {
    await signUpInBrowser(page, { email: uniqueEmail('phone') });
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(menu).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await menu.getByRole('link', { name: 'Add a new review' }).click();
    await expect(page).toHaveURL(/\/dashboard\/addReview$/);
    await expect(menu).not.toBeInViewport();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the drawer is always there', async ({ page }) => {
    await signUpInBrowser(page, { email: uniqueEmail('desk') });
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeHidden();
  });
});
