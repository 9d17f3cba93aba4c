import {
  formatDate,
  type Locale,
  type LowStockProduct,
  localeOrDefault,
  SCREENS,
  screenHref,
} from '@chaka/contract';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { products, user } from '../../db/schema/index.js';
import { translate } from '../../lib/i18n.js';
import { composeText, type Mailer } from '../../lib/mailer.js';
import { jobDay, recordJobDay, runEvery } from '../../lib/run-every.js';
import { shopDay } from '../../lib/shop-days.js';

/** The most parts the Overview and the mail list; the Manage Products filter shows them all. */
const LOW_STOCK_LIST_MAX = 100;

/** Parts at or under their low-stock threshold, the fewest left first. */
export async function lowStockProducts(db: Db): Promise<LowStockProduct[]> {
  const found = await db
    .select()
    .from(products)
    .where(lte(products.availableQty, products.lowStockThreshold))
    .orderBy(asc(products.availableQty), asc(products.name), asc(products.id))
    .limit(LOW_STOCK_LIST_MAX);
  return found.map((row) => ({
    _id: row.id,
    productName: row.name,
    image: row.image,
    availableQty: row.availableQty,
    lowStockThreshold: row.lowStockThreshold,
  }));
}

export interface LowStockMailContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The shop's own mailbox. */
  shopAddress: string;
  publicUrl: string;
  siteName: string;
  timeZone: string;
  /** The hour of the shop's day the mail goes out. */
  hour: number;
}

/**
 * Mails the shop the parts that are low on stock. Answers whether a mail went: with no part low,
 * none does (a daily "nothing to report" would teach the shop to ignore the mail).
 */
export async function mailLowStock(context: LowStockMailContext, now = new Date()): Promise<boolean> {
  const low = await lowStockProducts(context.db);
  if (low.length === 0) return false;
  const locale = await mailboxLocale(context.db, context.shopAddress);
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const lines = low.map((part) =>
    t('mail.stock.line', {
      product: part.productName,
      left: part.availableQty,
      threshold: part.lowStockThreshold,
    }),
  );
  const day = locale === 'en' ? shopDay(now, context.timeZone) : formatDate(now, locale);
  const link = `${context.publicUrl}${screenHref(SCREENS.dashboard.manageProducts, { lowStock: 'true' })}`;
  await context.mailer.send(
    composeText(context.shopAddress, t('mail.stock.subject', { site: context.siteName, count: low.length }), [
      t('mail.stock.intro', { count: low.length, day }),
      lines.join('\n'),
      t('mail.stock.restock', { link }),
    ]),
  );
  return true;
}

/**
 * The language the shop's mailbox reads: that of the admin account with its address (the admin
 * chose it with their account), else English, the shop's own language.
 */
async function mailboxLocale(db: Db, address: string): Promise<Locale> {
  const [found] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, address.toLowerCase()));
  return localeOrDefault(found?.locale);
}

/** How often the timer looks whether the day's mail is due. */
const CHECK_EVERY_MS = 15 * 60_000;

/** The hour of the day in the shop's time zone. */
const shopHour = (moment: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(moment));

/** The low-stock mail's row in job_runs: the shop day it last went. */
export const LOW_STOCK_JOB = 'low-stock-mail';

/**
 * Sends the day's low-stock mail if it is due: past the set hour and not yet sent that shop day by
 * any process (the day is kept in job_runs, so neither a second process nor a restart sends it
 * again). Run while holding the job (lib/run-every.ts). Answers whether it looked at the stock.
 */
export async function lowStockMailIfDue(context: LowStockMailContext, now = new Date()): Promise<boolean> {
  const today = shopDay(now, context.timeZone);
  if (shopHour(now, context.timeZone) < context.hour) return false;
  if ((await jobDay(context.db, LOW_STOCK_JOB)) === today) return false;
  await mailLowStock(context, now);
  await recordJobDay(context.db, LOW_STOCK_JOB, today, now);
  return true;
}

/**
 * Sends the low-stock mail once a day at the set hour, once across all server processes: the
 * shop's periodic job (lib/run-every.ts) looks every quarter hour whether it is due.
 */
export function startLowStockMail(context: LowStockMailContext): () => void {
  return runEvery(
    { name: LOW_STOCK_JOB, everyMs: CHECK_EVERY_MS, db: context.db },
    () => lowStockMailIfDue(context),
    (error) => context.log.error({ err: error }, 'the low-stock mail could not be sent'),
  );
}
