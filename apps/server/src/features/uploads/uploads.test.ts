import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp, TEST_ORIGIN } from '../../test/app.js';
import { multipart, pngImage } from '../../test/files.js';
import { uploadRequests } from '../../test/upload-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('image uploads', () => {
  const shop = useTestShop({ customers: 1 });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });
  const { storedFiles, upload, uploadsDir } = uploadRequests(() => ({ shop, customer }));

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

  it('stores copies 320, 640 and 1280 px wide beside it, named by the size in its URL, with long caching', async () => {
    const before = readdirSync(path.join(uploadsDir(), 'sizes'));
    const response = await upload(
      multipart([
        { field: 'image', filename: 'rotor.png', type: 'image/png', content: await pngImage(2400, 1200) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { url: expect.any(String) } });
    const { url } = response.json().data as { url: string };
    const stem = /^\/uploads\/([A-Za-z0-9_-]{16,}-1600x800)\.webp$/.exec(url)?.[1];
    expect(stem, url).toBeDefined();

    for (const [width, height] of [
      [320, 160],
      [640, 320],
      [1280, 640],
    ]) {
      const served = await shop.app.inject(`/uploads/sizes/${stem}-${width}.webp`);
      expect(served.statusCode, `${width} px`).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    expect(readdirSync(path.join(uploadsDir(), 'sizes'))).toHaveLength(before.length + 3);
  });

  it('never enlarges: a picture 500 px wide gets only the 320 px copy, one of 300 px none', async () => {
    const sizesBefore = readdirSync(path.join(uploadsDir(), 'sizes'));
    const medium = await upload(
      multipart([{ field: 'image', filename: 'bulb.png', content: await pngImage(500, 300) }]),
    );
    expect(medium.statusCode, medium.body).toBe(200);
    const stem = /^\/uploads\/([A-Za-z0-9_-]{16,}-500x300)\.webp$/.exec(medium.json().data.url)?.[1];
    expect(stem).toBeDefined();
    const copy = await shop.app.inject(`/uploads/sizes/${stem}-320.webp`);
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 320, height: 192 });
    for (const width of [640, 1280]) {
      expect((await shop.app.inject(`/uploads/sizes/${stem}-${width}.webp`)).statusCode).toBe(404);
    }
    expect(readdirSync(path.join(uploadsDir(), 'sizes'))).toHaveLength(sizesBefore.length + 1);

    const small = await upload(
      multipart([{ field: 'image', filename: 'clip.png', content: await pngImage(300, 200) }]),
    );
    expect(small.json().data.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}-300x200\.webp$/);
    expect(readdirSync(path.join(uploadsDir(), 'sizes'))).toHaveLength(sizesBefore.length + 1);
  });

  it('leaves no copies of a refused upload', async () => {
    const sizesBefore = readdirSync(path.join(uploadsDir(), 'sizes'));
    const refused = await upload(
      multipart([{ field: 'image', filename: 'notes.png', content: 'just text pretending to be a picture' }]),
    );
    expect(refused.statusCode).toBe(400);
    expect(readdirSync(path.join(uploadsDir(), 'sizes'))).toEqual(sizesBefore);
  });

  it('names the size of a picture turned upright by its orientation', async () => {
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#1f2933' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(multipart([{ field: 'image', filename: 'camera.jpg', content: photo }]));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data as { url: string };
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}-600x1000\.webp$/);
    expect(await sharp((await shop.app.inject(url)).rawPayload).metadata()).toMatchObject({
      width: 600,
      height: 1000,
    });
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
  const shop = useTestShop({ env: { UPLOAD_RATE_LIMIT: '2' } });

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
