import { z } from 'zod';
import { BrandFilterSchema, ProductCatalogueBodySchema, ProductCatalogueFieldsSchema } from './catalogue.js';
import { imageUrl, queryText, requiredNumber, requiredText } from './common.js';
import { CATEGORIES, LIMITS } from './constants.js';
import { StockEditReasonSchema } from './insights.js';
import { messages } from './messages.js';
import { isWholeMinorUnits } from './money.js';
import { ProductFitmentSchema, VehicleIdSchema } from './vehicles.js';

export const CategorySchema = z.enum(CATEGORIES, {
  error: `Category must be one of ${CATEGORIES.join(', ')}`,
});

/** A product as the API shows it (SPEC §3 calls it a service). Money in major units of the shop's currency. */
export const ProductSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  price: z.number(),
  availableQty: z.number().int(),
  /** The minimum order quantity. */
  orderQty: z.number().int(),
  productDescription: z.string(),
  category: CategorySchema.nullable(),
  createdAt: z.string(),
  // Beyond the spec (issue 18): which vehicles the product fits. Optional, so an answer written
  // against the spec's fields alone stays valid. Lists carry only whether it fits every vehicle (a
  // list filtered by a vehicle holds only parts that fit it); one product's answer, its fitment.
  fitsAllVehicles: z.boolean().optional(),
  fitment: z.array(ProductFitmentSchema).optional(),
  /** Issue 19: at or under this many left, the part is low on stock (Overview, daily mail). */
  lowStockThreshold: z.number().int().optional(),
  /** Issue 33: what one unit weighs packed, in grams; an order's parcel weighs the sum of its lines. */
  weightGrams: z.number().int().optional(),
  /** Issue 35: months after delivery a warranty claim may be made; 0 = no warranty. */
  warrantyMonths: z.number().int().optional(),
  /** Issue 36: brand, SKU, part numbers, Bangla name and description (catalogue.ts). */
  ...ProductCatalogueFieldsSchema.shape,
});
export type Product = z.infer<typeof ProductSchema>;
/** A product in a list: the spec's fields and whether it fits every vehicle, without its fitment. */
export const ProductSummarySchema = ProductSchema.omit({ fitment: true });
export const ProductListSchema = z.array(ProductSummarySchema);

const quantity = (required: string, label: string, minimum: number) =>
  requiredNumber(required, label)
    .int(`${label} must be a whole number`)
    .min(minimum, `${label} must be at least ${minimum}`)
    .max(LIMITS.productQtyMax, `${label} must be at most ${LIMITS.productQtyMax}`);

const price = requiredNumber(messages.product.priceRequired, 'Price')
  .min(0, 'Price must not be negative')
  .max(LIMITS.priceMaxMajor, `Price must be at most ${LIMITS.priceMaxMajor}`)
  .refine(isWholeMinorUnits, 'Price must have at most 2 decimals');

/** The weight field's answers (issue 33); the catalogs' `validation.products.weight*` translate them. */
const productWeightMessages = {
  required: 'Weight is required: how many grams one unit weighs packed',
  notWhole: 'Weight must be a whole number of grams',
  range: 'Weight must be between 1 and 100000 grams (100 kg)',
} as const;

/** The most one unit may weigh: 100 kg, far above any courier's parcel (the database holds the same bound). */
const PRODUCT_WEIGHT_MAX_GRAMS = 100_000;

/** What one unit weighs packed, in whole grams (issue 33); a product added without one weighs 500 g. */
const weightGramsSchema = requiredNumber(productWeightMessages.required, 'Weight')
  .int(productWeightMessages.notWhole)
  .min(1, productWeightMessages.range)
  .max(PRODUCT_WEIGHT_MAX_GRAMS, productWeightMessages.range);

/** The most months of warranty a part may carry (the database holds the same bound). */
export const WARRANTY_MONTHS_MAX = 120;

/** Issue 35: months of warranty after delivery, whole, 0 (none) to WARRANTY_MONTHS_MAX. */
const warrantyMonthsSchema = requiredNumber('Warranty is required: months, 0 for none', 'Warranty')
  .int('Warranty must be a whole number of months')
  .min(0, `Warranty must be between 0 and ${WARRANTY_MONTHS_MAX} months`)
  .max(WARRANTY_MONTHS_MAX, `Warranty must be between 0 and ${WARRANTY_MONTHS_MAX} months`);

export const CreateProductBodySchema = z.object({
  productName: requiredText(messages.product.nameRequired, LIMITS.productNameLength),
  availableQty: quantity(messages.product.availableQtyRequired, 'Available Product Quantity', 0),
  orderQty: quantity(messages.product.orderQtyRequired, 'Minimum Order Quantity', 1),
  price,
  productDescription: requiredText(messages.product.descriptionRequired, LIMITS.productDescriptionLength),
  image: imageUrl(messages.product.imageRequired),
  category: CategorySchema.optional(),
  lowStockThreshold: quantity('Low stock threshold is required', 'Low stock threshold', 0).optional(),
  weightGrams: weightGramsSchema.optional(),
  warrantyMonths: warrantyMonthsSchema.optional(),
  /** Issue 36: brand, SKU, part numbers, Bangla name and description (catalogue.ts). */
  ...ProductCatalogueBodySchema.shape,
});
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>;
export type CreateProductInput = z.input<typeof CreateProductBodySchema>;

/**
 * Admin edits (PUT /api/services/{id}, PATCH /api/service/{id}): any subset of the product's fields;
 * a category of null takes the product out of its category.
 */
export const UpdateProductBodySchema = CreateProductBodySchema.extend({
  category: CategorySchema.nullable(),
  /** Why the stock changes (issue 19); a stock edit without one is recorded as an edit. */
  stockReason: StockEditReasonSchema,
})
  .partial()
  .refine(
    (body) => Object.entries(body).some(([key, value]) => key !== 'stockReason' && value !== undefined),
    'Nothing to update',
  );
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;

export const PRODUCT_PAGE_SIZE = 24;

/** Without page or limit the whole list comes back, as the spec's screens expect. */
export const ProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  q: queryText('Search text', 100).optional(),
  category: CategorySchema.optional(),
  /** Only the parts that fit this vehicle, and the universal ones. */
  vehicle: VehicleIdSchema.optional(),
  /** Only the parts at or under their low-stock threshold. */
  lowStock: z.enum(['true'], { error: 'lowStock must be true' }).optional(),
  /** Issue 36: only these brands' parts (ids, repeated or comma-separated). */
  brand: BrandFilterSchema.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** GET /api/brands: the brands, each counting the parts that match the shop's other filters. */
export const BrandCountQuerySchema = ProductListQuerySchema.pick({ q: true, category: true, vehicle: true });

/** DELETE /api/services/{id}: how many products went (1). */
export const DeleteCountSchema = z.object({ deletedCount: z.number().int() });

/** POST /api/uploads: the multipart field of the image, its formats and its size. */
export const UPLOAD_FIELD = 'image';
export const UPLOAD_FORMATS = 'JPEG, PNG, WebP, GIF or AVIF';
export const UPLOAD_MAX_MB = LIMITS.uploadBytes / (1024 * 1024);

/** Answers of the catalogue and upload API that SPEC §8 leaves open. */
export const productMessages = {
  tooLarge: `The product is too large: a description holds at most ${LIMITS.productDescriptionLength} characters`,
} as const;

export const uploadMessages = {
  missingFile: `Choose an image to upload: send a ${UPLOAD_FORMATS} file in the form field "${UPLOAD_FIELD}"`,
  tooLarge: `The image is larger than ${UPLOAD_MAX_MB} MB: choose a smaller one`,
  oneAtATime: 'Send one image at a time',
} as const;

export const UploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
