import { isPhoneAccountEmail } from '@chaka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';

/**
 * The one place where mails to phone-only accounts stop: their address (`…@phone.invalid`,
 * contract phone.ts) is an id, not a mailbox, so a mail to it counts as sent and goes nowhere.
 * Such customers hear from the shop by SMS.
 */
export function withoutPhoneAccountMail(mailer: Mailer, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      if (isPhoneAccountEmail(mail.to)) {
        log.debug({ subject: mail.subject }, 'no mail to a phone-only account');
        return;
      }
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
}
