import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

describe('mail without SMTP_URL', () => {
  const lines: Array<Record<string, unknown>> = [];
  const shop = useTestShop({
    env: { SMTP_URL: '', LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });

  it('writes each message to DATA_DIR/outbox as an .eml file and says so in the log', async () => {
    const customer = await signUp(shop.app, { name: 'Karim Ahmed' });
    await shop.app.auth.settle();
    const outbox = path.join(shop.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const message = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(message).toContain(`To: ${customer.email}`);
    expect(message).toMatch(/Subject: Verify your e-mail for Chaka Parts/);
    expect(decodeQuotedPrintable(message)).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+/,
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'mail written to the outbox (no SMTP_URL)',
        to: customer.email,
        file: path.join(outbox, files[0]!),
      }),
    );
    expect(shop.smtp.inbox).toHaveLength(0);
  });
});

/** What a mail client shows of a quoted-printable body: soft line breaks joined, =XX decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
