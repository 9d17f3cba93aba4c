import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eEnvironment } from './environment';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a mail to `to` (optionally with a subject matching) that the local SMTP server received. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const { mailDir } = e2eEnvironment();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of safeList(mailDir)) {
      const { to: recipients, raw } = JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as {
        to: string[];
        raw: string;
      };
      if (!recipients.includes(to)) continue;
      const mail = parse(recipients, raw);
      if (!subject || subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}

/** The first link in a mail's text. */
export function firstLink(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`);
  return match[0];
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function parse(to: string[], raw: string): Mail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(headers, 'content-type'))?.[1];
  // A multipart mail (text and HTML): its text/plain part, decoded.
  const plain = boundary
    ? body
        .split(`--${boundary}`)
        .map(splitHeaders)
        .find((part) => /^text\/plain/i.test(header(part.headers, 'content-type')))
    : undefined;
  const text = plain
    ? decodeBody(plain.body, header(plain.headers, 'content-transfer-encoding'))
    : decodeBody(body, header(headers, 'content-transfer-encoding'));
  return { to, subject: decodeWords(header(headers, 'subject')), text };
}

function splitHeaders(raw: string): { headers: string; body: string } {
  const trimmed = raw.replace(/^\r?\n/, '');
  const split = trimmed.search(/\r?\n\r?\n/);
  return { headers: trimmed.slice(0, split), body: trimmed.slice(split).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string {
  return (
    headers
      .match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ')
      .trim() ?? ''
  );
}

function decodeBody(body: string, transferEncoding: string): string {
  const encoding = transferEncoding.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** A header's RFC 2047 encoded words (a Bangla subject) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}
