import { sql } from 'kysely';
import pino from 'pino';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { processPage } from '../src/domain/documents/pages';
import { processFile } from '../src/domain/documents/processing.service';
import { createDocumentReader } from '../src/infra/documents/reader';
import { aVerification } from './helpers/builders';
import { CompletionWatcher, upload } from './helpers/documents';
import { deedPage, scannedPdf } from './helpers/scans';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';
import { Subscriber } from './helpers/ws';

// OCR and app start-up on a shared 2-core machine: generous limits, the assertions bound the times that matter.
jest.setTimeout(300_000);

/** A logger that keeps what it logs, to see which instance read which page. */
function recordingLogger() {
  const lines: { msg: string; fileId?: string; page?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return {
    logger,
    pagesRead: (fileId: string) => lines.filter((l) => l.msg === 'document page read' && l.fileId === fileId),
  };
}

const deed = (total: number) => scannedPdf(Array.from({ length: total }, (_, i) => deedPage(i + 1, total)));

describe('a scanned document read as page jobs by two instances on one database', () => {
  let t: TestApp;
  let b: App;
  let a: TestAccount;
  let watcher: CompletionWatcher;
  const logA = recordingLogger();
  const logB = recordingLogger();

  beforeAll(async () => {
    t = await startTestApp({ OCR_WORKERS: '1' }, { logger: logA.logger });
    b = await createApp(loadConfig(t.env), { database: t.app.database, logger: logB.logger });
    a = await t.createAccount();
    watcher = new CompletionWatcher(t, a.apiKey);
    await watcher.ready();
  });
  afterAll(async () => {
    await watcher.close();
    await b.stop();
    await t.stop();
  });

  it('reads each page once, on either instance, shows the progress and completes the item', async () => {
    const progress = new Subscriber(`${t.url.replace('http', 'ws')}/graphql`, { 'x-api-key': a.apiKey });
    try {
      await progress.acked;
      progress.subscribe(
        'subscription { verificationEvents(eventNames: ["verification_item.pages_read"]) { eventName itemId data } }',
      );
      const v = (
        await t.request('POST', '/verifications', {
          key: a.apiKey,
          body: aVerification({ items: [{ type: 'generic' }] }),
        })
      ).body;
      const id = v.items[0].id;
      await upload(t, a.apiKey, id, await deed(4), 'acta.pdf');

      // The plan reports 0 of 4 at once; the item's file says the same through GraphQL meanwhile.
      await progress.waitFor(1, 30000);
      expect(progress.values[0].verificationEvents).toMatchObject({
        eventName: 'verification_item.pages_read',
        itemId: String(id),
        data: { pages_total: 4, pages_done: expect.any(Number) },
      });
      const during = await t.gql(
        a.apiKey,
        `{ verificationItem(id: "${id}") { file { pagesDone pagesTotal } } }`,
      );
      expect(during.body.data.verificationItem.file.pagesTotal).toBe(4);

      await watcher.completed([id], 120000);
      const done = (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
      expect(done).toMatchObject({ item_status: 'complete', item_error: null });
      expect(done.item_value.progress).toBeUndefined();
      expect(done.item_value.pages.map((p: { page: number; method: string }) => [p.page, p.method])).toEqual([
        [1, 'ocr'],
        [2, 'ocr'],
        [3, 'ocr'],
        [4, 'ocr'],
      ]);
      const after = await t.gql(
        a.apiKey,
        `{ verificationItem(id: "${id}") { file { id pagesDone pagesTotal pageCount } } }`,
      );
      const file = after.body.data.verificationItem.file;
      expect(file).toMatchObject({ pagesDone: 4, pagesTotal: 4, pageCount: 4 });

      // Every page read exactly once, the four shared by the two instances.
      const a1 = logA.pagesRead(file.id).map((l) => l.page);
      const b1 = logB.pagesRead(file.id).map((l) => l.page);
      expect([...a1, ...b1].sort()).toEqual([1, 2, 3, 4]);
      expect(a1.length).toBeGreaterThan(0);
      expect(b1.length).toBeGreaterThan(0);
    } finally {
      await progress.close();
    }
  });
});

describe('page jobs run twice, late, or for a replaced file', () => {
  // An API-only instance runs no jobs: each job is run here by hand, in the order a test wants.
  let t: TestApp;
  let a: TestAccount;
  const reader = createDocumentReader({ ocrWorkers: 1 });

  beforeAll(async () => {
    t = await startTestApp({}, { role: 'api' });
    a = await t.createAccount();
  });
  afterAll(async () => {
    await reader.stop();
    await t.stop();
  });

  const fileOf = async (itemId: number) => {
    const row = await t.app.deps.db
      .selectFrom('verification_items')
      .innerJoin('item_files', 'item_files.id', 'verification_items.file_id')
      .select(['item_files.id', 'item_files.status', 'item_files.pages_done', 'item_files.pages_total'])
      .where('verification_items.id', '=', itemId)
      .executeTakeFirstOrThrow();
    return row;
  };
  const pageRows = (fileId: string) =>
    t.app.deps.db
      .selectFrom('document_pages')
      .selectAll()
      .where('file_id', '=', fileId)
      .orderBy('page')
      .execute();

  it('a page stored twice counts once, and only the last page finishes the document', async () => {
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ items: [{ type: 'generic' }] }),
      })
    ).body;
    const id = v.items[0].id;
    await upload(t, a.apiKey, id, await deed(3), 'acta.pdf');
    const { id: fileId } = await fileOf(id);
    const deps = t.app.deps;

    await processFile(deps, reader, fileId); // plans: three pages to OCR, three page jobs
    expect((await pageRows(fileId)).map((p) => p.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await fileOf(id)).toMatchObject({ status: 'received', pages_done: 0, pages_total: 3 });
    const item = (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
    expect(item.item_value.progress).toEqual({ pages_done: 0, pages_total: 3 });

    await processFile(deps, reader, fileId); // the document job again: still waiting for its pages
    await processPage(deps, reader, { fileId, page: 2 });
    await processPage(deps, reader, { fileId, page: 2 }); // a duplicate run of the same job
    expect(await fileOf(id)).toMatchObject({ status: 'received', pages_done: 1 });
    expect((await pageRows(fileId)).map((p) => [p.status, p.attempts])).toEqual([
      ['pending', 0],
      ['done', 1],
      ['pending', 0],
    ]);

    await Promise.all([
      processPage(deps, reader, { fileId, page: 1 }),
      processPage(deps, reader, { fileId, page: 3 }),
    ]);
    expect(await fileOf(id)).toMatchObject({ status: 'received', pages_done: 3 });
    // The last page queued the document job once; running it assembles and completes the item.
    await processFile(deps, reader, fileId);
    await processFile(deps, reader, fileId); // and a duplicate of it changes nothing
    expect(await fileOf(id)).toMatchObject({ status: 'processed', pages_done: 3, pages_total: 3 });
    const done = (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
    expect(done.item_status).toBe('complete');
    expect(done.item_value.pages).toHaveLength(3);
    expect(done.item_value.progress).toBeUndefined();
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'documents' and data->>'fileId' = ${fileId}`.execute(
      deps.db,
    );
    expect(rows[0]!.n).toBe(2); // the upload's job and the one queued by the last page
  });

  it('a page job of a file replaced meanwhile reads nothing', async () => {
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ items: [{ type: 'generic' }] }),
      })
    ).body;
    const id = v.items[0].id;
    await upload(t, a.apiKey, id, await deed(3), 'acta.pdf');
    const { id: oldFile } = await fileOf(id);
    await processFile(t.app.deps, reader, oldFile);
    await upload(t, a.apiKey, id, await deed(4), 'acta-completa.pdf');

    await processPage(t.app.deps, reader, { fileId: oldFile, page: 1 });
    expect((await pageRows(oldFile)).map((p) => [p.status, p.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
    const old = await t.app.deps.db
      .selectFrom('item_files')
      .select('status')
      .where('id', '=', oldFile)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('superseded');
  });

  it('a page that keeps failing fails the item with its error once its attempts are spent', async () => {
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ items: [{ type: 'generic' }] }),
      })
    ).body;
    const id = v.items[0].id;
    await upload(t, a.apiKey, id, await deed(3), 'acta.pdf');
    const { id: fileId } = await fileOf(id);
    const deps = t.app.deps;
    await processFile(deps, reader, fileId);
    const timingOut = {
      ...reader,
      readPage: async () => {
        throw Object.assign(new Error('OCR took over 60000 ms'), { code: 'ocr_failed' });
      },
    };
    // The queue retries a throwing page job; the last attempt records the page as failed instead.
    await expect(processPage(deps, timingOut, { fileId, page: 2 })).rejects.toThrow('OCR took over');
    await expect(processPage(deps, timingOut, { fileId, page: 2 })).rejects.toThrow('OCR took over');
    await processPage(deps, timingOut, { fileId, page: 2 });
    expect((await pageRows(fileId))[1]).toMatchObject({ status: 'failed', error: 'ocr_failed', attempts: 3 });

    await processFile(deps, reader, fileId);
    const failed = (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
    expect(failed).toMatchObject({ item_status: 'complete', item_error: 'ocr_failed' });
    expect(failed.item_value.progress).toBeUndefined();
    // The other pages' jobs, run late, read nothing more.
    await processPage(deps, reader, { fileId, page: 1 });
    expect((await pageRows(fileId))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
