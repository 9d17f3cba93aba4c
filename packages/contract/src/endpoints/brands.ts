import { BrandBodySchema, BrandListSchema, BrandPatchSchema, BrandSchema } from '../catalogue.js';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { BrandCountQuerySchema, DeleteCountSchema } from '../products.js';
import { routes } from '../routes.js';

const tag = 'brands';

/** The brands the admin keeps (issue 36): the shop's brand filter and the product form's list. */
export const brandEndpoints = {
  listBrands: defineEndpoint({
    ...routes.listBrands,
    tag,
    summary: 'The brands, A to Z, each with how many parts it has',
    description:
      'Without q, category or vehicle: every brand, count the parts of each (0 for a brand without parts). ' +
      'With any of them: the brands of the parts that shop filter finds (q as GET /api/services reads it: ' +
      'words of the name, a part number or SKU), count how many it finds of each; brands it finds none of are left out.',
    querystring: BrandCountQuerySchema,
    response: BrandListSchema,
  }),
  createBrand: defineEndpoint({
    ...routes.createBrand,
    tag,
    summary: 'Add a brand (admin); its name is unique whatever its letter case',
    body: BrandBodySchema,
    response: BrandSchema,
    errors: [409],
  }),
  updateBrand: defineEndpoint({
    ...routes.updateBrand,
    tag,
    summary: 'Rename a brand or change its logo (admin); logo null takes the logo away',
    params: IdParamsSchema,
    body: BrandPatchSchema,
    response: BrandSchema,
    errors: [404, 409],
  }),
  deleteBrand: defineEndpoint({
    ...routes.deleteBrand,
    tag,
    summary: 'Remove a brand (admin): refused with 409 while parts use it',
    params: IdParamsSchema,
    response: DeleteCountSchema,
    errors: [404, 409],
  }),
};
