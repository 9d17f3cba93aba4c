import { z } from 'zod';
import { EmailSchema, hasControlCharacters, IdSchema, withoutBidiControls } from './common.js';
import { LIMITS } from './constants.js';
import { BangladeshPhoneSchema } from './delivery.js';
import { isShopImage } from './images.js';
import { isWholeMinorUnits } from './money.js';

/** Issue 36: "When the part is not there": a part request and the shop's answer. */
export const PART_REQUEST_STATUSES = ['open', 'quoted', 'cannot_source', 'closed'] as const;
export type PartRequestStatus = (typeof PART_REQUEST_STATUSES)[number];

export const PART_REQUEST_TEXT_MAX = 1000;
export const PART_REQUEST_FIELD_MAX = 100;
/** A quote is for at most this many of the part. */
export const PART_REQUEST_QUANTITY_MAX = 999;
/** Requests one address may send a minute, and an hour. */
export const PART_REQUESTS_PER_HOUR = 10;
/** The admin's list: this many a page unless `limit` says otherwise (at most 200). */
export const PART_REQUEST_PAGE_SIZE = 50;

/** How a request is shown: PR-10001. */
export const partRequestNumber = (number: number) => `PR-${number}`;

export const partRequestMessages = {
  partRequired: 'Give the part number or describe the part',
  contactRequired: 'Give a phone number or an e-mail address so we can answer you',
  photoNeedsAccount: 'Sign in to add a photo',
  photoInvalid: 'The photo must be an image uploaded here',
  unknownVehicle: 'That car is not in our list; type its make, model and year instead',
  tooMany: 'You have sent many requests. Please wait a while before sending another.',
  notFound: 'Part request not found',
  quoteProductGone: 'That product does not exist',
  quoteNoteRequired: 'Say why the part cannot be sourced',
  priceInvalid: 'The price must be 0 or more, in whole paisa',
  quantityInvalid: `The quantity must be a whole number from 1 to ${PART_REQUEST_QUANTITY_MAX}`,
  quoteInvalid: 'This quote link is no longer valid',
  quoteNotYours: 'This quote was sent to another customer',
  quoteUsed: 'This quote is no longer valid; ask us again for the part',
  quoteQuantity: (number: string, quantity: number) =>
    `The quoted price of ${number} is for at most ${quantity}. Please order fewer.`,
  inStock: 'This part is in stock',
  productNotFound: 'Product not found',
  textOnly: 'Must be text without control characters',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), partRequestMessages.textOnly)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * POST /api/part-requests: a visitor's or a customer's request. The car is a vehicle of the list
 * (from My Garage or the picker) or typed; the part a number or a description (one at least). A
 * visitor gives a phone or an e-mail address; a photo (from POST /api/uploads) needs an account.
 */
export const CreatePartRequestBodySchema = z
  .object({
    name: optionalText(LIMITS.nameLength),
    phone: z.preprocess((value) => (value === '' ? undefined : value), BangladeshPhoneSchema.optional()),
    email: z.preprocess((value) => (value === '' ? undefined : value), EmailSchema.optional()),
    vehicleId: z.preprocess((value) => (value === '' ? undefined : value), IdSchema.optional()),
    vehicleText: optionalText(PART_REQUEST_FIELD_MAX),
    chassisCode: optionalText(40),
    partNumber: optionalText(60),
    description: optionalText(PART_REQUEST_TEXT_MAX),
    photo: z
      .string()
      .max(LIMITS.urlLength, partRequestMessages.photoInvalid)
      .refine((value) => value === '' || isShopImage(value), partRequestMessages.photoInvalid)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((body) => body.partNumber || body.description, {
    message: partRequestMessages.partRequired,
    path: ['description'],
  });
export type CreatePartRequestBody = z.input<typeof CreatePartRequestBodySchema>;
export type PartRequestInput = z.output<typeof CreatePartRequestBodySchema>;

/** The shop's quote: the product put in the cart, its price (major units) and how many. */
export const PartRequestQuoteSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  price: z.number(),
  listPrice: z.number(),
  quantity: z.number(),
});

export const PartRequestSchema = z.object({
  id: z.string(),
  /** PR-10001 */
  number: z.string(),
  status: z.enum(PART_REQUEST_STATUSES),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  vehicleId: z.string().nullable(),
  vehicle: z.string().nullable(),
  chassisCode: z.string().nullable(),
  partNumber: z.string().nullable(),
  description: z.string().nullable(),
  photo: z.string().nullable(),
  /** Whether the request came from an account (false: a visitor's). */
  signedIn: z.boolean(),
  quote: PartRequestQuoteSchema.nullable(),
  note: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PartRequest = z.infer<typeof PartRequestSchema>;

export const PartRequestListSchema = z.object({
  items: z.array(PartRequestSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type PartRequestList = z.infer<typeof PartRequestListSchema>;

/** GET /api/admin/part-requests: newest first; status narrows it (all by default). */
export const PartRequestListQuerySchema = z.object({
  status: z
    .enum([...PART_REQUEST_STATUSES, 'all'], {
      error: `Status must be one of ${[...PART_REQUEST_STATUSES, 'all'].join(', ')}`,
    })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type PartRequestListQuery = z.infer<typeof PartRequestListQuerySchema>;

const quoteNote = optionalText(PART_REQUEST_TEXT_MAX);

/**
 * PATCH /api/admin/part-requests/{id}: the answer. A quote names a product (created first or
 * picked) and a price in major units, which may differ from its list price; quantity 1 unless said.
 */
export const AnswerPartRequestBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('quoted'),
      productId: IdSchema,
      price: z
        .number({ error: partRequestMessages.priceInvalid })
        .min(0, partRequestMessages.priceInvalid)
        .max(LIMITS.priceMaxMajor, partRequestMessages.priceInvalid)
        .refine(isWholeMinorUnits, partRequestMessages.priceInvalid),
      quantity: z
        .number({ error: partRequestMessages.quantityInvalid })
        .int(partRequestMessages.quantityInvalid)
        .min(1, partRequestMessages.quantityInvalid)
        .max(PART_REQUEST_QUANTITY_MAX, partRequestMessages.quantityInvalid)
        .optional(),
      note: quoteNote,
    }),
    z.object({
      status: z.literal('cannot_source'),
      note: z
        .string({ error: partRequestMessages.quoteNoteRequired })
        .overwrite(withoutBidiControls)
        .trim()
        .min(1, partRequestMessages.quoteNoteRequired)
        .max(PART_REQUEST_TEXT_MAX, `Must be at most ${PART_REQUEST_TEXT_MAX} characters`)
        .refine((value) => !hasControlCharacters(value), partRequestMessages.textOnly),
    }),
    z.object({ status: z.literal('closed'), note: quoteNote }),
  ],
  { error: 'Status must be one of quoted, cannot_source, closed' },
);
export type AnswerPartRequestBody = z.input<typeof AnswerPartRequestBodySchema>;
export type PartRequestAnswer = z.output<typeof AnswerPartRequestBodySchema>;

/** POST /api/part-requests/quote/{token}: the link of the quote mail. */
export const QuoteTokenParamsSchema = z.object({ token: z.string().max(200) });

/** What the quote link puts in the cart: the line to add, with the request it is priced by. */
export const ClaimedQuoteSchema = z.object({
  partRequestId: z.string(),
  number: z.string(),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  price: z.number(),
});
export type ClaimedQuote = z.infer<typeof ClaimedQuoteSchema>;

/** "Tell me when it is back": whether the caller waits for the part. */
export const BackInStockSchema = z.object({ waiting: z.boolean() });
export type BackInStock = z.infer<typeof BackInStockSchema>;
