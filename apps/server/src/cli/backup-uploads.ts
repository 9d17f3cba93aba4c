import { UPLOAD_KEY, type UploadStore } from '../lib/upload-store.js';
import type { BackupHeader, BackupUpload } from './backup-file.js';

/** What a backup says of the uploads: where they are kept (the bucket's name), and whether it holds them. */
export const uploadsNote = (store: UploadStore, included: boolean): BackupHeader['uploads'] => ({
  kind: store.kind,
  where: store.where,
  ...(store.bucket ? { bucket: store.bucket } : {}),
  included,
});

/** Every upload of the store as a backup line, one object in memory at a time. */
export async function* uploadLines(store: UploadStore): AsyncGenerator<BackupUpload> {
  for await (const key of store.keys()) {
    if (!UPLOAD_KEY.test(key)) continue;
    const upload = await store.read(key);
    if (!upload) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of upload.body) chunks.push(chunk as Buffer);
    yield { upload: { key, data: Buffer.concat(chunks).toString('base64') } };
  }
}

/**
 * Puts a backup's uploads into the shop's store (DATA_DIR or the bucket, whichever the settings
 * name now), skipping those it holds already; answers how many were written.
 */
export async function restoreUploads(
  uploads: AsyncIterable<BackupUpload['upload']>,
  store: UploadStore,
): Promise<number> {
  let written = 0;
  for await (const { key, data } of uploads) {
    if (!UPLOAD_KEY.test(key) || (await store.has(key))) continue;
    await store.put(key, Buffer.from(data, 'base64'));
    written += 1;
  }
  return written;
}
