import { signInAsAdmin, signInInBrowser, signUpInBrowser } from '../support/accounts';
import { moveOrder, placeCashOrder } from '../support/orders';
import { expect, test } from '../support/test';

// Issue 38: an owner makes a packer; the packer sees only the orders to pack, prints a packing slip
// and books a parcel, and cannot open the sales or the customers.
test('an owner makes a packer, who packs and ships an order and sees no sales or customers', async ({
  browser,
  page,
}) => {
  test.slow();
  // The customer orders, cash on delivery.
  await signUpInBrowser(page, { name: 'Nusrat Jahan' });
  const { order } = await placeCashOrder(page, {
    name: 'Nusrat Jahan',
    phone: '01812-556677',
    district: 'Sylhet',
    address: 'House 7, Zindabazar',
  });

  // Someone who will pack signs up, as anyone does.
  const packerContext = await browser.newContext();
  const packer = await packerContext.newPage();
  const { email } = await signUpInBrowser(packer, { name: 'Jamal Mia' });

  // The owner confirms the order and gives Jamal the packer's role on the Staff screen.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  await moveOrder(owner, order._id, { status: 'confirmed' });
  await owner.goto('/dashboard/staff');
  await owner.getByLabel('E-mail address').fill(email);
  await owner.getByLabel('Role').selectOption('packer');
  await owner.getByRole('button', { name: 'Assign role' }).click();
  await owner
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, change the role' })
    .click();
  await expect(owner.getByText(`${email} is now Packer`)).toBeVisible();

  // Jamal signs in again: his menu has the orders, and neither the sales nor the customers.
  await signInInBrowser(packer, email);
  await packer.goto('/dashboard');
  const menu = packer.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'All Orders' })).toBeVisible();
  for (const hidden of ['Overview', 'All Users', 'Staff', 'Audit log', 'Promotions', 'Manage Products']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  // The orders to pack, without their prices; a packing slip for the confirmed order.
  await menu.getByRole('link', { name: 'All Orders' }).click();
  const row = packer.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox', { name: `Choose order ${order.orderNumber}` }).check();
  const slips = await packer.getByRole('link', { name: 'Print packing slips' }).getAttribute('href');
  await packer.goto(slips!);
  await expect(packer.getByRole('article', { name: `Packing slip ${order.orderNumber}` })).toBeVisible();

  // He books the parcel with Steadfast: the order is shipped.
  await packer.goto('/dashboard/allOrders');
  await row.getByRole('button', { name: 'Book parcel' }).click();
  const dialog = packer.getByRole('dialog', { name: `Book the parcel of ${order.orderNumber}?` });
  await dialog.getByLabel('Steadfast').check();
  await expect(dialog.getByText('Amount to collect')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book parcel' }).click();
  await expect(
    packer.getByText(new RegExp(`${order.orderNumber} is booked with Steadfast: \\w+`)),
  ).toBeVisible();

  // The sales and the customers are not his: the screens refuse him, and so does the server.
  for (const screen of ['/dashboard/overview', '/dashboard/users']) {
    await packer.goto(screen);
    await expect(
      packer.getByRole('heading', { name: 'You are not authorized to access this page.' }),
    ).toBeVisible();
  }
  expect((await packer.request.get('/api/users')).status()).toBe(403);

  await packerContext.close();
  await ownerContext.close();
});
