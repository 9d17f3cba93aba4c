import type { ReceivedMail } from './smtp.js';

/** One part of a multipart message (`text/plain` or `text/html`), decoded. */
export function mailPart(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const sections = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const section = sections.find((candidate) =>
    new RegExp(`^content-type:\\s*${type}`, 'im').test(candidate.split(/\r?\n\r?\n/)[0] ?? ''),
  );
  if (!section) throw new Error(`no ${type} part in "${mail.subject}"`);
  const split = section.search(/\r?\n\r?\n/);
  const headers = section.slice(0, split);
  const body = section
    .slice(split)
    .replace(/^\r?\n\r?\n/, '')
    .replace(/\r?\n--[^\r\n]+--\s*$/, '');
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
