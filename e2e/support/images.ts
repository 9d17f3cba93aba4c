import sharp from 'sharp';

/** A real PNG picture of one colour, so an upload has something genuine to decode. */
export function pngImage(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}
