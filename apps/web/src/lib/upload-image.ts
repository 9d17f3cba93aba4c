import { routes } from '@chaka/contract';
import { call } from './api-client';

/**
 * Uploads an image file (POST /api/uploads, multipart field `image`); resolves with the URL the
 * server stored it under. The server checks the content and re-encodes it to WebP.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await call(routes.uploadImage, { body: form });
  return response.data.url;
}
