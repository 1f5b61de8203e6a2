import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

/** A page of text rendered at 150 dpi (letter size) as a scanner would: one gray image, no text layer. */
export async function scanPage(lines: string[]): Promise<Uint8Array> {
  const canvas = createCanvas(1275, 1650);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.font = '30px "DejaVu Sans"';
  lines.forEach((line, i) => ctx.fillText(line, 110, 160 + i * 48));
  return new Uint8Array(await canvas.encode('png'));
}

/** A PDF of scanned pages (PNG images filling each page), or of blank pages when `pages` are empty. */
export async function scannedPdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    if (lines.length === 0) continue;
    const image = await pdf.embedPng(await scanPage(lines));
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return pdf.save();
}

/** Page `n` of a notarial deed, a few lines of it (what OCR should find on the page). */
export function deedPage(n: number, total: number): string[] {
  return [
    `ESCRITURA PUBLICA NUMERO CUARENTA Y DOS MIL`,
    `Pagina ${n} de ${total}`,
    `En la Ciudad de Mexico, ante mi, Licenciado Juan Perez,`,
    `Notario Publico numero ciento veinte, comparecen los`,
    `senores accionistas para constituir una sociedad`,
    `anonima de capital variable denominada`,
    `COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.`,
  ];
}
