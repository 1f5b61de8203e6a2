import { readFileSync } from 'node:fs';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { shareDatabase } from '../src/db/database';
import { aVerification } from './helpers/builders';
import { CompletionWatcher, fixturePath, syntheticCsf, textFixturePdf, upload } from './helpers/documents';
import { buildDocx, DICTAMEN, docxText } from './helpers/docx';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

const expected = (name: string) => JSON.parse(readFileSync(fixturePath(`readouts/cen-${name}.json`), 'utf8'));
const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
// Values that depend on when the test runs, on item ids, or on a QR the text PDFs do not carry.
const VARYING = new Set(['qr_validation', 'additional_data', 'validation_date', 'id_validation_provider']);

let t: TestApp;
let a: TestAccount;
let watcher: CompletionWatcher;
let v: any;

beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
  v = (
    await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({
        tax_id: 'CEN2001011EA',
        tag: 'cen-onboarding',
        key_people: [{ names: 'María Fernanda Gómez Ruiz', scope: ['powers'] }],
        items: Array.from({ length: 5 }, () => ({ type: 'generic' })),
      }),
    })
  ).body;
  const files = [
    await syntheticCsf(),
    await textFixturePdf('acta-constitutiva.txt'),
    await textFixturePdf('acta-asamblea.txt'),
    await textFixturePdf('bank-statement-bbva.txt'),
    await textFixturePdf('ine-front-back.txt'),
  ];
  const ids = v.items.map((i: any) => i.id);
  await watcher.completedAfter(ids, async () => {
    for (const [n, id] of ids.entries()) await upload(t, a.apiKey, id, files[n]!);
  });
}, 120_000);
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

const GROUPS = ['legal', 'registration', 'tax', 'signatory_validation', 'banking', 'address'] as const;

describe('REST read-outs', () => {
  it('answers details in the v2 envelope, matching the expected values field by field', async () => {
    const res = await t.request('GET', `/v2/verifications/${v.id}/details`, { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      meta: { section: 'details', verification: { id: v.id, tag: 'cen-onboarding', status: 'finished' } },
    });
    const want = expected('details');
    for (const group of GROUPS) {
      for (const [field, value] of Object.entries(want[group] as Record<string, any>)) {
        if (VARYING.has(field)) continue;
        const got = res.body.data[group][field];
        expect({ field: `${group}.${field}`, value: got?.value ?? null }).toEqual({
          field: `${group}.${field}`,
          value: value?.value ?? null,
        });
      }
    }
    const taxId = res.body.data.tax.business_tax_id;
    expect(taxId.source).toMatchObject({ item_type: 'csf_mx', information_source: 'document' });
    expect(taxId.source.document_url).toMatch(/\/files\/.+signature=/);
  });

  it('answers people, shareholders, documents and sources; the older paths and the tag path agree', async () => {
    const people = await t.request('GET', `/v2/verifications/${v.id}/people`, { key: a.apiKey });
    const want = expected('people');
    expect(people.body.data.key_people.map((p: any) => [p.people_id, p.names, p.role])).toEqual(
      want.key_people.map((p: any) => [p.people_id, p.names, p.role]),
    );
    expect(people.body.data.board_members).toEqual(want.board_members);
    const shareholders = await t.request('GET', `/v2/verifications/${v.id}/shareholders`, { key: a.apiKey });
    const wantShares = expected('shareholders');
    expect(shareholders.body.data.shareholders).toEqual(wantShares.shareholders);
    expect(shareholders.body.data.capital).toEqual(wantShares.capital);

    const legacyPeople = await t.request('GET', `/verifications/${v.id}/people`, { key: a.apiKey });
    // Each answer signs its document links afresh (expiry in seconds), so links compare by path.
    const unsigned = (body: unknown) =>
      JSON.parse(JSON.stringify(body).replace(/\?expires=\d+&signature=[\w-]+/g, ''));
    expect(unsigned(legacyPeople.body)).toEqual({
      data: unsigned(people.body.data),
      verification: { id: v.id, tag: 'cen-onboarding', status: 'finished' },
    });
    const legacyShares = await t.request('GET', `/verifications/${v.id}/shareholders`, { key: a.apiKey });
    expect(legacyShares.body.shareholders).toEqual(wantShares.shareholders);
    const byTag = await t.request('GET', '/companies/cen-onboarding/people', { key: a.apiKey });
    expect(byTag.body.data.key_people).toHaveLength(want.key_people.length);

    const docs = await t.request('GET', `/v2/verifications/${v.id}/documents`, { key: a.apiKey });
    expect(docs.body.data.documents).toHaveLength(5);
    expect(docs.body.data.documents[0].hash).toMatch(/^[0-9a-f]{64}$/);
    const sources = await t.request('GET', `/v2/verifications/${v.id}/sources`, { key: a.apiKey });
    expect(sources.body.data.sources.map((s: any) => s.type)).toEqual([
      'csf_mx',
      'ac_mx',
      'aa_mx',
      'bank_statement',
      'person_id',
    ]);
  });

  it('gives empty read-outs before extraction (a valid answer), 404 for an unknown section or tag', async () => {
    const empty = (
      await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ tag: 'nothing-yet', items: [{ type: 'csf_mx' }] }),
      })
    ).body;
    const details = await t.request('GET', `/v2/verifications/${empty.id}/details`, { key: a.apiKey });
    expect(details.status).toBe(200);
    expect(details.body.data.tax.business_tax_id).toBeNull();
    const shares = await t.request('GET', `/v2/verifications/${empty.id}/shareholders`, { key: a.apiKey });
    expect(shares.body.data).toMatchObject({
      shareholders: [],
      shareholders_unavailable_reason: 'pending_extraction',
    });
    expectErrorBody(
      await t.request('GET', `/v2/verifications/${empty.id}/secrets`, { key: a.apiKey }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await t.request('GET', '/companies/no-such-tag/people', { key: a.apiKey }),
      404,
      'NOT_FOUND',
    );
    const other = await t.createAccount('Other');
    expectErrorBody(
      await t.request('GET', `/v2/verifications/${v.id}/details`, { key: other.apiKey }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GraphQL company graph', () => {
  it('matches the same expected values, and keeps its SQL count flat as verifications grow', async () => {
    const fields = (group: string) =>
      Object.keys(expected('details')[group])
        .map((k) => `${camel(k)} { value source { itemType informationSource } }`)
        .join(' ');
    const query = `query($id: ID!) { verification(id: $id) { company {
      legal { ${fields('legal')} } registration { ${fields('registration')} } tax { ${fields('tax')} }
      signatoryValidation { ${fields('signatory_validation')} } banking { ${fields('banking')} } address { ${fields('address')} } }
      people { keyPeople { peopleId names roles { id roleName powers { powerName signatureType } } } boardMembers { name event } }
      shareholders { shareholders { name sharePercentage shares } capital { totalValue currency } unavailableReason }
      documents { url itemType hash } } }`;
    const res = await t.gql(a.apiKey, query, { id: v.id });
    expect(res.body.errors).toBeUndefined();
    const company = res.body.data.verification.company;
    const want = expected('details');
    const groupKey: Record<string, string> = { signatory_validation: 'signatoryValidation' };
    for (const group of GROUPS) {
      for (const [field, value] of Object.entries(want[group] as Record<string, any>)) {
        if (VARYING.has(field)) continue;
        const got = company[groupKey[group] ?? group][camel(field)];
        expect({ field: `${group}.${field}`, value: got?.value ?? null }).toEqual({
          field: `${group}.${field}`,
          value: value?.value ?? null,
        });
      }
    }
    expect(res.body.data.verification.shareholders.shareholders.map((s: any) => s.sharePercentage)).toEqual(
      expected('shareholders').shareholders.map((s: any) => s.share_percentage),
    );

    // Counted on an API-only instance (no workers, no dispatcher) sharing the database, so only the
    // request's own statements count.
    const api = await createApp(loadConfig(t.env, 'api'), { database: shareDatabase(t.app.database) });
    try {
      const list = `{ verifications(first: 50) { edges { node { company { tax { businessName { value } } } people { keyPeople { names } } shareholders { capital { totalValue } } } } } }`;
      const ask = async () => {
        const r = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': a.apiKey },
          body: JSON.stringify({ query: list }),
        });
        expect(((await r.json()) as any).errors).toBeUndefined();
      };
      // Valid API keys are remembered for a few seconds, so each counted request follows a warm-up
      // that leaves the key lookup in the same state for both counts.
      const count = async () => {
        await ask();
        const before = api.database.stats.queries;
        await ask();
        return api.database.stats.queries - before;
      };
      const few = await count();
      for (let i = 0; i < 6; i++) {
        await t.request('POST', '/verifications', {
          key: a.apiKey,
          body: aVerification({ items: [{ type: 'csf_mx' }] }),
        });
      }
      expect(await count()).toBe(few);
    } finally {
      await api.stop();
    }
  });

  it('finds the latest verification of a tag', async () => {
    const res = await t.gql(
      a.apiKey,
      `{ companyByTag(tag: "cen-onboarding") { id company { tax { businessTaxId { value } } } } }`,
    );
    expect(res.body.data.companyByTag).toEqual({
      id: v.id,
      company: { tax: { businessTaxId: { value: 'CEN2001011EA' } } },
    });
  });
});

describe('export into a document template', () => {
  const uploadTemplate = async (paragraphs: string[], name = 'Dictamen') => {
    const form = new FormData();
    form.append('file', new Blob([buildDocx(paragraphs)]), 'dictamen.docx');
    form.append('name', name);
    const res = await fetch(`${t.url}/v2/doc-templates`, {
      method: 'POST',
      headers: { 'x-api-key': a.apiKey },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };

  it('fills a template with every variable family, with no placeholder left, behind a one-hour signed link', async () => {
    const template = await uploadTemplate(DICTAMEN);
    expect(template.status).toBe(201);
    expect(template.body.variables).toEqual(expect.arrayContaining(['legal_business_name', 'shareholders']));
    const people = (await t.request('GET', `/v2/verifications/${v.id}/people`, { key: a.apiKey })).body.data
      .key_people;
    const withPowers = people.filter((p: any) => p.roles.some((r: any) => r.powers.length > 0));
    const keyPeople = withPowers.slice(0, 2).map((p: any, i: number) => ({
      key: `key_person_${i + 1}`,
      person_id: p.people_id,
      role_id: p.roles.find((r: any) => r.powers.length > 0).id,
    }));
    const res = await t.request('POST', `/v2/verifications/${v.id}/export/${template.body.id}`, {
      key: a.apiKey,
      body: { key_people: keyPeople },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'File generated successfully. Download URL provided.',
      expires_in: 3600000,
      expiresIn: 3600000,
      size: expect.any(Number),
    });
    expect(keyPeople).toHaveLength(2);
    // Every variable that rendered empty is listed: what the synthetic documents do not say (the
    // acta's credit clauses, an interior number, a commercial address apart from the fiscal one, the
    // people's ID numbers) and the marks of powers a person does not hold.
    expect(res.body.unfilled_variables).toEqual([
      'legal_business_creditor_ability',
      'legal_business_asset_pledging',
      'legal_business_guarantor_ability',
      'fiscalAddressInternalNumber',
      'comercialAddressStreetType',
      'comercialAddressStreetName',
      'comercialAddressExternalNumber',
      'comercialAddressInternalNumber',
      'comercialAddressNeighborhood',
      'comercialAddressDistrict',
      'comercialAddressState',
      'comercialAddressPostCode',
      'comercialAddressFull',
      'key_person_1_id_number',
      'key_person_1_power_administration_x_mark',
      'key_person_1_power_administration_power_name',
      'key_person_1_power_administration_signature_type',
      'key_person_1_power_administration_duration',
      'key_person_1_power_loans_x_mark',
      'key_person_1_power_bank_accounts_x_mark',
      'key_person_1_power_lawsuits_and_collections_x_mark',
      'key_person_1_power_delegate_x_mark',
      'key_person_2_id_number',
      'key_person_2_power_assets_management_x_mark',
    ]);
    const file = await fetch(res.body.download_url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(res.body.size);
    const text = docxText(bytes);
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain('COMERCIALIZADORA EJEMPLO DEL NORTE');
    expect(text).toContain('012580001938475625');
    expect(text).toContain(withPowers[0].names);

    const id = new URL(res.body.download_url).pathname.split('/').pop()!;
    const past = Math.floor(Date.now() / 1000) - 1;
    const sig = t.app.deps.secrets.signLink(`exports/${id}:${past}`);
    expectErrorBody(
      await t.request('GET', `/exports/${id}?expires=${past}&signature=${sig}`),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses a template with a syntax error (400 with its error), an unknown person or role (400 naming it), and a verification with no items (422)', async () => {
    const broken = await uploadTemplate(['{#shareholders}{name}']);
    expectErrorBody(broken, 400, 'invalid_template');
    expect(broken.body.details[0].message).toMatch(/shareholders/);
    const template = await uploadTemplate(['{legal_business_name}']);
    const unknownPerson = await t.request('POST', `/v2/verifications/${v.id}/export/${template.body.id}`, {
      key: a.apiKey,
      body: { key_people: [{ key: 'key_person_1', person_id: 999, role_id: 'r1-1' }] },
    });
    expectErrorBody(unknownPerson, 400, 'VALIDATION_ERROR');
    expect(unknownPerson.body.details[0]).toMatchObject({
      path: 'key_people[0].person_id',
      message: expect.stringContaining('999'),
    });
    const people = (await t.request('GET', `/v2/verifications/${v.id}/people`, { key: a.apiKey })).body.data
      .key_people;
    const unknownRole = await t.request('POST', `/v2/verifications/${v.id}/export/${template.body.id}`, {
      key: a.apiKey,
      body: { key_people: [{ key: 'key_person_1', person_id: people[0].people_id, role_id: 'nope' }] },
    });
    expect(unknownRole.body.details[0]).toMatchObject({
      path: 'key_people[0].role_id',
      message: expect.stringContaining('nope'),
    });
    const bare = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ flow_id: undefined, items: [{ type: 'csf_mx' }] }),
    });
    await t.app.deps.db
      .deleteFrom('verification_items')
      .where('verification_id', '=', bare.body.id)
      .execute();
    const noItems = await t.request('POST', `/v2/verifications/${bare.body.id}/export/${template.body.id}`, {
      key: a.apiKey,
      body: {},
    });
    expect(noItems.status).toBe(422);
  });

  it('lists, reads and deletes templates on both faces, and serves the variable catalogue', async () => {
    const template = await uploadTemplate(['{tax_business_name}'], 'Carátula');
    const list = await t.request('GET', '/v2/doc-templates', { key: a.apiKey });
    expect(list.body.map((x: any) => x.id)).toContain(template.body.id);
    const gql = await t.gql(
      a.apiKey,
      `{ docTemplates { id name variables } exportVariables { name family } }`,
    );
    expect(gql.body.data.docTemplates.find((x: any) => x.id === template.body.id)).toMatchObject({
      name: 'Carátula',
      variables: ['tax_business_name'],
    });
    expect(gql.body.data.exportVariables.map((x: any) => x.name)).toEqual(
      expect.arrayContaining(['legal_business_name', 'shareholders']),
    );
    const catalogue = await t.request('GET', '/v2/export-variables', { key: a.apiKey });
    expect(catalogue.body.data.length).toBeGreaterThan(50);
    expect(
      (await t.request('DELETE', `/v2/doc-templates/${template.body.id}`, { key: a.apiKey })).status,
    ).toBe(200);
    expectErrorBody(
      await t.request('GET', `/v2/doc-templates/${template.body.id}`, { key: a.apiKey }),
      404,
      'NOT_FOUND',
    );
  });
});
