import type { StockReason } from '@chaka/contract';
import type { Tx } from '../db/client.js';
import { stockChanges } from '../db/schema/index.js';

/** One change of a product's stock, as the code that made it knows it. */
export interface StockChangeRecord {
  productId: string;
  before: number;
  after: number;
  reason: StockReason;
  /** Who made it: a name, or the shop itself. */
  by: string;
  userId?: string | null;
  orderId?: string | null;
  /** Parts a return brought back damaged, written off instead of put back (issue 35). */
  writtenOff?: number;
  /** What else it says: "return RT-10001". */
  note?: string | null;
}

/**
 * Writes a product's stock change to its history. Call it with the transaction that changed the
 * stock, so the history holds exactly the changes that happened: both commit or neither does.
 * A change that changed nothing (same before and after) is not history, unless it wrote parts off.
 */
export async function recordStockChange(tx: Tx, change: StockChangeRecord): Promise<void> {
  if (change.before === change.after && !change.writtenOff) return;
  await tx.insert(stockChanges).values({
    productId: change.productId,
    before: change.before,
    after: change.after,
    reason: change.reason,
    by: change.by,
    userId: change.userId ?? null,
    orderId: change.orderId ?? null,
    writtenOff: change.writtenOff ?? 0,
    note: change.note ?? null,
  });
}
