import { signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { pngImage } from '../support/images';
import { expect, type Page, test } from '../support/test';

const details = {
  Education: 'Diploma in Automobile Engineering',
  'Phone number': '+880 1712 345678',
  Address: 'House 12, Road 5, Mirpur 10, Dhaka',
  LinkedIn: 'https://www.linkedin.com/in/tahmina-akter',
  Facebook: 'https://facebook.com/tahmina.akter',
};

async function fillDetails(page: Page) {
  const form = page.getByRole('form', { name: 'Edit profile' });
  for (const [label, value] of Object.entries(details))
    await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

const profileCard = (page: Page) => page.getByRole('region', { name: 'Your profile' });

test('a customer fills in their profile with an uploaded picture and sees it', async ({ page }) => {
  const { email } = await signUpInBrowser(page, { name: 'Tahmina Akter', email: uniqueEmail('profile') });
  await page.goto('/dashboard/profile');
  await expect(page).toHaveTitle('My Profile - Chaka Parts');

  const card = profileCard(page);
  await expect(card.getByRole('heading', { name: 'Tahmina Akter' })).toBeVisible();
  await expect(card.getByText('User', { exact: true })).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText('Not available')).toHaveCount(5);
  const avatar = card.getByRole('img', { name: 'Profile picture of Tahmina Akter' });
  await expect(avatar).toHaveAttribute('src', '/images/avatar-default.svg');

  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByRole('button', { name: 'Update Profile' }).click();
  for (const message of [
    'Education is required',
    'Number is required',
    'Address is required',
    'LinkedIn is required',
    'Facebook is required',
    'Product Image Field is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  await fillDetails(page);
  await form.getByLabel('Profile picture file').setInputFiles({
    name: 'tahmina.png',
    mimeType: 'image/png',
    buffer: await pngImage(40, 40, [21, 128, 61]),
  });
  // Hold the upload for a moment so the busy state can be seen.
  await page.route('**/api/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('button', { name: 'Updating Profile...' })).toBeDisabled();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await expect(form).toBeHidden();

  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
  await expect
    .poll(() => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(40);
  await expect(card.getByText(details.Education)).toBeVisible();
  await expect(card.getByText(details.Address)).toBeVisible();
  await expect(card.getByRole('link', { name: details['Phone number'] })).toHaveAttribute(
    'href',
    'tel:+8801712345678',
  );
  await expect(card.getByRole('link', { name: 'linkedin.com/in/tahmina-akter' })).toHaveAttribute(
    'href',
    details.LinkedIn,
  );
  await expect(card.getByRole('link', { name: 'facebook.com/tahmina.akter' })).toHaveAttribute(
    'href',
    details.Facebook,
  );
  await expect(card.getByText('Not available')).toHaveCount(0);

  // Saved on the server, not only on the screen.
  await page.reload();
  await expect(profileCard(page).getByText(details.Address)).toBeVisible();
  await expect(
    profileCard(page).getByRole('img', { name: 'Profile picture of Tahmina Akter' }),
  ).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
});

test('a customer changes the picture to a pasted link, and Close puts the form away', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Arif Hossain', email: uniqueEmail('profile') });
  await page.goto('/dashboard/profile');
  const card = profileCard(page);
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = await fillDetails(page);
  await form.getByText('Paste a link').click();
  const link = `${e2eEnvironment().baseUrl}/images/logo.svg`;
  await form.getByLabel('Profile picture link').fill(link);
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Profile picture of Arif Hossain' })).toHaveAttribute(
    'src',
    link,
  );

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Education')).toHaveValue(details.Education);
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
});

test('saving after the session has ended says that no user is logged in', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Jamal Uddin', email: uniqueEmail('profile') });
  await page.goto('/dashboard/profile');
  await profileCard(page).getByRole('button', { name: 'Edit' }).click();
  const form = await fillDetails(page);
  await form.getByText('Paste a link').click();
  await form.getByLabel('Profile picture link').fill(`${e2eEnvironment().baseUrl}/images/logo.svg`);

  // The session ends elsewhere (another tab signs out) while the form is open.
  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: {},
  });
  expect(signOut.ok()).toBe(true);
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('No user is logged in.').first()).toBeVisible();
});
