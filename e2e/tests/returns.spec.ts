import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { pngImage } from '../support/images';
import { moveOrder, placeCashOrder } from '../support/orders';
import { expect, test } from '../support/test';

// Issue 35: a part that does not fit goes back, and the money comes back. The customer returns a
// delivered cash order's part with a photo; the admin approves, receives and refunds it by hand
// (bKash), and the customer sees it refunded and confirms the money arrived.

test('a customer returns a wrong-fit part with a photo and sees it refunded', async ({ browser, page }) => {
  test.slow();
  await signUpInBrowser(page, { name: 'Sabbir Ahmed' });
  const { order, product } = await placeCashOrder(page, {
    name: 'Sabbir Ahmed',
    phone: '01812-334455',
    district: 'Dhaka',
    address: 'House 4, Road 7, Dhanmondi',
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await moveOrder(admin, order._id, { status: 'confirmed' });
  await moveOrder(admin, order._id, { status: 'shipped', courier: 'Steadfast', trackingNumber: 'SF-3501' });
  await moveOrder(admin, order._id, { status: 'delivered' });

  // The customer opens the return from the delivered order's page.
  await page.goto(`/dashboard/orders/${order._id}`);
  await page.getByRole('button', { name: 'Return or claim warranty' }).click();
  const form = page.getByRole('form', { name: 'Return or claim warranty' });
  await form.getByRole('checkbox', { name: `Return ${product.productName}` }).check();
  await form.getByLabel('Reason').selectOption({ label: 'Does not fit my vehicle' });
  await form.getByLabel('Note (optional)').fill('Does not fit my 2016 Premio');
  await form.getByLabel('Photos (optional, up to 6)').setInputFiles({
    name: 'part.png',
    mimeType: 'image/png',
    buffer: await pngImage(400, 300, [40, 90, 160]),
  });
  await expect(form.getByRole('img', { name: 'Photo 1 of the return' })).toBeVisible();
  await form.getByRole('button', { name: 'Send return request' }).click();
  const heading = page.getByRole('heading', { name: /^Return RT-\d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Return ', '');
  await expect(page.getByText('Requested').first()).toBeVisible();

  // The admin finds it in Returns, and approves, receives and refunds it by hand.
  await admin.goto('/dashboard/returns');
  const row = admin.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(order.orderNumber);
  await expect(row).toContainText('Does not fit my vehicle');
  await row.getByRole('link', { name: `Open ${number}` }).click();
  await expect(admin.getByRole('heading', { name: `Return ${number}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  for (const action of ['Approve', 'Receive'] as const) {
    await admin.getByRole('button', { name: action, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: action });
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(admin.getByText(`Return ${number} is now Received`)).toBeVisible();
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = admin.getByRole('dialog', { name: 'Refund' });
  await refund.getByLabel(/^Reference/).fill('bKash 01812334455 TX7781');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText(`Return ${number} is now Refunded`)).toBeVisible();
  await adminContext.close();

  // The customer sees it refunded, and says the money arrived.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Return ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Return steps' })).toContainText('Refunded');
  await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('bKash 01812334455 TX7781');
  await page.getByRole('button', { name: 'I received the refund' }).click();
  await expect(page.getByText('You confirmed the refund reached you')).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('link', { name: `Return ${number}` })).toBeVisible();
});
