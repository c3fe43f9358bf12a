/**
 * The QR encoder the enrolment screen and the simulator draw the `otpauth://` URI with. It is a seam, not an
 * encoder: the screen renders whatever matrix it returns as SVG, and no QR encoder is written here. Until a QR
 * library is installed (`uqr`: `import { encode } from 'uqr'`, then `encodeQr = (text) => encode(text, { ecc: 'M',
 * border: 0 })`), `encodeQr` is undefined and the screen shows the secret and the link without a code to scan.
 */

/** A QR code's modules: `data[row][column]` is true for a dark module; `size` rows of `size`. No quiet zone. */
export interface QrMatrix {
  size: number;
  data: readonly (readonly boolean[])[];
}

/** Encodes text (byte mode) as a QR matrix. */
export type QrEncoder = (text: string) => QrMatrix;

/** The installed encoder, or undefined while no QR library is installed. */
export const encodeQr: QrEncoder | undefined = undefined;
