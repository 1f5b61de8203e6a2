import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { csfQrUrl, withQrCode } from './csf-scan';
import { sharedFixture } from './fixtures';
import type { TestApp } from './test-app';
import { Subscriber } from './ws';

export const fixturePath = (name: string) => path.join(__dirname, '..', 'fixtures', name);
export const readFixture = (name: string) => new Uint8Array(readFileSync(fixturePath(name)));

export const realCsf = () => new Uint8Array(readFileSync(sharedFixture('fixtures/csf/osi220401jp1.pdf')));

/**
 * A text PDF (a real text layer, Helvetica) from pages of text, as a digital document would be:
 * `\f` separates pages in the text fixtures.
 */
export async function textPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const pageText of text.split('\f')) {
    const lines = pageText.split('\n').flatMap((l) => wrap(l, 150));
    for (let start = 0; start < lines.length || start === 0; start += 60) {
      const page = pdf.addPage([612, 792]);
      lines.slice(start, start + 60).forEach((line, i) => {
        // Runs 3+ spaces apart are drawn at their own column, as a real statement's cells are.
        for (const run of line.matchAll(/\S+(?: {1,2}\S+)*/g)) {
          const text = run[0].replace(/[^\x20-\xFF]/g, ' ');
          page.drawText(text, { x: 30 + run.index * 3.6, y: 760 - i * 12, size: 6.5, font });
        }
      });
      if (lines.length === 0) break;
    }
  }
  return pdf.save();
}

function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width) > 20 ? rest.lastIndexOf(' ', width) : width;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  out.push(rest);
  return out;
}

export const textFixturePdf = (name: string) =>
  textPdf(readFileSync(fixturePath(`documents/${name}`), 'utf8'));

/** Sends a document as multipart to `POST /verification-items/{id}/file`. */
export async function upload(
  t: TestApp,
  key: string | { token: string },
  itemId: number,
  bytes: Uint8Array,
  fileName = 'document.pdf',
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const headers: Record<string, string> =
    typeof key === 'string' ? { 'x-api-key': key } : { 'x-access-token': key.token };
  const res = await fetch(`${t.url}/verification-items/${itemId}/file`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** Waits for items to complete, through the account's live events (no polling, no sleeps). */
export class CompletionWatcher {
  private readonly sub: Subscriber;
  constructor(t: TestApp, apiKey: string) {
    this.sub = new Subscriber(`${t.url.replace('http', 'ws')}/graphql`, { 'x-api-key': apiKey }).subscribe(
      `subscription { verificationEvents(eventNames: ["verification_item.v2.completed"]) { itemId data } }`,
    );
  }
  ready = () => this.sub.acked;

  private count(id: string): number {
    return this.sub.values.filter((v) => String(v.verificationEvents.itemId) === id).length;
  }

  /** Resolves once each item has completed at least once (in any order). */
  completed(itemIds: number[], timeoutMs = 60000): Promise<void> {
    return this.waitFor(new Map(itemIds.map((id) => [String(id), 1])), timeoutMs);
  }

  /** Runs an action that (re)starts processing, then waits for each item's next completion. */
  async completedAfter<T>(itemIds: number[], action: () => Promise<T>, timeoutMs = 60000): Promise<T> {
    const want = new Map(itemIds.map((id) => [String(id), this.count(String(id)) + 1]));
    const result = await action();
    await this.waitFor(want, timeoutMs);
    return result;
  }

  private async waitFor(want: Map<string, number>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (![...want].every(([id, n]) => this.count(id) >= n)) {
      await this.sub.waitFor(this.sub.values.length + 1, Math.max(1, deadline - Date.now()));
    }
  }

  close = () => this.sub.close();
}

const MONTHS_ES = [
  'ENERO',
  'FEBRERO',
  'MARZO',
  'ABRIL',
  'MAYO',
  'JUNIO',
  'JULIO',
  'AGOSTO',
  'SEPTIEMBRE',
  'OCTUBRE',
  'NOVIEMBRE',
  'DICIEMBRE',
];

/**
 * The synthetic CSF of COMERCIALIZADORA EJEMPLO DEL NORTE (CEN2001011EA), issued `daysAgo` days ago, with
 * the SAT's validation QR code a genuine one carries (`qr: false` leaves it out, as a forgery would).
 */
export async function syntheticCsf(daysAgo = 3, opts: { qr?: boolean } = {}): Promise<Uint8Array> {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const text = readFileSync(fixturePath('documents/csf-cen.txt'), 'utf8')
    .replace(/\{\{DAY\}\}/g, dd)
    .replace(/\{\{DD\}\}/g, dd)
    .replace(/\{\{MM\}\}/g, mm)
    .replace(/\{\{MONTH\}\}/g, MONTHS_ES[d.getUTCMonth()]!)
    .replace(/\{\{YEAR\}\}/g, String(d.getUTCFullYear()))
    .replace('Actividades Económicas:\nPágina', 'Actividades Económicas:\n\fPágina');
  const pdf = await textPdf(text);
  return opts.qr === false ? pdf : withQrCode(pdf, csfQrUrl('20000000002', 'CEN2001011EA'));
}
