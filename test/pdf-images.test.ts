import {
  concatTransformationMatrix,
  degrees,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import sharp from 'sharp';
import type { RawImage } from '../src/infra/documents/ocr';
import { openPdf } from '../src/infra/documents/pdf';

/** A 40×20 PNG: left half black, right half white. */
const halves = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: { create: { width: 20, height: 20, channels: 3, background: '#000000' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

async function imagesOf(bytes: Uint8Array): Promise<RawImage[]> {
  const pdf = await openPdf(bytes);
  try {
    return await pdf.pageImages(1);
  } finally {
    await pdf.close();
  }
}

const gray = (image: RawImage, x: number, y: number): number =>
  image.data[(y * image.width + x) * image.channels]!;

describe('page images as they appear on the page', () => {
  it('turns an image drawn upside down, or a quarter turn, the way the page shows it', async () => {
    const pdf = await PDFDocument.create();
    const picture = await pdf.embedPng(await halves());
    pdf
      .addPage([300, 300])
      .drawImage(picture, { x: 200, y: 200, width: 80, height: 40, rotate: degrees(180) });
    pdf
      .addPage([300, 300])
      .drawImage(picture, { x: 100, y: 100, width: 80, height: 40, rotate: degrees(90) });
    const bytes = await pdf.save();

    const [upsideDown] = await imagesOf(bytes);
    expect(upsideDown).toMatchObject({ width: 40, height: 20 });
    expect(gray(upsideDown!, 2, 2)).toBeGreaterThan(200); // the white half is now on the left
    expect(gray(upsideDown!, 37, 2)).toBeLessThan(50);

    const doc = await openPdf(bytes);
    try {
      const [quarter] = await doc.pageImages(2);
      // Turned 90° counter-clockwise on the page: the black half ends at the bottom.
      expect(quarter).toMatchObject({ width: 20, height: 40 });
      expect(gray(quarter!, 10, 37)).toBeLessThan(50);
      expect(gray(quarter!, 10, 2)).toBeGreaterThan(200);
    } finally {
      await doc.close();
    }
  });

  it('reads a 1-bit image mask (a stencil, as scanners write pages) as black ink on white', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([200, 100]);
    const rows = new Uint8Array(8 * 2);
    for (let y = 0; y < 8; y++) rows[y * 2 + 1] = 0xff; // left 8 pixels painted (0), right 8 not (1)
    const mask = pdf.context.flateStream(rows, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 16,
      Height: 8,
      ImageMask: true,
      BitsPerComponent: 1,
    });
    const name = page.node.newXObject('Mk', pdf.context.register(mask));
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(160, 0, 0, 80, 20, 10),
      drawObject(name),
      popGraphicsState(),
    );
    const [image] = await imagesOf(await pdf.save());
    expect(image).toMatchObject({ width: 16, height: 8, channels: 1 });
    expect(gray(image!, 2, 4)).toBe(0);
    expect(gray(image!, 13, 4)).toBe(255);
  });
});
