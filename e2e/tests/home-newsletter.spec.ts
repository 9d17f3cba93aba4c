import { uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';

test('a visitor subscribes to the newsletter, also a second time', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const email = uniqueEmail('reader');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await form.getByLabel('Email').fill(email);
    const answer = page.waitForResponse((response) => response.url().includes('/api/newsletter/'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await (await answer).json()).toEqual({ ok: 1 });
    await expect(page.getByText('Successfully subscribed to newsletter').last()).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
  }
});

test('the newsletter field checks the address before sending it', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  let sent = false;
  await page.route('**/api/newsletter/**', (route) => {
    sent = true;
    return route.continue();
  });

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel('Email').fill('rahim@example');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email is not a valid email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(false);
});

test('a failed subscription says so', async ({ page }) => {
  await page.route('**/api/newsletter/**', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email').fill(uniqueEmail('reader'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Error subscribing to newsletter')).toBeVisible();
});
