/**
 * Derived copies of real documents: a text-layer PDF printed and scanned, or photographed, the way a
 * customer's upload often arrives. Rasterising uses poppler's `pdftoppm` (a corpus-tool dependency,
 * not one of bvs); the degradations are corpus-degrade's, seeded by the derived entry's id.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { degrade, seededRng, type Degradation, type Rng } from './corpus-degrade';

/** Packs page images (JPEG) into a PDF, each page sized for `dpi`: what a scanner's "scan to PDF" makes. */
export async function imagesToPdf(jpegs: Buffer[], dpi: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setProducer('corpus scanner');
  // Fixed dates: the same pages make the same bytes.
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  for (const jpeg of jpegs) {
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([(image.width * 72) / dpi, (image.height * 72) / dpi]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

async function rasterise(bytes: Buffer, dpi: number): Promise<Buffer[]> {
  if (bytes.subarray(0, 4).toString('latin1') !== '%PDF') return [await sharp(bytes).png().toBuffer()];
  const dir = mkdtempSync(join(tmpdir(), 'corpus-derive-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'in.pdf'), join(dir, 'p')]);
    return readdirSync(dir)
      .filter((n) => n.startsWith('p') && n.endsWith('.png'))
      .sort()
      .map((n) => readFileSync(join(dir, n)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);

export const SCAN = (rng: Rng): Degradation => ({
  rotate: between(rng, -1.5, 1.5),
  noise: between(rng, 3, 8),
  blur: between(rng, 0, 0.6),
  paper: between(rng, 238, 252),
  jpegQuality: Math.round(between(rng, 60, 80)),
});

export const PHOTO = (rng: Rng): Degradation => ({
  perspective: between(rng, 0.03, 0.07),
  rotate: between(rng, -4, 4),
  shadow: between(rng, 0.25, 0.5),
  blur: between(rng, 0.6, 1.3),
  noise: between(rng, 3, 7),
  background: Math.round(between(rng, 60, 120)),
  paper: between(rng, 225, 245),
  jpegQuality: Math.round(between(rng, 65, 85)),
});

/** `scan`: every page at 150 dpi, degraded like a sheet-fed scanner, as an image PDF. `photo`: the first page photographed. */
export async function deriveCopy(bytes: Buffer, transform: string, seed: string): Promise<Buffer> {
  const rng = seededRng(seed);
  if (transform === 'scan') {
    const pages = await rasterise(bytes, 150);
    const jpegs: Buffer[] = [];
    for (const page of pages) jpegs.push(await degrade(page, SCAN(rng), rng));
    return imagesToPdf(jpegs, 150);
  }
  if (transform === 'photo') {
    const [first] = await rasterise(bytes, 150);
    return degrade(first!, PHOTO(rng), rng);
  }
  throw new Error(`unknown transform ${transform}`);
}
