import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { aVerification } from './helpers/builders';
import { CompletionWatcher, realCsf, upload } from './helpers/documents';
import { scannedPdf } from './helpers/scans';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

// OCR and app start-up on a shared 2-core machine: generous limits, the assertions bound the times that matter.
jest.setTimeout(300_000);

// Each bad file goes to its own item of one verification, next to a good document that must still be read.
let t: TestApp;
let a: TestAccount;
let watcher: CompletionWatcher;

beforeAll(async () => {
  t = await startTestApp({ OCR_WORKERS: '1' });
  a = await t.createAccount();
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
});
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

/** 500 pages of nothing: small as a file, long as a document. */
async function manyPages(count: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < count; i++) pdf.addPage([612, 792]);
  return pdf.save();
}

/** A PNG's chunk: length, type, data and CRC-32. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid PNG header declaring 20000×20000 RGB pixels (1.2 GB decoded), followed
 * by the first rows only, so the file is a few hundred bytes. Whoever decodes it pays; bvs must not.
 */
function pngBomb(): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc(4 * (1 + 20000 * 3)), { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A real (decodable) image one pixel wide and 800 high. */
function sliver(): Uint8Array {
  const png = new PNG({ width: 1, height: 800 });
  png.data.fill(255);
  return new Uint8Array(PNG.sync.write(png));
}

/** A picture of a cat (drawn: fur-coloured shapes, eyes, whiskers, with photo-like grain), and no document. */
async function cat(): Promise<Uint8Array> {
  const canvas = createCanvas(900, 700);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, 700);
  sky.addColorStop(0, '#8fb3d9');
  sky.addColorStop(1, '#4d6b3c');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 900, 700);
  ctx.fillStyle = '#d98a3a';
  ctx.beginPath();
  ctx.ellipse(450, 480, 230, 160, 0, 0, Math.PI * 2); // body
  ctx.fill();
  ctx.beginPath();
  ctx.arc(450, 260, 130, 0, Math.PI * 2); // head
  ctx.fill();
  for (const side of [-1, 1]) {
    ctx.beginPath(); // ears
    ctx.moveTo(450 + side * 110, 200);
    ctx.lineTo(450 + side * 70, 90);
    ctx.lineTo(450 + side * 30, 150);
    ctx.fill();
  }
  ctx.fillStyle = '#2e7d32';
  for (const x of [400, 500]) {
    ctx.beginPath();
    ctx.ellipse(x, 240, 18, 28, 0, 0, Math.PI * 2); // eyes
    ctx.fill();
  }
  ctx.strokeStyle = '#f5f5f5';
  ctx.lineWidth = 3;
  for (const dy of [-12, 0, 12]) {
    for (const side of [-1, 1]) {
      ctx.beginPath(); // whiskers
      ctx.moveTo(450 + side * 40, 300 + dy);
      ctx.lineTo(450 + side * 170, 290 + dy * 2);
      ctx.stroke();
    }
  }
  const pixels = ctx.getImageData(0, 0, 900, 700);
  let seed = 7;
  for (let i = 0; i < pixels.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 41) - 20;
    for (let c = 0; c < 3; c++) pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c]! + grain));
  }
  ctx.putImageData(pixels, 0, 0);
  return new Uint8Array(await canvas.encode('jpeg', 85));
}

describe('bad input ends in a clear item error, in bounded time, and the other documents are read', () => {
  it('a 500-page PDF, a PNG bomb, a 1-pixel-wide image, a cat, blank pages, next to a real CSF', async () => {
    const files: [string, Uint8Array, string][] = [
      ['csf.pdf', realCsf(), 'good'],
      ['acta-500.pdf', await manyPages(500), 'pages'],
      ['bomba.png', pngBomb(), 'bomb'],
      ['tira.png', sliver(), 'sliver'],
      ['gato.jpg', await cat(), 'cat'],
      ['en-blanco.pdf', await scannedPdf([[], [], []]), 'blank'],
      ['una-en-blanco.pdf', await scannedPdf([[]]), 'blank1'],
    ];
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ tax_id: 'OSI220401JP1', items: files.map(() => ({ type: 'generic' })) }),
      })
    ).body;
    const ids: Record<string, number> = {};
    const started = Date.now();
    for (const [i, [name, bytes, key]] of files.entries()) {
      ids[key] = v.items[i].id;
      const res = await upload(t, a.apiKey, v.items[i].id, bytes, name);
      expect(res.status).toBeLessThan(300);
    }
    await watcher.completed(Object.values(ids), 180000);
    const elapsed = Date.now() - started;
    const item = async (key: string) =>
      (await t.request('GET', `/verification-items/${ids[key]}`, { key: a.apiKey })).body;

    expect(await item('good')).toMatchObject({
      item_type: 'csf_mx',
      item_status: 'complete',
      item_error: null,
    });
    expect(await item('pages')).toMatchObject({ item_status: 'complete', item_error: 'too_many_pages' });
    expect(await item('bomb')).toMatchObject({ item_status: 'complete', item_error: 'image_too_large' });
    expect(await item('sliver')).toMatchObject({ item_status: 'complete', item_error: 'no_text_found' });
    expect(await item('blank')).toMatchObject({ item_status: 'complete', item_error: 'no_text_found' });
    expect(await item('blank1')).toMatchObject({ item_status: 'complete', item_error: 'no_text_found' });
    // A picture of no document: nothing legible, or text that classifies as no document type.
    const catItem = await item('cat');
    expect(catItem.item_status).toBe('complete');
    expect(
      catItem.item_error === 'no_text_found' || catItem.item_internal_status === 'classification_failed',
    ).toBe(true);
    expect(elapsed).toBeLessThan(180000);
  });

  it('refuses the 500-page PDF before reading a page, in seconds', async () => {
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ items: [{ type: 'generic' }] }),
      })
    ).body;
    const id = v.items[0].id;
    const started = Date.now();
    await watcher.completedAfter([id], () => upload(t, a.apiKey, id, manyPagesCached!, 'acta-500.pdf'));
    expect(Date.now() - started).toBeLessThan(20000);
    const file = await t.gql(
      a.apiKey,
      `{ verificationItem(id: "${id}") { itemError file { status error } } }`,
    );
    expect(file.body.data.verificationItem).toEqual({
      itemError: 'too_many_pages',
      file: { status: 'failed', error: 'too_many_pages' },
    });
  });
});

let manyPagesCached: Uint8Array | null = null;
beforeAll(async () => {
  manyPagesCached = await manyPages(500);
});
