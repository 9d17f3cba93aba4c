import { uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

// The shop's mailbox: the address of MAIL_FROM, which the shop under test leaves at its default.
const SHOP_MAILBOX = 'no-reply@chakaparts.local';

test.beforeEach(async ({ page }) => {
  // The map comes from openstreetmap.org; the test network has no internet.
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
});

test('the contact page shows where the shop is, with the address in text', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const map = page.locator('iframe[title="Map of Chaka Parts in Dhanmondi, Dhaka"]');
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
  await expect(page.getByRole('main').getByText('Dhanmondi, Dhaka 1205')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Message')).toBeVisible();
});

test('a visitor sends a message and the shop receives it by mail', async ({ page }) => {
  const email = uniqueEmail('driver');
  const message = 'Do you have front brake pads for a 2014 Toyota Axio? I am in Uttara.';
  await page.goto('/contact');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  const mail = await waitForMail(SHOP_MAILBOX, new RegExp(email.replace(/[.+]/g, '\\$&')));
  expect(mail.subject).toBe(`Contact form: message from ${email}`);
  expect(mail.text).toContain(message);
});

test('the contact form says what is missing and sends nothing', async ({ page }) => {
  let sent = false;
  await page.route('**/api/contact', (route) => {
    sent = true;
    return route.continue();
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await page.getByLabel('Email').fill('someone@');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  expect(sent).toBe(false);
});
