import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible store (path-style addresses, `/<bucket>/<key>`), enough for
 * the shop's real AWS SDK client: PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2.
 * Every request must carry an AWS Signature Version 4 made with the stand-in's key pair (checked
 * as S3 does: canonical request, string to sign, derived key), and a signed payload hash must be
 * the body's; anything else is refused with S3's 403 and error code.
 */
export interface S3StandIn {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects, by key (`uploads/<name>.webp`). */
  objects: Map<string, StoredObject>;
  /** Method and path of every request answered (refused ones too). */
  requests: Array<{ method: string; path: string; status: number }>;
  /** The S3_* settings of a shop keeping its uploads here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
  contentType: string;
  cacheControl: string | undefined;
}

/** RFC 3986 encoding as SigV4 wants it: everything but letters, digits and `-._~`. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Why the request's signature is not one made with `secret`, or undefined when it is. */
function signatureProblem(request: http.IncomingMessage, body: Buffer, accessKeyId: string, secret: string) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return ['AccessDenied', 'no AWS Signature Version 4'] as const;
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) return ['InvalidAccessKeyId', 'unknown access key'] as const;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return ['XAmzContentSHA256Mismatch', 'the body is not the one signed'] as const;
  }
  const [pathPart = '/', query = ''] = (request.url ?? '/').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => encode(decodeURIComponent(part ?? ''))))
    .map(([name = '', value = '']) => `${name}=${value}`)
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, pathPart, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash];
  const scope = `${day}/${region}/s3/aws4_request`;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical.join('\n'))].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region!), 's3'), 'aws4_request');
  if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
    return ['SignatureDoesNotMatch', 'the signature is not the one the secret key makes'] as const;
  }
  return undefined;
}

export async function startS3StandIn({
  bucket = 'chaka-uploads',
  accessKeyId = 'STANDINACCESSKEY',
  secretAccessKey = 'stand-in-secret-access-key-0123456789',
} = {}): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: S3StandIn['requests'] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const answer = (status: number, headers: http.OutgoingHttpHeaders = {}, content?: string | Buffer) => {
      requests.push({ method: request.method ?? '', path: url.pathname, status });
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : content);
    };
    const error = (status: number, code: string, message: string) =>
      answer(
        status,
        { 'content-type': 'application/xml' },
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
      );
    const problem = signatureProblem(request, body, accessKeyId, secretAccessKey);
    if (problem) return error(403, problem[0], problem[1]);
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucketName !== bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      return answer(200, { 'content-type': 'application/xml' }, listing(objects, url.searchParams, bucket));
    }
    const found = objects.get(key);
    const objectHeaders = (object: StoredObject) => ({
      'content-type': object.contentType,
      'content-length': object.body.length,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
    });
    switch (request.method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          etag,
          lastModified: new Date(),
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          cacheControl: request.headers['cache-control'],
        });
        return answer(200, { etag });
      }
      case 'GET':
      case 'HEAD':
        if (!found) return error(404, 'NoSuchKey', 'The specified key does not exist.');
        return answer(200, objectHeaders(found), found.body);
      case 'DELETE':
        objects.delete(key);
        return answer(204);
      default:
        return error(405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** ListObjectsV2's answer: the keys under `prefix`, `max-keys` at a time, in key order. */
function listing(objects: Map<string, StoredObject>, params: URLSearchParams, bucket: string) {
  const prefix = params.get('prefix') ?? '';
  const max = Math.min(Number(params.get('max-keys') ?? 1000), 1000);
  const after = params.get('continuation-token') ?? '';
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const object = objects.get(key)!;
      return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const next = truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}
