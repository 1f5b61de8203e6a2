import { describe, expect, it } from '@jest/globals';
import type { Check } from '../src/domain/documents/validation.types';
import {
  decide,
  openSignature,
  rejectedItemIds,
  ruleFor,
  summarise,
} from '../src/domain/verifications/findings/decision';
import { findingsOfItem } from '../src/domain/verifications/findings/derive';
import type { Finding, FindingDraft } from '../src/domain/verifications/findings/finding';
import { reconcile } from '../src/domain/verifications/findings/reconcile';
import type { VerificationItem } from '../src/domain/verifications/verification';
import { anItemRow } from './helpers/builders';

/** The pure half of issue 18: which findings an item's checks call for, their lifecycle, the decision. */

const at = new Date('2026-11-28T10:00:00Z');

const anItem = (id: number, overrides: Partial<VerificationItem> = {}): VerificationItem =>
  anItemRow(
    id,
    {
      itemValue: {
        fields: { issued_at: { value: '2023-08-25', source: { read_confidence: 0.97 } } } as never,
      },
      ...overrides,
    },
    at,
  );

const validated = (checks: Check[], more: Record<string, unknown> = {}) => ({
  passed: false,
  checks,
  item_type_validation_result: [{ item_type: 'csf_mx', validation_result: true }],
  rules_validation_result: [],
  ...more,
});

const oldCsf: Check = {
  code: 'document_age',
  field: 'issued_at',
  result: 'fail',
  message: 'issued 1191 days ago, more than 90',
  expected: 90,
  actual: 1191,
};

const stored = (d: FindingDraft, over: Partial<Finding> = {}): Finding => ({
  ...d,
  id: `f-${d.key}`,
  accountId: 'acc_1',
  verificationId: 'ver_1',
  status: 'open',
  createdAt: at,
  updatedAt: at,
  resolvedAt: null,
  resolvedBy: null,
  reason: null,
  ...over,
});

describe('findings derived from an item', () => {
  it('makes a failed check a finding with its default severity, words in both languages and the evidence', () => {
    const [f, ...rest] = findingsOfItem(
      anItem(7, {
        validationResult: validated([oldCsf, { ...oldCsf, code: 'rfc_check_digit', result: 'pass' }]),
      }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      key: '7:file-7:document_age:issued_at',
      code: 'document_age',
      severity: 'warning',
      itemId: 7,
      itemType: 'csf_mx',
      field: 'issued_at',
      evidence: { expected: 90, actual: 1191, result: 'fail', read_confidence: 0.97 },
    });
    expect(f!.message.es).toBe('El documento se emitió hace 1191 días; se aceptan hasta 90.');
    expect(f!.message.en).toBe('The document was issued 1191 days ago; at most 90 are accepted.');
  });

  it('gives an inconclusive check (result warning) one severity less than its code', () => {
    const probable: Check = {
      code: 'rfc_matches_verification',
      result: 'warning',
      message: 'close',
      field: 'rfc',
    };
    expect(findingsOfItem(anItem(1, { validationResult: validated([probable]) }))[0]?.severity).toBe(
      'warning',
    );
  });

  it("names the item's refusal: wrong type, unreadable, password", () => {
    const wrong = anItem(2, { itemType: 'bank_statement', itemError: 'invalid_document_type' });
    expect(findingsOfItem(wrong)).toEqual([
      expect.objectContaining({
        code: 'wrong_document_type',
        severity: 'critical',
        evidence: { expected: ['csf_mx'], actual: 'bank_statement' },
      }),
    ]);
    expect(findingsOfItem(anItem(3, { itemError: 'ocr_failed' }))[0]).toMatchObject({
      code: 'unreadable_document',
      evidence: { error: 'ocr_failed' },
    });
    expect(findingsOfItem(anItem(4, { itemError: 'password_protected_pdf' }))[0]?.code).toBe(
      'password_protected',
    );
    // An operator who accepted the document as its type has overruled the refusal.
    const accepted = anItem(5, {
      itemType: 'bank_statement',
      itemValue: { accepted_as_type: 'bank_statement' },
      validationResult: validated([], {
        item_type_validation_result: [{ item_type: 'bank_statement', validation_result: false }],
      }),
    });
    expect(findingsOfItem(accepted)).toEqual([]);
  });

  it("turns a flow's failed rule into rule_failed and an undecidable one into rule_needs_review, but not rules that restate a check", () => {
    const rules = [
      { id: 'vr_trebol_antiguedad', validation_result: false },
      { id: 'vr_trebol_entidad', validation_result: false, params: { entity_name: 'BBVA' } },
      { id: 'vr_custom_1', validation_result: null, error_message: 'firmado por el notario' },
    ];
    const found = findingsOfItem(
      anItem(6, { validationResult: validated([], { rules_validation_result: rules }) }),
    );
    expect(found.map((f) => [f.key, f.code, f.severity])).toEqual([
      ['6:file-6:rule_failed:vr_trebol_entidad', 'rule_failed', 'critical'],
      ['6:file-6:rule_needs_review:vr_custom_1', 'rule_needs_review', 'info'],
    ]);
  });

  it('says nothing of a pending or invalidated item', () => {
    const checks = validated([oldCsf]);
    expect(findingsOfItem(anItem(8, { itemStatus: 'pending', validationResult: checks }))).toEqual([]);
    expect(findingsOfItem(anItem(8, { invalidatedAt: at, validationResult: checks }))).toEqual([]);
  });
});

describe('reconciling stored findings with the items', () => {
  const [age] = findingsOfItem(anItem(7, { validationResult: validated([oldCsf]) }));

  it('opens a finding once, resolves it when its check passes, and opens a new one if it fails again', () => {
    expect(reconcile([], [age!]).create).toEqual([age]);
    const open = stored(age!);
    expect(reconcile([open], [age!])).toEqual({ create: [], resolve: [], refresh: [] });
    expect(reconcile([open], []).resolve).toEqual([open]);
    const resolved = stored(age!, { status: 'resolved' });
    expect(reconcile([resolved], [age!]).create).toEqual([age]);
  });

  it("keeps an item's findings open while its new file is read, and starts afresh with a new file", () => {
    const open = stored(age!);
    expect(reconcile([open], [], new Set([7])).resolve).toEqual([]);
    const [fromNewFile] = findingsOfItem(
      anItem(7, { fileId: 'file-7b', validationResult: validated([oldCsf]) }),
    );
    expect(fromNewFile!.key).toBe('7:file-7b:document_age:issued_at');
    const accepted = stored(age!, { status: 'accepted' });
    expect(reconcile([accepted], [fromNewFile!]).create).toEqual([fromNewFile]);
  });

  it('leaves a finding a person accepted or dismissed closed while its check still fails', () => {
    for (const status of ['accepted', 'dismissed'] as const) {
      const closed = stored(age!, { status });
      expect(reconcile([closed], [age!])).toEqual({ create: [], resolve: [], refresh: [] });
      expect(reconcile([closed], [])).toEqual({ create: [], resolve: [], refresh: [] });
    }
  });

  it('refreshes the words of an open finding whose evidence moved (a day older)', () => {
    const [older] = findingsOfItem(anItem(7, { validationResult: validated([{ ...oldCsf, actual: 1192 }]) }));
    const changes = reconcile([stored(age!)], [older!]);
    expect(changes.refresh).toHaveLength(1);
    expect(changes.refresh[0]!.draft.message.en).toContain('1192 days');
  });
});

describe('the decision', () => {
  const [age] = findingsOfItem(anItem(7, { validationResult: validated([oldCsf]) }));
  const [repaired] = findingsOfItem(
    anItem(9, {
      validationResult: validated([{ code: 'ocr_repaired', result: 'warning', message: 'm', field: 'rfc' }]),
    }),
  );
  const open = stored(age!);
  const info = stored(repaired!);

  it('rules a finding by the flow, else critical and warning go to review and info is ignored', () => {
    expect(ruleFor(open, {})).toBe('review');
    expect(ruleFor(info, {})).toBe('ignore');
    expect(ruleFor(open, { document_age: 'reject' })).toBe('reject');
  });

  it('rejects on any open finding ruled reject, even while documents are expected', () => {
    const d = decide({
      findings: [open],
      rules: { document_age: 'reject' },
      slotsReady: false,
      manual: null,
    });
    expect(d).toEqual({ decision: 'rejected', byPerson: false });
    expect(rejectedItemIds([open], { document_age: 'reject' })).toEqual(new Set([7]));
  });

  it('is null while a slot waits, needs review with findings ruled review, approved without', () => {
    expect(decide({ findings: [open], rules: {}, slotsReady: false, manual: null }).decision).toBeNull();
    expect(decide({ findings: [open], rules: {}, slotsReady: true, manual: null }).decision).toBe(
      'needs_review',
    );
    expect(decide({ findings: [info], rules: {}, slotsReady: true, manual: null }).decision).toBe('approved');
    const accepted = stored(age!, { status: 'accepted' });
    expect(decide({ findings: [accepted], rules: {}, slotsReady: true, manual: null }).decision).toBe(
      'approved',
    );
  });

  it("keeps a person's decision until the set of open findings changes", () => {
    const manual = { decision: 'approved' as const, signature: openSignature([open]) };
    expect(decide({ findings: [open], rules: {}, slotsReady: true, manual })).toEqual({
      decision: 'approved',
      byPerson: true,
    });
    const another = stored(repaired!, { id: 'f-new' });
    expect(decide({ findings: [open, another], rules: {}, slotsReady: true, manual })).toEqual({
      decision: 'needs_review',
      byPerson: false,
    });
  });

  it('counts open findings not ruled ignore, and open critical ones', () => {
    const critical = stored({ ...age!, key: 'x', code: 'qr_matches', severity: 'critical' });
    expect(summarise([open, info, critical, stored(age!, { status: 'dismissed' })], {})).toEqual({
      open: 2,
      critical: 1,
    });
  });
});
