import JsBarcode from 'jsbarcode';
import { useMemo } from 'react';

/** The bars of `text` in Code 128, as JsBarcode encodes them ('1' a dark module, '0' a light one). */
function code128(text: string): string {
  const target: { encodings?: Array<{ data: string }> } = {};
  JsBarcode(target, text, { format: 'CODE128' });
  return (target.encodings ?? []).map((part) => part.data).join('');
}

/**
 * A Code 128 barcode of an order number as SVG, drawn by React (so it renders on the server, in
 * tests and in print alike); couriers' scanners read it off the packing slip.
 */
export function OrderBarcode({
  value,
  label,
  height = 56,
}: {
  value: string;
  label: string;
  height?: number;
}) {
  const bars = useMemo(() => code128(value), [value]);
  // Ten modules of quiet zone each side, as the standard asks.
  const quiet = 10;
  const width = bars.length + quiet * 2;
  const rects: Array<{ x: number; w: number }> = [];
  for (let i = 0; i < bars.length; i++) {
    if (bars[i] !== '1') continue;
    const last = rects.at(-1);
    if (last && last.x + last.w === i + quiet) last.w++;
    else rects.push({ x: i + quiet, w: 1 });
  }
  return (
    <figure className="inline-flex flex-col items-center">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width={width * 2}
        height={height}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        data-barcode={value}
      >
        <rect width={width} height={height} fill="#fff" />
        {rects.map((rect) => (
          <rect key={rect.x} x={rect.x} width={rect.w} height={height} fill="#000" />
        ))}
      </svg>
      <figcaption className="mt-1 font-mono text-sm tracking-widest">{value}</figcaption>
    </figure>
  );
}
