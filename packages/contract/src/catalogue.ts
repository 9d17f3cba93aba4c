import { z } from 'zod';
import { imageUrl, requiredText } from './common.js';
import { normalPartNumber, PART_NUMBER_MAX_LENGTH } from './part-numbers.js';

/**
 * Issue 36: the parts catalogue's shapes beside the spec's product: brands, SKUs, part numbers and
 * the Bangla name and description. Every field is optional in an answer, so a client written
 * against the spec's product stays valid.
 */

/** A brand as the API shows it; `count` only where a list counts the parts of each brand. */
export const BrandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  count: z.number().int().optional(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);

export const BRAND_NAME_MAX = 60;

/** POST /api/admin/brands and PATCH /api/admin/brands/{id} (every field optional there). */
export const BrandBodySchema = z.object({
  name: requiredText(
    'Brand name is required',
    BRAND_NAME_MAX,
    `Brand name must be at most ${BRAND_NAME_MAX} characters`,
  ),
  logo: imageUrl('Logo must be an uploaded image').nullable().optional(),
});
export type BrandBody = z.infer<typeof BrandBodySchema>;
export const BrandPatchSchema = BrandBodySchema.partial().refine(
  (body) => body.name !== undefined || body.logo !== undefined,
  'Nothing to update',
);

export const SKU_MAX = 40;
/** The shop's own SKU: letters, digits and - . / _ , at most SKU_MAX characters. */
export const SkuSchema = requiredText(
  'SKU is required',
  SKU_MAX,
  `SKU must be at most ${SKU_MAX} characters`,
).regex(/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/, 'SKU may hold only letters, digits, spaces and . / _ -');

/** A part number as typed; its normal form must hold something. */
export const PartNumberTextSchema = requiredText(
  'Part number is required',
  PART_NUMBER_MAX_LENGTH,
  `A part number must be at most ${PART_NUMBER_MAX_LENGTH} characters`,
).refine((value) => normalPartNumber(value).length > 0, 'A part number must hold a letter or a digit');

/** One of a part's numbers: the car maker's (oem) or a parts maker's own (aftermarket), with whose it is. */
export const PartNumberSchema = z.object({
  kind: z.enum(['oem', 'aftermarket'], { error: 'A part number is oem or aftermarket' }),
  maker: requiredText('Whose number it is (the maker) is required', BRAND_NAME_MAX),
  number: PartNumberTextSchema,
});
export type PartNumber = z.infer<typeof PartNumberSchema>;

/** At most this many numbers, and as many superseded ones, per part. */
export const PART_NUMBERS_MAX = 30;

/** What the brand and part-number answers say when they refuse (English; the web catalogs translate). */
export const catalogueMessages = {
  brandNotFound: 'Brand not found',
  unknownBrand: 'Brand must be one of the shop\u2019s brands',
  brandNameTaken: (name: string) => `There is already a brand named ${name}`,
  brandHasParts: (parts: number) =>
    `The brand has parts: ${parts} ${parts === 1 ? 'part uses' : 'parts use'} it. Give them another brand first`,
  skuTaken: (sku: string) => `SKU ${sku} is already another part\u2019s: choose another`,
  numberListedTwice: (number: string) => `Part number ${number} is listed twice`,
} as const;

/** Numbers that are one once normalised (04465-12592 and 0446512592) may be listed once per kind. */
const onceEach =
  <T>(key: (item: T) => string, label: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const normal = key(item);
      if (seen.has(normal))
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: catalogueMessages.numberListedTwice(label(item)),
        });
      seen.add(normal);
    });
  };

/**
 * The catalogue's fields of a product's answer. One product's answer (GET /api/service/{id}, and
 * the answers of the admin's writes) carries them all; a list (GET /api/services) carries brand,
 * sku, the Bangla name and description and, in a search, match, but not partNumbers nor replaces.
 */
export const ProductCatalogueFieldsSchema = z.object({
  brand: BrandSchema.omit({ count: true }).nullable().optional(),
  sku: z.string().optional(),
  partNumbers: z.array(PartNumberSchema).optional(),
  /** Old numbers this part supersedes. */
  replaces: z.array(z.string()).optional(),
  productNameBn: z.string().nullable().optional(),
  productDescriptionBn: z.string().nullable().optional(),
  /**
   * In a search's answer: the number the search matched exactly, and how (`replaces`: an old number
   * this part supersedes, `sku`: the shop's SKU). Exact matches come first.
   */
  match: z.object({ kind: z.enum(['oem', 'aftermarket', 'replaces', 'sku']), number: z.string() }).optional(),
});

/** The catalogue's fields of POST /api/services and the edits (PUT, PATCH); all optional. */
export const ProductCatalogueBodySchema = z.object({
  /** A brand's id from GET /api/brands; null takes the brand away. */
  brandId: z.uuid({ error: 'Brand must be one of the shop’s brands' }).nullable().optional(),
  /** Left out on adding: the shop gives one (CP-P10001). */
  sku: SkuSchema.optional(),
  partNumbers: z
    .array(PartNumberSchema)
    .max(PART_NUMBERS_MAX, `At most ${PART_NUMBERS_MAX} part numbers`)
    .superRefine(
      onceEach(
        (item: PartNumber) => `${item.kind}|${normalPartNumber(item.number)}`,
        (item) => item.number,
      ),
    )
    .optional(),
  replaces: z
    .array(PartNumberTextSchema)
    .max(PART_NUMBERS_MAX, `At most ${PART_NUMBERS_MAX} replaced numbers`)
    .superRefine(onceEach(normalPartNumber, (item: string) => item))
    .optional(),
  productNameBn: requiredText('Bangla name must not be blank', 120).nullable().optional(),
  productDescriptionBn: requiredText('Bangla description must not be blank', 4000).nullable().optional(),
});

/** `?brand=`: brand ids, repeated (`brand=a&brand=b`) or comma-separated. */
export const BrandFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).filter(Boolean),
  )
  .pipe(z.array(z.uuid({ error: 'Brand must be a brand id' })).max(20, 'At most 20 brands'));
