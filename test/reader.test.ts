import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { ReaderError } from '../src/infra/documents/errors';
import { createDocumentReader, type ReadResult } from '../src/infra/documents/reader';
import { csfQrUrl, qrPng, scannedCsfPng } from './helpers/csf-scan';
import { sharedFixture } from './helpers/fixtures';

const realCsf = sharedFixture('fixtures/csf/osi220401jp1.pdf');
const file = (name: string): Uint8Array => readFileSync(path.join(__dirname, 'fixtures/files', name));
const textOf = (result: ReadResult): string => result.text.pages.map((p) => p.text).join('\n');

/** The ReaderError code a read fails with. */
async function failure(read: Promise<unknown>): Promise<string> {
  const err = await read.then(
    () => new Error('the read succeeded'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ReaderError);
  return (err as ReaderError).code;
}

/** A PDF of `pages` pages, each with a line of text or, with `image`, only a small picture. */
async function aPdf(pages: number, content: 'text' | 'image' = 'text'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const picture = await pdf.embedPng(file('photo-named.pdf'));
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([612, 792]);
    if (content === 'text')
      page.drawText(`Página ${i}: texto de relleno para la prueba`, { x: 72, y: 700, font });
    else page.drawImage(picture, { x: 72, y: 500, width: 400, height: 160 });
  }
  return pdf.save();
}

/** The INE PNG thresholded to 1 bit per pixel and embedded as the only content of a page, as office scanners do. */
async function aBilevelScan(): Promise<Uint8Array> {
  const { width, height, data } = PNG.sync.read(Buffer.from(file('scanned-ine.png')));
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4] ?? 0) > 150) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([800, 500]);
  const image = pdf.context.flateStream(bits, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
  });
  const name = page.node.newXObject('Im', pdf.context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(800, 0, 0, 500, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  return pdf.save();
}

const reader = createDocumentReader({ ocrWorkers: 1 });
afterAll(() => reader.stop());

describe('the document reader', () => {
  it('reads the real CSF from its text layer, with QR #1 on page 1 and the producer', async () => {
    const result = await reader.read(readFileSync(realCsf));

    expect(result).toMatchObject({ mimeType: 'application/pdf', pageCount: 2 });
    expect(result.text.pages.map((p) => [p.page, p.method])).toEqual([
      [1, 'text_layer'],
      [2, 'text_layer'],
    ]);
    expect(result.text.pages[0]?.text).toMatch(/RFC:\s+OSI220401JP1/);
    // A value in its own column is set apart by three spaces, as pdftotext -layout would show it.
    expect(result.text.pages[0]?.text).toContain('Código Postal:76100   Tipo de Vialidad:');
    expect(result.text.pages[0]?.confidence).toBeUndefined();
    expect(result.text.qrCodes[0]).toEqual({
      page: 1,
      data: 'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=22061156235_OSI220401JP1',
    });
    expect(result.text.producer).toBe('Oracle XML Publisher 5.6.2');
  });

  it('OCRs a scanned CSF whose PDF has no text layer', async () => {
    const result = await reader.read(file('scanned-csf.pdf'));

    expect(result).toMatchObject({ mimeType: 'application/pdf', pageCount: 1 });
    const [page] = result.text.pages;
    expect(page).toMatchObject({ page: 1, method: 'ocr' });
    expect(page?.confidence).toBeGreaterThan(60);
    expect(page?.text).toContain('CONSTANCIA');
    expect(page?.text).toMatch(/CEN2[0O]{2}1[0O]11EA/);
  });

  it("decodes the QR code on a scanned PDF page, the page's one image being no square", async () => {
    const url = csfQrUrl('20000000002', 'CEN2001011EA');
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(
      scannedCsfPng({ printedRfc: 'CEN2001011EA', qr: url, issued: new Date('2026-05-06') }),
    );
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    const result = await reader.read(await pdf.save());
    expect(result.text.pages[0]).toMatchObject({ method: 'ocr' });
    expect(result.text.qrCodes).toEqual([{ page: 1, data: url }]);
  });

  it('looks for a QR code on the first five pages of a long scan, not on its later pages', async () => {
    const first = csfQrUrl('20000000002', 'CEN2001011EA');
    const later = csfQrUrl('20000000003', 'CEN2001011EA');
    // A page scanned whole (a tall image, no square that could be an embedded code) holding a QR code.
    const scanOf = (url: string) =>
      sharp({ create: { width: 500, height: 900, channels: 3, background: '#ffffff' } })
        .composite([{ input: qrPng(url, 5), top: 60, left: 60 }])
        .png()
        .toBuffer();
    const pdf = await PDFDocument.create();
    for (const url of [first, null, null, null, null, later]) {
      const page = pdf.addPage([612, 792]);
      if (url) page.drawImage(await pdf.embedPng(await scanOf(url)), { x: 0, y: 0, width: 612, height: 792 });
    }
    const result = await reader.read(await pdf.save());
    expect(result.text.pages).toHaveLength(6);
    expect(result.text.qrCodes).toEqual([{ page: 1, data: first }]);
  });

  it('OCRs a bilevel (1 bit per pixel) scan inside a PDF', async () => {
    const result = await reader.read(await aBilevelScan());

    expect(result.text.pages[0]).toMatchObject({ page: 1, method: 'ocr' });
    expect(textOf(result)).toContain('INSTITUTO NACIONAL ELECTORAL');
  });

  it.each([
    ['scanned-ine.png', 'image/png'],
    ['scanned-ine.jpg', 'image/jpeg'],
    ['scanned-page.tiff', 'image/tiff'],
  ])('OCRs the INE front in %s as one page', async (name, mimeType) => {
    const result = await reader.read(file(name));

    expect(result).toMatchObject({ mimeType, pageCount: 1 });
    expect(result.text.producer).toBeNull();
    expect(result.text.pages[0]).toMatchObject({ page: 1, method: 'ocr' });
    expect(textOf(result)).toContain('INSTITUTO NACIONAL ELECTORAL');
  });

  it('sniffs the type by content: a PNG named .pdf is read as an image', async () => {
    const result = await reader.read(file('photo-named.pdf'));

    expect(result.mimeType).toBe('image/png');
    expect(result.text.pages[0]?.method).toBe('ocr');
  });

  describe('a password-protected PDF', () => {
    it('without a password, fails with password_protected_pdf', async () => {
      expect(await failure(reader.read(file('protected.pdf')))).toBe('password_protected_pdf');
    });

    it('with a wrong password, fails with invalid_file_password', async () => {
      expect(await failure(reader.read(file('protected.pdf'), { password: 'secreto124' }))).toBe(
        'invalid_file_password',
      );
    });

    it('with its password, is read from its text layer', async () => {
      const result = await reader.read(file('protected.pdf'), { password: 'secreto123' });

      expect(result.text.pages[0]).toMatchObject({ method: 'text_layer' });
      expect(textOf(result)).toContain('RFC: CEN2001011EA');
    });
  });

  it('refuses a PDF that does not parse with corrupted_file', async () => {
    expect(await failure(reader.read(file('corrupted.pdf')))).toBe('corrupted_file');
  });

  it('refuses a zip, and bytes that are no known type, with unsupported_file_type', async () => {
    expect(await failure(reader.read(file('not-a-document.zip')))).toBe('unsupported_file_type');
    expect(await failure(reader.read(new TextEncoder().encode('hola, esto es texto plano')))).toBe(
      'unsupported_file_type',
    );
  });

  it('refuses an image over 40 megapixels before decoding it', async () => {
    const png = Buffer.from(file('scanned-ine.png'));
    png.writeUInt32BE(10_000, 16); // IHDR width
    png.writeUInt32BE(5_000, 20); // IHDR height

    expect(await failure(reader.read(png))).toBe('image_too_large');
  });

  it('refuses a PDF over its page limit with too_many_pages', async () => {
    const limited = createDocumentReader({ maxPages: 50, maxOcrPages: 20 });
    expect(await failure(limited.read(await aPdf(60)))).toBe('too_many_pages');
  });

  it('refuses a PDF with more pages to OCR than its limit with too_many_pages, before any OCR', async () => {
    const limited = createDocumentReader({ maxPages: 50, maxOcrPages: 20 });
    expect(await failure(limited.read(await aPdf(21, 'image')))).toBe('too_many_pages');
    expect(await failure(limited.plan(await aPdf(21, 'image')))).toBe('too_many_pages');
  });

  it('plans a PDF without OCR: its pages and which of them have no text layer', async () => {
    expect(await reader.plan(await aPdf(3, 'image'))).toEqual({
      mimeType: 'application/pdf',
      pageCount: 3,
      ocrPages: [1, 2, 3],
      producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)',
    });
    expect(await reader.plan(readFileSync(realCsf))).toMatchObject({ ocrPages: [] });
    expect(await reader.plan(file('scanned-ine.png'))).toEqual({
      mimeType: 'image/png',
      pageCount: 1,
      ocrPages: [1],
      producer: null,
    });
  });

  it('reads one page of a PDF as the whole read reads it', async () => {
    const bytes = readFileSync(realCsf);
    const whole = await reader.read(bytes);
    const one = await reader.readPage(bytes, 1);
    expect(one.page).toEqual(whole.text.pages[0]);
    expect(one.qrCodes).toEqual(whole.text.qrCodes.filter((q) => q.page === 1));
  });

  it('completes concurrent reads that share one OCR worker', async () => {
    const results = await Promise.all([
      reader.read(file('scanned-csf.pdf')),
      reader.read(file('scanned-ine.png')),
      reader.read(readFileSync(realCsf)),
      reader.read(file('scanned-ine.jpg')),
      reader.read(file('scanned-page.tiff')),
    ]);

    expect(results.map((r) => r.text.pages[0]?.method)).toEqual(['ocr', 'ocr', 'text_layer', 'ocr', 'ocr']);
    expect(textOf(results[0]!)).toContain('CONSTANCIA');
    for (const i of [1, 3, 4]) expect(textOf(results[i]!)).toContain('INSTITUTO NACIONAL ELECTORAL');
  });
});
