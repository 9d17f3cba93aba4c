import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  let refused = 0;
  let stalling = false;
  /** The answers held back while stalling. */
  const held: Array<(error?: Error) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stalling) {
          held.push(callback);
          return;
        }
        if (refusing) {
          // A mail server that cannot take mail for now answers 451: the sender tries again later.
          refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, 'subject'),
          text: decodeBody(raw),
          raw,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  // A sender killed mid-message (the crash test kills the shop) resets its connection: the server
  // reports it as an error, which is no fault of this test server's.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Resolves with the first message to `to` that matches, waiting for it to arrive. */
    async waitForMail(to: string, match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = inbox.find((m) => m.to.includes(to) && match(m));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** While on, every message is answered 451 (try again later) and not kept. */
    refuse(on: boolean) {
      refusing = on;
    },
    /**
     * While on, every message is taken in and never answered, as by a server that hangs. Turned
     * off, the held ones are answered 451 (try again later).
     */
    stall(on: boolean) {
      stalling = on;
      if (!on)
        for (const answer of held.splice(0))
          answer(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    /** How many messages are held unanswered now. */
    get stalled() {
      return held.length;
    },
    /** How many messages were refused so far. */
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return decodeWords(match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '');
}

/** A header's RFC 2047 encoded words (a subject with ৳ in it) as a mail client shows them. */
function decodeWords(value: string): string {
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  // Whitespace between two encoded words is not part of the text.
  return value.replace(/(\?=)\s+(?==\?UTF-8\?)/gi, '$1').replace(word, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
              String.fromCharCode(Number.parseInt(code, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );
}

/** The body of a single-part text message, quoted-printable or base64 decoded. */
function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = header(headers, 'content-transfer-encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** One part of a multipart message (`text/plain` or `text/html`), decoded. */
export function mailPart(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const sections = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const section = sections.find((candidate) =>
    new RegExp(`^content-type:\\s*${type}`, 'im').test(candidate.split(/\r?\n\r?\n/)[0] ?? ''),
  );
  if (!section) throw new Error(`no ${type} part in "${mail.subject}"`);
  return decodeBody(section.replace(/\r?\n--[^\r\n]+--\s*$/, ''));
}
