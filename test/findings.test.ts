import { aCsfOnlyFlow, aVerification } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, textFixturePdf, upload } from './helpers/documents';
import { outboxOf } from './helpers/outbox';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/** Issue 18 through REST: findings, the decision by the flow's rules, staff review, the audit trail. */

const CEN = 'CEN2001011EA';
let t: TestApp;
let a: TestAccount;
let b: TestAccount;
let watcher: CompletionWatcher;

beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Fintech B');
  for (const body of [
    aCsfOnlyFlow('csf-reject-old', { document_age: 'reject' }),
    aCsfOnlyFlow('csf-default'),
  ]) {
    expect((await t.request('POST', '/account-flows', { key: a.apiKey, body })).status).toBe(201);
  }
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
});
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

const newVerification = async (flow: string) => {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ flow_id: flow, tax_id: CEN, key_people: [] }),
  });
  expect(res.status).toBe(201);
  return res.body;
};
const slotId = (v: any) => v.items.find((i: any) => i.requirement_key === 'csf').id as number;
const verification = async (id: string) =>
  (await t.request('GET', `/verifications/${id}`, { key: a.apiKey })).body;
const findings = async (id: string) =>
  (await t.request('GET', `/v2/verifications/${id}/findings`, { key: a.apiKey })).body;
const uploadAndWait = async (id: number, bytes: Uint8Array) => {
  const res = await watcher.completedAfter([id], () => upload(t, a.apiKey, id, bytes));
  expect(res.status).toBe(202);
};
const eventsOf = async (id: string, name: string) =>
  (await outboxOf(t.app, id)).filter((e) => e.name === name).map((e) => e.data);

describe('findings and the decision', () => {
  it('rejects an old CSF under a flow ruling document_age reject; a recent one resolves the finding and approves', async () => {
    const v = await newVerification('csf-reject-old');
    expect(await verification(v.id)).toMatchObject({
      business_name: null,
      decision: null,
      findings_summary: { open: 0, critical: 0 },
    });
    await uploadAndWait(slotId(v), await syntheticCsf(400));

    const listed = await findings(v.id);
    expect(listed).toMatchObject({
      success: true,
      meta: { section: 'findings', verification: { id: v.id, tag: v.tag, status: 'pending' } },
    });
    const [age, ...others] = listed.data.findings;
    expect(others).toEqual([]);
    expect(age).toMatchObject({
      code: 'document_age',
      severity: 'warning',
      status: 'open',
      item_id: slotId(v),
      item_type: 'csf_mx',
      field: 'issued_at',
      evidence: { expected: 90, actual: 400 },
      resolved_at: null,
      resolved_by: null,
      reason: null,
    });
    expect(age.message.es).toContain('hace 400 días');
    expect(age.message.en).toContain('400 days ago');
    // The rejected CSF does not fill its slot: nothing says the documents are in, nothing finishes.
    expect(await verification(v.id)).toMatchObject({
      status: 'pending',
      documents_status: 'pending_upload',
      decision: 'rejected',
      findings_summary: { open: 1, critical: 0 },
    });
    expect(await eventsOf(v.id, 'verification.v2.findings.updated')).toEqual([
      expect.objectContaining({
        verification_id: v.id,
        account_id: a.id,
        account_name: 'Fintech A',
        open_findings: 1,
        critical_findings: 0,
      }),
    ]);
    expect(await eventsOf(v.id, 'verification.v2.decision_updated')).toEqual([
      expect.objectContaining({
        verification_id: v.id,
        status: 'pending',
        decision: 'rejected',
        findings_summary: { open: 1, critical: 0 },
      }),
    ]);

    await uploadAndWait(slotId(v), await syntheticCsf(5));
    const [resolved] = (await findings(v.id)).data.findings;
    expect(resolved).toMatchObject({
      id: age.id,
      status: 'resolved',
      resolved_by: { type: 'system', id: null, name: 'system' },
      reason: 'the document was replaced by a newer one',
    });
    expect(await verification(v.id)).toMatchObject({
      status: 'finished',
      documents_status: 'full_upload',
      decision: 'approved',
      findings_summary: { open: 0, critical: 0 },
      // The company's name, from its CSF, since the customer gave none.
      business_name: 'COMERCIALIZADORA EJEMPLO DEL NORTE',
    });
    const finished = await eventsOf(v.id, 'verification.v2.finished');
    expect(finished).toEqual([
      expect.objectContaining({ decision: 'approved', findings_summary: { open: 0, critical: 0 } }),
    ]);
    const decisions = await eventsOf(v.id, 'verification.v2.decision_updated');
    expect(decisions.map((d) => d.decision)).toEqual(['rejected', 'approved']);

    const audit = (await t.request('GET', `/v2/verifications/${v.id}/audit`, { key: a.apiKey })).body;
    expect(audit.success).toBe(true);
    expect(audit.data.entries.map((e: any) => [e.action, e.actor.type])).toEqual([
      ['finding.opened', 'system'],
      ['decision.changed', 'system'],
      ['finding.resolved', 'system'],
      ['decision.changed', 'system'],
    ]);
  });

  it('needs review by default; a finding accepted by staff approves, and a closed finding cannot be closed again', async () => {
    const v = await newVerification('csf-default');
    await uploadAndWait(slotId(v), await syntheticCsf(400));
    expect(await verification(v.id)).toMatchObject({ status: 'finished', decision: 'needs_review' });
    const [age] = (await findings(v.id)).data.findings;
    const path = `/v2/verifications/${v.id}/findings/${age.id}/resolve`;

    for (const body of [
      { status: 'resolved', reason: 'x' },
      { status: 'accepted' },
      { status: 'accepted', reason: '  ' },
    ]) {
      const res = await t.request('POST', path, { key: a.apiKey, body });
      expect(res.status).toBe(400);
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
    }
    expect(
      (await t.request('POST', path, { key: b.apiKey, body: { status: 'accepted', reason: 'mine' } })).status,
    ).toBe(404);
    const unknown = `/v2/verifications/${v.id}/findings/00000000-0000-4000-8000-000000000000/resolve`;
    expect(
      (await t.request('POST', unknown, { key: a.apiKey, body: { status: 'accepted', reason: 'r' } })).status,
    ).toBe(404);
    // Nothing refused changed anything.
    expect((await findings(v.id)).data.findings[0].status).toBe('open');

    const accepted = await t.request('POST', path, {
      key: a.apiKey,
      body: { status: 'accepted', reason: 'El cliente envió la constancia actualizada por correo' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      success: true,
      data: {
        id: age.id,
        status: 'accepted',
        reason: 'El cliente envió la constancia actualizada por correo',
        resolved_by: { type: 'api_key', id: expect.any(String), name: expect.any(String) },
      },
    });
    expect(await verification(v.id)).toMatchObject({
      decision: 'approved',
      findings_summary: { open: 0, critical: 0 },
    });
    expect((await eventsOf(v.id, 'verification.v2.findings.updated')).map((e) => e.open_findings)).toEqual([
      1, 0,
    ]);

    const again = await t.request('POST', path, {
      key: a.apiKey,
      body: { status: 'dismissed', reason: 'r' },
    });
    expect(again.status).toBe(409);
    expectErrorBody(again, 409, 'CONFLICT');
  });

  it("keeps a person's decision until the open findings change", async () => {
    const v = await newVerification('csf-default');
    await uploadAndWait(slotId(v), await syntheticCsf(400));
    const put = (body: unknown, key = a.apiKey) =>
      t.request('PUT', `/v2/verifications/${v.id}/decision`, { key, body });
    // A key named like an Object.prototype member is an unknown field, not a 500 (found by fuzz-rest).
    for (const body of [
      { decision: 'maybe', reason: 'r' },
      { decision: 'approved' },
      JSON.parse('{"decision":"approved","reason":"r","constructor":"x","__proto__":{"a":1}}'),
    ]) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
    }
    expect((await put({ decision: 'approved', reason: 'r' }, b.apiKey)).status).toBe(404);
    const set = await put({ decision: 'approved', reason: 'Revisado con el cliente' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      id: v.id,
      decision: 'approved',
      decision_reason: 'Revisado con el cliente',
    });
    // Setting the same value again records the person's reason but announces no change.
    await put({ decision: 'approved', reason: 'Confirmado' });
    expect((await eventsOf(v.id, 'verification.v2.decision_updated')).map((e) => e.decision)).toEqual([
      'needs_review',
      'approved',
    ]);
    // A new document with a new finding changes the set of open findings: the system decides again.
    await uploadAndWait(slotId(v), await syntheticCsf(300));
    expect(await verification(v.id)).toMatchObject({ decision: 'needs_review' });
  });

  it('a replacement request takes the document out of its slot until the end client uploads another', async () => {
    const v = await newVerification('csf-default');
    await uploadAndWait(slotId(v), await syntheticCsf(5));
    expect(await verification(v.id)).toMatchObject({ status: 'finished', decision: 'approved' });
    const path = `/v2/verification-items/${slotId(v)}/request-replacement`;
    expect((await t.request('POST', path, { key: a.apiKey, body: {} })).status).toBe(400);
    expect((await t.request('POST', path, { key: b.apiKey, body: { reason: 'r' } })).status).toBe(404);
    const asked = await t.request('POST', path, {
      key: a.apiKey,
      body: { reason: 'La imagen está cortada' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      success: true,
      data: { id: slotId(v), replacement_requested: true, replacement_reason: 'La imagen está cortada' },
    });
    expect(await verification(v.id)).toMatchObject({
      status: 'pending',
      documents_status: 'pending_upload',
      decision: null,
    });
    await uploadAndWait(slotId(v), await syntheticCsf(5));
    expect(await verification(v.id)).toMatchObject({ status: 'finished', decision: 'approved' });
    const audit = (await t.request('GET', `/v2/verifications/${v.id}/audit`, { key: a.apiKey })).body.data
      .entries;
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'item.replacement_requested',
          target: { type: 'item', id: slotId(v) },
          reason: 'La imagen está cortada',
          actor: expect.objectContaining({ type: 'api_key' }),
        }),
      ]),
    );
  });

  it('tells the end client which slot needs another document and why, and nothing more of the findings', async () => {
    const v = await newVerification('csf-reject-old');
    const SLOTS = `query ($id: ID!) { verification(id: $id) { findings { id }
      requirements { key received satisfied problem { kind message { es en } staffReason } } } }`;
    const asEndClient = async () => {
      const res = await t.request('POST', '/graphql', {
        headers: { authorization: `Bearer ${v.access_token}` },
        body: { query: SLOTS, variables: { id: v.id } },
      });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.verification;
    };
    expect((await asEndClient()).requirements[0]).toMatchObject({ received: false, problem: null });

    await uploadAndWait(slotId(v), await syntheticCsf(400));
    const old = await asEndClient();
    expect(old.findings).toEqual([]);
    expect(old.requirements[0]).toMatchObject({
      key: 'csf',
      satisfied: false,
      problem: { kind: 'TOO_OLD', staffReason: null },
    });
    expect(old.requirements[0].problem.message.es).toContain('hace 400 días');
    expect(old.requirements[0].problem.message.es).toContain('últimos 90 días');

    await uploadAndWait(slotId(v), await syntheticCsf(5));
    expect((await asEndClient()).requirements[0]).toMatchObject({ satisfied: true, problem: null });

    const asked = await t.request('POST', `/v2/verification-items/${slotId(v)}/request-replacement`, {
      key: a.apiKey,
      body: { reason: 'La imagen está cortada' },
    });
    expect(asked.status).toBe(200);
    expect((await asEndClient()).requirements[0]).toMatchObject({
      satisfied: false,
      problem: { kind: 'REPLACEMENT_REQUESTED', staffReason: 'La imagen está cortada' },
    });
  });

  it('refuses finding_rules with an unknown code or value, and subscribes webhooks to the new events', async () => {
    for (const rules of [{ no_such_check: 'reject' }, { document_age: 'block' }] as Record<
      string,
      string
    >[]) {
      const res = await t.request('POST', '/account-flows', {
        key: a.apiKey,
        body: aCsfOnlyFlow('bad-rules', rules),
      });
      expect(res.status).toBe(400);
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
    }
    const hook = await t.request('POST', '/webhooks', {
      key: a.apiKey,
      body: {
        url: 'https://example.com/hooks',
        events: ['verification.v2.findings.updated', 'verification.v2.decision_updated'],
      },
    });
    expect(hook.status).toBe(201);
  });

  it('an unreadable document is a finding, and a foreign or unknown verification is a 404', async () => {
    const v = await newVerification('csf-default');
    await uploadAndWait(slotId(v), await textFixturePdf('acta-constitutiva.txt'));
    const [wrong] = (await findings(v.id)).data.findings;
    expect(wrong).toMatchObject({
      code: 'wrong_document_type',
      severity: 'critical',
      evidence: { expected: ['csf_mx'], actual: 'ac_mx' },
    });
    expect(await verification(v.id)).toMatchObject({
      decision: null,
      findings_summary: { open: 1, critical: 1 },
    });
    for (const key of [b.apiKey]) {
      expect((await t.request('GET', `/v2/verifications/${v.id}/findings`, { key })).status).toBe(404);
      expect((await t.request('GET', `/v2/verifications/${v.id}/audit`, { key })).status).toBe(404);
    }
    expect((await t.request('GET', '/v2/verifications/not-a-uuid/findings', { key: a.apiKey })).status).toBe(
      404,
    );
  });
});

describe('findings on GraphQL', () => {
  const FINDINGS = `query($id: ID!) { verification(id: $id) {
    decision decisionReason findingsSummary { open critical }
    findings { id code severity status message { es en } itemId itemType field evidence resolvedAt resolvedBy { type id name } reason }
    audit { action actor { type name } targetType targetId reason }
    items { id replacementRequested replacementReason }
  } }`;

  it('reads findings and the decision, resolves a finding, sets the decision and asks for a replacement', async () => {
    const v = await newVerification('csf-default');
    await uploadAndWait(slotId(v), await syntheticCsf(400));
    const read = async () => (await t.gql(a.apiKey, FINDINGS, { id: v.id })).body.data.verification;
    const before = await read();
    expect(before).toMatchObject({
      decision: 'NEEDS_REVIEW',
      decisionReason: 'open findings need review',
      findingsSummary: { open: 1, critical: 0 },
      findings: [
        {
          code: 'document_age',
          severity: 'WARNING',
          status: 'OPEN',
          itemId: String(slotId(v)),
          field: 'issued_at',
          evidence: expect.objectContaining({ expected: 90, actual: 400 }),
          resolvedBy: null,
        },
      ],
    });
    const findingId = before.findings[0].id;
    const RESOLVE = `mutation($input: ResolveFindingInput!) { resolveFinding(input: $input) {
      finding { status reason resolvedBy { type } } verification { decision findingsSummary { open } } } }`;
    const refused = await t.gql(a.apiKey, RESOLVE, {
      input: { verificationId: v.id, findingId, status: 'DISMISSED', reason: ' ' },
    });
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ path: 'input.reason' })],
    });
    const foreign = await t.gql(b.apiKey, RESOLVE, {
      input: { verificationId: v.id, findingId, status: 'DISMISSED', reason: 'r' },
    });
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const resolved = await t.gql(a.apiKey, RESOLVE, {
      input: { verificationId: v.id, findingId, status: 'DISMISSED', reason: 'La fecha se leyó mal' },
    });
    expect(resolved.body.data.resolveFinding).toEqual({
      finding: { status: 'DISMISSED', reason: 'La fecha se leyó mal', resolvedBy: { type: 'API_KEY' } },
      verification: { decision: 'APPROVED', findingsSummary: { open: 0 } },
    });

    const DECIDE = `mutation($input: SetVerificationDecisionInput!) { setVerificationDecision(input: $input) {
      verification { decision decisionReason } } }`;
    const decided = await t.gql(a.apiKey, DECIDE, {
      input: { verificationId: v.id, decision: 'REJECTED', reason: 'Lista restrictiva' },
    });
    expect(decided.body.data.setVerificationDecision.verification).toEqual({
      decision: 'REJECTED',
      decisionReason: 'Lista restrictiva',
    });

    const REPLACE = `mutation($input: VerificationItemReplacementRequestInput!) { verificationItemReplacementRequest(input: $input) {
      item { id replacementRequested replacementReason } } }`;
    const asked = await t.gql(a.apiKey, REPLACE, {
      input: { itemId: String(slotId(v)), reason: 'Ilegible' },
    });
    expect(asked.body.data.verificationItemReplacementRequest.item).toEqual({
      id: String(slotId(v)),
      replacementRequested: true,
      replacementReason: 'Ilegible',
    });
    const after = await read();
    expect(after.audit.map((e: any) => e.action)).toEqual([
      'finding.opened',
      'decision.changed',
      'finding.dismissed',
      'decision.changed',
      'decision.set',
      'item.replacement_requested',
    ]);
    // The replacement request took the CSF out of its slot: the open findings did not change, so the
    // person's decision holds.
    expect(after.decision).toBe('REJECTED');

    // An end client's token sees the decision fields of its own verification but no findings or audit.
    const client = await t.request('POST', '/graphql', {
      headers: { authorization: `Bearer ${v.access_token}` },
      body: { query: FINDINGS, variables: { id: v.id } },
    });
    expect(client.body.data.verification).toMatchObject({ findings: [], audit: [] });
  });
});
