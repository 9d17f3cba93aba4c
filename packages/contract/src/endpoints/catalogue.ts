import { BlogListSchema, BlogSchema } from '../blogs.js';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  CreateProductBodySchema,
  DeleteCountSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  UPLOAD_FIELD,
  UPLOAD_FORMATS,
  UPLOAD_MAX_MB,
  UpdateProductBodySchema,
  UploadResponseSchema,
} from '../products.js';
import { routes } from '../routes.js';

const editProduct = {
  tag: 'products',
  summary: 'Edit a product (admin)',
  params: IdParamsSchema,
  body: UpdateProductBodySchema,
  response: ProductSchema,
  // 409: an SKU another part has.
  errors: [404, 409],
} as const;

/** The catalogue, its images and the blog. */
export const catalogueEndpoints = {
  listProducts: defineEndpoint({
    ...routes.listProducts,
    tag: 'products',
    summary: 'Products, oldest first (all of them unless page or limit is given)',
    description:
      'q keeps the products whose name holds every word of it (or that fit a vehicle whose chassis or ' +
      'engine code starts with the word), and the parts one of whose numbers or whose SKU is q or a ' +
      'word of q, typed in any form (04465-12592 = 0446512592 = 04465 12592; a superseded number finds ' +
      'the part that replaces it): those come first, each with match { kind, number }. ' +
      'category keeps those of one category, vehicle those that fit that vehicle and the universal ones, ' +
      'brand those of these brands (ids, repeated or comma-separated). ' +
      'The X-Total-Count header tells how many products match in all.',
    querystring: ProductListQuerySchema,
    response: ProductListSchema,
  }),
  getProduct: defineEndpoint({
    ...routes.getProduct,
    tag: 'products',
    summary: 'One product',
    params: IdParamsSchema,
    response: ProductSchema,
    errors: [404],
  }),
  createProduct: defineEndpoint({
    ...routes.createProduct,
    tag: 'products',
    summary: 'Add a product (admin)',
    description:
      'brandId is a brand of GET /api/brands (400 otherwise); sku is given as CP-P10001 when left out ' +
      '(409 when another part has it); partNumbers and replaces are kept as typed and matched in normal form.',
    body: CreateProductBodySchema,
    response: ProductSchema,
    errors: [409],
  }),
  // The spec's clients call both for stock changes (SPEC §7); both edit any field of a product.
  replaceProduct: defineEndpoint({ ...routes.replaceProduct, ...editProduct }),
  editProduct: defineEndpoint({ ...routes.editProduct, ...editProduct }),
  deleteProduct: defineEndpoint({
    ...routes.deleteProduct,
    tag: 'products',
    summary: 'Delete a product (admin); its orders keep their copies',
    params: IdParamsSchema,
    response: DeleteCountSchema,
    errors: [404],
  }),
  uploadImage: defineEndpoint({
    ...routes.uploadImage,
    tag: 'uploads',
    summary: `Upload an image (multipart field "${UPLOAD_FIELD}", at most ${UPLOAD_MAX_MB} MB, ${UPLOAD_FORMATS})`,
    consumes: ['multipart/form-data'],
    response: UploadResponseSchema,
    errors: [429],
  }),
  listBlogs: defineEndpoint({
    ...routes.listBlogs,
    tag: 'blogs',
    summary: 'All blog entries',
    response: BlogListSchema,
  }),
  getBlog: defineEndpoint({
    ...routes.getBlog,
    tag: 'blogs',
    summary: 'One blog entry',
    params: IdParamsSchema,
    response: BlogSchema,
    errors: [404],
  }),
};
