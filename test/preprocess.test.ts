import { createCanvas } from '@napi-rs/canvas';
import { analyse, decodeGray } from '../src/infra/documents/ocr/preprocess';

/** A 150 dpi page of deed lines in 30 px type, each filled out to the margin by `leader`. */
async function deedLines(leader: string): Promise<Uint8Array> {
  const canvas = createCanvas(1275, 1650);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.font = '30px "DejaVu Sans"';
  const words = ['ACTA NUMERO NOVENTA Y CINCO', 'LIBRO MIL DOSCIENTOS', 'EN LA CIUDAD DE MEXICO', 'ANTE MI'];
  for (let i = 0; i < 24; i++) ctx.fillText(`${words[i % words.length]} ${leader}`, 110, 120 + i * 58);
  return new Uint8Array(await canvas.encode('png'));
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
