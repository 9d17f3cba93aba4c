import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * An answer kept ready to send: its bytes and ETag computed once, its compressed copies made the
 * first time a client asks for them. Sending one costs no serialisation and no compression.
 */
export class CachedBody {
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    /** Headers that belong to the answer, e.g. X-Total-Count. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 5,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A JSON answer kept ready to send (see CachedBody). */
export class CachedJson extends CachedBody {
  constructor(value: unknown, headers: Readonly<Record<string, string>> = {}) {
    super(Buffer.from(JSON.stringify(value)), headers);
  }
}
