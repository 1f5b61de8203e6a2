import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { RawImage } from '../src/infra/documents/ocr';
import { openPdf } from '../src/infra/documents/pdf';
import { decodeQrFromImage, decodeQrFromPixels } from '../src/infra/documents/qr';
import { sharedFixture } from './helpers/fixtures';

const CSF_QR =
  'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=22061156235_OSI220401JP1';

/** The QR image embedded in the real CSF's first page, as pdf.js decodes it. */
let qr: RawImage;
beforeAll(async () => {
  const pdf = await openPdf(readFileSync(sharedFixture('fixtures/csf/osi220401jp1.pdf')));
  try {
    const square = (await pdf.pageImages(1)).filter((i) => Math.abs(i.width - i.height) <= 2);
    qr = square[0]!;
  } finally {
    await pdf.close();
  }
});

/** The QR placed on a white page of `width`×`height`, `side` pixels a side, at (x, y). */
async function onAPage(side: number, width = 1200, height = 1600, x = 780, y = 160): Promise<sharp.Sharp> {
  const code = await sharp(Buffer.from(qr.data.buffer, qr.data.byteOffset, qr.data.byteLength), {
    raw: { width: qr.width, height: qr.height, channels: qr.channels },
  })
    .resize(side, side, { kernel: 'nearest' })
    .png()
    .toBuffer();
  const page = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite([
    { input: code, left: x, top: y },
  ]);
  return sharp(await page.png().toBuffer());
}

describe('QR decoding', () => {
  it('decodes the QR image embedded in the real CSF', async () => {
    expect(qr.width).toBeGreaterThan(50);
    expect(await decodeQrFromPixels(qr)).toEqual([CSF_QR]);
  });

  it('decodes a page turned 90° and one turned 17° (a crooked photo)', async () => {
    const turned = await (await onAPage(200)).rotate(90).png().toBuffer();
    const crooked = await (
      await onAPage(200)
    )
      .rotate(17, { background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(await decodeQrFromImage(turned, 'image/png')).toEqual([CSF_QR]);
    expect(await decodeQrFromImage(crooked, 'image/jpeg')).toEqual([CSF_QR]);
  });

  it('decodes a blurred, low-quality JPEG scan of the page', async () => {
    const blurred = await (await onAPage(200)).blur(2.2).jpeg({ quality: 55 }).toBuffer();
    expect(await decodeQrFromImage(blurred, 'image/jpeg')).toEqual([CSF_QR]);
  });

  it('decodes a small code (about 2 pixels a module) from raw gray pixels', async () => {
    const { data, info } = await (
      await onAPage(100, 600, 800, 400, 80)
    )
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(await decodeQrFromPixels({ data, width: info.width, height: info.height, channels: 1 })).toEqual([
      CSF_QR,
    ]);
  });

  it('answers no codes for an image without one, a 1-pixel-wide image, and bytes that are no image', async () => {
    const blank = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await decodeQrFromImage(blank, 'image/png')).toEqual([]);
    expect(await decodeQrFromPixels({ data: new Uint8Array(50), width: 1, height: 50, channels: 1 })).toEqual(
      [],
    );
    expect(await decodeQrFromImage(new Uint8Array([0xff, 0xd8, 0xff, 0x00]), 'image/jpeg')).toEqual([]);
  });
});
