import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { blackPng, multipart, pngImage } from '../../test/files.js';
import { uploadRequests } from '../../test/upload-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './images.js';

describe('image uploads', () => {
  const shop = useTestShop({ customers: 1 });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });
  const { storedFiles, upload } = uploadRequests(() => ({ shop, customer }));

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
});
