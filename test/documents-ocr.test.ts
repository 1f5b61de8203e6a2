import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aVerification } from './helpers/builders';
import { CompletionWatcher, readFixture, realCsf, upload } from './helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

// The default configuration: no private-network targets, so the SSRF guard is on.
let t: TestApp;
let a: TestAccount;
let watcher: CompletionWatcher;
let local: Server;
let hits = 0;

beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount();
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
  local = createServer((_req, res) => {
    hits++;
    res.end(Buffer.from(realCsf()));
  });
  await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  await watcher.close();
  await new Promise((r) => local.close(r));
  await t.stop();
});

const createWith = async (items: unknown[], taxId = 'CEN2001011EA') =>
  (
    await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ tax_id: taxId, items }),
    })
  ).body;
const item = async (id: number) =>
  (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;

describe('scanned documents', () => {
  it('reads a scanned CSF (a PDF with no text layer) by OCR and marks its fields as read by OCR', async () => {
    const v = await createWith([{ type: 'generic' }]);
    const id = v.items[0].id;
    await upload(t, a.apiKey, id, readFixture('files/scanned-csf.pdf'), 'escaneo.pdf');
    await watcher.completed([id]);
    const done = await item(id);
    expect(done).toMatchObject({ item_type: 'csf_mx', item_error: null });
    expect(done.item_value.pages).toEqual([expect.objectContaining({ page: 1, method: 'ocr' })]);
    expect(done.item_value.fields['tax.business_tax_id']).toMatchObject({
      value: 'CEN2001011EA',
      source: { page: 1, information_source: 'ocr' },
    });
  });

  it('classifies a photographed INE as person_id and reads its CURP', async () => {
    const v = await createWith([{ type: 'generic' }]);
    const id = v.items[0].id;
    await upload(t, a.apiKey, id, readFixture('files/scanned-ine.jpg'), 'ine.jpg');
    await watcher.completed([id]);
    const done = await item(id);
    expect(done.item_type).toBe('person_id');
    expect(done.item_value.fields['person.curp'].value).toBe('BOXW310820HNERXN09');
    expect(done.validation_result.checks).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'curp_check_digit', result: 'pass' })]),
    );
  });
});

describe('the SSRF guard on file_url', () => {
  it('never fetches a loopback address: the item ends with get_input_file_info_failed', async () => {
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/csf.pdf`;
    const v = await createWith([{ type: 'csf_mx', options: { file_url: url } }]);
    await watcher.completed([v.items[0].id]);
    expect(await item(v.items[0].id)).toMatchObject({
      item_status: 'complete',
      item_error: 'get_input_file_info_failed',
      original_file_url: null,
    });
    expect(hits).toBe(0);
  });
});
