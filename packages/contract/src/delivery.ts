import { z } from 'zod';
import { NameSchema, requiredText } from './common.js';
import { DistrictSchema, isDhakaDistrict } from './districts.js';
import type { ShopCurrency } from './money.js';

export const deliveryMessages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a Bangladeshi mobile number, such as 01712345678',
  addressRequired: 'Address is required',
  addressTooShort: 'Address must be at least 5 characters',
  addressTooLong: 'Address must be at most 200 characters',
  paymentMethod: 'Payment method must be cod (cash on delivery) or online',
  status: 'Status must be one of placed, confirmed, shipped, delivered, cancelled',
  courierRequired: 'Courier is required to ship an order',
  trackingNumberRequired: 'Tracking number is required to ship an order',
  trackingNumberInvalid: 'Tracking number may hold only letters, digits, spaces and - / . _',
} as const;

export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 200;

const BANGLA_DIGITS = /[০-৯]/g;
/** Bangla keyboards type Bangla digits; the number is the same. */
const toAsciiDigits = (value: string) =>
  value.replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)));

// 01 and an operator digit from 3 to 9, then eight digits; written alone (0...) or after the
// country code 880 (with or without +). Spaces and dashes between the digits are the customer's.
const MOBILE_PATTERN = /^(?:\+880|880|0)(1[3-9]\d{8})$/;

/** A Bangladeshi mobile number, stored in the one international form `+8801712345678`. */
export const BangladeshPhoneSchema = z
  .string({ error: deliveryMessages.phoneRequired })
  .trim()
  .min(1, deliveryMessages.phoneRequired)
  .max(30, deliveryMessages.phoneInvalid)
  .transform((value, ctx) => {
    const match = toAsciiDigits(value).replace(/[\s-]/g, '').match(MOBILE_PATTERN);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: deliveryMessages.phoneInvalid });
      return z.NEVER;
    }
    return `+880${match[1]}`;
  });

/** A delivery address, kept as typed (trimmed); line breaks are fine, other control characters not. */
export const AddressSchema = requiredText(
  deliveryMessages.addressRequired,
  ADDRESS_MAX_LENGTH,
  deliveryMessages.addressTooLong,
).min(ADDRESS_MIN_LENGTH, deliveryMessages.addressTooShort);

/** Who receives an order and where. */
export const DeliverySchema = z.object({
  name: NameSchema,
  phone: BangladeshPhoneSchema,
  district: DistrictSchema,
  address: AddressSchema,
});
export type Delivery = z.output<typeof DeliverySchema>;
export type DeliveryInput = z.input<typeof DeliverySchema>;

/** The shop's delivery charges, in minor units of its currency. */
export interface DeliveryFeeRule {
  /** Inside Dhaka district (DELIVERY_FEE_DHAKA). */
  dhakaFee: number;
  /** Anywhere else in Bangladesh (DELIVERY_FEE_OUTSIDE_DHAKA). */
  outsideFee: number;
  /** An order whose price is this or more is delivered free (FREE_DELIVERY_OVER); null: never free. */
  freeOver: number | null;
}

/**
 * Defaults for a shop in each currency: $1 inside Dhaka, $2 outside and the spec's free delivery
 * over $100; in taka what Bangladeshi shops commonly charge (60 inside Dhaka, 120 outside, free
 * from 5,000).
 */
export const DELIVERY_FEE_DEFAULTS: Record<ShopCurrency, DeliveryFeeRule> = {
  USD: { dhakaFee: 100, outsideFee: 200, freeOver: 10_000 },
  BDT: { dhakaFee: 6_000, outsideFee: 12_000, freeOver: 500_000 },
};

/** The delivery charge for an order's price (`subtotalMinor`, without the fee) to a district. */
export function deliveryFee(
  order: { district: string; subtotalMinor: number },
  rule: DeliveryFeeRule,
): number {
  if (rule.freeOver !== null && order.subtotalMinor >= rule.freeOver) return 0;
  return isDhakaDistrict(order.district) ? rule.dhakaFee : rule.outsideFee;
}
