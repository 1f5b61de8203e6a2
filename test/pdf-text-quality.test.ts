import { readFileSync } from 'node:fs';
import { hasTextLayer, openPdf } from '../src/infra/documents/pdf';
import { textQuality } from '../src/infra/documents/text-quality';
import { sharedFixture } from './helpers/fixtures';

/** The real CSF's text layer, both pages. */
let csf: string[];
beforeAll(async () => {
  const pdf = await openPdf(readFileSync(sharedFixture('fixtures/csf/osi220401jp1.pdf')));
  try {
    csf = [await pdf.pageText(1), await pdf.pageText(2)];
  } finally {
    await pdf.close();
  }
});

/**
 * What pdf.js extracts from a bitmap (Type 3) font whose character codes are assigned in order of first
 * appearance: each distinct character becomes the next code from `first` (here as printable symbols,
 * letters or private-use characters).
 */
function recoded(text: string, first: number): string {
  const codes = new Map<string, string>();
  return [...text]
    .map((c) => {
      if (/\s/.test(c)) return c;
      if (!codes.has(c)) codes.set(c, String.fromCodePoint(first + codes.size));
      return codes.get(c)!;
    })
    .join('');
}

/** A substitution of letters (a font whose codes map every letter to another). */
function substituted(text: string): string {
  const from = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const to = 'qwxzjkvbnmplrtshgfdcyauieoQWXZJKVBNMPLRTSHGFDCYAUIEO';
  return text.replace(/[a-zA-Z]/g, (c) => to[from.indexOf(c)]!);
}

describe('a text layer that reads as text', () => {
  it('passes for the real CSF pages, for Spanish and English prose and for a page of figures', () => {
    for (const page of csf) expect(hasTextLayer(page)).toBe(true);
    expect(
      hasTextLayer(
        'ANTE MÍ, LICENCIADO ROBERTO HOFFMANN ELIZALDE, NOTARIO PÚBLICO NÚMERO TREINTA Y CUATRO DEL ESTADO',
      ),
    ).toBe(true);
    expect(hasTextLayer('The company was incorporated under the laws of Mexico on March 3rd, 2015.')).toBe(
      true,
    );
    expect(
      hasTextLayer(
        '01/03/2024   TRASPASO SPEI   12,500.00   45,210.33\n02/03/2024   COMISION   15.00   45,195.33',
      ),
    ).toBe(true);
  });

  it('fails for the CSF text recoded the way bitmap fonts are: symbols, private-use codes, other letters', () => {
    for (const page of csf) {
      expect(hasTextLayer(recoded(page, 0x21))).toBe(false); // ! " # $ % & …
      expect(hasTextLayer(recoded(page, 0xe000))).toBe(false); // private use area
      expect(hasTextLayer(recoded(page, 0x01))).toBe(false); // control characters
      expect(hasTextLayer(substituted(page))).toBe(false);
    }
  });

  it('fails for too little text, and scores real text well above garbage', () => {
    expect(hasTextLayer('Página 1')).toBe(false);
    expect(textQuality(csf[0]!)).toBeGreaterThan(0.8);
    expect(textQuality(substituted(csf[0]!))).toBeLessThan(0.5);
  });
});
