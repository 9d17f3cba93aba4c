import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createTestShop, signUp, TEST_ORIGIN, type TestShop } from '../../test/app.js';
import { blackPng, multipart, pngImage } from '../../test/files.js';
import { SCRIPT_PAYLOADS, SQL_PAYLOADS } from '../../test/hostile-values.js';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './images.js';

/** A multipart body as a browser's FormData would send it. */
describe('image uploads', () => {
  let shop: TestShop;
  let customer: Customer;
  const uploadsDir = () => path.join(shop.dataDir, 'uploads');
  const storedFiles = () => readdirSync(uploadsDir());

  beforeAll(async () => {
    shop = await createTestShop();
    customer = await signUp(shop.app);
  });
  afterAll(() => shop.close());

  function upload(body: ReturnType<typeof multipart>, headers: Record<string, string> = customer.headers) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('re-encodes a real PNG to WebP no larger than 1600 px and serves it with long caching', async () => {
    const before = storedFiles().length;
    const response = await upload(
      multipart([
        { field: 'image', filename: 'pads.png', type: 'image/png', content: await pngImage(2400, 1200) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = response.json() as { success: boolean; data: { url: string } };
    expect(success).toBe(true);
    expect(data.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}\.webp$/);
    expect(storedFiles()).toHaveLength(before + 1);

    const served = await shop.app.inject(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('keeps a small picture at its size and accepts a browser session from the shop', async () => {
    const response = await upload(
      multipart([
        { field: 'image', filename: 'bulb.png', type: 'image/png', content: await pngImage(300, 200) },
      ]),
      { cookie: customer.cookie, origin: TEST_ORIGIN },
    );
    expect(response.statusCode, response.body).toBe(200);
    const served = await shop.app.inject(response.json().data.url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['jpeg', (image: ReturnType<typeof sharp>) => image.jpeg()],
    ['webp', (image: ReturnType<typeof sharp>) => image.webp()],
    ['gif', (image: ReturnType<typeof sharp>) => image.gif()],
    ['avif', (image: ReturnType<typeof sharp>) => image.avif()],
  ])('accepts a %s picture', async (format, encode) => {
    const content = await encode(
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f2933' } }),
    ).toBuffer();
    const response = await upload(multipart([{ field: 'image', filename: `part.${format}`, content }]));
    expect(response.statusCode, response.body).toBe(200);
  });

  describe('refuses bad files with a clear message and stores nothing', () => {
    it.each([
      [
        'a text file renamed .png',
        () =>
          multipart([
            { field: 'image', filename: 'pads.png', type: 'image/png', content: 'not a picture at all' },
          ]),
        /not an image we accept/,
      ],
      [
        'a PNG header with garbage after it',
        async () =>
          multipart([
            {
              field: 'image',
              filename: 'broken.png',
              type: 'image/png',
              content: Buffer.concat([(await pngImage(10, 10)).subarray(0, 40), Buffer.alloc(200, 7)]),
            },
          ]),
        /not an image we accept/,
      ],
      [
        'an SVG drawing',
        () =>
          multipart([
            {
              field: 'image',
              filename: 'logo.svg',
              type: 'image/svg+xml',
              content:
                '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
            },
          ]),
        /not an image we accept/,
      ],
      [
        'a file over 5 MB',
        () =>
          multipart([
            {
              field: 'image',
              filename: 'huge.png',
              type: 'image/png',
              content: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
            },
          ]),
        /larger than 5 MB/,
      ],
      [
        'a form without the image field',
        () => multipart([{ field: 'caption', content: 'brake pads' }]),
        /Choose an image to upload/,
      ],
      [
        'a file in another field',
        async () => multipart([{ field: 'photo', filename: 'pads.png', content: await pngImage(10, 10) }]),
        /Choose an image to upload/,
      ],
      [
        'an empty file',
        () =>
          multipart([{ field: 'image', filename: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }]),
        /Choose an image to upload/,
      ],
      [
        'two files at once',
        async () =>
          multipart([
            { field: 'image', filename: 'a.png', content: await pngImage(10, 10) },
            { field: 'image', filename: 'b.png', content: await pngImage(10, 10) },
          ]),
        /one image at a time/,
      ],
    ])('%s', async (_name, makeBody, message) => {
      const before = storedFiles();
      const response = await upload(await makeBody());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(storedFiles()).toEqual(before);
    });

    it('a JSON body instead of a form', async () => {
      const before = storedFiles();
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: customer.headers,
        payload: { image: 'https://example.com/a.png' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Choose an image to upload/);
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('refuses pictures too large to decode from their header alone', () => {
    const tooLarge = /^The image is too large: at most 12000 pixels a side and 40 megapixels$/;

    it('the 97 KB PNG of 1 x 49,999,999 pixels, four at once', async () => {
      const bomb = await blackPng(1, 49_999_999);
      expect(bomb.length).toBeLessThan(100 * 1024);
      expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 1, height: 49_999_999 });
      const before = storedFiles();
      const body = () =>
        multipart([{ field: 'image', filename: 'tall.png', type: 'image/png', content: bomb }]);
      const answers = await Promise.all([upload(body()), upload(body()), upload(body()), upload(body())]);
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toMatch(tooLarge);
      }
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      ['wider than 12,000 px', MAX_IMAGE_SIDE + 1, 1],
      ['higher than 12,000 px', 1, MAX_IMAGE_SIDE + 1],
      ['over 40 megapixels', 7000, Math.ceil(MAX_IMAGE_PIXELS / 7000) + 1],
    ])('a picture %s', async (_name, width, height) => {
      const before = storedFiles();
      const content = await blackPng(width, height);
      const response = await upload(multipart([{ field: 'image', filename: 'big.png', content }]));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(tooLarge);
      expect(storedFiles()).toEqual(before);
    });

    it('while the largest pictures allowed still go through', async () => {
      const response = await upload(
        multipart([{ field: 'image', filename: 'wide.png', content: await blackPng(MAX_IMAGE_SIDE, 2) }]),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
  });

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

  it('needs a session', async () => {
    const before = storedFiles();
    const body = multipart([{ field: 'image', filename: 'a.png', content: await pngImage(10, 10) }]);
    const response = await upload(body, {});
    expect(response.statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 404 for a file that is not there and never serves anything outside the folder', async () => {
    expect((await shop.app.inject('/uploads/nothing-here.webp')).statusCode).toBe(404);
    writeFileSync(path.join(shop.dataDir, 'private.txt'), 'kept out of reach');
    for (const url of [
      '/uploads/../private.txt',
      '/uploads/%2e%2e%2fprivate.txt',
      '/uploads/.%2e/private.txt',
    ]) {
      const response = await shop.app.inject(url);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('kept out of reach');
    }
  });
});

describe('uploads per user (UPLOAD_RATE_LIMIT a minute)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ UPLOAD_RATE_LIMIT: '2' });
  });
  afterAll(() => shop.close());

  it('answers 429 once a customer used up the minute, from any address, and leaves other customers alone', async () => {
    const customer = await signUp(shop.app);
    const content = await pngImage(10, 10);
    const uploadFrom = (who: Customer, remoteAddress: string) => {
      const body = multipart([{ field: 'image', filename: 'a.png', content }]);
      return shop.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
        remoteAddress,
      });
    };
    expect((await uploadFrom(customer, '203.0.113.1')).statusCode).toBe(200);
    expect((await uploadFrom(customer, '203.0.113.2')).statusCode).toBe(200);
    const refused = await uploadFrom(customer, '203.0.113.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many uploads\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await signUp(shop.app);
    expect((await uploadFrom(other, '203.0.113.3')).statusCode).toBe(200);
  });
});
