import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processFile } from '../src/domain/documents/processing.service';
import { createDocumentReader } from '../src/infra/documents/reader';
import { aFlow, aVerification, RFC } from './helpers/builders';
import { outboxOf } from './helpers/outbox';
import { CompletionWatcher, readFixture, realCsf, upload } from './helpers/documents';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
let watcher: CompletionWatcher;
let files: Server;
let filesUrl: string;
const served: Record<string, { status: number; body?: Uint8Array; location?: string }> = {};

beforeAll(async () => {
  t = await startTestApp({ ALLOW_PRIVATE_NETWORK: 'true', MAX_FILE_BYTES: String(2 * 1024 * 1024) });
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
  await t.request('POST', '/account-flows', { key: a.apiKey, body: aFlow({ id_slug: 'kyb-mx' }) });
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
  files = createServer((req, res) => {
    const entry = served[req.url ?? ''] ?? { status: 404 };
    if (entry.location) res.setHeader('location', entry.location);
    res.statusCode = entry.status;
    res.end(entry.body ? Buffer.from(entry.body) : undefined);
  });
  await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  served['/csf.pdf'] = { status: 200, body: realCsf() };
  served['/moved'] = { status: 302, location: '/csf.pdf' };
  served['/loop'] = { status: 302, location: '/loop' };
  served['/big.pdf'] = { status: 200, body: new Uint8Array(3 * 1024 * 1024).fill(65) };
  served['/zip'] = { status: 200, body: readFixture('files/not-a-document.zip') };
});
afterAll(async () => {
  await watcher.close();
  await new Promise((r) => files.close(r));
  await t.stop();
});

const newVerification = async (overrides: Record<string, unknown> = {}, key = a.apiKey) =>
  (
    await t.request('POST', '/verifications', {
      key,
      body: aVerification({ flow_id: 'kyb-mx', tax_id: RFC.other, ...overrides }),
    })
  ).body;
const slot = (v: any, key: string) => v.items.find((i: any) => i.requirement_key === key);
const item = async (id: number, key = a.apiKey) =>
  (await t.request('GET', `/verification-items/${id}`, { key })).body;
const rowCounts = async () => ({
  files: Number(
    (
      await t.app.deps.db
        .selectFrom('item_files')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  blobs: Number(
    (
      await t.app.deps.db
        .selectFrom('blobs')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('uploading a document to an item', () => {
  it('stores the file by content, queues it, and completes the item with the extracted CSF', async () => {
    const v = await newVerification();
    const csf = slot(v, 'doc_1');
    const res = await upload(t, a.apiKey, csf.id, realCsf(), 'constancia.pdf');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      id: csf.id,
      item_status: 'pending',
      item_internal_status: 'processing',
    });
    expect(res.body.original_file_url).toMatch(/\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    expect((await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey })).body.documents_status).toBe(
      'partial_upload',
    );

    await watcher.completed([csf.id]);
    const done = await item(csf.id);
    expect(done).toMatchObject({ item_status: 'complete', item_type: 'csf_mx', item_error: null });
    expect(done.item_value.fields['tax.business_tax_id']).toMatchObject({
      value: 'OSI220401JP1',
      source: { page: 1, information_source: 'document' },
    });
    expect(done.item_value.fields['tax.business_tax_id'].source.text).toContain('OSI220401JP1');
    expect(done.item_value.fields['address.post_code'].value).toBe('76100');
    expect(done.validation_result.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'rfc_matches_verification', result: 'pass' }),
        expect.objectContaining({ code: 'qr_validation', result: 'pass' }),
        // The public fixture was issued in August 2023: older than the default 90 days.
        expect.objectContaining({ code: 'document_age', result: 'fail' }),
      ]),
    );
    expect(done.item_internal_status).toBe('validation_failed');
  });

  it('serves the original file through its signed link, and refuses a tampered or expired one', async () => {
    const v = await newVerification();
    const res = await upload(t, a.apiKey, slot(v, 'doc_1').id, realCsf());
    const link = new URL(res.body.original_file_url);
    const got = await fetch(link);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(realCsf()))).toBe(true);

    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60));
    expect((await fetch(tampered)).status).toBe(403);

    const fileId = link.pathname.split('/').pop()!;
    const past = Math.floor(Date.now() / 1000) - 10;
    const signature = t.app.deps.secrets.signLink(`files/${fileId}:${past}`);
    const expired = await t.request('GET', `/files/${fileId}?expires=${past}&signature=${signature}`);
    expectErrorBody(expired, 403, 'FORBIDDEN');
  });

  it('accepts the end client’s access token, and refuses another verification’s token', async () => {
    const v = await newVerification();
    const other = await newVerification();
    const mine = await upload(t, { token: v.access_token }, slot(v, 'doc_1').id, realCsf());
    expect(mine.status).toBe(202);
    const foreign = await upload(t, { token: other.access_token }, slot(v, 'doc_2').id, realCsf());
    expect(foreign.status).toBe(401);
  });

  it('answers 404 for another account’s item and changes nothing', async () => {
    const v = await newVerification();
    const before = await rowCounts();
    const res = await upload(t, b.apiKey, slot(v, 'doc_1').id, realCsf());
    expectErrorBody(res, 404, 'NOT_FOUND');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses by content what it cannot read, an empty file, a missing part and an oversized file, writing nothing', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    const before = await rowCounts();
    const zip = await upload(t, a.apiKey, id, readFixture('files/not-a-document.zip'), 'looks-like.pdf');
    expectErrorBody(zip, 400, 'unsupported_file_type');
    expectErrorBody(await upload(t, a.apiKey, id, new Uint8Array(0)), 400, 'VALIDATION_ERROR');
    const noPart = await fetch(`${t.url}/verification-items/${id}/file`, {
      method: 'POST',
      headers: { 'x-api-key': a.apiKey },
      body: new FormData(),
    });
    expect(noPart.status).toBe(400);
    const big = await upload(t, a.apiKey, id, new Uint8Array(2 * 1024 * 1024 + 1));
    expectErrorBody(big, 413, 'PAYLOAD_TOO_LARGE');
    const ubos = v.items.find((i: any) => i.item_type === 'ubos');
    expectErrorBody(await upload(t, a.apiKey, ubos.id, realCsf()), 400, 'VALIDATION_ERROR');
    expect(await rowCounts()).toEqual(before);
    expect((await item(id)).item_internal_status).toBe('pending_validation');
  });

  it('detects the type by content, not by name: a PNG called .pdf is read as an image', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    await upload(t, a.apiKey, id, readFixture('files/photo-named.pdf'), 'scan.pdf');
    const file = await t.app.deps.db
      .selectFrom('item_files')
      .selectAll()
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(file.mime_type).toBe('image/png');
    await watcher.completed([id]);
  });

  it('flags the same file uploaded twice in one verification as a duplicate', async () => {
    const v = await newVerification();
    const first = slot(v, 'doc_1').id;
    const second = slot(v, 'extra_1').id;
    await upload(t, a.apiKey, first, realCsf());
    await upload(t, a.apiKey, second, realCsf());
    await watcher.completed([first, second]);
    const dup = await item(second);
    expect(dup.item_value.duplicate_of_item_id).toBe(first);
    expect(dup.validation_result.checks).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'duplicate_document', result: 'fail' })]),
    );
    expect((await item(first)).item_value.duplicate_of_item_id).toBeUndefined();
  });
});

describe('running a document job more than once', () => {
  it('completes the item once however many runs race for its file', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    await upload(t, a.apiKey, id, realCsf());
    const { file_id: fileId } = await t.app.deps.db
      .selectFrom('verification_items')
      .select('file_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const reader = createDocumentReader({});
    try {
      // Two extra runs of the same job beside the app's own worker (a retry, a duplicate delivery).
      await Promise.all([processFile(t.app.deps, reader, fileId!), processFile(t.app.deps, reader, fileId!)]);
      await watcher.completed([id]);
      await processFile(t.app.deps, reader, fileId!);
    } finally {
      await reader.stop();
    }
    const completions = (await outboxOf(t.app, v.id)).filter(
      (e) => e.itemId === id && e.name === 'verification_item.v2.completed',
    );
    expect(completions).toHaveLength(1);
  });
});

describe('password-protected PDFs', () => {
  it('ends with password_protected_pdf without a password, invalid_file_password with a wrong one, and is read with the right one', async () => {
    const v = await newVerification({ tax_id: RFC.other });
    const protectedPdf = readFixture('files/protected.pdf');
    const [none, wrong, right] = [slot(v, 'doc_1').id, slot(v, 'doc_2').id, slot(v, 'extra_1').id];
    await upload(t, a.apiKey, none, protectedPdf);
    await upload(t, a.apiKey, wrong, protectedPdf, 'x.pdf', { file_password: 'nope' });
    await upload(t, a.apiKey, right, protectedPdf, 'x.pdf', { file_password: 'secreto123' });
    await watcher.completed([none, wrong, right]);
    expect(await item(none)).toMatchObject({
      item_status: 'complete',
      item_error: 'password_protected_pdf',
      item_internal_status: null,
    });
    expect((await item(wrong)).item_error).toBe('invalid_file_password');
    const opened = await item(right);
    expect(opened.item_error).not.toMatch(/password/);
    expect(JSON.stringify(opened)).not.toContain('secreto123');
  });
});

describe('options.file_url', () => {
  const withUrl = async (url: string, options: Record<string, unknown> = {}) => {
    const res = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({
        tax_id: RFC.other,
        items: [{ type: 'csf_mx', options: { file_url: url, ...options } }],
      }),
    });
    expect(res.status).toBe(201);
    return res.body.items[0];
  };

  it('fetches the file once through the guard (following redirects) and processes it', async () => {
    const it1 = await withUrl(`${filesUrl}/moved`);
    await watcher.completed([it1.id]);
    const done = await item(it1.id);
    expect(done).toMatchObject({
      item_type: 'csf_mx',
      item_error: null,
      item_internal_status: 'extraction_finished',
    });
    expect(done.item_options.file_url).toBe(`${filesUrl}/moved`);
    expect(done.original_file_url).toMatch(/\/files\//);
  });

  it('sets get_input_file_info_failed for a missing file, a redirect loop and a file over the limit', async () => {
    const items = [
      await withUrl(`${filesUrl}/missing`),
      await withUrl(`${filesUrl}/loop`),
      await withUrl(`${filesUrl}/big.pdf`),
    ];
    await watcher.completed(items.map((i) => i.id));
    for (const i of items)
      expect(await item(i.id)).toMatchObject({
        item_status: 'complete',
        item_error: 'get_input_file_info_failed',
      });
  });

  it('keeps file_password out of item_options', async () => {
    const it1 = await withUrl(`${filesUrl}/csf.pdf`, { file_password: 'secreto123' });
    expect(it1.item_options.file_password).toBeUndefined();
    await watcher.completed([it1.id]);
  });
});
