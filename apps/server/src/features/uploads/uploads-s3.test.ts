import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../test/files.js';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in.js';
import { uploadRequests } from '../../test/upload-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 39: with S3_BUCKET the uploads and their copies go to the bucket through the AWS SDK (here a
// local stand-in that checks every request's SigV4 signature), at the same URLs as before.

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3?.close());

const png = async (width: number, height: number) =>
  multipart([
    { field: 'image', filename: 'disc.png', type: 'image/png', content: await pngImage(width, height) },
  ]);

describe('uploads kept in an S3 bucket', () => {
  const shop = useTestShop(() => ({ customers: 1, env: s3.env }));
  const { upload } = uploadRequests(() => ({ shop, customer: shop.customer }));

  it('puts the upload and its copies in the bucket, nothing in DATA_DIR, and serves them through the shop with long caching', async () => {
    const response = await upload(await png(2400, 1200));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data as { url: string };
    const stem = url.slice('/uploads/'.length, -'.webp'.length);
    expect([...s3.objects.keys()].filter((key) => key.includes(stem)).sort()).toEqual([
      `uploads/${stem}.webp`,
      `uploads/sizes/${stem}-1280.webp`,
      `uploads/sizes/${stem}-320.webp`,
      `uploads/sizes/${stem}-640.webp`,
    ]);
    expect(s3.objects.get(`uploads/${stem}.webp`)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(existsSync(path.join(shop.dataDir, 'uploads', `${stem}.webp`))).toBe(false);

    for (const [address, width] of [
      [url, 1600],
      [`/uploads/sizes/${stem}-640.webp`, 640],
    ] as const) {
      const served = await shop.app.inject(address);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
      // A browser that has it already is told so, and gets no bytes.
      const again = await shop.app.inject({
        url: address,
        headers: { 'if-none-match': served.headers.etag! },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    }
  });

  it('answers 404 for a name it has not stored, and for anything that is not an upload name', async () => {
    for (const address of ['/uploads/missing-10x10.webp', '/uploads/..%2Fsecret.webp', '/uploads/a.png']) {
      const response = await shop.app.inject(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['cache-control'], address).toBeUndefined();
    }
  });

  it('checks an upload the same way: a file that is not an image is refused and nothing goes to the bucket', async () => {
    const before = s3.objects.size;
    const response = await upload(
      multipart([
        { field: 'image', filename: 'x.png', type: 'image/png', content: Buffer.from('not a picture') },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
  });

  it('takes a return photo only when it is in the bucket', async () => {
    expect(await shop.app.uploadStore.has('missing-10x10.webp')).toBe(false);
    const { url } = (await upload(await png(300, 200))).json().data as { url: string };
    expect(await shop.app.uploadStore.has(url.slice('/uploads/'.length))).toBe(true);
  });

  it('is named by GET /api/ready', async () => {
    const response = await shop.app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true, database: 'ok', redis: 'off', storage: 'ok' });
  });
});

describe('uploads in a bucket with S3_PUBLIC_URL', () => {
  const shop = useTestShop(() => ({
    customers: 1,
    env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.parts.example/' },
  }));
  const { upload } = uploadRequests(() => ({ shop, customer: shop.customer }));

  it('sends browsers to the same path there, for good, so old /uploads/ links keep working', async () => {
    const { url } = (await upload(await png(300, 200))).json().data as { url: string };
    const response = await shop.app.inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`https://cdn.parts.example${url}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a bucket that cannot be used', () => {
  const wrongSecret = useTestShop(() => ({
    customers: 1,
    env: { ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret-of-the-stand-in' },
  }));
  const { upload } = uploadRequests(() => ({ shop: wrongSecret, customer: wrongSecret.customer }));

  it('with a wrong secret: the store refuses the signature, the upload fails and nothing is stored', async () => {
    const before = s3.objects.size;
    const response = await upload(await png(300, 200));
    expect(response.statusCode).toBe(500);
    expect(s3.objects.size).toBe(before);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403 });
    const ready = await wrongSecret.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, storage: 'down' });
  });

  const unreachable = useTestShop(() => ({
    env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' },
  }));

  it('that does not answer: GET /api/ready is 503 naming the storage', async () => {
    const ready = await unreachable.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, database: 'ok', redis: 'off', storage: 'down' });
  });
});
