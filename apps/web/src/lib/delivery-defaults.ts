import {
  BangladeshPhoneSchema,
  type DeliveryInput,
  findDistrict,
  type Order,
  type Profile,
  routes,
} from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

const valid = (schema: typeof BangladeshPhoneSchema, value: string | null | undefined) =>
  value ? (schema.safeParse(value).data ?? '') : '';

/**
 * Where the customer's orders go unless she says otherwise: her last order's delivery details,
 * with the gaps filled from her profile (its phone number if it is a Bangladeshi mobile, its
 * address) and her name. A list or profile that cannot be read leaves its fields empty.
 */
export function deliveryDefaults(
  name: string,
  profile: Profile | undefined,
  orders: Order[] | undefined,
): DeliveryInput {
  const last = orders?.find((order) => order.delivery)?.delivery;
  return {
    name: last?.name ?? profile?.name ?? name,
    phone: last?.phone ?? valid(BangladeshPhoneSchema, profile?.number),
    district: last ? (findDistrict(last.district)?.name ?? '') : '',
    address: last?.address ?? profile?.address ?? '',
  };
}

/** The delivery details the order form starts with, for the signed-in customer. */
export function useDeliveryDefaults(user: { email: string; name: string } | null | undefined) {
  const email = user?.email ?? '';
  return useQuery({
    queryKey: [...orderKeys.of(email), 'delivery-defaults'],
    enabled: Boolean(user),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const [profile, orders] = await Promise.allSettled([
        call(routes.getProfile, { query: { email } }, { signal }),
        call(routes.customerOrders, { params: { email }, query: { status: 'all' } }, { signal }),
      ]);
      return deliveryDefaults(
        user?.name ?? '',
        profile.status === 'fulfilled' ? profile.value[0] : undefined,
        orders.status === 'fulfilled' ? orders.value : undefined,
      );
    },
  });
}

type DeliveryField = `delivery.${keyof DeliveryInput}`;
const DELIVERY_FIELDS = ['name', 'phone', 'district', 'address'] as const;

/**
 * Fills a form's delivery fields (under `delivery`) with the customer's defaults once they arrive,
 * leaving alone every field she has typed in.
 */
export function usePrefilledDelivery(
  user: { email: string; name: string } | null | undefined,
  form: {
    getFieldState: (name: DeliveryField) => { isDirty: boolean };
    setValue: (name: DeliveryField, value: string) => void;
  },
) {
  const defaults = useDeliveryDefaults(user);
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (!defaults.data) return;
    for (const field of DELIVERY_FIELDS) {
      const value = defaults.data[field];
      if (value && !getFieldState(`delivery.${field}`).isDirty) setValue(`delivery.${field}`, value);
    }
  }, [defaults.data, getFieldState, setValue]);
}
