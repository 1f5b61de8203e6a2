import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FINDING_CODES } from '../src/domain/shared/finding-codes';
import { rejectedItemIds } from '../src/domain/verifications/findings/decision';
import type { Finding } from '../src/domain/verifications/findings/finding';
import { slotProblems } from '../src/domain/verifications/findings/slot-problem';
import type { VerificationItem } from '../src/domain/verifications/verification';
import { aCsfOnlyFlow, anItemRow, aVerification, RFC } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, upload } from './helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/** Issue 18 part 3, the pure half: why a slot's document does not fill it, as the end client reads it. */

const at = new Date('2026-11-28T10:00:00Z');

const anItem = (id: number, overrides: Partial<VerificationItem> = {}): VerificationItem =>
  anItemRow(id, { requirementKey: `slot_${id}`, ...overrides }, at);

const aFinding = (
  itemId: number,
  code: string,
  evidence: Record<string, unknown> = {},
  over: Partial<Finding> = {},
): Finding => {
  const def = FINDING_CODES[code]!;
  return {
    key: `${itemId}:${code}:`,
    code,
    severity: def.severity,
    message: def.message(evidence),
    itemId,
    itemType: 'csf_mx',
    field: null,
    evidence,
    id: `f-${itemId}-${code}`,
    accountId: 'acc_1',
    verificationId: 'ver_1',
    status: 'open',
    createdAt: at,
    updatedAt: at,
    resolvedAt: null,
    resolvedBy: null,
    reason: null,
    ...over,
  };
};

const ALL_REJECT = Object.fromEntries(Object.keys(FINDING_CODES).map((c) => [c, 'reject' as const]));

describe('slot problems (what the end client is told)', () => {
  it('tells an old document’s age and the limit in plain words, with no staff reason', () => {
    const problems = slotProblems([anItem(1)], [aFinding(1, 'document_age', { expected: 90, actual: 400 })], {
      document_age: 'reject',
    });
    const p = problems.get(1)!;
    expect(p.kind).toBe('too_old');
    expect(p.staffReason).toBeNull();
    expect(p.message.es).toContain('hace 400 días');
    expect(p.message.es).toContain('últimos 90 días');
    expect(p.message.en).toContain('400 days ago');
    // Not the staff's wording of the finding.
    expect(p.message.es).not.toBe(FINDING_CODES.document_age!.message({ expected: 90, actual: 400 }).es);
  });

  it('says the document is too old without numbers when the evidence has none', () => {
    const p = slotProblems([anItem(1)], [aFinding(1, 'document_age', { actual: 'x' })], {
      document_age: 'reject',
    }).get(1)!;
    expect(p.kind).toBe('too_old');
    expect(p.message.es).toBe('El documento es demasiado antiguo. Sube uno reciente.');
  });

  it('maps the codes a flow may reject to their kind, and any other code to check_failed', () => {
    const cases: [string, string][] = [
      ['wrong_document_type', 'wrong_type'],
      ['unreadable_document', 'unreadable'],
      ['password_protected', 'password_protected'],
      ['document_age', 'too_old'],
      ['id_in_force', 'expired'],
      ['rfc_matches_verification', 'not_this_company'],
      ['business_name_matches_csf', 'not_this_company'],
      ['csf_status_active', 'check_failed'],
      ['clabe_check_digit', 'check_failed'],
    ];
    const items = cases.map((_, i) => anItem(i + 1));
    const findings = cases.map(([code], i) => aFinding(i + 1, code, { expected: 'A', actual: 'B' }));
    const problems = slotProblems(items, findings, ALL_REJECT);
    expect(cases.map((_, i) => problems.get(i + 1)?.kind)).toEqual(cases.map(([, kind]) => kind));
    // Another check: the finding's own words, and what to do.
    const other = problems.get(8)!.message;
    expect(other.es.startsWith(findings[7]!.message.es)).toBe(true);
    expect(other.es).toContain('Sube otro documento');
    // Another company's document: the end client is not shown the other RFC.
    expect(problems.get(6)!.message.es).not.toContain('B');
  });

  it('every code the finding rules may reject yields a problem in both languages', () => {
    const codes = Object.keys(FINDING_CODES);
    const items = codes.map((_, i) => anItem(i + 1));
    const findings = codes.map((c, i) => aFinding(i + 1, c, { expected: 1, actual: 2 }));
    const problems = slotProblems(items, findings, ALL_REJECT);
    for (const [i] of codes.entries()) {
      const p = problems.get(i + 1)!;
      expect(p.message.es.length).toBeGreaterThan(10);
      expect(p.message.en.length).toBeGreaterThan(10);
    }
  });

  it('refuses exactly the items rejectedItemIds refuses (open findings the flow rules reject)', () => {
    const items = [1, 2, 3, 4, 5].map((id) => anItem(id));
    const findings = [
      aFinding(1, 'document_age', { expected: 90, actual: 400 }),
      aFinding(2, 'csf_regime_in_force'),
      aFinding(3, 'rfc_matches_verification', {}, { status: 'accepted' }),
      aFinding(4, 'rfc_matches_verification', {}, { status: 'resolved' }),
      aFinding(5, 'csf_status_active', {}, { status: 'dismissed' }),
    ];
    for (const rules of [
      {},
      { document_age: 'reject' as const },
      { document_age: 'review' as const, csf_regime_in_force: 'reject' as const },
      ALL_REJECT,
    ]) {
      const withProblem = [...slotProblems(items, findings, rules).keys()].sort();
      expect(withProblem).toEqual([...rejectedItemIds(findings, rules)].sort());
    }
    expect([...slotProblems(items, findings, {}).keys()]).toEqual([]);
  });

  it('tells of the gravest rejecting finding when a document has several', () => {
    const p = slotProblems(
      [anItem(1)],
      [aFinding(1, 'document_age', { expected: 90, actual: 400 }), aFinding(1, 'rfc_matches_verification')],
      ALL_REJECT,
    ).get(1)!;
    expect(p.kind).toBe('not_this_company');
  });

  it('a staff replacement request comes first and carries the staff’s reason', () => {
    const item = anItem(1, { replacementRequestedAt: at, replacementReason: 'La imagen está cortada' });
    const p = slotProblems(
      [item],
      [aFinding(1, 'document_age', { expected: 90, actual: 400 })],
      ALL_REJECT,
    ).get(1)!;
    expect(p).toMatchObject({ kind: 'replacement_requested', staffReason: 'La imagen está cortada' });
    expect(p.message.es).toContain('otro documento');
  });

  it('maps item errors to their kind, an unknown one to check_failed', () => {
    const errors: [string, string][] = [
      ['invalid_document_type', 'wrong_type'],
      ['classification_failed', 'wrong_type'],
      ['password_protected_pdf', 'password_protected'],
      ['invalid_file_password', 'password_protected'],
      ['corrupted_file', 'unreadable'],
      ['no_text_found', 'unreadable'],
      ['something_new', 'check_failed'],
    ];
    const items = errors.map(([itemError], i) => anItem(i + 1, { itemError, itemStatus: 'error' as never }));
    const problems = slotProblems(items, [], {});
    expect(errors.map((_, i) => problems.get(i + 1)?.kind)).toEqual(errors.map(([, k]) => k));
    expect(problems.get(7)!.message.es).toBe('El documento no pasó la revisión. Sube otro documento.');
  });

  it('an accepted document, or none, has no problem', () => {
    expect(
      slotProblems([anItem(1), anItem(2, { fileId: null, itemStatus: 'pending' as never })], [], {}).size,
    ).toBe(0);
  });
});

describe("RequirementState.problem through GraphQL, with the end client's token", () => {
  let t: TestApp;
  let a: TestAccount;
  let watcher: CompletionWatcher;

  beforeAll(async () => {
    t = await startTestApp();
    a = await t.createAccount('Fintech A');
    const flow = aCsfOnlyFlow('csf-reject-other', { rfc_matches_verification: 'reject' });
    expect((await t.request('POST', '/account-flows', { key: a.apiKey, body: flow })).status).toBe(201);
    watcher = new CompletionWatcher(t, a.apiKey);
    await watcher.ready();
  });
  afterAll(async () => {
    await watcher.close();
    await t.stop();
  });

  const SLOTS = `query ($id: ID!) { verification(id: $id) { findings { id } audit { action }
    requirements { key received satisfied problem { kind message { es en } staffReason } } } }`;
  const query = (token: string, id: string) =>
    t.request('POST', '/graphql', {
      headers: { authorization: `Bearer ${token}` },
      body: { query: SLOTS, variables: { id } },
    });
  const newVerification = async () => {
    const res = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ flow_id: 'csf-reject-other', tax_id: RFC.other, key_people: [] }),
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  it("another company's constancia: NOT_THIS_COMPANY without its RFC; findings and audit stay hidden", async () => {
    const v = await newVerification();
    const slot = v.items.find((i: any) => i.requirement_key === 'csf').id as number;
    const bytes = await syntheticCsf(5);
    const sent = await watcher.completedAfter([slot], () => upload(t, a.apiKey, slot, bytes));
    expect(sent.status).toBe(202);

    const res = await query(v.access_token, v.id);
    expect(res.body.errors).toBeUndefined();
    const seen = res.body.data.verification;
    expect(seen.findings).toEqual([]);
    expect(seen.audit).toEqual([]);
    const [csf] = seen.requirements;
    expect(csf).toMatchObject({
      key: 'csf',
      satisfied: false,
      problem: { kind: 'NOT_THIS_COMPANY', staffReason: null },
    });
    expect(csf.problem.message.es).toContain('no corresponde a la empresa');
    expect(JSON.stringify(csf.problem)).not.toContain('CEN2001011EA');

    // The account sees the finding the problem comes from; the end client's words are its own.
    const staff = await query(a.apiKey, v.id);
    expect(staff.body.data.verification.findings).toHaveLength(1);
    expect(staff.body.data.verification.requirements[0].problem.kind).toBe('NOT_THIS_COMPANY');

    // Another verification's token reads nothing of this one.
    const w = await newVerification();
    const other = await query(w.access_token, v.id);
    expect(other.body.data?.verification ?? null).toBeNull();
  });
});
