import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Customer, TestShop } from './app.js';
import type { multipart } from './files.js';

/** The uploads folder and the upload call, on the shop and customer `current` gives once they exist. */
export function uploadRequests(current: () => { shop: TestShop; customer: Customer }) {
  const uploadsDir = () => path.join(current().shop.dataDir, 'uploads');
  const storedFiles = () => readdirSync(uploadsDir());

  function upload(
    body: ReturnType<typeof multipart>,
    headers: Record<string, string> = current().customer.headers,
  ) {
    return current().shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  return { uploadsDir, storedFiles, upload };
}
