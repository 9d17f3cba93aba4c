import { Readable } from 'node:stream';
import { type AuditEntry, type AuditQuery, isId, normaliseEmail } from '@chaka/contract';
import { stringify } from 'csv-stringify';
import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { shopTime } from '../../lib/shop-days.js';

export const AUDIT_PAGE_SIZE = 50;
const CSV_BATCH = 500;

type AuditRow = typeof auditLog.$inferSelect;
type AuditFilter = Omit<AuditQuery, 'page'>;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorEmail: row.actorEmail,
  actorName: row.actorName,
  kind: row.kind as AuditEntry['kind'],
  subject: row.subject,
  before: row.before ?? null,
  after: row.after ?? null,
  clientAddress: row.clientAddress,
});

/**
 * The entries a filter keeps: by person (their e-mail address), kind, the shop's days, and an order
 * or a product (by id; for an order also its number, CP-1042).
 */
function auditFilter(filter: AuditFilter, timeZone: string): SQL | undefined {
  const order = filter.order?.trim();
  const product = filter.product?.trim();
  return and(
    filter.actor ? eq(auditLog.actorEmail, normaliseEmail(filter.actor)) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.from
      ? sql`${auditLog.at} >= (${filter.from}::date)::timestamp at time zone ${timeZone}`
      : undefined,
    filter.to
      ? sql`${auditLog.at} < (${filter.to}::date + 1)::timestamp at time zone ${timeZone}`
      : undefined,
    order
      ? or(
          isId(order) ? eq(auditLog.orderId, order) : undefined,
          eq(auditLog.subject, `order:${order.toUpperCase()}`),
        )
      : undefined,
    product ? (isId(product) ? eq(auditLog.productId, product) : sql`false`) : undefined,
  );
}

/** GET /api/admin/audit: newest first, a page at a time. */
export async function readAudit(db: Db, query: AuditQuery, timeZone: string) {
  const where = auditFilter(query, timeZone);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(toEntry),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The CSV's rows, a batch at a time (keyset on the time and id), newest first. */
async function* auditCsvRows(db: Db, filter: AuditFilter, timeZone: string) {
  yield ['at', 'actor', 'kind', 'subject', 'before', 'after', 'client address'];
  const where = auditFilter(filter, timeZone);
  let last: AuditRow | undefined;
  for (;;) {
    const after = last
      ? or(lt(auditLog.at, last.at), and(eq(auditLog.at, last.at), lt(auditLog.id, last.id)))
      : undefined;
    const batch = await db
      .select()
      .from(auditLog)
      .where(and(where, after))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(CSV_BATCH);
    for (const row of batch)
      yield [
        shopTime(row.at, timeZone),
        `${row.actorName} <${row.actorEmail}>`,
        row.kind,
        row.subject,
        json(row.before),
        json(row.after),
        row.clientAddress ?? '',
      ];
    if (batch.length < CSV_BATCH) return;
    last = batch.at(-1);
  }
}

/** GET /api/admin/audit.csv: UTF-8 with a byte order mark, as spreadsheets want it. */
export function auditCsv(db: Db, filter: AuditFilter, timeZone: string): Readable {
  const rows = Readable.from(auditCsvRows(db, filter, timeZone));
  // Staff's notes and product names are text, never a formula for the spreadsheet that opens it.
  const csv = stringify({ bom: true, escape_formulas: true });
  // A failed read ends the download instead of leaving it open.
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
