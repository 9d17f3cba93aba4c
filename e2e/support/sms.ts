import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eEnvironment } from './environment';

/**
 * The SMS outbox (issue 34): with no SMS gateway set, the shop writes each SMS as a text file into
 * DATA_DIR/sms, `To: +8801712345678`, its id, a blank line and the text.
 */
const outbox = () => path.join(e2eEnvironment().dataDir, 'sms');

/** The shop's form of a phone number as a customer types it: `01712-345678` is `+8801712345678`. */
export const shopPhone = (typed: string) => `+880${typed.replace(/\D/g, '').replace(/^(880|0)/, '')}`;

const BANGLA_DIGITS = /[০-৯]/g;
const asciiDigits = (text: string) =>
  text.replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)));

/**
 * Waits for a one-time code SMS to `phone` written after `since` (ms since the epoch), and answers
 * its 6 digits: the code's SMS is the only one whose text is a code and not an order's news.
 */
export async function waitForSmsCode(phone: string, since: number, timeoutMs = 15_000): Promise<string> {
  const to = `To: ${shopPhone(phone)}\n`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = safeList(outbox())
      .map((name) => path.join(outbox(), name))
      .filter((file) => statSync(file).mtimeMs >= since - 1_000)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const content = readFileSync(file, 'utf8');
      if (!content.startsWith(to)) continue;
      const text = asciiDigits(content.slice(content.indexOf('\n\n') + 2));
      // "123456 is your Chaka Parts code." / "Chaka Parts-এ আপনার কোড ১২৩৪৫৬।"
      const code = /(?:^|\s)(\d{6})(?= is your |।)/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code SMS to ${phone} within ${timeoutMs} ms`);
}

/**
 * The signed-in customer of `page` verifies `phone` through the API with the code from the outbox
 * (for tests whose subject is what happens to their cash orders next: these do not wait for it).
 */
export async function verifyPhoneThroughApi(page: Page, phone: string): Promise<void> {
  const headers = { origin: e2eEnvironment().baseUrl };
  const since = Date.now();
  const sent = await page.request.post('/api/phone/code', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await waitForSmsCode(phone, since);
  const verified = await page.request.post('/api/phone/verify', { headers, data: { phone, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.txt'));
  } catch {
    return [];
  }
}
