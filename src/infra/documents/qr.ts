import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { RawImage } from './ocr';

/** The QR code's text in an image of decoded pixels; jsQR finds at most one code per image. */
export function decodeQrFromPixels(image: RawImage): string[] {
  const rgba = toRgba(image);
  const code = jsQR(rgba, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return code && code.data ? [code.data] : [];
}

/**
 * The QR code's text in an encoded PNG or JPEG. A QR code is a bonus on top of the text, so an image
 * that does not decode answers no codes; the caller bounds the image's size before calling.
 */
export function decodeQrFromImage(bytes: Uint8Array, mimeType: 'image/png' | 'image/jpeg'): string[] {
  try {
    if (mimeType === 'image/png') {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return decodeQrFromPixels({ data: png.data, width: png.width, height: png.height, channels: 4 });
    }
    const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 40 });
    return decodeQrFromPixels({
      data: decoded.data,
      width: decoded.width,
      height: decoded.height,
      channels: 4,
    });
  } catch {
    return [];
  }
}

function toRgba(image: RawImage): Uint8ClampedArray {
  const { data, width, height, channels } = image;
  if (channels === 4) return new Uint8ClampedArray(data.buffer, data.byteOffset, width * height * 4);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    const r = data[j] ?? 0;
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = channels === 1 ? r : (data[j + 1] ?? 0);
    rgba[i * 4 + 2] = channels === 1 ? r : (data[j + 2] ?? 0);
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}
