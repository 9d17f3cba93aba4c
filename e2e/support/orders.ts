import { expect, type Page } from '@playwright/test';
import { e2eEnvironment } from './environment';
import { verifyPhoneThroughApi } from './sms';

interface Product {
  _id: string;
  productName: string;
}

export interface Delivery {
  name: string;
  phone: string;
  district: string;
  address: string;
}

/**
 * The signed-in customer of `page` orders the shop's first part, cash on delivery, to `delivery`,
 * through the API (for tests whose subject is what happens to the order next). Answers the order
 * and the part. The customer verifies the delivery phone with a code first, so the order does not
 * wait for it (issue 34), unless `verifiedPhone` is false.
 */
export async function placeCashOrder(
  page: Page,
  delivery: Delivery,
  quantity = 1,
  { verifiedPhone = true } = {},
) {
  if (verifiedPhone) await verifyPhoneThroughApi(page, delivery.phone);
  const [product] = (await (await page.request.get('/api/services')).json()) as Product[];
  const placed = await page.request.post('/api/checkout', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: {
      items: [{ productId: product!._id, quantity, size: 'M' }],
      paymentMethod: 'cod',
      delivery,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { _id: string; orderNumber: string };
  return { order, product: product! };
}

/** The admin of `admin` moves an order through PATCH /api/orders/{id}/status (confirmed, shipped, ...). */
export async function moveOrder(admin: Page, orderId: string, body: Record<string, unknown>) {
  const moved = await admin.request.patch(`/api/orders/${orderId}/status`, {
    headers: { origin: e2eEnvironment().baseUrl },
    data: body,
  });
  expect(moved.status(), await moved.text()).toBe(200);
}
