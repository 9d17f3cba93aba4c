import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { multipart, pngImage } from '../../test/files.js';
import { SCRIPT_PAYLOADS, SQL_PAYLOADS } from '../../test/hostile-values.js';
import { uploadRequests } from '../../test/upload-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('image uploads', () => {
  const shop = useTestShop({ customers: 1 });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });
  const { storedFiles, upload } = uploadRequests(() => ({ shop, customer }));

  it('answers every one of several uploads sent at once (decoded two at a time)', async () => {
    const content = await pngImage(1200, 900);
    const body = () => multipart([{ field: 'image', filename: 'pads.png', content }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(body())));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('answers hostile forms of every shape with a message and stores nothing, or stores a real picture re-encoded (property-based)', async () => {
    const png = await pngImage(16, 16);
    const content = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
      // A real picture's header followed by anything, or a real picture cut short.
      fc
        .uint8Array({ minLength: 1, maxLength: 2048 })
        .map((bytes) => Buffer.concat([png.subarray(0, 33), bytes])),
      fc.integer({ min: 1, max: png.length - 1 }).map((end) => png.subarray(0, end)),
      fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS).map((text) => Buffer.from(text)),
    );
    const filename = fc.oneof(
      fc.constantFrom(
        '../../etc/passwd',
        '..\\..\\boot.ini',
        '/etc/shadow',
        'pads.png\u0000.php',
        'a'.repeat(5000),
      ),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    const part = fc.record({
      field: fc.constantFrom('image', 'image', 'photo', ''),
      filename,
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/x-php', ''),
      content,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 3 }), async (parts) => {
        const before = storedFiles();
        const response = await upload(multipart(parts));
        const what = `${JSON.stringify(parts.map((p) => ({ ...p, content: p.content.length })))}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode === 200) {
          // A picture cut after its last image data still decodes: it is stored re-encoded, as WebP.
          expect(storedFiles().length, what).toBe(before.length + 1);
          const stored = await shop.app.inject(response.json().data.url);
          expect((await sharp(stored.rawPayload).metadata()).format, what).toBe('webp');
          return;
        }
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.json().message, what).toEqual(expect.any(String));
        expect(storedFiles(), what).toEqual(before);
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 40) },
    );
  });
});
