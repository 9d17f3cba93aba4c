import { PASSWORD, signInAsAdmin, signInInBrowser, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { type Browser, expect, type Page, test } from '../support/test';

async function openAllUsers(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  await page.goto('/dashboard/users');
  await expect(page).toHaveTitle('All Users - Chaka Parts');
  return page;
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('an admin makes a customer an admin, who sees the Admin badge after signing in again', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('promoted');
  await signUpInBrowser(page, { name: 'Rafiq Chowdhury', email });
  await page.goto('/dashboard/profile');
  await expect(
    page.getByRole('region', { name: 'Your profile' }).getByText('User', { exact: true }),
  ).toBeVisible();

  const admin = await openAllUsers(browser);
  const row = rowOf(admin, email);
  await row.getByRole('button', { name: 'Make Admin' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, make admin' }).click();
  await expect(admin.getByText(`${email} successfully an admin`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Already an admin' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);

  await signInInBrowser(page, email);
  await page.goto('/dashboard/profile');
  await expect(
    page.getByRole('region', { name: 'Your profile' }).getByText('Admin', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Users' }),
  ).toBeVisible();
});

test('an admin deletes a customer, who can no longer sign in', async ({ page, browser }) => {
  const email = uniqueEmail('deleted');
  await signUpInBrowser(page, { name: 'Leaving Customer', email });

  const admin = await openAllUsers(browser);
  const row = rowOf(admin, email);
  await row.getByRole('button', { name: 'Delete' }).click();
  await admin
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(admin.getByText(`${email} successfully deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});

test('cancelling the confirmation changes nothing, and an admin cannot delete themselves', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('kept');
  await signUpInBrowser(page, { email });

  const admin = await openAllUsers(browser);
  const row = rowOf(admin, email);
  for (const button of ['Make Admin', 'Delete']) {
    await row.getByRole('button', { name: button }).click();
    await admin
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(admin.getByRole('dialog')).toBeHidden();
  }
  await admin.reload();
  await expect(rowOf(admin, email).getByRole('button', { name: 'Make Admin' })).toBeVisible();

  const own = rowOf(admin, e2eEnvironment().admin.email);
  await expect(own.getByRole('button', { name: 'Already an admin' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete' })).toBeDisabled();
});
