import { z } from 'zod';
import { CartItemsSchema } from './cart.js';
import { IdSchema } from './common.js';
import { CATEGORIES } from './constants.js';
import { DeliverySchema } from './delivery.js';
import { PromotionCodeSchema } from './orders.js';

/** Issue 37: what a promotion takes off: a percentage, an amount, or the delivery fee. */
export const PROMOTION_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Why a code is refused, as the customer reads it (the catalogs translate each). */
export const promotionMessages = {
  unknown: 'This code is not known',
  expired: 'This code has expired',
  notStarted: 'This code is not valid yet',
  minimum: (amount: string) => `This code needs an order of at least ${amount}`,
  usedUp: 'This code has been used up',
  notForTheseParts: 'This code is not for the parts in your cart',
  firstOrderOnly: 'This code is only for your first order',
  codeTaken: 'Another promotion already has this code',
  codeOrAutomatic: 'Give a promotion a code, or make it automatic',
  percentRange: 'A percentage must be between 1 and 100',
  valueRequired: 'Give the amount the promotion takes off',
  endsBeforeStart: 'A promotion must end after it starts',
  badDate: 'Give dates as YYYY-MM-DD or an ISO date and time',
  notFound: 'Promotion not found',
  usesBelowUsed: 'A promotion cannot allow fewer uses than it has had',
} as const;

/** A day in the shop's time zone (2026-04-01) or an ISO moment (2026-04-01T10:00:00Z). */
const WhenSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, promotionMessages.badDate);
const Amount = z.number().min(0, 'An amount must not be negative').max(10_000_000);
const Count = z.number().int().min(1, 'A number of uses is at least 1').max(1_000_000);

/** POST /api/admin/promotions: amounts in the shop's currency (major units). */
export const CreatePromotionBodySchema = z
  .object({
    code: PromotionCodeSchema.optional(),
    automatic: z.boolean().optional(),
    kind: z.enum(PROMOTION_KINDS, { error: `Kind must be one of ${PROMOTION_KINDS.join(', ')}` }),
    value: Amount.optional(),
    minOrder: Amount.optional(),
    startsAt: WhenSchema.optional(),
    endsAt: WhenSchema.optional(),
    maxUses: Count.optional(),
    maxUsesPerCustomer: Count.optional(),
    firstOrderOnly: z.boolean().optional(),
    categories: z.array(z.enum(CATEGORIES)).max(50).optional(),
    brands: z.array(IdSchema).max(200).optional(),
    productIds: z.array(IdSchema).max(500).optional(),
    stacks: z.boolean().optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.automatic), promotionMessages.codeOrAutomatic)
  .refine(
    (body) => body.kind !== 'percent' || (body.value !== undefined && body.value >= 1 && body.value <= 100),
    promotionMessages.percentRange,
  )
  .refine((body) => body.kind !== 'amount' || (body.value ?? 0) > 0, promotionMessages.valueRequired);
export type CreatePromotionBody = z.output<typeof CreatePromotionBodySchema>;

/** PATCH /api/admin/promotions/{id}: end it now, or move its end, or change its limits. */
export const PatchPromotionBodySchema = z
  .object({
    endNow: z.literal(true).optional(),
    endsAt: WhenSchema.nullable().optional(),
    maxUses: Count.nullable().optional(),
    maxUsesPerCustomer: Count.nullable().optional(),
    stacks: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type PatchPromotionBody = z.output<typeof PatchPromotionBodySchema>;

export const PromotionSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  automatic: z.boolean(),
  kind: z.enum(PROMOTION_KINDS),
  /** A percentage for percent, an amount (major units) for amount, 0 for free delivery. */
  value: z.number(),
  minOrder: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  productIds: z.array(z.string()),
  stacks: z.boolean(),
  /** How many orders used it, and what it took off them all (major units). */
  uses: z.number().int(),
  discountGiven: z.number(),
  /** running, scheduled (not started), ended (end passed, ended now, or used up). */
  state: z.enum(['running', 'scheduled', 'ended']),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.array(PromotionSchema);

/** POST /api/cart/quote: what a cart would cost, with a code or without. */
export const CartQuoteBodySchema = z.object({
  items: CartItemsSchema.min(1, 'Your cart is empty'),
  delivery: DeliverySchema.pick({ district: true }).partial().optional(),
  code: PromotionCodeSchema.optional(),
});
export type CartQuoteBody = z.output<typeof CartQuoteBodySchema>;

export const CartQuoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      /** The line's price (unit price times quantity), its discount, and what is paid for it. */
      price: z.number(),
      discount: z.number(),
      pays: z.number(),
    }),
  ),
  subtotal: z.number(),
  /** Everything the promotions take off the lines. */
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  /** The code applied (as the shop wrote it), or null. */
  code: z.string().nullable(),
  /** The promotions applied, automatic ones included. */
  promotions: z.array(
    z.object({ code: z.string().nullable(), kind: z.enum(PROMOTION_KINDS), discount: z.number() }),
  ),
  /** Why the code was refused (absent when it applies or none was given). */
  codeRefused: z.string().optional(),
});
export type CartQuote = z.infer<typeof CartQuoteSchema>;
