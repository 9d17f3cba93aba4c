import { type ClaimedQuote, partRequestMessages, partRequestNumber, toMajorUnits } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partRequests, products } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { hashQuoteToken } from './answer-request.js';

/**
 * POST /api/part-requests/quote/{token}: the quote link. It answers the cart line to add: the
 * quoted product and quantity, priced by the request (the checkout charges the quoted price,
 * features/orders/quoted-lines.ts). A customer's request is only its customer's; a visitor's
 * becomes the customer's who first opens its link (the secret was sent only to the visitor).
 */
export async function claimQuote(db: Db, caller: Identity, token: string): Promise<ClaimedQuote> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: partRequests, product: { name: products.name } })
      .from(partRequests)
      .leftJoin(products, eq(products.id, partRequests.quoteProductId))
      .where(eq(partRequests.quoteTokenHash, hashQuoteToken(token)))
      .for('update', { of: partRequests });
    if (!found) throw notFound(partRequestMessages.quoteInvalid);
    const { request, product } = found;
    if (request.userId && request.userId !== caller.id) throw forbidden(partRequestMessages.quoteNotYours);
    if (
      request.status !== 'quoted' ||
      !product ||
      !request.quoteProductId ||
      request.quotePriceMinor === null
    )
      throw conflict(partRequestMessages.quoteUsed);
    if (!request.userId)
      await tx.update(partRequests).set({ userId: caller.id }).where(eq(partRequests.id, request.id));
    return {
      partRequestId: request.id,
      number: partRequestNumber(request.requestNumber),
      productId: request.quoteProductId,
      productName: product.name,
      quantity: request.quoteQty ?? 1,
      price: toMajorUnits(request.quotePriceMinor),
    };
  });
}
