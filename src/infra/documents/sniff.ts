/** The file types the reader accepts, decided by content; a file's name or declared type is never trusted. */
export type SupportedMimeType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/tiff';
export type ImageMimeType = Exclude<SupportedMimeType, 'application/pdf'>;

const SUPPORTED: ReadonlySet<string> = new Set<SupportedMimeType>([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/tiff',
]);

// file-type is ESM-only; this module must stay loadable from CommonJS.
const importFileType = () => import('file-type');
let fileType: ReturnType<typeof importFileType> | undefined;

/**
 * The file's type from its magic bytes, or null when it is not one the reader can read. HEIC is not
 * supported: no installed package (tesseract's leptonica, sharp's libvips as shipped) decodes it.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SupportedMimeType | null> {
  fileType ??= importFileType();
  const { fileTypeFromBuffer } = await fileType;
  const detected = await fileTypeFromBuffer(bytes);
  return detected && SUPPORTED.has(detected.mime) ? (detected.mime as SupportedMimeType) : null;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from an image's header, without decoding it; null when the header is unreadable. */
export function imageSize(bytes: Uint8Array, mimeType: ImageMimeType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (mimeType === 'image/png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (mimeType === 'image/jpeg') return jpegSize(view);
    return tiffSize(view);
  } catch {
    return null; // a DataView read past the end: a truncated header
  }
}

function jpegSize(view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 9 < view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    // SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function tiffSize(view: DataView): ImageSize | null {
  const little = view.getUint16(0) === 0x4949; // 'II'
  const ifd = view.getUint32(4, little);
  const entries = view.getUint16(ifd, little);
  let width: number | undefined;
  let height: number | undefined;
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width && height ? { width, height } : null;
}
