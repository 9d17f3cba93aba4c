import { z } from 'zod';
import { IdSchema, requiredText } from './common.js';
import { CATEGORIES } from './constants.js';

/**
 * Issue 37, garages: customer groups (Garage, Fleet) with a price list of their own. An account is
 * in one group at most; the server prices its orders from the group's list (docs/promotions.md,
 * "Garages", and decision 043).
 */

export const customerGroupMessages = {
  nameRequired: 'Give the group a name',
  nameTaken: 'Another group already has this name',
  notFound: 'Customer group not found',
  noAccount: 'No account has this e-mail address',
  adminNotMember: 'An admin cannot be in a customer group',
  percentRange: 'A discount must be between 0 and 100 percent',
  priceRange: 'A trade price must not be negative',
  productUnknown: 'A product of the price list is not in the catalogue',
  tierTwice: 'A product has two prices for the same quantity',
  nothingToUpdate: 'Nothing to update',
  noStatement: 'Monthly statements are not kept for your account',
  badMonth: 'Give the month as YYYY-MM',
} as const;

const Percent = z
  .number({ error: customerGroupMessages.percentRange })
  .min(0, customerGroupMessages.percentRange)
  .max(100, customerGroupMessages.percentRange)
  .multipleOf(0.01, customerGroupMessages.percentRange);

/** One trade price: a unit price for the product, from `minQty` units of it in one order (1: any). */
export const TradePriceSchema = z.object({
  productId: IdSchema,
  price: z
    .number({ error: customerGroupMessages.priceRange })
    .min(0, customerGroupMessages.priceRange)
    .max(10_000_000),
  minQty: z.number().int().min(1).max(100_000).optional(),
});
export type TradePrice = z.output<typeof TradePriceSchema>;

const CategoryDiscountsSchema = z.partialRecord(z.enum(CATEGORIES), Percent);
const BrandDiscountsSchema = z.record(IdSchema, Percent).refine((value) => Object.keys(value).length <= 200);

const groupFields = {
  name: requiredText(customerGroupMessages.nameRequired, 60),
  /** Percent off every part the list does not price otherwise. */
  discountPercent: Percent.optional(),
  categoryDiscounts: CategoryDiscountsSchema.optional(),
  /** Percent off by brand id. */
  brandDiscounts: BrandDiscountsSchema.optional(),
  prices: z.array(TradePriceSchema).max(2000).optional(),
  /** Its members may order cash on delivery above COD_ADVANCE_OVER without paying the fee first. */
  codAboveLimits: z.boolean().optional(),
  /** Its members get a printable monthly statement of their orders. */
  monthlyStatement: z.boolean().optional(),
};

const noTierTwice = (body: { prices?: TradePrice[] | undefined }) => {
  const seen = new Set((body.prices ?? []).map((p) => `${p.productId}:${p.minQty ?? 1}`));
  return seen.size === (body.prices ?? []).length;
};

/** POST /api/admin/customer-groups. */
export const CreateCustomerGroupBodySchema = z
  .object(groupFields)
  .refine(noTierTwice, customerGroupMessages.tierTwice);
export type CreateCustomerGroupBody = z.output<typeof CreateCustomerGroupBodySchema>;

/** PATCH /api/admin/customer-groups/{id}: what is given is replaced (`prices`: the whole list). */
export const PatchCustomerGroupBodySchema = z
  .object(groupFields)
  .partial()
  .refine(noTierTwice, customerGroupMessages.tierTwice)
  .refine((body) => Object.values(body).some((v) => v !== undefined), customerGroupMessages.nothingToUpdate);
export type PatchCustomerGroupBody = z.output<typeof PatchCustomerGroupBodySchema>;

export const CustomerGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  discountPercent: z.number(),
  categoryDiscounts: z.record(z.string(), z.number()),
  brandDiscounts: z.record(z.string(), z.number()),
  prices: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      sku: z.string(),
      price: z.number(),
      minQty: z.number(),
    }),
  ),
  codAboveLimits: z.boolean(),
  monthlyStatement: z.boolean(),
  members: z.array(z.object({ email: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type CustomerGroup = z.infer<typeof CustomerGroupSchema>;
export const CustomerGroupListSchema = z.array(CustomerGroupSchema);

export const GroupMemberParamsSchema = z.object({ id: z.string().max(100), email: z.string().max(254) });

/** GET /api/me/prices?ids=a,b: the caller's trade prices of those parts (none for a visitor's cart). */
export const MyPricesQuerySchema = z.object({
  ids: z
    .string()
    .max(40 * 100)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(IdSchema).max(100)),
});
export const MyPricesSchema = z.object({
  /** The caller's group, or null: then `prices` is empty and every part costs its list price. */
  group: z.string().nullable(),
  /** Whether the caller's group keeps a monthly statement of their orders (GET /api/statements/{month}). */
  monthlyStatement: z.boolean(),
  prices: z.array(
    z.object({
      productId: z.string(),
      listPrice: z.number(),
      /** The unit price of one unit. */
      price: z.number(),
      /** Lower unit prices from a quantity on. */
      tiers: z.array(z.object({ minQty: z.number(), price: z.number() })),
    }),
  ),
});
export type MyPrices = z.infer<typeof MyPricesSchema>;

/** A group's price list as the pricing reads it: percentages in hundredths (basis points), prices in minor units. */
export interface PriceList {
  discountBp: number;
  categoryBp: Readonly<Record<string, number>>;
  brandBp: Readonly<Record<string, number>>;
  /** Per product: its tiers (minQty, unit price in minor units). */
  tiers: ReadonlyMap<string, ReadonlyArray<{ minQty: number; priceMinor: number }>>;
}

/**
 * The unit price a group pays for `quantity` units of a part in one order: the list's fixed price
 * of the highest tier the quantity reaches; else the part's brand percentage, else its category's,
 * else the group's own; never more than the list price.
 */
export function tradeUnitMinor(
  list: PriceList,
  product: { id: string; priceMinor: number; category: string | null; brandId: string | null },
  quantity: number,
): number {
  const tiers = (list.tiers.get(product.id) ?? []).filter((tier) => tier.minQty <= quantity);
  if (tiers.length > 0) {
    const best = tiers.reduce((a, b) => (b.minQty > a.minQty ? b : a));
    return Math.min(product.priceMinor, best.priceMinor);
  }
  const bp =
    (product.brandId ? list.brandBp[product.brandId] : undefined) ??
    (product.category ? list.categoryBp[product.category] : undefined) ??
    list.discountBp;
  return Math.min(product.priceMinor, Math.round((product.priceMinor * (10_000 - bp)) / 10_000));
}

/** GET /api/statements/{month}: YYYY-MM. */
export const StatementParamsSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, customerGroupMessages.badMonth),
});

export const StatementSchema = z.object({
  month: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  group: z.string(),
  orders: z.array(
    z.object({
      id: z.string(),
      /** CP-10234. */
      orderNumber: z.string(),
      placedAt: z.string(),
      status: z.string(),
      lines: z.array(
        z.object({ name: z.string(), quantity: z.number(), unitPrice: z.number(), amount: z.number() }),
      ),
      subtotal: z.number(),
      discount: z.number(),
      deliveryFee: z.number(),
      total: z.number(),
      paid: z.boolean(),
    }),
  ),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
});
export type Statement = z.infer<typeof StatementSchema>;
