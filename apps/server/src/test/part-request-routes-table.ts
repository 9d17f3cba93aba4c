import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { partRequests } from '../db/schema/index.js';
import { createProduct } from './factories.js';
import type { RequestBuilder } from './route-table.js';
import { freshAddress } from './scene.js';

/**
 * A part request the shop quoted, straight in the table (issue 36), with the secret of its link:
 * a visitor's unless `userId` names its customer. Two of a $12.50 part at $9 each unless told.
 */
export async function quotedRequest(
  db: Db,
  fields: { productId: string; userId?: string | null; priceMinor?: number; quantity?: number },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(partRequests)
    .values({
      userId: fields.userId ?? null,
      phone: '+8801712345678',
      partNumber: '04465-12592',
      status: 'quoted',
      quoteProductId: fields.productId,
      quotePriceMinor: fields.priceMinor ?? 900,
      quoteQty: fields.quantity ?? 2,
      quoteTokenHash: createHash('sha256').update(token).digest('hex'),
      answeredAt: new Date(),
    })
    .returning({ id: partRequests.id });
  return { id: row!.id, token };
}

/** The requests of the part-request and back-in-stock routes for test/route-table.ts. */
export const PART_REQUEST_REQUESTS = {
  createPartRequest: {
    request: async () => ({
      payload: { vehicleText: 'Toyota Axio 2012', partNumber: '04465-12592', phone: '01712345678' },
      remoteAddress: freshAddress(),
    }),
  },
  myPartRequests: { request: async () => ({}) },
  claimQuote: {
    request: async (scene) => {
      const product = await scene.product();
      const { token } = await quotedRequest(scene.app.db, { productId: product.id });
      return { params: { token } };
    },
  },
  adminPartRequests: { request: async () => ({ query: { status: 'open', page: '1' } }) },
  answerPartRequest: {
    request: async (scene) => {
      const [row] = await scene.app.db
        .insert(partRequests)
        .values({ email: 'driver@example.com', description: 'Left mirror glass, heated' })
        .returning({ id: partRequests.id });
      return {
        params: { id: row!.id },
        payload: { status: 'cannot_source', note: 'No longer made' },
      };
    },
  },
  backInStockStatus: {
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  waitForStock: {
    request: async (scene) => ({
      params: { id: (await createProduct(scene.app.db, { availableQty: 0 })).id },
    }),
  },
  stopWaitingForStock: {
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
} satisfies Partial<Record<string, RequestBuilder>>;
