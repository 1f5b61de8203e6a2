import { useId, useState } from 'react';
import {
  REQUEST_REPLACEMENT,
  RESOLVE_FINDING,
  SET_DECISION,
  type Decision,
  type FindingResolution,
} from '../../api/staff';
import type { Document } from '../../api/client';
import { useI18n } from '../../i18n';
import type { Finding } from '../report/report.queries';
import { useSession } from '../session';
import { Dialog } from '../ui/Dialog';
import { useFormat } from '../ui/format';
import { describe } from './useReview';

const DECISIONS: Decision[] = ['APPROVED', 'NEEDS_REVIEW', 'REJECTED'];

/** Runs one of the issue-18 mutations; a refusal becomes the dialog's message. */
function useAction<T, V>(document: Document<T, V>, done: string, onDone: (message: string) => void) {
  const { t } = useI18n();
  const { call } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (variables: V) => {
    setBusy(true);
    setError(null);
    try {
      await call(document, variables);
      setBusy(false);
      onDone(done);
    } catch (err) {
      setBusy(false);
      setError(describe(err, t));
    }
  };
  return { busy, error, setError, run };
}

/** A reason the audit trail keeps: required for every action of this file. */
function RequiredReason({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={id}>{t('staff.findings.reason')}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        required
        aria-required="true"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

interface Common {
  onClose(): void;
  onDone(message: string): void;
}

/** Accept (the risk is taken) or dismiss (the finding is wrong) an open finding, with a reason. */
export function ResolveFindingDialog({
  verificationId,
  finding,
  status,
  onClose,
  onDone,
}: Common & { verificationId: string; finding: Finding; status: FindingResolution }) {
  const { t } = useI18n();
  const f = useFormat();
  const id = useId();
  const [reason, setReason] = useState('');
  const kind = status === 'ACCEPTED' ? 'accept' : 'dismiss';
  const { busy, error, setError, run } = useAction(RESOLVE_FINDING, t(`staff.findings.done.${kind}`), onDone);
  return (
    <Dialog
      title={t(`staff.findings.${kind}.title`, { code: f.label('staff.check', finding.code) })}
      description={t(`staff.findings.${kind}.body`)}
      submitLabel={t(`staff.findings.${kind}`)}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        if (!reason.trim()) return setError(t('staff.findings.reasonRequired'));
        void run({ verificationId, findingId: finding.id, status, reason: reason.trim() });
      }}
    >
      <RequiredReason id={id} value={reason} onChange={setReason} />
    </Dialog>
  );
}

/** Sets the decision by hand; it holds until the set of open findings changes. */
export function SetDecisionDialog({
  verificationId,
  current,
  onClose,
  onDone,
}: Common & { verificationId: string; current: Decision | null }) {
  const { t } = useI18n();
  const f = useFormat();
  const decisionId = useId();
  const reasonId = useId();
  const [decision, setDecision] = useState<Decision>(DECISIONS.find((d) => d !== current) ?? 'APPROVED');
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useAction(SET_DECISION, t('staff.decision.done'), onDone);
  return (
    <Dialog
      title={t('staff.decision.set.title')}
      description={t('staff.decision.set.body')}
      submitLabel={t('staff.decision.set')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        if (!reason.trim()) return setError(t('staff.findings.reasonRequired'));
        void run({ verificationId, decision, reason: reason.trim() });
      }}
    >
      <div className="field">
        <label htmlFor={decisionId}>{t('staff.decision.label')}</label>
        <select id={decisionId} value={decision} onChange={(e) => setDecision(e.target.value as Decision)}>
          {DECISIONS.map((d) => (
            <option key={d} value={d}>
              {f.label('staff.decision', d)}
            </option>
          ))}
        </select>
      </div>
      <RequiredReason id={reasonId} value={reason} onChange={setReason} />
    </Dialog>
  );
}

/** Asks the end client for another document in this item's place; the reason is shown to them. */
export function RequestReplacementDialog({
  itemId,
  itemName,
  onClose,
  onDone,
}: Common & { itemId: string; itemName: string }) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useAction(REQUEST_REPLACEMENT, t('staff.replacement.done'), onDone);
  return (
    <Dialog
      title={t('staff.replacement.title', { item: itemName })}
      description={t('staff.replacement.body')}
      submitLabel={t('staff.replacement.submit')}
      danger
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        if (!reason.trim()) return setError(t('staff.findings.reasonRequired'));
        void run({ itemId, reason: reason.trim() });
      }}
    >
      <RequiredReason id={id} value={reason} onChange={setReason} />
    </Dialog>
  );
}
