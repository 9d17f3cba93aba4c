import { PASSWORD, signInInBrowser, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

test('a wrong password is explained in red under the form, then the right one signs in', async ({ page }) => {
  const { email } = await signUpInBrowser(page, { name: 'Tanvir Hossain', email: uniqueEmail('login') });
  await page.context().clearCookies();

  await page.goto('/login');
  await expect(page).toHaveTitle('Login - Chaka Parts');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrongPass1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome Back, Tanvir Hossain')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the login form says what is wrong, word for word', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('someone@');
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters, contain at least one letter and one number'),
  ).toBeVisible();
});

test('a guarded page sends a visitor to login and back there after signing in', async ({ page }) => {
  const { email } = await signUpInBrowser(page, { name: 'Mim Akter', email: uniqueEmail('guarded') });
  await page.context().clearCookies();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome Back, Mim Akter')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Mim Akter' })).toBeVisible();
});

test('a signed-in user who opens /register is sent home', async ({ page }) => {
  await signUpInBrowser(page, { email: uniqueEmail('already') });
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('login links to the reset and register screens', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page).toHaveTitle('Reset - Chaka Parts');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a non-admin who opens an admin screen is signed out and sent to login', async ({ page }) => {
  const { email } = await signUpInBrowser(page, { name: 'Curious Customer', email: uniqueEmail('nosy') });
  await page.goto('/dashboard/allOrders');
  await expect(page).toHaveURL(/\/login$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();

  // Signing in again (as the same customer) does not open the admin screen either.
  await signInInBrowser(page, email);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/login$/);

  // The page they wanted is kept: an admin who signs in here lands on it.
  const { admin } = e2eEnvironment();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
});

test("the top bar's Login brings the visitor back to the page they were reading", async ({ page }) => {
  const { email } = await signUpInBrowser(page, { name: 'Rafiq Islam', email: uniqueEmail('topbar') });
  await page.context().clearCookies();

  await page.goto('/blogs');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome Back, Rafiq Islam')).toBeVisible();
  await expect(page).toHaveURL(/\/blogs$/);
});
