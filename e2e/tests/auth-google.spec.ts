import { uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';

test('Login with Google goes through the OpenID provider and lands signed in where the user was going', async ({
  page,
}) => {
  const login = uniqueEmail('shakib.rahman');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Login with Google' }).click();

  // The local provider's own screens: any login and password, then consent.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Welcome Back, Shakib Rahman')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Shakib Rahman' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome' }).getByText(login)).toBeVisible();
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user).toMatchObject({ email: login, name: 'Shakib Rahman', emailVerified: true });
});

test('Login with Google from the register screen signs a new customer up', async ({ page }) => {
  const login = uniqueEmail('farzana.akter');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome Back, Farzana Akter')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
