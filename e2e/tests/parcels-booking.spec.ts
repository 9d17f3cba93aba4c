import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { moveOrder, placeCashOrder } from '../support/orders';
import { expect, test } from '../support/test';

test('the admin books a confirmed order with Steadfast from All Orders, and its buyer follows the parcel on /track', async ({
  browser,
  page,
}) => {
  test.slow();
  await signUpInBrowser(page, { name: 'Tanvir Hasan' });
  const { order } = await placeCashOrder(
    page,
    {
      name: 'Tanvir Hasan',
      phone: '01911-223344',
      district: 'Chattogram',
      address: 'Flat 4B, CDA Avenue, Nasirabad',
    },
    2,
  );

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await moveOrder(admin, order._id, { status: 'confirmed' });

  // No copying into the courier's panel: the dialog asks the courier and books the parcel.
  await admin.goto('/dashboard/allOrders');
  const row = admin.getByRole('row').filter({ hasText: order.orderNumber });
  await row.getByRole('button', { name: 'Book parcel' }).click();
  const dialog = admin.getByRole('dialog', { name: `Book the parcel of ${order.orderNumber}?` });
  await dialog.getByLabel('Steadfast').check();
  await expect(dialog.getByText('Amount to collect')).toBeVisible();
  await expect(dialog.getByText('Weight')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book parcel' }).click();
  const booked = admin.getByText(new RegExp(`${order.orderNumber} is booked with Steadfast: \\w+`));
  await expect(booked).toBeVisible();
  const trackingCode = ((await booked.textContent()) ?? '').split(': ').pop()!.trim();
  await expect(row.getByText('Shipped')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Book parcel' })).toHaveCount(0);

  // Whoever waits for the parcel follows it with the order number and the phone, no account needed.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track?order=${order.orderNumber}`);
  await visitor.getByLabel('Phone number').fill('01911223344');
  await visitor.getByRole('button', { name: 'Track order' }).click();
  const result = visitor.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(result).toContainText('Shipped');
  await expect(result).toContainText('Steadfast');
  await expect(result).toContainText(trackingCode);
  await expect(result).not.toContainText('Nasirabad');

  await adminContext.close();
  await visitorContext.close();
});
