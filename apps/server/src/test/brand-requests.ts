import { randomUUID } from 'node:crypto';
import { brands } from '../db/schema/index.js';
import type { RequestBuilder } from './route-table.js';
import type { Scene } from './scene.js';

/** A name no other brand of the run has. */
export const freshBrandName = (prefix = 'Brand') => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A brand straight in the table, without parts (so it can be removed). */
export async function storedBrand(scene: Pick<Scene, 'app'>, name = freshBrandName()) {
  const [brand] = await scene.app.db.insert(brands).values({ name }).returning();
  return brand!;
}

/** The requests of the brand routes (issue 36) for test/route-table.ts. */
export const BRAND_REQUESTS = {
  listBrands: { request: async () => ({ query: { category: 'brake-pads' } }) },
  createBrand: {
    request: async () => ({ payload: { name: freshBrandName('Denso'), logo: '/images/logo.svg' } }),
  },
  updateBrand: {
    request: async (scene) => ({
      params: { id: (await storedBrand(scene)).id },
      payload: { name: freshBrandName('NGK') },
    }),
  },
  deleteBrand: {
    request: async (scene) => ({ params: { id: (await storedBrand(scene)).id } }),
  },
} satisfies Record<string, RequestBuilder>;
