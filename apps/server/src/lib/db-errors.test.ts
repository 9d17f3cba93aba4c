import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { newsletterSubscriptions, payments } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { isForeignKeyViolation, isUnstorableText } from './db-errors.js';

describe('isForeignKeyViolation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('recognises a row that refers to one no longer there, as the database reports it', async () => {
    const error = await database.db
      .insert(payments)
      .values({
        orderId: randomUUID(),
        provider: 'test',
        intentId: 'pi_gone',
        amountMinor: 100,
        status: 'requires_payment_method',
      })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(isForeignKeyViolation(error)).toBe(true);
  });

  it('is false for other failures', async () => {
    const error = await database.db
      .insert(payments)
      .values({ provider: 'test', intentId: 'pi_twice', amountMinor: 100, status: 'requires_payment_method' })
      .then(() =>
        database.db.insert(payments).values({
          provider: 'test',
          intentId: 'pi_twice',
          amountMinor: 1,
          status: 'requires_payment_method',
        }),
      )
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    expect(isForeignKeyViolation(error)).toBe(false);
    expect(isForeignKeyViolation(new Error('boom'))).toBe(false);
  });
});

describe('isUnstorableText', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('recognises a NUL byte the database refuses to store', async () => {
    const error = await database.db
      .insert(newsletterSubscriptions)
      .values({ email: 'a\u0000b@example.com' })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(isUnstorableText(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
    expect(isUnstorableText(new Error('boom'))).toBe(false);
  });
});
