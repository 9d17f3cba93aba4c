import { orderMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { ReturnPolicyConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { OnlineRefunds } from './online-refunds.js';
import type { ReturnPickups } from './return-pickups.js';
import type { ReturnSmsQueue } from './return-sms.js';

/** Everything the return services work with, from the app and its settings. */
export interface ReturnsContext {
  db: Db;
  policy: ReturnPolicyConfig;
  /** Whether the upload store holds this key (`<name>.webp`): a return's photos must be there. */
  hasUpload: (key: string) => Promise<boolean>;
  /** Refunds of orders paid online; undefined until the payments feature offers them. */
  onlineRefunds: (() => OnlineRefunds | undefined) | undefined;
  /** The shop's SMS queue: each step queues the customer's SMS in its transaction (return-sms.ts). */
  smsQueue: ReturnSmsQueue;
  /** Return pickups with the order's courier, where its API books them (return-pickups.ts). */
  pickups?: () => ReturnPickups | undefined;
}

/**
 * The order, locked until the transaction ends, as the order services lock it: a return's move and
 * an order's own change (a payment, a courier's report) never land in between each other.
 */
export async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(orderMessages.notFound);
  return row;
}
