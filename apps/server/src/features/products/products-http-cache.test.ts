import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { cachedProduct, productReads, productRequests } from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('product answers are fast and never stale', () => {
  const shop = useTestShop({ seed: true, customers: 1, admin: true });
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ admin, customer } = shop);
  });
  const { asAdmin } = productRequests(() => ({ shop, admin }));
  const { list } = productReads(() => ({ shop, customer }));

  describe('ETag', () => {
    it('answers 304 without a body while the list is unchanged, and the new list after a change', async () => {
      const first = await shop.app.inject('/api/services');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await shop.app.inject({ url: '/api/services', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await asAdmin('POST', '/api/services', cachedProduct({ productName: 'Pads that change the ETag' }));
      const changed = await shop.app.inject({ url: '/api/services', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().at(-1).productName).toBe('Pads that change the ETag');
    });

    it('revalidates a signed-in answer too, kept private to the browser', async () => {
      const [product] = await list();
      const first = await shop.app.inject({ url: `/api/service/${product!._id}`, headers: customer.headers });
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await shop.app.inject({
        url: `/api/service/${product!._id}`,
        headers: { ...customer.headers, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('compression', () => {
    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const)('sends the list %s-compressed to a client that takes it', async (encoding, decode) => {
      const plain = await shop.app.inject('/api/services');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await shop.app.inject({
        url: '/api/services',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
    });

    it('prefers brotli, and never sends an encoding the client refuses', async () => {
      const both = await shop.app.inject({
        url: '/api/services',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(both.headers['content-encoding']).toBe('br');
      const noBrotli = await shop.app.inject({
        url: '/api/services',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
    });

    it('compresses other JSON answers as they go out', async () => {
      const response = await shop.app.inject({ url: '/api/blogs', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThan(0);
    });
  });
});
