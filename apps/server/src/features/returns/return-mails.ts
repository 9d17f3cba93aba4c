import { formatMoney, type Return, SCREENS, type ShopCurrency, screenHref } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { returns } from '../../db/schema/index.js';
import { accountLocale, translate } from '../../lib/i18n.js';
import { composeMail, type Mailer } from '../../lib/mailer.js';

/** What a return's mails need from the app. */
export interface ReturnMailer {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  currency: ShopCurrency;
  publicUrl: string;
}

/**
 * Tells the customer, in their language, that their return moved: opened, approved, rejected (with
 * why), received, refunded (how much and how). Sent after the change is committed; a mail that
 * cannot go is logged, never undoes the change.
 */
export async function sendReturnMail(deps: ReturnMailer, found: Return): Promise<void> {
  try {
    const [owner] = await deps.db
      .select({ userId: returns.userId })
      .from(returns)
      .where(eq(returns.id, found._id));
    const locale = await accountLocale(deps.db, owner?.userId ?? null);
    const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
    const status = t(`returns.status.${found.status}`);
    const link = `${deps.publicUrl}${screenHref(SCREENS.dashboard.return, { id: found._id })}`;
    const amount = formatMoney(Math.round(found.refunded * 100), { currency: deps.currency, locale });
    const paragraphs = [
      t('mail.hello', { name: found.customerName }),
      // An approval with its pickup booked says so; otherwise the parts are handed to the courier.
      t(
        found.status === 'approved' && found.pickup?.id
          ? 'returns.mail.approvedPickup'
          : `returns.mail.${found.status}`,
        {
          number: found.number,
          order: found.orderNumber,
          reason: found.rejectionReason ?? '',
          amount,
          courier: found.pickup?.courier ?? '',
          id: found.pickup?.id ?? '',
        },
      ),
      t('returns.mail.follow', { link }),
    ];
    const subject = t('returns.mail.subject', { number: found.number, status });
    await deps.mailer.send(composeMail(found.email, subject, paragraphs));
  } catch (error) {
    deps.log.error({ err: error, returnId: found._id }, 'a return mail could not be sent');
  }
}
