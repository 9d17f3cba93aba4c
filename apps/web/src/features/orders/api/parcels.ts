import { type BookableCourier, routes } from '@chaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

const parcelKeys = {
  couriers: ['couriers', 'on'] as const,
  quote: (orderId: string, courier: BookableCourier) => ['couriers', 'quote', orderId, courier] as const,
};

/** The couriers the shop can book with (their API settings are set). */
export const useCouriersOn = (enabled = true) =>
  useQuery({
    queryKey: parcelKeys.couriers,
    queryFn: ({ signal }) => call(routes.couriersOn, {}, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });

/** A confirmed order's parcel before booking: weight, amount to collect and the courier's price. */
export const useParcelQuote = (orderId: string, courier: BookableCourier | undefined) =>
  useQuery({
    queryKey: parcelKeys.quote(orderId, courier ?? 'pathao'),
    queryFn: ({ signal }) =>
      call(routes.parcelQuote, { params: { id: orderId }, query: { courier: courier! } }, { signal }),
    enabled: courier !== undefined,
    retry: false,
  });

/** Books one order's parcel; every order list is read again (the order is shipped now). */
export function useBookParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, courier }: { orderId: string; courier: BookableCourier }) =>
      call(routes.bookParcel, { params: { id: orderId }, body: { courier } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Books several orders' parcels with one courier, a result per order. */
export function useBookParcels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { courier: BookableCourier; orderIds: string[] }) =>
      call(routes.bookParcels, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
