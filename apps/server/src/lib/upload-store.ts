import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { createFileStore } from './upload-file-store.js';
import { createS3Store } from './upload-s3-store.js';

/** One stored upload as read back: its bytes as a stream, with what HTTP caching needs. */
export interface StoredUpload {
  body: Readable;
  bytes: number;
  etag: string;
  lastModified: Date;
}

/**
 * Where uploads are kept, chosen once at start (issue 39): files in DATA_DIR/uploads, or objects
 * under `uploads/` in the S3_BUCKET. Keys are what follows `/uploads/` in an upload's URL
 * (`<name>.webp`, `sizes/<name>-320.webp`), so the URLs the shop hands out are the same either way.
 */
export interface UploadStore {
  readonly kind: 'files' | 's3';
  /** For people: the folder, or `s3://<bucket>/uploads/`. */
  readonly where: string;
  /** The folder the files are in (files only: it serves them as static files). */
  readonly root?: string;
  /** The bucket (S3 only). */
  readonly bucket?: string;
  /** Where browsers fetch the objects from instead of the shop (S3_PUBLIC_URL), without a final /. */
  readonly publicUrl?: string;
  /** Writes one upload; a key that exists is refused (files) or replaced by the same bytes (S3). */
  put(key: string, body: Buffer): Promise<void>;
  /** The upload, or undefined when there is none under `key`. */
  read(key: string): Promise<StoredUpload | undefined>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every key, in no particular order. */
  keys(): AsyncIterable<string>;
  /** Whether the store answers within `timeoutMs` (GET /api/ready). */
  ping(timeoutMs: number): Promise<boolean>;
  close(): void;
}

/** The form of a key: a name the shop made (`storeUpload`), nothing that could leave the folder. */
export const UPLOAD_KEY = /^(sizes\/)?[A-Za-z0-9_-]+\.webp$/;

/** The store of the settings: the S3_BUCKET when set, else DATA_DIR/uploads. */
export function createUploadStore(config: Pick<Config, 'dataDir' | 's3'>): UploadStore {
  return config.s3 ? createS3Store(config.s3) : createFileStore(path.join(config.dataDir, 'uploads'));
}
