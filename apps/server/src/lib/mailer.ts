import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A plain-text mail of paragraphs. */
export function composeText(to: string, subject: string, paragraphs: string[]): Mail {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n` };
}

/** A plain-text mail and the same paragraphs as simple HTML (every value escaped, never markup). */
export function composeMail(to: string, subject: string, paragraphs: string[]): Mail {
  const html = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { ...composeText(to, subject, paragraphs), html };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go as .eml files when there is no SMTP server. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Writes a message into the outbox, making the folder only when it is not there: a busy shop
 * writes two mails an order, and asking for the folder each time cost a file-system call each.
 */
async function writeToOutbox(outboxDir: string, file: string, message: Buffer): Promise<void> {
  try {
    await writeFile(file, message);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(outboxDir, { recursive: true });
    await writeFile(file, message);
  }
}

/** Real mail over SMTP_URL; without it every message is kept as an .eml file in the outbox. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // One pool of kept-open connections (five at most, each reused for up to 100 mails) instead of
    // a new connection, greeting and TLS handshake for each mail: a busy shop sends two an order
    // (issue 20). `?pool=false` in SMTP_URL still opens one connection a mail.
    // A mail server that stops answering fails a send within about a minute (nodemailer waits 10
    // minutes by default), well before the order mail queue would hand the mail to another process.
    // SMTP_URL's own settings (`?socketTimeout=...`) win over these.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeToOutbox(outboxDir, file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
