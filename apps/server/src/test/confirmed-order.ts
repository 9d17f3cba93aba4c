import type { Order } from '@chaka/contract';
import { deliveryBody } from './delivery-body.js';
import { verifyPhone } from './phones.js';
import type { Scene } from './scene.js';

/**
 * A cash on delivery order of the scene's customer with its delivery details, confirmed by the
 * admin: ready to book with a courier (the test shops run both couriers against stand-ins).
 */
export async function confirmedOrder(scene: Scene): Promise<Order> {
  // The customer verified the phone, so the order need not wait for it (issue 34).
  await verifyPhone(scene.app.db, scene.user, deliveryBody.phone);
  const product = await scene.product({ availableQty: 100_000 });
  const placed = await scene.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: scene.user.headers,
    payload: { productId: product.id, quantity: 1, size: 'M', paymentMethod: 'cod', delivery: deliveryBody },
  });
  if (placed.statusCode !== 200) throw new Error(`placing: ${placed.body}`);
  const order = placed.json() as Order;
  const confirmed = await scene.app.inject({
    method: 'PATCH',
    url: `/api/orders/${order._id}/status`,
    headers: scene.admin.headers,
    payload: { status: 'confirmed' },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirming: ${confirmed.body}`);
  return order;
}
