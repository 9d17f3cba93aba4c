import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** An SMS the outbox kept (DATA_DIR/sms, lib/sms.ts). */
export interface KeptSms {
  to: string;
  text: string;
  at: number;
}

/** Every SMS in the outbox of a shop's data folder, oldest first. */
export function keptSms(dataDir: string): KeptSms[] {
  const dir = path.join(dataDir, 'sms');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.txt'));
  } catch {
    return [];
  }
  return files
    .map((file) => {
      const full = path.join(dir, file);
      const [head = '', ...body] = readFileSync(full, 'utf8').split('\n\n');
      const to = /^To: (.+)$/m.exec(head)?.[1] ?? '';
      return { to, text: body.join('\n\n').trim(), at: statSync(full).mtimeMs };
    })
    .sort((a, b) => a.at - b.at);
}

/** The code of the newest SMS to `phone` (what a customer types from their phone). */
export function lastCodeTo(dataDir: string, phone: string): string {
  const texts = keptSms(dataDir).filter((sms) => sms.to === phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}
