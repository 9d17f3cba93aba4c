import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const bucket = {
  S3_BUCKET: 'parts-images',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('the object storage settings', () => {
  it('keep uploads in DATA_DIR without S3_BUCKET', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it('read a bucket with its key pair, endpoint, public address and path style', () => {
    expect(
      load({
        ...bucket,
        S3_ENDPOINT: 'https://minio.internal:9000/',
        S3_PUBLIC_URL: 'https://cdn.parts.example/',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'parts-images',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      publicUrl: 'https://cdn.parts.example',
      forcePathStyle: true,
    });
    expect(load({ ...bucket, S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'parts-images', S3_REGION: 'ap-south-1' }, /S3_ACCESS_KEY_ID: is required with S3_BUCKET/],
    [
      { ...bucket, S3_SECRET_ACCESS_KEY: '', S3_REGION: 'auto' },
      /S3_SECRET_ACCESS_KEY: is required with S3_BUCKET/,
    ],
    [bucket, /S3_REGION: is required with S3_BUCKET on AWS S3/],
    [{ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /S3_ACCESS_KEY_ID: is set without S3_BUCKET/],
    [{ ...bucket, S3_BUCKET: 'Parts_Images', S3_REGION: 'auto' }, /S3_BUCKET: must be a bucket name/],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must start with http:\/\/ or https:\/\//],
    [
      { ...bucket, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'yes' },
      /S3_FORCE_PATH_STYLE: must be true or false/,
    ],
  ])('refuse a setting that cannot work, naming it (%o)', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
