import path from 'node:path';
import type { Config } from '../config.js';
import { createFileStore } from '../lib/upload-file-store.js';
import { createS3Store } from '../lib/upload-s3-store.js';
import { UPLOAD_KEY, type UploadStore } from '../lib/upload-store.js';
import type { CommandResult } from './admin-command.js';

export const UPLOADS_USAGE = [
  'Usage: npm run uploads -- migrate   copy the uploads in DATA_DIR/uploads (with their sizes/) to the S3_BUCKET',
  'Uploads the bucket holds already are left as they are, so it can be run again at any time; nothing',
  'in DATA_DIR or the database is changed, and the /uploads/ URLs stay the same.',
].join('\n');

/**
 * `uploads migrate`: copies every upload of DATA_DIR/uploads the bucket lacks into it (one at a
 * time). The shop's URLs name the upload, not where it is kept: after the copy the shop started with
 * S3_BUCKET serves the same `/uploads/...` URLs from the bucket, so no link needs rewriting.
 */
export async function runUploadsCommand(args: string[], config: Pick<Config, 'dataDir' | 's3'>) {
  if (args.length !== 1 || args[0] !== 'migrate') return { exitCode: 2, message: UPLOADS_USAGE };
  if (!config.s3) {
    return {
      exitCode: 1,
      message: 'S3_BUCKET is not set: set the S3_* settings the shop will run with, then migrate.',
    };
  }
  const from = createFileStore(path.join(config.dataDir, 'uploads'));
  const to = createS3Store(config.s3);
  try {
    const { copied, present } = await copyMissing(from, to);
    return {
      exitCode: 0,
      message: `Copied ${copied} uploads from ${from.where} to ${to.where}; ${present} were there already.`,
    } satisfies CommandResult;
  } finally {
    to.close();
  }
}

async function copyMissing(from: UploadStore, to: UploadStore) {
  const inBucket = new Set<string>();
  for await (const key of to.keys()) inBucket.add(key);
  let copied = 0;
  let present = 0;
  for await (const key of from.keys()) {
    if (!UPLOAD_KEY.test(key)) continue;
    if (inBucket.has(key)) {
      present += 1;
      continue;
    }
    const upload = await from.read(key);
    if (!upload) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of upload.body) chunks.push(chunk as Buffer);
    await to.put(key, Buffer.concat(chunks));
    copied += 1;
  }
  return { copied, present };
}
