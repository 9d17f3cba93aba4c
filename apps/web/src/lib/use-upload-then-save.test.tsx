import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { useUploadThenSave } from './use-upload-then-save';

type Form = { productName: string; image: unknown };

const photo = new File([new Uint8Array([137, 80, 78, 71])], 'pads.png', { type: 'image/png' });
const chosen = { source: 'upload' as const, file: photo, url: '' };

let requests: ReturnType<typeof recordRequests>;
beforeEach(() => {
  server.use(
    http.post('/api/uploads', () => HttpResponse.json({ success: true, data: { url: '/uploads/a.webp' } })),
  );
  requests = recordRequests();
});

function renderSave(stored?: string) {
  const setError = vi.fn();
  const { result } = renderHookWithApp(() =>
    useUploadThenSave<Form>({
      fields: ['productName'],
      setError,
      uploadFailed: 'The image could not be uploaded',
      saveFailed: (error) => errorMessage(error, 'Not saved'),
      stored,
    }),
  );
  return { uploadThenSave: result.current, setError };
}

describe('upload, then save', () => {
  it('uploads the chosen file and saves its address', async () => {
    const { uploadThenSave } = renderSave();
    const save = vi.fn(async () => {});
    expect(await uploadThenSave(chosen, save)).toBe(true);
    expect(save).toHaveBeenCalledWith('/uploads/a.webp');
    expect(requests.to('POST', '/api/uploads')).toHaveLength(1);
  });

  it('saves a link or the stored image without uploading anything', async () => {
    const { uploadThenSave } = renderSave('/uploads/stored.webp');
    const save = vi.fn(async () => {});
    await uploadThenSave({ source: 'url', file: null, url: 'https://example.com/a.jpg' }, save);
    await uploadThenSave({ source: 'upload', file: null, url: '' }, save);
    expect(save.mock.calls).toEqual([['https://example.com/a.jpg'], ['/uploads/stored.webp']]);
    expect(requests.all).toHaveLength(0);
  });

  it('puts a refused save under its fields and in a toast, and does not upload the file again', async () => {
    const { uploadThenSave, setError } = renderSave();
    const refusal = new ApiError(400, 'Product Name is required', [
      { path: ['productName'], message: 'Product Name is required' },
    ]);
    expect(await uploadThenSave(chosen, async () => Promise.reject(refusal))).toBe(false);
    expect(setError).toHaveBeenCalledWith('productName', { message: 'Product Name is required' });
    expect(await screen.findByText('Product Name is required')).toBeTruthy();
    const save = vi.fn(async () => {});
    expect(await uploadThenSave(chosen, save)).toBe(true);
    expect(save).toHaveBeenCalledWith('/uploads/a.webp');
    expect(requests.to('POST', '/api/uploads')).toHaveLength(1);
  });

  it('says under the file field why the upload failed, and saves nothing', async () => {
    server.use(
      http.post('/api/uploads', () => HttpResponse.json({ message: 'Not an image' }, { status: 400 })),
    );
    const { uploadThenSave, setError } = renderSave();
    const save = vi.fn(async () => {});
    expect(await uploadThenSave(chosen, save)).toBe(false);
    expect(setError).toHaveBeenCalledWith('image.file', { message: 'Not an image' });
    expect(save).not.toHaveBeenCalled();
  });
});
