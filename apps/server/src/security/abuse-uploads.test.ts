import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../test/files.js';
import type { Scene } from '../test/scene.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Abuse that real shops suffer, one named test each. Several are also proven in the feature's own
 * tests (named in the comments); here each stands on its own as the attack it is.
 */
describe('abuse', () => {
  const shop = useTestShop({ scene: true });
  let scene: Scene;
  beforeAll(() => {
    ({ scene } = shop);
  });

  describe('uploads', () => {
    const uploadsDir = () => path.join(shop.dataDir, 'uploads');
    const upload = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return scene.send('POST', '/api/uploads', { payload: body.payload, headers: body.headers }, 'user');
    };

    it('a file that is not an image is refused', async () => {
      const before = readdirSync(uploadsDir());
      for (const [filename, type, content] of [
        ['invoice.png', 'image/png', '<html><script>window.__pwned=1</script></html>'],
        ['run.exe', 'application/octet-stream', Buffer.from('4d5a90000300000004000000ffff', 'hex')],
        ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ] as const) {
        const response = await upload([{ field: 'image', filename, type, content }]);
        expect(response.statusCode, filename).toBe(400);
        expect(response.json().message, filename).toMatch(/not an image we accept/);
      }
      expect(readdirSync(uploadsDir())).toEqual(before);
    });

    it('a polyglot file (a GIF header carrying a script) is refused, or re-encoded without its payload', async () => {
      const before = readdirSync(uploadsDir());
      const script = '<script>window.__pwned=1</script>';
      const fake = await upload([
        { field: 'image', filename: 'x.gif', type: 'image/gif', content: `GIF89a/*${script}*/=1;` },
      ]);
      expect(fake.statusCode).toBe(400);
      expect(readdirSync(uploadsDir())).toEqual(before);

      // A real picture with HTML after its end: it decodes, so it is re-encoded, and the tail is gone.
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e4572e' } })
        .gif()
        .toBuffer();
      const polyglot = Buffer.concat([gif, Buffer.from(`<html>${script}</html>`)]);
      const real = await upload([
        { field: 'image', filename: 'x.gif', type: 'image/gif', content: polyglot },
      ]);
      expect(real.statusCode, real.body).toBe(200);
      const url: string = real.json().data.url;
      const stored = readFileSync(path.join(uploadsDir(), path.basename(url)));
      expect(stored.subarray(0, 4).toString()).toBe('RIFF');
      expect(stored.subarray(8, 12).toString()).toBe('WEBP');
      expect(stored.includes('<script')).toBe(false);
      const served = await shop.app.inject(url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('an oversize file is refused', async () => {
      const before = readdirSync(uploadsDir());
      const response = await upload([
        {
          field: 'image',
          filename: 'huge.png',
          type: 'image/png',
          content: Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024, 0)]),
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/larger than 5 MB/);
      expect(readdirSync(uploadsDir())).toEqual(before);
    });

    it('a path-traversal file name stores nothing outside the uploads folder', async () => {
      const dataDirBefore = readdirSync(shop.dataDir);
      const evil = (dir: string) => readdirSync(dir).filter((name) => name.includes('evil'));
      for (const filename of [
        '../../evil.png',
        '..\\..\\evil.png',
        '/tmp/evil.png',
        '..%2f..%2fevil.png',
        'evil.png\u0000.html',
      ]) {
        const response = await upload([
          { field: 'image', filename, type: 'image/png', content: await pngImage() },
        ]);
        expect(response.statusCode, filename).toBe(200);
        expect(response.json().data.url, filename).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}\.webp$/);
      }
      expect(readdirSync(shop.dataDir)).toEqual(dataDirBefore);
      expect(evil(path.dirname(shop.dataDir))).toEqual([]);
      expect(existsSync('/tmp/evil.png')).toBe(false);
      // Every file stored, the picture's copies for the screen (sizes/) included, has a name of our own.
      const stored = readdirSync(uploadsDir(), { recursive: true, withFileTypes: true });
      const files = stored.filter((entry) => !entry.isDirectory());
      const folders = stored.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      expect(folders).toEqual(['sizes']);
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((entry) => /^[A-Za-z0-9_-]+\.webp$/.test(entry.name))).toBe(true);
    });
  });
});
