import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, products, profiles, reviews } from '../db/schema/index.js';
import { changedTables, shopState } from '../test/db-state.js';
import { RUNS, TIMEOUT_MS } from '../test/hostile-send.js';
import { SCRIPT_PAYLOADS, SQL_PAYLOADS } from '../test/hostile-values.js';
import { profileBody } from '../test/route-table.js';
import { freshAddress, type Scene } from '../test/scene.js';
import { useTestShop } from '../test/use-test-shop.js';

describe('hostile input', () => {
  const shop = useTestShop({ scene: true });
  let scene: Scene;
  beforeAll(() => {
    ({ scene } = shop);
  });

  /**
   * SQL and script payloads are legitimate text in a free-text field: every query is
   * parameterised and every screen shows text as text. Such a field either refuses the text (a
   * 4xx, nothing changed) or stores exactly what was sent (trimmed) and touches nothing else.
   */
  describe('free text is stored literally', () => {
    const payloadText = fc.oneof(
      fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS),
      fc
        .tuple(
          fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS),
        )
        .map((parts) => parts.join(' ')),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
    );

    const fields = [
      {
        name: 'a review',
        table: 'reviews',
        send: (text: string) =>
          scene.send('POST', '/api/review', { payload: { rating: 3, reviewText: text } }, 'user'),
        stored: async (response: LightMyRequestResponse) => {
          const [row] = await shop.app.db
            .select()
            .from(reviews)
            .where(eq(reviews.id, response.json().insertedId));
          return [row?.reviewText];
        },
      },
      {
        name: 'a product name and description',
        table: 'products',
        // A new product's stock starts its stock history, and the staff action its audit entry.
        alsoWrites: ['stock_changes', 'audit_log'],
        send: (text: string) =>
          scene.send(
            'POST',
            '/api/services',
            {
              payload: {
                productName: text,
                productDescription: text,
                availableQty: 1,
                orderQty: 1,
                price: 1,
                image: '/images/parts/spark-plugs.svg',
              },
            },
            'admin',
          ),
        stored: async (response: LightMyRequestResponse) => {
          const [row] = await shop.app.db.select().from(products).where(eq(products.id, response.json()._id));
          return [row?.name, row?.description];
        },
      },
      {
        name: 'profile fields',
        table: 'profiles',
        send: (text: string) =>
          scene.send(
            'PATCH',
            '/api/users/me',
            {
              query: { email: scene.user.email },
              payload: { ...profileBody, education: text, address: text },
            },
            'user',
          ),
        stored: async () => {
          const [row] = await shop.app.db.select().from(profiles).where(eq(profiles.userId, scene.user.id));
          return [row?.education, row?.address];
        },
      },
      {
        name: 'a contact message',
        table: 'contact_messages',
        send: (text: string) =>
          scene.send(
            'POST',
            '/api/contact',
            { payload: { email: 'visitor@example.com', message: text }, remoteAddress: freshAddress() },
            'anonymous',
          ),
        stored: async () => {
          const [row] = await shop.app.db
            .select()
            .from(contactMessages)
            .orderBy(desc(contactMessages.createdAt))
            .limit(1);
          return [row?.message];
        },
      },
    ];

    it.each(fields)(
      '$name',
      async ({ table, send, stored, ...field }) => {
        const written = new Set([table, ...(('alsoWrites' in field && field.alsoWrites) || [])]);
        await fc.assert(
          fc.asyncProperty(payloadText, async (text) => {
            const before = await shopState(shop.app);
            const response = await send(text);
            const changed = changedTables(before, await shopState(shop.app));
            const what = `${JSON.stringify(text)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
            if (response.statusCode === 200) {
              const values = await stored(response);
              expect(values, what).toEqual(values.map(() => text.trim()));
              expect(
                changed.filter((name) => !written.has(name)),
                what,
              ).toEqual([]);
            } else {
              expect(response.statusCode, what).toBe(400);
              expect(response.json().message, what).toEqual(expect.any(String));
              expect(changed, what).toEqual([]);
            }
          }),
          { numRuns: RUNS, examples: [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS].map((text) => [text]) },
        );
      },
      TIMEOUT_MS,
    );
  });
});
