import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** A small real picture (a PNG of one colour), for upload tests. */
export function pngImage(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 228, g: 87, b: 46 } } })
    .png()
    .toBuffer();
}

/**
 * A real, valid black PNG of any size, written by hand: its rows of zeros compress to almost
 * nothing, so a 97 KB file can declare 1 x 49,999,999 pixels (what an attacker uploads to make
 * the server decode 50 million pixels). Rows are streamed into zlib, never held in memory whole.
 */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const rowsPerChunk = Math.max(1, Math.floor((1 << 20) / (width + 1)));
  // Each row: filter type 0, then one zero byte per pixel.
  const chunk = Buffer.alloc(rowsPerChunk * (width + 1));
  for (let row = 0; row < height; row += rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, height - row);
    if (!deflate.write(chunk.subarray(0, rows * (width + 1)))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * A multipart body as a browser's FormData sends it, written by hand so tests can also send what
 * no browser would (a missing file name, a wrong type, a traversal path as the name).
 */
export function multipart(
  parts: Array<{ field: string; filename?: string; type?: string; content: Buffer | string }>,
) {
  const boundary = `----chaka${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
