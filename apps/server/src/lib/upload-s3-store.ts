import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import type { StoredUpload, UploadStore } from './upload-store.js';

/** Every object of the shop is under this prefix, so the bucket may hold other things beside. */
const PREFIX = 'uploads/';
/** What an upload's answer says to caches, the same as for the files DATA_DIR serves. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Uploads as objects under `uploads/` in the bucket, through the AWS SDK (any S3-compatible store). */
export function createS3Store(settings: NonNullable<Config['s3']>): UploadStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 asks for them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that hangs fails the request (and the upload) rather than holding it for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    where: `s3://${Bucket}/${PREFIX}`,
    bucket: Bucket,
    publicUrl: settings.publicUrl,
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: PREFIX + key,
          Body: body,
          ContentType: 'image/webp',
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    async read(key): Promise<StoredUpload | undefined> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + key }));
        return {
          body: object.Body as Readable,
          bytes: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: PREFIX + key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + key }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(PREFIX.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping(timeoutMs) {
      try {
        const abortSignal = AbortSignal.timeout(timeoutMs);
        await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, MaxKeys: 1 }), { abortSignal });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.destroy(),
  };
}
