import type { ContactBody } from '@chaka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';

/** The bare address of a "Name <address>" sender, where the shop's own mail comes from. */
export function shopAddress(mailFrom: string): string {
  return (mailFrom.match(/<([^<>\s]+)>/)?.[1] ?? mailFrom).trim();
}

/**
 * Keeps the message first, so it is never lost, then forwards it to the shop's mailbox with the
 * customer as reply-to. A mail failure is logged: the stored message is still there to answer.
 */
export async function receiveContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  shop: { address: string; siteName: string },
  body: ContactBody,
): Promise<void> {
  const [stored] = await deps.db.insert(contactMessages).values(body).returning();
  try {
    await deps.mailer.send({
      to: shop.address,
      replyTo: body.email,
      subject: `Contact form: message from ${body.email}`,
      text: [
        `${body.email} wrote through the contact page of ${shop.siteName}.`,
        `Received ${stored!.createdAt.toISOString()}. Reply to this mail to answer them.`,
        '',
        body.message,
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, messageId: stored!.id }, 'contact message stored but not mailed');
  }
}
