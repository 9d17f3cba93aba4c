import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { placeCashOrder } from '../support/orders';
import { waitForSmsCode } from '../support/sms';
import { expect, test } from '../support/test';

// Issue 34: a cash on delivery order to a phone its customer has not verified waits ("Phone not
// verified"): the customer verifies the phone with a code from the SMS, or the shop confirms it
// only with a note (it phoned the customer), which the timeline keeps.

test('a customer verifies the phone of a waiting cash order with the code from the SMS', async ({ page }) => {
  test.slow();
  const phone = '01611-223344';
  await signUpInBrowser(page, { name: 'Tahmina Akter' });
  const { order } = await placeCashOrder(
    page,
    { name: 'Tahmina Akter', phone, district: 'Khulna', address: 'House 3, Sonadanga' },
    1,
    { verifiedPhone: false },
  );

  await page.goto(`/dashboard/orders/${order._id}`);
  const waiting = page.getByRole('status').filter({ hasText: 'Phone not verified' });
  await expect(waiting).toContainText('waits until you verify +8801611223344');
  const since = Date.now();
  await waiting.getByRole('button', { name: 'Send a code by SMS' }).click();
  const code = await waitForSmsCode(phone, since);
  const form = page.getByRole('form', { name: 'Verify the phone' });
  await form.getByLabel('Code from the SMS').fill(code);
  await form.getByLabel('Code from the SMS').press('Enter');
  await expect(page.getByText('Your phone is verified. The order goes ahead.')).toBeVisible();
  // The order is read again: it no longer waits.
  await expect(page.getByText('Phone not verified')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Phone not verified')).toHaveCount(0);
});

test('the admin confirms a waiting cash order only with a note, which the timeline keeps', async ({
  browser,
  page,
}) => {
  test.slow();
  await signUpInBrowser(page, { name: 'Rafiq Hasan' });
  const { order } = await placeCashOrder(
    page,
    { name: 'Rafiq Hasan', phone: '01511-223344', district: 'Dhaka', address: 'House 9, Mirpur 10' },
    1,
    { verifiedPhone: false },
  );

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/dashboard/allOrders');
  const row = admin.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row.getByText('Phone not verified')).toBeVisible();
  await expect(row.getByText('Phone: 0 delivered, 0 returned, 0 cancelled')).toBeVisible();
  await row.getByRole('button', { name: 'Mark confirmed' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Mark confirmed?' });
  await expect(dialog.getByRole('alert')).toContainText('write a note that says so');
  // The note is required: the dialog stays open without it.
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Note for the timeline').fill('Called the customer');
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(admin.getByText(`Order ${order.orderNumber} is confirmed`)).toBeVisible();

  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Called the customer');
  await expect(page.getByText('Phone not verified')).toHaveCount(0);
  await adminContext.close();
});
