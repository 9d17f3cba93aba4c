import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../test/use-test-shop.js';

/** A small build as `vite build` and apps/web/scripts/compress-dist.mjs leave it. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'chaka-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images'));
  const script = `console.log(${JSON.stringify('chaka '.repeat(400))});`;
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Chaka Parts</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.map'), '{"version":3}');
  writeFileSync(path.join(dist, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('the built web app', () => {
  let dist: string;
  beforeAll(() => {
    dist = fakeBuild();
  });
  // Registered before the fixture, so it runs after the shop is closed (after hooks run in reverse).
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const shop = useTestShop(() => ({ webDist: dist }));

  it('sends a hashed asset precompressed, cached for good', async () => {
    const response = await shop.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('chaka chaka');

    const gzipOnly = await shop.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await shop.app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('chaka chaka');
  });

  it('answers 304 to a browser that has the file', async () => {
    const first = await shop.app.inject('/images/logo.svg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await shop.app.inject({
      url: '/images/logo.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the page for / and every page path, revalidated each time', async () => {
    for (const url of ['/', '/shop?page=2', '/dashboard/orders']) {
      const response = await shop.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves source maps from disk, and answers JSON 404 for unknown API paths', async () => {
    expect((await shop.app.inject('/assets/index-abc123.js.map')).json()).toEqual({ version: 3 });
    const api = await shop.app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such endpoint: GET /api/nothing-here' });
  });
});
