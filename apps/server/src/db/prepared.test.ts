import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { type PreparedStatements, preparedStatements, prepareStatement } from './prepared.js';

// The seam the order's one statement runs through (place-order.ts, take-stock.ts), on whichever
// database the suite runs on.
describe('prepared statements', () => {
  let database: Database;
  let prepared: PreparedStatements;
  const id = sql.placeholder('id');
  const add = prepareStatement(
    'probe-add',
    sql`insert into prepared_probe (id, note) values (${id}::int, ${sql.placeholder('note')}::text)
        returning id, note, ${7}::int as seven, ${id}::int + 1 as next`,
  );
  const count = prepareStatement(
    'probe-count',
    sql`select count(*)::int as n from prepared_probe where id = ${id}::int`,
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table prepared_probe (id int primary key, note text)`);
    prepared = preparedStatements(database.db);
  });
  afterAll(() => database.close());

  it('runs a statement with its values by key, again and again', async () => {
    expect(await prepared.run(add, { id: 1, note: 'first' })).toEqual([
      { id: 1, note: 'first', seven: 7, next: 2 },
    ]);
    expect(await prepared.run(add, { id: 2, note: 'second' })).toEqual([
      { id: 2, note: 'second', seven: 7, next: 3 },
    ]);
    expect(await prepared.run(count, { id: 2 })).toEqual([{ n: 1 }]);
  });

  it('runs it in a transaction on the same connection as its Drizzle queries, committed together', async () => {
    const seen = await prepared.transaction(async (tx, run) => {
      await tx.execute(sql`insert into prepared_probe (id, note) values (10, 'by Drizzle')`);
      const [row] = await run<{ n: number }>(count, { id: 10 });
      await run(add, { id: 11, note: 'by the statement' });
      return row!.n;
    });
    expect(seen).toBe(1);
    expect(await prepared.run(count, { id: 11 })).toEqual([{ n: 1 }]);
  });

  it('rolls the statement back with the transaction', async () => {
    await expect(
      prepared.transaction(async (_tx, run) => {
        await run(add, { id: 20, note: 'undone' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await prepared.run(count, { id: 20 })).toEqual([{ n: 0 }]);
  });
});
