import { apiPaths } from '@chaka/contract';
import { api } from './api-client';

/**
 * Uploads an image file (POST /api/uploads, multipart field `image`); resolves with the URL the
 * server stored it under. The server checks the content and re-encodes it to WebP.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await api.post<{ success: true; data: { url: string } }>(apiPaths.uploads, form);
  return response.data.url;
}
