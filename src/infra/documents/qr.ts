import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { RawImage } from './ocr';

/**
 * ZXing-C++ compiled to WebAssembly, its binary read from the package (zxing-wasm would otherwise fetch
 * it from a CDN): loaded once, on first use.
 */
let ready: Promise<unknown> | undefined;
function zxing(): Promise<unknown> {
  ready ??= (() => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/** Gray pixels, one byte each. */
interface Gray {
  data: Buffer;
  width: number;
  height: number;
}

const OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
};

/** Images are looked at no larger than this on their longer side (a QR code needs far fewer pixels). */
const MAX_SIDE = 2400;

/**
 * Every QR code in an image of decoded pixels. ZXing already tries rotations and downscales; when it
 * finds nothing the image is tried again sharpened, thresholded at a few levels and enlarged (a small or
 * blurred code in a scan), and the first attempt that decodes wins.
 */
export async function decodeQrFromPixels(
  image: RawImage,
  /** `once`: ZXing's own tries only, for a whole scanned page, which mostly holds no code at all. */
  effort: 'thorough' | 'once' = 'thorough',
): Promise<string[]> {
  try {
    const { data, width, height } = image;
    const gray = await toGray(
      sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: image.channels },
      }),
      { width, height },
    );
    return await decodeGray(gray, effort === 'once' ? attempts.slice(0, 1) : attempts);
  } catch {
    return [];
  }
}

/**
 * The QR codes in an encoded PNG or JPEG. A QR code is a bonus on top of the text, so an image that does
 * not decode answers no codes; the caller bounds the image's size before calling.
 */
export async function decodeQrFromImage(
  bytes: Uint8Array,
  mimeType: 'image/png' | 'image/jpeg',
): Promise<string[]> {
  void mimeType; // the decoder reads the type from the bytes
  try {
    return await decodeGray(await toGray(sharp(bytes, { limitInputPixels: 40_000_000 }).rotate()));
  } catch {
    return [];
  }
}

/** `size`: the image's, when known (raw pixels): asking sharp clones the pipeline, input and all. */
async function toGray(image: sharp.Sharp, size?: { width: number; height: number }): Promise<Gray> {
  const { width = 0, height = 0 } = size ?? (await image.clone().metadata());
  const shrink = Math.max(width, height) > MAX_SIDE ? MAX_SIDE / Math.max(width, height) : 1;
  const pipeline = image.flatten({ background: '#ffffff' });
  if (shrink < 1) pipeline.resize(Math.round(width * shrink), Math.round(height * shrink), { fit: 'fill' });
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function decodeGray(gray: Gray, tries: readonly Attempt[] = attempts): Promise<string[]> {
  if (gray.width < 21 || gray.height < 21) return []; // a QR code is at least 21 modules a side
  await zxing();
  for (const attempt of tries) {
    const variant = await attempt(gray);
    if (!variant) continue;
    const results = await readBarcodes(
      // Any object with data, width and height is read as pixels (Node has no ImageData).
      { data: rgba(variant), width: variant.width, height: variant.height } as unknown as Uint8Array,
      OPTIONS,
    );
    const texts = [...new Set(results.filter((r) => r.isValid && r.text).map((r) => r.text))];
    if (texts.length > 0) return texts;
  }
  return [];
}

type Attempt = (gray: Gray) => Promise<Gray | null>;

const fromSharp = async (image: sharp.Sharp): Promise<Gray> => {
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const open = (gray: Gray) =>
  sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } });

/**
 * As it is; sharpened (a blurred scan or photo); contrast-stretched and thresholded (a faint or
 * unevenly lit code); enlarged and sharpened when small (a code of 1–2 pixels a module).
 */
const attempts: Attempt[] = [
  (gray) => Promise.resolve(gray),
  (gray) => fromSharp(open(gray).sharpen({ sigma: 1.5 })),
  (gray) => fromSharp(open(gray).normalise().threshold(128)),
  (gray) =>
    Math.max(gray.width, gray.height) <= MAX_SIDE / 2
      ? fromSharp(
          open(gray)
            .resize(gray.width * 2, gray.height * 2, { kernel: 'cubic' })
            .sharpen(),
        )
      : Promise.resolve(null),
];

/** ZXing reads RGBA (it converts to luminance itself). */
function rgba(gray: Gray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(gray.width * gray.height * 4);
  for (let i = 0, j = 0; i < gray.width * gray.height; i++, j += 4) {
    const v = gray.data[i]!;
    out[j] = v;
    out[j + 1] = v;
    out[j + 2] = v;
    out[j + 3] = 255;
  }
  return out;
}
