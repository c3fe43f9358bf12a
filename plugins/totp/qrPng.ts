/**
 * A QR matrix as a PNG data URI, as Stytch's `totps.create` answers `qr_code` (`data:image/png;base64,…`): 8-bit
 * greyscale, a 4-module quiet zone, each module `scale` pixels, zlib with stored (uncompressed) blocks so no deflate
 * implementation is needed. Only the simulator uses it: the widget draws its own SVG (a data: image needs
 * `img-src data:`, which the strict CSP does not allow).
 */
import type { QrMatrix } from './qr';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  typed.set([...type].map((c) => c.charCodeAt(0)));
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of stored blocks (at most 65 535 bytes each). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 65535) {
    const block = raw.subarray(i, i + 65535);
    const last = i + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255, ...block);
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/** The PNG bytes of `matrix` (dark modules black on white). */
export function qrPng(matrix: QrMatrix, scale = 4, quiet = 4): Uint8Array {
  const side = (matrix.size + quiet * 2) * scale;
  const raw = new Uint8Array(side * (side + 1));
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // filter: none
    const row = Math.floor(y / scale) - quiet;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - quiet;
      const dark = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size && matrix.data[row][col];
      raw[y * (side + 1) + 1 + x] = dark ? 0 : 255;
    }
  }
  const header = new Uint8Array([...u32(side), ...u32(side), 8, 0, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** `data:image/png;base64,…` of the matrix. */
export function qrPngDataURI(matrix: QrMatrix): string {
  let binary = '';
  for (const b of qrPng(matrix)) binary += String.fromCharCode(b);
  return `data:image/png;base64,${btoa(binary)}`;
}
