import sharp from 'sharp';

/** A small real picture (a PNG of one colour), for upload tests. */
export function pngImage(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 228, g: 87, b: 46 } } })
    .png()
    .toBuffer();
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
