import { readFileSync } from 'node:fs';
import { aVerification } from './helpers/builders';
import { csfQrUrl, scannedCsfPng } from './helpers/csf-scan';
import { CompletionWatcher, fixturePath, syntheticCsf, textPdf, upload } from './helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

// Every document here is synthetic (COMERCIALIZADORA EJEMPLO DEL NORTE, made-up RFCs and idCIF).
const CEN = 'CEN2001011EA';
let t: TestApp;
let a: TestAccount;
let watcher: CompletionWatcher;
let misread: Buffer;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
let withoutQr: Buffer;

beforeAll(async () => {
  // Drawn before the app starts: the first drawing loads fonts for seconds, long enough for an idle
  // keep-alive connection to be closed under the next request.
  // The RFC is printed as OCR misreads it (E read as F): the QR on the same page says otherwise.
  misread = scannedCsfPng({
    printedRfc: 'CEN2001011FA',
    qr: csfQrUrl('20000000002', CEN),
    issued: daysAgo(2),
  });
  // CEN200101XM5 is a valid RFC; printed with S for its 5, as OCR confuses them.
  withoutQr = scannedCsfPng({ printedRfc: 'CEN200101XMS', qr: null, issued: daysAgo(2) });
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
}, 180_000);
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

/** A verification with one document item (`generic`: classified, extracted and validated). */
async function processed(bytes: Uint8Array, fileName: string, taxId = CEN, type = 'generic') {
  const v = (
    await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ tax_id: taxId, key_people: [], items: [{ type }] }),
    })
  ).body;
  const id: number = v.items[0].id;
  const res = await watcher.completedAfter([id], () => upload(t, a.apiKey, id, bytes, fileName), 150_000);
  expect(res.status).toBe(202);
  const item = (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
  return { v, id, item };
}

const checksOf = (item: any, code: string) =>
  item.validation_result.checks.filter((c: any) => c.code === code);

const gqlItem = async (id: number) =>
  (
    await t.gql(
      a.apiKey,
      `query ($id: ID!) { verificationItem(id: $id) {
        internalStatus reviewFields
        fields { path value confidence page informationSource ocrValue validations }
      } }`,
      { id: String(id) },
    )
  ).body.data.verificationItem;

describe('a scanned CSF whose RFC OCR misreads', () => {
  it("takes the QR code's RFC, keeps what OCR read, and is certain of it (REST, sources, GraphQL)", async () => {
    const { v, id, item } = await processed(misread, 'constancia.png');

    expect(item.item_type).toBe('csf_mx');
    const rfc = item.item_value.fields['tax.business_tax_id'];
    expect(rfc).toMatchObject({
      value: CEN,
      source: { ocr_value: 'CEN2001011FA', information_source: 'ocr', page: 1 },
    });
    expect(rfc.confidence).toBeGreaterThanOrEqual(0.99);
    expect(checksOf(item, 'qr_matches')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'tax.business_tax_id', result: 'warning', actual: 'CEN2001011FA' }),
        expect.objectContaining({ field: 'id_cif', result: 'pass' }),
      ]),
    );
    expect(checksOf(item, 'rfc_matches_verification')[0].result).toBe('pass');
    expect(checksOf(item, 'csf_qr_present')[0].result).toBe('pass');
    // Fields nothing confirms keep the OCR engine's confidence: below 1, above the review threshold.
    const name = item.item_value.fields['tax.business_name'];
    expect(name.value).toBe('COMERCIALIZADORA EJEMPLO DEL NORTE');
    expect(name.confidence).toBeGreaterThan(0.6);
    expect(name.confidence).toBeLessThan(1);
    expect(item.item_internal_status).toBe('validation_success');

    const sources = await t.request('GET', `/v2/verifications/${v.id}/sources`, { key: a.apiKey });
    expect(sources.status).toBe(200);
    const entry = sources.body.data.sources.find((s: any) => s.id === id);
    expect(entry.field_confidences['tax.business_tax_id']).toBe(rfc.confidence);
    expect(entry.field_confidences['tax.business_name']).toBe(name.confidence);

    const gql = await gqlItem(id);
    expect(gql.internalStatus).toBe('validation_success');
    expect(gql.reviewFields).toEqual([]);
    expect(gql.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'tax.business_tax_id',
          value: CEN,
          confidence: rfc.confidence,
          informationSource: 'ocr',
          ocrValue: 'CEN2001011FA',
          page: 1,
        }),
      ]),
    );
  }, 200_000);

  it('without a QR code, repairs the RFC by its check digit at a lowered confidence, and needs review', async () => {
    const { id, item } = await processed(withoutQr, 'constancia.png', 'CEN200101XM5');

    const rfc = item.item_value.fields['tax.business_tax_id'];
    expect(rfc).toMatchObject({ value: 'CEN200101XM5', source: { ocr_value: 'CEN200101XMS' } });
    expect(rfc.confidence).toBeLessThanOrEqual(0.75);
    expect(checksOf(item, 'ocr_repaired')[0]).toMatchObject({
      field: 'tax.business_tax_id',
      result: 'warning',
    });
    // On a scan a missing QR may be an unreadable one: a person looks, the item is not failed outright.
    expect(checksOf(item, 'csf_qr_present')[0]).toMatchObject({ result: 'fail', review: true });
    expect(item.item_internal_status).toBe('needs_review');
    expect(item.validation_result.passed).toBe(false);
    expect((await gqlItem(id)).reviewFields).toEqual(['qr.url']);
  }, 200_000);
});

describe('text-layer CSFs', () => {
  it('with the QR code: every field is certain and the item validates', async () => {
    const { v, id, item } = await processed(await syntheticCsf(3), 'csf.pdf');
    expect(item.item_internal_status).toBe('validation_success');
    expect(checksOf(item, 'csf_qr_present')[0].result).toBe('pass');
    expect(checksOf(item, 'required_field')).toEqual([expect.objectContaining({ result: 'pass' })]);
    const sources = await t.request('GET', `/v2/verifications/${v.id}/sources`, { key: a.apiKey });
    const confidences = sources.body.data.sources.find((s: any) => s.id === id).field_confidences;
    expect(confidences['tax.business_tax_id']).toBe(1);
    expect(Object.values(confidences).every((c) => c === 1 || c === 0)).toBe(true);
  }, 120_000);

  it('without the QR code every genuine one carries: csf_qr_present fails and the item fails', async () => {
    const { item } = await processed(await syntheticCsf(3, { qr: false }), 'csf.pdf');
    const [qr] = checksOf(item, 'csf_qr_present');
    expect(qr).toMatchObject({ result: 'fail', field: 'qr.url' });
    expect(qr.review).toBeUndefined();
    expect(item.item_internal_status).toBe('validation_failed');
  }, 120_000);
});

describe('required fields', () => {
  it('a bank statement without its CLABE needs review, naming the field, even when asked as a concrete type', async () => {
    const text = readFileSync(fixturePath('documents/bank-statement-bbva.txt'), 'utf8').replace(
      /No\. Cuenta CLABE\s+\d{18}/,
      '',
    );
    // A concrete type outside a flow slot otherwise ends extraction_finished, whatever its checks say.
    const { id, item } = await processed(await textPdf(text), 'estado.pdf', CEN, 'bank_statement');
    expect(item.item_type).toBe('bank_statement');
    expect(item.item_value.fields['account.clabe']).toBeUndefined();
    expect(checksOf(item, 'required_field')).toEqual([
      expect.objectContaining({
        result: 'fail',
        review: true,
        field: 'account.clabe',
        message: expect.stringContaining('account.clabe'),
      }),
    ]);
    expect(item.item_internal_status).toBe('needs_review');
    expect(item.validation_result.passed).toBe(false);
    const gql = await gqlItem(id);
    expect(gql).toMatchObject({ internalStatus: 'needs_review', reviewFields: ['account.clabe'] });
  }, 120_000);
});
