import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import qrcode from 'qrcode-generator';

/**
 * Synthetic CSFs with the QR code a genuine one carries (documents.md §1.6). Every value is made up:
 * COMERCIALIZADORA EJEMPLO DEL NORTE, RFC CEN2001011EA, idCIF 20000000002.
 */

/** The SAT validator URL of QR #1. */
export const csfQrUrl = (idCif: string, rfc: string): string =>
  `https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=${idCif}_${rfc}`;

const QUIET = 4;

function qrMatrix(data: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(data);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** The QR code as a PNG, `scale` pixels a module, with its quiet zone. */
export function qrPng(data: string, scale = 4): Buffer {
  const m = qrMatrix(data);
  const side = (m.length + 2 * QUIET) * scale;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / scale) - QUIET;
      const c = Math.floor(x / scale) - QUIET;
      const v = m[r]?.[c] ? 0 : 255;
      const i = (y * side + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = v;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** A text PDF with the QR code drawn on its first page, top right, as the SAT prints it. */
export async function withQrCode(pdfBytes: Uint8Array, data: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(pdfBytes);
  const image = await pdf.embedPng(qrPng(data));
  pdf.getPage(0).drawImage(image, { x: 470, y: 660, width: 110, height: 110 });
  return pdf.save();
}

/**
 * A CSF page as a phone or scanner gives it: a PNG image (no text layer), the printed RFC as given (to
 * print what OCR misreads, e.g. `CEN2OO1011EA`), and the QR code when `qr` is given.
 */
export function scannedCsfPng(opts: { printedRfc: string; qr: string | null; issued: Date }): Buffer {
  const months = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO'];
  const more = ['SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE'];
  const d = opts.issued;
  const month = [...months, ...more][d.getUTCMonth()]!;
  const ymd = d.toISOString().slice(0, 10).replace(/-/g, '/');
  const lines = [
    'CÉDULA DE IDENTIFICACIÓN FISCAL',
    'idCIF: 20000000002',
    'CONSTANCIA DE SITUACIÓN FISCAL',
    'Lugar y Fecha de Emisión',
    `MONTERREY , NUEVO LEON A ${d.getUTCDate()} DE ${month} DE ${d.getUTCFullYear()}`,
    'Datos de Identificación del Contribuyente:',
    `RFC: ${opts.printedRfc}`,
    'Denominación/Razón Social: COMERCIALIZADORA EJEMPLO DEL NORTE',
    'Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    'Estatus en el padrón: ACTIVO',
    'Datos del domicilio registrado',
    'Código Postal:64000 Tipo de Vialidad: AVENIDA (AV.)',
    'Nombre de Vialidad: CONSTITUCION Número Exterior: 100',
    'Regímenes:',
    'Régimen Fecha Inicio Fecha Fin',
    'Régimen General de Ley Personas Morales 01/01/2020',
    `Cadena Original Sello: ||${ymd} 10:00:00|${opts.printedRfc}|CONSTANCIA DE SITUACIÓN FISCAL|000000000000000000001||`,
  ];
  const canvas = createCanvas(1275, 1650);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 1275, 1650);
  ctx.fillStyle = '#151515';
  lines.forEach((line, i) => {
    ctx.font = `${line.startsWith('Cadena') ? 18 : 26}px "DejaVu Sans"`;
    ctx.fillText(line, 80, 120 + i * 72);
  });
  const png = canvas.toBuffer('image/png');
  if (!opts.qr) return png;
  // The QR is composited as pixels, so the image holds it the way a scan of paper does.
  const page = PNG.sync.read(png);
  const code = PNG.sync.read(qrPng(opts.qr, 5));
  PNG.bitblt(code, page, 0, 0, code.width, code.height, 1275 - code.width - 60, 60);
  return PNG.sync.write(page);
}
