import type { Decision, DocumentsStatus, VerificationStatus } from '../../api/staff';
import { useFormat } from './format';

export type Tone = 'ok' | 'warn' | 'bad' | 'info' | 'neutral';

/** A status pill: the text carries the meaning, the colour only repeats it. */
export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`badge badge-${tone}`}>
      <span className="badge-dot" aria-hidden="true" />
      {children}
    </span>
  );
}

const VERIFICATION_TONE: Record<VerificationStatus, Tone> = { PENDING: 'warn', FINISHED: 'ok', ERROR: 'bad' };
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const f = useFormat();
  return <Badge tone={VERIFICATION_TONE[status]}>{f.label('staff.status', status)}</Badge>;
}

const DOCUMENTS_TONE: Record<DocumentsStatus, Tone> = {
  PENDING_UPLOAD: 'neutral',
  PARTIAL_UPLOAD: 'info',
  FULL_UPLOAD: 'ok',
};
export function DocumentsStatusBadge({ status }: { status: DocumentsStatus | null }) {
  const f = useFormat();
  if (!status) return <Badge tone="neutral">{f.label('staff.documents', 'NONE')}</Badge>;
  return <Badge tone={DOCUMENTS_TONE[status]}>{f.label('staff.documents', status)}</Badge>;
}

const DECISION_TONE: Record<Decision, Tone> = { APPROVED: 'ok', NEEDS_REVIEW: 'warn', REJECTED: 'bad' };
/** The decision the findings lead to; none yet while a required slot lacks an accepted document. */
export function DecisionBadge({ decision }: { decision: Decision | null | undefined }) {
  const f = useFormat();
  if (!decision) return <Badge tone="neutral">{f.label('staff.decision', 'NONE')}</Badge>;
  return <Badge tone={DECISION_TONE[decision]}>{f.label('staff.decision', decision)}</Badge>;
}
