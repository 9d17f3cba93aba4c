import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { moveOrder, placeCashOrder } from '../support/orders';
import { expect, test } from '../support/test';

test('a customer follows a shipped order on /track without signing in, and prints its invoice', async ({
  browser,
  page,
}) => {
  test.slow();
  await signUpInBrowser(page, { name: 'Farhana Chowdhury' });
  const { order, product } = await placeCashOrder(page, {
    name: 'Farhana Chowdhury',
    phone: '01712-345678',
    district: 'Sylhet',
    address: 'House 7, Zindabazar',
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await moveOrder(admin, order._id, { status: 'confirmed' });
  await moveOrder(admin, order._id, {
    status: 'shipped',
    courier: 'Steadfast',
    trackingNumber: 'SF-3301-77',
  });

  // Someone without an account (the customer's brother at the door) follows the footer's link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Track an order' }).click();
  await expect(visitor.getByRole('heading', { name: 'Track your order' })).toBeVisible();
  await visitor.getByLabel('Order number').fill(order.orderNumber);
  await visitor.getByLabel('Phone number').fill('+880 1712 345678');
  await visitor.getByLabel('Phone number').press('Enter');
  const result = visitor.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(result).toContainText('Shipped');
  await expect(result).toContainText('Steadfast');
  await expect(result).toContainText('SF-3301-77');
  await expect(result).not.toContainText('Farhana');
  await expect(result).not.toContainText('Zindabazar');

  // A wrong phone number finds nothing, in the same words as a number that does not exist.
  await visitor.getByLabel('Phone number').fill('01812345678');
  await visitor.getByRole('button', { name: 'Track order' }).click();
  await expect(
    visitor.getByText('No order has this order number and phone number. Please check both and try again.'),
  ).toBeVisible();

  // The customer's own order page leads to the tracking page and to the invoice.
  await page.goto(`/dashboard/orders/${order._id}`);
  await page.getByRole('link', { name: 'Follow this order on the tracking page' }).click();
  await expect(page.getByLabel('Order number')).toHaveValue(order.orderNumber);
  await page.goBack();
  await page.getByRole('link', { name: 'Print invoice' }).click();
  const invoice = page.getByRole('article', { name: `Invoice ${order.orderNumber}` });
  await expect(invoice).toContainText(product.productName);
  await expect(invoice).toContainText('To be paid in cash on delivery');
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  await adminContext.close();
  await visitorContext.close();
});
