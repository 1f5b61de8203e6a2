import { analyse, decodeGray } from '../src/infra/documents/ocr/preprocess';
import { scanPage } from './helpers/scans';

/** A 150 dpi scan of deed lines in 30 px type, each filled out to the margin by `leader`. */
function deedLines(leader: string): Promise<Uint8Array> {
  const words = ['ACTA NUMERO NOVENTA Y CINCO', 'LIBRO MIL DOSCIENTOS', 'EN LA CIUDAD DE MEXICO', 'ANTE MI'];
  return scanPage(Array.from({ length: 24 }, (_, i) => `${words[i % words.length]} ${leader}`));
}

describe('the page analysis before OCR', () => {
  it('measures the text height of a deed by its letters, not by the dash leaders that fill its lines', async () => {
    const plain = await analyse(await decodeGray({ encoded: await deedLines('') }, 40e6));
    const leaders = await analyse(await decodeGray({ encoded: await deedLines('- '.repeat(40)) }, 40e6));
    expect(plain.textHeight).toBeGreaterThan(18);
    // Without the letters-only rule the leaders, which outnumber the letters, gave a tenth of it.
    expect(leaders.textHeight! / plain.textHeight!).toBeGreaterThan(0.85);
    expect(leaders.textHeight! / plain.textHeight!).toBeLessThan(1.15);
  });
});
