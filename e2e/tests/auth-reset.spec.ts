import { PASSWORD, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { firstLink, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

test('a customer resets a forgotten password from the mail and signs in with the new one', async ({
  page,
}) => {
  const { email } = await signUpInBrowser(page, { name: 'Sabbir Khan', email: uniqueEmail('reset') });
  await page.context().clearCookies();

  await page.goto('/reset-password');
  await expect(page).toHaveTitle('Reset - Chaka Parts');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`Password reset email sent to ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail(email, /Reset/);
  const link = new URL(firstLink(mail));
  expect(link.pathname).toMatch(/^\/reset-password\/.+/);
  await page.goto(`${link.pathname}${link.search}`);

  // The same rule as on sign-up.
  await page.getByLabel('New password', { exact: true }).fill('onlyletters');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters, contain at least one letter and one number'),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('brandNew42');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' })).toBeVisible();

  await page.getByLabel('Password').fill('brandNew42');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome Back, Sabbir Khan')).toBeVisible();
});

test('an unknown address gets the same answer, and a used link is refused with an error toast', async ({
  page,
}) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`Password reset email sent to ${nobody}`)).toBeVisible();

  await page.goto('/reset-password/not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('brandNew42');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.locator('.Toastify__toast--error').getByText(/reset link is invalid or has expired/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new reset link' })).toBeVisible();
});

test('the reset form checks the address first', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('wrong@');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
});
