import { PASSWORD, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { firstLink, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

test('a visitor registers, gets the verification mail, is signed in by its link and says goodbye on logout', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await expect(page).toHaveTitle('Register - Chaka Parts');

  await page.getByLabel('Name').fill('Nusrat Jahan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(
    page.getByText(
      `Welcome Nusrat Jahan! You are now registered. ${email} check your email/spambox to verify your account.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Registering signs nobody in: its answer must not tell whether the address already had an account.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  const mail = await waitForMail(email, /Verify/);
  expect(mail.text).toContain('Nusrat Jahan');
  const link = new URL(firstLink(mail));
  // The link works: it verifies the address, signs the new customer in and comes back to the shop.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  const goodbye = page
    .locator('.Toastify__toast-container--bottom-right')
    .getByText('Thank you, Nusrat Jahan to stay with us!');
  await expect(goodbye).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('the register form says what is wrong, word for word', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Name').fill('R2D2');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Name is not valid')).toBeVisible();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters, contain at least one letter and one number'),
  ).toBeVisible();
});

test('registering an address that has an account looks like any registration and mails the owner', async ({
  page,
}) => {
  const email = uniqueEmail('twice');
  await signUpInBrowser(page, { name: 'First Owner', email });
  await page.context().clearCookies();
  await page.goto('/register');
  await page.getByLabel('Name').fill('Second Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByText(
      `Welcome Second Owner! You are now registered. ${email} check your email/spambox to verify your account.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toHaveCount(0);

  const mail = await waitForMail(email, /already have/);
  expect(mail.text).toContain('First Owner');
});
