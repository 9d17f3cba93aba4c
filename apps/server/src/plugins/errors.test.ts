import { requestMessages } from '@chaka/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { errorsPlugin } from './errors.js';

describe('the central error handler', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify();
    await app.register(errorsPlugin);
    // A route without a schema, so the text reaches the database as sent.
    app.post<{ Body: { email: string } }>('/store', async (request) => {
      await database.db.insert(newsletterSubscriptions).values({ email: request.body.email });
      return { ok: 1 };
    });
    app.get('/broken', async () => {
      throw new Error('internal detail');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers text the database cannot store with 400 and stores nothing', async () => {
    const response = await app.inject({ method: 'POST', url: '/store', payload: { email: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: requestMessages.unstorableText });
    expect(await database.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('answers any other failure with a plain 500', async () => {
    const response = await app.inject('/broken');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: requestMessages.serverError });
  });
});
