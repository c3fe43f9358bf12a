/**
 * A QR matrix drawn as SVG elements (a white quiet zone of four modules, one `<path>` for the dark modules): no HTML
 * string, no image URL, no inline style, so it renders under `style-src 'self'` and `img-src 'self'`. Always dark on
 * white, also in a dark theme: scanners expect it.
 */
import type { QrMatrix } from '../qr';

const QUIET = 4;

export function QrCode({ matrix, label }: { matrix: QrMatrix; label: string }) {
  const side = matrix.size + QUIET * 2;
  let d = '';
  matrix.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) d += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="ew-totp-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect className="ew-totp-qr-light" width={side} height={side} />
      <path className="ew-totp-qr-dark" d={d} />
    </svg>
  );
}
