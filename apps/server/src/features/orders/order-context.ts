import type { DeliveryFeeRule, Locale, ShopCurrency } from '@chaka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CodAdvance, OrderCaps, SmsKind } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { PreparedStatements } from '../../db/prepared.js';
import type { Mailer } from '../../lib/mailer.js';
import type { OrderMailQueue } from './order-mail-queue.js';
import type { OrderSmsQueue } from './order-sms-queue.js';
import type { ProductSnapshots } from './product-snapshots.js';

/** What orders need to know of their payments; the payments feature answers (it owns their statuses). */
export interface OrderPayments {
  /**
   * Cancels whatever could still charge a card for the order, at the payment provider. It runs
   * before the cancelling transaction: a provider's answer can take seconds, and no row stays
   * locked (on the embedded database, no other write waits) meanwhile.
   */
  release(orderId: string): Promise<void>;
  /** Whether a payment of the order went through or is going through, inside the transaction. */
  isSettled(tx: Tx, orderId: string): Promise<boolean>;
}

/**
 * The text of a return's SMS in `locale`, or null when it has nothing to say any more (a refund
 * undone since): the returns feature renders it, the app hands it over, and the order SMS queue
 * sends it with the order's own, to the order's phone.
 */
export type ReturnSmsText = (returnId: string, kind: SmsKind, locale: Locale) => Promise<string | null>;

/** Everything the order services work with, from the app and its settings. */
export interface OrderContext {
  db: Db;
  /** Where the order's one statement runs, alone or in a transaction (db/prepared.ts). */
  prepared: PreparedStatements;
  payments: OrderPayments;
  mailer: Mailer;
  /** The mails of placed orders, sent off the request (order-mail-queue.ts). */
  mailQueue: OrderMailQueue;
  /** The SMS of orders' steps and their returns' steps, sent off the request (order-sms-queue.ts). */
  smsQueue: OrderSmsQueue;
  /** The texts of the returns' SMS in that queue; without it, those rows are dropped unsent. */
  returnSmsText?: ReturnSmsText;
  /** The products as last read, which price an order placed in one statement (place-order.ts). */
  productSnapshots: ProductSnapshots;
  log: FastifyBaseLogger;
  currency: ShopCurrency;
  delivery: DeliveryFeeRule;
  unpaidOrders: { ttlHours: number; maxUnpaid: number };
  /** Hours after which a cash order of an account whose e-mail is not verified is cancelled. */
  codUnconfirmedTtlHours: number;
  /** What one account may order and hold (order-caps.ts). */
  caps: OrderCaps;
  /** Which cash orders pay their delivery fee online first (COD_ADVANCE, cod-advance.ts). */
  codAdvance: CodAdvance;
  /** The shop's time zone: the days of the order search and the times of the CSV export. */
  timeZone: string;
  /** The shop's own address (MAIL_FROM), which gets a notice of every new order. */
  shopAddress: string;
  /** Base of the links in mails. */
  publicUrl: string;
}

/** The name order events give the shop itself when it moves an order (expiry). */
export const SHOP_ACTOR = 'Chaka Parts';
