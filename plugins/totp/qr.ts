/**
 * The QR encoder the enrolment screen and the simulator draw the `otpauth://` URI with: `uqr` (a small, dependency-free
 * encoder), medium error correction, no quiet zone (the screen draws its own margin). The screen renders the matrix
 * as SVG elements; this module is imported only by the lazy screens and the simulator, so the encoder loads with
 * them.
 */
import { encode } from 'uqr';

/** A QR code's modules: `data[row][column]` is true for a dark module; `size` rows of `size`. No quiet zone. */
export interface QrMatrix {
  size: number;
  data: readonly (readonly boolean[])[];
}

/** Encodes text (byte mode) as a QR matrix. */
export type QrEncoder = (text: string) => QrMatrix;

/** The encoder the screen and the simulator use. */
export const encodeQr: QrEncoder | undefined = (text) => {
  const { size, data } = encode(text, { ecc: 'M', border: 0 });
  return { size, data };
};
