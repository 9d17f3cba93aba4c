import { z } from 'zod';
import { optionalText, optionalUrl } from './fields.js';

/**
 * Where uploads are kept (issue 39), a part of config.ts's schema: with S3_BUCKET, in that bucket of
 * any S3-compatible store (AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO) through the AWS SDK,
 * under `uploads/`; without it, in DATA_DIR/uploads as before.
 */
export const STORAGE_ENV = {
  S3_BUCKET: optionalText.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes',
  ),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl(['http://', 'https://']),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
};

type StorageEnv = { [key in Exclude<keyof typeof STORAGE_ENV, 'S3_FORCE_PATH_STYLE'>]?: string } & {
  S3_FORCE_PATH_STYLE: boolean;
};

export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the objects (a CDN or the bucket's public address), without a final /. */
  publicUrl: string | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** Undefined: uploads are files in DATA_DIR/uploads. */
  s3: S3Settings | undefined;
}

/** The S3_* settings go with S3_BUCKET, and a bucket needs its key pair. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!env.S3_BUCKET) {
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
      if (env[key])
        issue(key, 'is set without S3_BUCKET: set the bucket too, or unset it to keep uploads in DATA_DIR');
    }
    return;
  }
  for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[key]) issue(key, 'is required with S3_BUCKET: the key pair the shop writes to the bucket with');
  }
  if (!env.S3_ENDPOINT && !env.S3_REGION) {
    issue(
      'S3_REGION',
      "is required with S3_BUCKET on AWS S3 (no S3_ENDPOINT): the bucket's region, such as ap-south-1",
    );
  }
}

export const storageConfig = (e: StorageEnv): StorageConfig => ({
  s3: e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
        // Servers that are not AWS take any region name in the signature; R2 documents `auto`.
        region: e.S3_REGION ?? 'us-east-1',
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      }
    : undefined,
});
