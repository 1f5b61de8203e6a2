import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createWorker } from 'tesseract.js';
import { classify } from '../src/domain/documents/classify';
import { extract } from '../src/domain/documents/processing.service';
import { encodePng } from '../src/infra/documents/ocr';
import { openPdf } from '../src/infra/documents/pdf';
import { createDocumentReader } from '../src/infra/documents/reader';
import { benchApp } from './app';
import { sharedFixture } from '../test/helpers/fixtures';

/**
 * `npm run bench -- documents`: how fast a document goes from bytes to validated fields, each figure
 * with the ratio to a baseline measured in the same run on the same machine:
 * - reading a text PDF (the real CSF: text layer with columns, QR codes) against bare pdf.js text
 *   extraction of the same pages;
 * - reading a scanned page (OCR) against calling tesseract.js directly on the page image;
 * - classification plus extraction of the CSF text (pure code);
 * - end to end through the API (upload → completed item, Postgres, one worker instance) against the
 *   reader alone, i.e. what the queue, storage and validation add.
 */

const N = Number(process.env.BENCH_DOCS ?? 30);
const csfBytes = new Uint8Array(readFileSync(sharedFixture('fixtures/csf/osi220401jp1.pdf')));
const scanned = new Uint8Array(readFileSync(path.join(__dirname, '../test/fixtures/files/scanned-csf.pdf')));

const perSecond = (count: number, ms: number) => Number(((count * 1000) / ms).toFixed(1));
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ??
  NaN;

async function timed(count: number, run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await run();
  return performance.now() - started;
}

async function barePdfText(bytes: Uint8Array): Promise<void> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  for (let p = 1; p <= doc.numPages; p++) await (await doc.getPage(p)).getTextContent();
  await doc.destroy();
}

export async function benchDocuments(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  const reader = createDocumentReader({ ocrWorkers: 1 });
  await reader.read(csfBytes);
  await barePdfText(csfBytes);

  const readerMs = await timed(N, () => reader.read(csfBytes));
  const bareMs = await timed(N, () => barePdfText(csfBytes));
  out['text PDF: reader docs/s'] = perSecond(N, readerMs);
  out['text PDF: bare pdf.js docs/s (baseline)'] = perSecond(N, bareMs);
  out['text PDF: ratio reader/baseline'] = Number((bareMs / readerMs).toFixed(2));

  const { text } = await reader.read(csfBytes);
  const pureMs = await timed(N * 10, async () => extract(classify(text).type, text));
  out['CSF classify+extract ms/doc'] = Number((pureMs / (N * 10)).toFixed(2));

  await reader.read(scanned);
  const ocrRuns = Math.max(3, Math.floor(N / 6));
  const ocrMs = await timed(ocrRuns, () => reader.read(scanned));
  const opened = await openPdf(scanned);
  const [image] = await opened.pageImages(1);
  await opened.close();
  const png = encodePng(image!);
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/spa/package.json')),
    '4.0.0_best_int',
  );
  const worker = await createWorker('spa', 1, { langPath, gzip: true, cacheMethod: 'none' });
  await worker.recognize(png);
  const tessMs = await timed(ocrRuns, () => worker.recognize(png));
  await worker.terminate();
  out['scanned page: reader ms/page'] = Math.round(ocrMs / ocrRuns);
  out['scanned page: bare tesseract ms/page (baseline)'] = Math.round(tessMs / ocrRuns);
  out['scanned page: ratio reader/baseline'] = Number((tessMs / ocrMs).toFixed(2));

  Object.assign(out, await endToEnd(readerMs / N));
  await reader.stop();
  if (process.env.BENCH_LONG_SCAN) Object.assign(out, await longScan(process.env.BENCH_LONG_SCAN));
  return out;
}

/**
 * A long scanned document (BENCH_LONG_SCAN: the path of a PDF, e.g. a 30-page scanned acta) end to end
 * with the default settings: upload → page jobs → completed item, on one instance over Postgres.
 */
export async function longScan(file: string): Promise<Record<string, number | string>> {
  const bytes = new Uint8Array(readFileSync(file));
  // Default settings, unless the run overrides the reading ones (e.g. a longer page timeout on a busy machine).
  const keys = ['OCR_WORKERS', 'OCR_PAGE_TIMEOUT_MS', 'PAGE_JOBS_MIN_OCR_PAGES', 'OCR_ENGINE'];
  const bench = await benchApp(
    Object.fromEntries(keys.flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : []))),
  );
  const { app, account: acct } = bench;
  try {
    const v = (await (
      await fetch(`${app.url}/verifications`, {
        method: 'POST',
        headers: { 'x-api-key': acct.api_key, 'content-type': 'application/json' },
        body: JSON.stringify({
          country: 'mx',
          tag: 'bench',
          tax_id: 'OSI220401JP1',
          items: [{ type: 'generic' }],
        }),
      })
    ).json()) as { items: { id: number }[] };
    const id = v.items[0]!.id;
    const form = new FormData();
    form.append('file', new Blob([bytes]), path.basename(file));
    const started = performance.now();
    await fetch(`${app.url}/verification-items/${id}/file`, {
      method: 'POST',
      headers: { 'x-api-key': acct.api_key },
      body: form,
    });
    let peakRss = process.memoryUsage().rss;
    let item: { item_status: string; item_error: string | null; item_type: string } | undefined;
    while (performance.now() - started < 900_000) {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      item = await app.deps.db
        .selectFrom('verification_items')
        .select(['item_status', 'item_error', 'item_type'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (item.item_status === 'complete') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const file_ = await app.deps.db
      .selectFrom('item_files')
      .select(['page_count', 'pages_done'])
      .where('item_id', '=', id)
      .where('status', '!=', 'superseded')
      .executeTakeFirstOrThrow();
    const pages = file_.page_count ?? file_.pages_done ?? 0;
    return {
      'long scan: pages': pages,
      'long scan: outcome':
        `${item?.item_status ?? 'timeout'} ${item?.item_type ?? ''} ${item?.item_error ?? ''}`.trim(),
      'long scan: upload → complete s': Number(seconds.toFixed(1)),
      'long scan: s/page': Number((seconds / Math.max(1, pages)).toFixed(2)),
      'long scan: peak RSS MB': Math.round(peakRss / 1e6),
    };
  } finally {
    await bench.stop();
  }
}

async function endToEnd(readerMsPerDoc: number): Promise<Record<string, number>> {
  const bench = await benchApp();
  const { app, account: acct } = bench;
  try {
    const v = (await (
      await fetch(`${app.url}/verifications`, {
        method: 'POST',
        headers: { 'x-api-key': acct.api_key, 'content-type': 'application/json' },
        body: JSON.stringify({
          country: 'mx',
          tag: 'bench',
          tax_id: 'OSI220401JP1',
          items: Array.from({ length: N }, () => ({ type: 'generic' })),
        }),
      })
    ).json()) as { items: { id: number }[] };
    const sentAt = new Map<number, number>();
    const started = performance.now();
    for (const item of v.items) {
      const form = new FormData();
      form.append('file', new Blob([csfBytes]), 'csf.pdf');
      sentAt.set(item.id, performance.now());
      await fetch(`${app.url}/verification-items/${item.id}/file`, {
        method: 'POST',
        headers: { 'x-api-key': acct.api_key },
        body: form,
      });
    }
    const done = new Map<number, number>();
    while (done.size < v.items.length && performance.now() - started < 300_000) {
      const rows = await app.deps.db
        .selectFrom('verification_items')
        .select(['id', 'completed_at'])
        .where('item_status', '=', 'complete')
        .execute();
      for (const r of rows) if (!done.has(r.id)) done.set(r.id, performance.now());
      await new Promise((r) => setTimeout(r, 10));
    }
    const total = performance.now() - started;
    const latencies = [...done].map(([id, at]) => at - sentAt.get(id)!);
    return {
      'end to end: documents completed': done.size,
      'end to end: docs/s (upload → complete)': perSecond(done.size, total),
      'end to end: latency p50 ms': Math.round(pct(latencies, 50)),
      'end to end: latency p99 ms': Math.round(pct(latencies, 99)),
      'end to end: ratio to the reader alone': Number(((readerMsPerDoc * done.size) / total).toFixed(2)),
    };
  } finally {
    await bench.stop();
  }
}
