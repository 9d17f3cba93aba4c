import type { OrderStatus, PaymentMethod } from '@chaka/contract';
import ordersCatalog from '@chaka/contract/catalogs/en/orders.json';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * The order screens' words (catalog area `orders`), customers' and admins' alike: status names,
 * payment method and payment state names, the list's columns.
 */
export const useOrdersT = () => useT(ordersCatalog);

/** An order status's name in the language shown: Placed, Confirmed, Shipped, Delivered, Cancelled. */
export function useStatusName(): (status: OrderStatus) => string {
  const t = useOrdersT();
  return useCallback((status: OrderStatus) => t(`orders.status.${status}`), [t]);
}

/** How an order is paid, in the language shown: Cash on delivery, Pay online. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const t = useOrdersT();
  return useCallback((method: PaymentMethod) => t(`orders.method.${method}`), [t]);
}
