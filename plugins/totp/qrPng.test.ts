// @vitest-environment node
/** The simulator's `qr_code` PNG writer: a valid PNG (signature, chunk CRCs, zlib stream) whose pixels are the matrix. */
import { inflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { qrPng, qrPngDataURI } from './qrPng';

const size = 21;
const matrix = {
  size,
  data: Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => (r * 7 + c * 3) % 5 === 0)),
};

describe('qrPng', () => {
  it('writes a PNG that decodes back to the matrix with its quiet zone', () => {
    const png = Buffer.from(qrPng(matrix, 2, 4));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length;) {
      const len = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString('ascii');
      const data = png.subarray(at + 8, at + 8 + len);
      expect(png.readUInt32BE(at + 8 + len)).toBe(crc32(png.subarray(at + 4, at + 8 + len)));
      chunks.push({ type, data });
      at += 12 + len;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const side = (size + 8) * 2;
    expect(chunks[0].data.readUInt32BE(0)).toBe(side);
    expect([...chunks[0].data.subarray(8)]).toEqual([8, 0, 0, 0, 0]);
    const raw = inflateSync(chunks[1].data);
    expect(raw.length).toBe(side * (side + 1));
    const pixel = (x: number, y: number) => raw[y * (side + 1) + 1 + x];
    expect(pixel(0, 0)).toBe(255);
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++) expect(pixel((c + 4) * 2 + 1, (r + 4) * 2)).toBe(matrix.data[r][c] ? 0 : 255);
    expect(qrPngDataURI(matrix)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
