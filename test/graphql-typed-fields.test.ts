import { aFlow, aVerification } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, upload } from './helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

const CEN = 'CEN2001011EA';

let t: TestApp;
let a: TestAccount;
let watcher: CompletionWatcher;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
  await t.request('POST', '/account-flows', { key: a.apiKey, body: aFlow({ id_slug: 'typed' }) });
}, 180_000);
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

const ITEM = `id requirementKey itemOptions allowedTypes clientType isOptional
  validationResult checksPassed typeAccepted
  checks { code result message field expected actual needsReview crossCheck crossCheckValue crossCheckItemType }
  ruleOutcomes { id passed params errorMessage }`;

const gqlItem = async (id: number | string) => {
  const res = await t.gql(a.apiKey, `query ($id: ID!) { verificationItem(id: $id) { ${ITEM} } }`, {
    id: String(id),
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.verificationItem;
};

const upper = (s: string) => s.toUpperCase();

describe("a verification item's typed fields beside its JSON", () => {
  it('gives the options bvs reads as allowedTypes, clientType and isOptional', async () => {
    const created = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ flow_id: 'typed', tax_id: CEN, key_people: [] }),
    });
    expect(created.status).toBe(201);
    const added = await t.gql(
      a.apiKey,
      'mutation($id: ID!, $items: [ItemInput!]!) { addVerificationItems(verificationId: $id, items: $items) { id } }',
      {
        id: created.body.id,
        items: [{ type: 'doc_validation', options: { client_item_type: 'csf_mx', is_optional: true } }],
      },
    );
    expect(added.body.errors).toBeUndefined();
    const read = await t.gql(a.apiKey, `query ($id: ID!) { verification(id: $id) { items { ${ITEM} } } }`, {
      id: created.body.id,
    });
    expect(read.body.errors).toBeUndefined();
    const items: any[] = read.body.data.verification.items;
    for (const item of items) {
      const options = item.itemOptions ?? {};
      expect(item.allowedTypes).toEqual(options.allowed_item_types?.map(upper) ?? null);
      expect(item.clientType).toBe(options.client_item_type ? upper(options.client_item_type) : null);
      expect(item.isOptional).toBe(options.is_optional === true);
    }
    expect(items.map((i) => i.allowedTypes)).toContainEqual(['AC_MX']);
    expect(items.map((i) => i.allowedTypes)).toContainEqual(['PW_MX', 'AA_MX']);
    expect(items.at(-1)).toMatchObject({
      allowedTypes: null,
      clientType: 'CSF_MX',
      isOptional: true,
    });

    // The slots and the flow name the same types as enum values beside the deprecated strings.
    const slots = await t.gql(
      a.apiKey,
      `query ($id: ID!) { verification(id: $id) {
        requirements { key allowedItemTypes allowedTypes }
        flow { requirements { key allowedItemTypes allowedTypes } items { clientItemType clientType } }
      } }`,
      { id: created.body.id },
    );
    expect(slots.body.errors).toBeUndefined();
    const { requirements, flow } = slots.body.data.verification;
    for (const r of [...requirements, ...flow.requirements])
      expect(r.allowedTypes).toEqual(r.allowedItemTypes.map(upper));
    expect(requirements.map((r: any) => r.allowedTypes)).toContainEqual(['PW_MX', 'AA_MX']);
    for (const i of flow.items) expect(i.clientType).toBe(i.clientItemType ? upper(i.clientItemType) : null);
  });

  it("types a processed document's validation_result: checks, checksPassed, typeAccepted, ruleOutcomes", async () => {
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({
          tax_id: CEN,
          key_people: [],
          items: [{ type: 'generic', options: { ruleset: [{ id: 'r-1', error_message: 'Revisar' }] } }],
        }),
      })
    ).body;
    const id: number = v.items[0].id;
    const res = await watcher.completedAfter(
      [id],
      async () => upload(t, a.apiKey, id, await syntheticCsf(3), 'csf.pdf'),
      150_000,
    );
    expect(res.status).toBe(202);
    const rest = (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
    const result = rest.validation_result;
    expect(result.checks.length).toBeGreaterThan(3);

    const item = await gqlItem(id);
    expect(item.validationResult).toEqual(result);
    expect(item.checksPassed).toBe(result.passed);
    expect(item.typeAccepted).toBe(true);
    expect(item.checks).toEqual(
      result.checks.map((c: any) => ({
        code: c.code,
        result: upper(c.result),
        message: c.message,
        field: c.field ?? null,
        expected: c.expected ?? null,
        actual: c.actual ?? null,
        needsReview: c.review === true,
        crossCheck: c.cross_check ? upper(c.cross_check) : null,
        crossCheckValue: c.cross_check_value ?? null,
        crossCheckItemType: c.item_type ?? null,
      })),
    );
    expect(item.checks).toContainEqual(
      expect.objectContaining({ code: 'rfc_matches_verification', result: 'PASS' }),
    );
    expect(item.ruleOutcomes).toEqual(
      result.rules_validation_result.map((r: any) => ({
        id: r.id,
        passed: r.validation_result,
        params: r.params ?? null,
        errorMessage: r.error_message ?? null,
      })),
    );
    expect(item.ruleOutcomes.map((r: any) => r.id)).toEqual(['r-1']);

    // Each field lists its own checks, typed, as its validations (deprecated) hold them.
    const fields = (
      await t.gql(
        a.apiKey,
        'query ($id: ID!) { verificationItem(id: $id) { fields { path validations checks { code result field } } } }',
        { id: String(id) },
      )
    ).body.data.verificationItem.fields;
    const rfcCheck = item.checks.find((c: any) => c.code === 'rfc_matches_verification');
    const rfc = fields.find((f: any) => f.path === rfcCheck.field);
    expect(rfc.checks).toContainEqual({ code: 'rfc_matches_verification', result: 'PASS', field: rfc.path });
    for (const f of fields) {
      expect(f.checks.map((c: any) => [c.code, c.result])).toEqual(
        f.validations.map((c: any) => [c.code, upper(c.result)]),
      );
      expect(f.checks.every((c: any) => c.field === f.path)).toBe(true);
    }
  });

  it("reads an operator's free-form validation_result as far as it has the documented shape", async () => {
    const v = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ tax_id: CEN, key_people: [], items: [{ type: 'ac_mx' }] }),
      })
    ).body;
    const id = String(v.items[0].id);
    expect((await gqlItem(id)).checks).toEqual([]);
    expect(await gqlItem(id)).toMatchObject({ checksPassed: null, typeAccepted: null, ruleOutcomes: [] });
    const validationResult = {
      passed: 'yes',
      checks: [
        { code: 'seen_by_notary', result: 'fail', message: 'Pedir copia certificada', review: true },
        { code: 7, result: 'pass' },
        'junk',
        { code: 'graded', result: 'maybe' },
        {
          code: 'other_deed',
          result: 'pass',
          cross_check: 'match',
          cross_check_value: 12,
          item_type: 'aa_mx',
        },
      ],
      item_type_validation_result: [{ item_type: 'ac_mx', validation_result: false }],
      rules_validation_result: [{ id: 'r-9', validation_result: null, params: { n: 1 } }, { nope: true }],
    };
    const done = await t.gql(
      a.apiKey,
      'mutation($id: ID!, $i: CompleteItemInput!) { completeItem(itemId: $id, input: $i) { itemStatus } }',
      { id, i: { itemValue: { ok: true }, validationResult } },
    );
    expect(done.body.errors).toBeUndefined();
    const item = await gqlItem(id);
    expect(item.validationResult).toEqual(validationResult);
    expect(item).toMatchObject({
      checksPassed: null,
      typeAccepted: false,
      checks: [
        {
          code: 'seen_by_notary',
          result: 'FAIL',
          message: 'Pedir copia certificada',
          field: null,
          expected: null,
          actual: null,
          needsReview: true,
          crossCheck: null,
          crossCheckValue: null,
          crossCheckItemType: null,
        },
        {
          code: 'other_deed',
          result: 'PASS',
          message: '',
          needsReview: false,
          crossCheck: 'MATCH',
          crossCheckValue: 12,
          crossCheckItemType: 'aa_mx',
        },
      ],
      ruleOutcomes: [{ id: 'r-9', passed: null, params: { n: 1 }, errorMessage: null }],
    });
  });

  it('marks validationResult deprecated, and keeps itemValue and itemOptions (free-form by contract)', async () => {
    const res = await t.gql(
      a.apiKey,
      '{ __type(name: "VerificationItem") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    );
    const fields = new Map<string, any>(res.body.data.__type.fields.map((f: any) => [f.name, f]));
    expect(fields.get('validationResult')).toMatchObject({ isDeprecated: true });
    expect(fields.get('validationResult').deprecationReason).toMatch(/checks/);
    expect(fields.get('itemValue').isDeprecated).toBe(false);
    expect(fields.get('itemOptions').isDeprecated).toBe(false);
  });
});

describe("a verification's requested people", () => {
  it('are typed in requestedPeople, as keyPeople (deprecated) holds them', async () => {
    const created = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({
        tax_id: CEN,
        items: [{ type: 'csf_mx' }],
        key_people: [
          { names: 'María López Hernández', scope: ['powers', 'doc_validation'] },
          { names: 'Juan Pérez', scope: ['doc_validation'] },
          { names: 'Ana Ruiz' },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const res = await t.gql(
      a.apiKey,
      'query ($id: ID!) { verification(id: $id) { keyPeople requestedPeople { names scope } } }',
      { id: created.body.id },
    );
    expect(res.body.errors).toBeUndefined();
    const { keyPeople, requestedPeople } = res.body.data.verification;
    expect(requestedPeople).toEqual([
      { names: 'María López Hernández', scope: ['POWERS', 'DOC_VALIDATION'] },
      { names: 'Juan Pérez', scope: ['DOC_VALIDATION'] },
      { names: 'Ana Ruiz', scope: ['POWERS'] },
    ]);
    expect(requestedPeople).toEqual(
      keyPeople.map((p: any) => ({ names: p.names, scope: p.scope.map(upper) })),
    );
    const type = await t.gql(
      a.apiKey,
      '{ __type(name: "Verification") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    );
    const field = type.body.data.__type.fields.find((f: any) => f.name === 'keyPeople');
    expect(field).toMatchObject({
      isDeprecated: true,
      deprecationReason: expect.stringMatching(/requestedPeople/),
    });
  });
});
