/**
 * A page as a list of drawn things (text, boxes, QR codes) in points from the top-left corner, and two
 * renderers for it: a vector PDF with a text layer (pdf-lib) and a raster image (@napi-rs/canvas). Both
 * use the same TrueType fonts, so text measured once fits in both.
 */
import { readFileSync } from 'node:fs';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';

export type FontName = 'sans' | 'sansBold' | 'serif' | 'serifBold' | 'mono';

const FONT_FILES: Record<FontName, string> = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
};
const FONT_DIR = process.env.CORPUS_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const family = (f: FontName) => `corpus-${f}`;

for (const [name, file] of Object.entries(FONT_FILES))
  GlobalFonts.registerFromPath(`${FONT_DIR}/${file}`, family(name as FontName));

export type Item =
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      font: FontName;
      grey?: number;
      align?: 'left' | 'right' | 'center';
    }
  | {
      kind: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      fill?: number;
      stroke?: number;
      line?: number;
    }
  | { kind: 'qr'; x: number; y: number; size: number; data: string };

export interface Page {
  width: number;
  height: number;
  items: Item[];
}

export const LETTER = { width: 612, height: 792 };
export const LEGAL = { width: 612, height: 1008 };

const measurer = createCanvas(10, 10).getContext('2d');

export function textWidth(text: string, font: FontName, size: number): number {
  measurer.font = `${size}px ${family(font)}`;
  return measurer.measureText(text).width;
}

/** Greedy word wrap to `width` points. */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function qrModules(data: string): boolean[][] {
  const qr = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.modules.get(r, c) === 1));
}

/** The pages as a PDF with a real text layer, the way SAT, banks and utilities publish theirs. */
export async function renderPdf(pages: Page[], meta: { producer: string; title?: string }): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setProducer(meta.producer);
  pdf.setCreator(meta.producer);
  if (meta.title) pdf.setTitle(meta.title);
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const fonts = new Map<FontName, PDFFont>();
  const font = async (name: FontName) => {
    if (!fonts.has(name))
      fonts.set(name, await pdf.embedFont(readFileSync(`${FONT_DIR}/${FONT_FILES[name]}`), { subset: true }));
    return fonts.get(name)!;
  };
  for (const p of pages) {
    const page = pdf.addPage([p.width, p.height]);
    for (const item of p.items) {
      if (item.kind === 'text') {
        const f = await font(item.font);
        const w = f.widthOfTextAtSize(item.text, item.size);
        const x = item.align === 'right' ? item.x - w : item.align === 'center' ? item.x - w / 2 : item.x;
        const g = item.grey ?? 0;
        page.drawText(item.text, { x, y: p.height - item.y, size: item.size, font: f, color: rgb(g, g, g) });
      } else if (item.kind === 'rect') {
        page.drawRectangle({
          x: item.x,
          y: p.height - item.y - item.h,
          width: item.w,
          height: item.h,
          ...(item.fill !== undefined ? { color: rgb(item.fill, item.fill, item.fill) } : {}),
          ...(item.stroke !== undefined
            ? { borderColor: rgb(item.stroke, item.stroke, item.stroke), borderWidth: item.line ?? 0.5 }
            : {}),
        });
      } else {
        // As an image, the way SAT and utilities embed theirs (a reader finds QR codes among page images).
        const png = await pdf.embedPng(
          renderPng({ width: item.size, height: item.size, items: [{ ...item, x: 0, y: 0 }] }, 300),
        );
        page.drawImage(png, {
          x: item.x,
          y: p.height - item.y - item.size,
          width: item.size,
          height: item.size,
        });
      }
    }
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function drawItem(ctx: SKRSContext2D, item: Item): void {
  if (item.kind === 'text') {
    const g = Math.round((item.grey ?? 0) * 255);
    ctx.fillStyle = `rgb(${g},${g},${g})`;
    ctx.font = `${item.size}px ${family(item.font)}`;
    ctx.textAlign = item.align ?? 'left';
    ctx.fillText(item.text, item.x, item.y);
  } else if (item.kind === 'rect') {
    if (item.fill !== undefined) {
      const g = Math.round(item.fill * 255);
      ctx.fillStyle = `rgb(${g},${g},${g})`;
      ctx.fillRect(item.x, item.y, item.w, item.h);
    }
    if (item.stroke !== undefined) {
      const g = Math.round(item.stroke * 255);
      ctx.strokeStyle = `rgb(${g},${g},${g})`;
      ctx.lineWidth = item.line ?? 0.5;
      ctx.strokeRect(item.x, item.y, item.w, item.h);
    }
  } else {
    const m = qrModules(item.data);
    const cell = item.size / (m.length + 8);
    ctx.fillStyle = '#fff';
    ctx.fillRect(item.x, item.y, item.size, item.size);
    ctx.fillStyle = '#000';
    m.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark) ctx.fillRect(item.x + (c + 4) * cell, item.y + (r + 4) * cell, cell + 0.05, cell + 0.05);
      }),
    );
  }
}

/** One page as a PNG at `dpi`: what a printer would put on paper before a scanner or a phone sees it. */
export function renderPng(page: Page, dpi: number): Buffer {
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(page.width * scale), Math.round(page.height * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  for (const item of page.items) drawItem(ctx, item);
  return canvas.toBuffer('image/png');
}
