import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Text messages to customers' phones (issue 34): one interface, a sender per gateway, and the
 * outbox (files in DATA_DIR/sms and a log line) when no gateway is set, as mail has its outbox.
 */

export interface Sms {
  /** The mobile number in the shop's one form, `+8801712345678`. */
  to: string;
  text: string;
  /**
   * The message's own id, unique for at least a day: a gateway that already took a message with
   * this id refuses it again (SSL Wireless `csms_id`), so a retried send is never sent twice.
   */
  id: string;
}

/** Why a gateway did not take a message, in its own words; `retry` when trying later may work. */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SmsRefused';
  }
}

export interface SmsSender {
  /**
   * Sends one message, or throws (SmsRefused when the gateway answered no; any other error when it
   * could not be reached). A message whose id the gateway already took counts as sent.
   */
  send(sms: Sms): Promise<void>;
}

/** A Bangla text is sent as Unicode: 70 characters a part (67 when split), not 160 (153). */
export function smsParts(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: GSM 7-bit is the printable ASCII range here.
  const unicode = /[^\u0000-\u007f]/.test(text);
  const length = [...text].length;
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  return length <= single ? 1 : Math.ceil(length / multi);
}

/**
 * Writes every message as a text file named by its id into `dir` and logs it: the shop runs with no
 * gateway. The same message again (a retry) finds its file there and is not written twice.
 */
export function createOutboxSms(dir: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${sms.id}.txt`);
      await writeFile(file, `To: ${sms.to}\nId: ${sms.id}\n\n${sms.text}\n`, { flag: 'wx' }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        },
      );
      log.info({ to: sms.to, file }, 'SMS written to the outbox (no SMS_API_TOKEN)');
    },
  };
}
