import { useState } from 'react';
import type { FindingResolution } from '../../api/staff';
import { useI18n } from '../../i18n';
import { ResolveFindingDialog, SetDecisionDialog } from '../review/FindingDialogs';
import { Badge, DecisionBadge, type Tone } from '../ui/Badge';
import { useFormat } from '../ui/format';
import { ValueView } from '../ui/ValueView';
import type { AuditEntry, Finding, Report } from './report.queries';

const SEVERITY_TONE: Record<Finding['severity'], Tone> = { INFO: 'info', WARNING: 'warn', CRITICAL: 'bad' };
const STATUS_TONE: Record<Finding['status'], Tone> = {
  OPEN: 'warn',
  ACCEPTED: 'ok',
  DISMISSED: 'neutral',
  RESOLVED: 'ok',
};

/** An audit entry's state, readable: decisions and finding statuses by their names. */
function AuditState({ value }: { value: unknown }) {
  const f = useFormat();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { decision, status, ...rest } = value as Record<string, unknown>;
    const parts = [
      'decision' in value ? f.label('staff.decision', String(decision ?? 'none').toUpperCase()) : null,
      typeof status === 'string' ? f.label('staff.findingStatus', status.toUpperCase()) : null,
    ].filter(Boolean);
    if (parts.length > 0 && Object.keys(rest).length === 0) return <>{parts.join(' · ')}</>;
  }
  return <ValueView value={value} />;
}

/** An actor's name; bvs itself in the reader's language. */
const useActorName = () => {
  const { t } = useI18n();
  return (actor: { type: string; name: string } | null | undefined) =>
    !actor ? '—' : actor.type === 'SYSTEM' ? t('staff.actor.system') : actor.name;
};

/** Who set the decision last: the newest audit entry about the decision. */
const lastDecisionEntry = (audit: AuditEntry[]) =>
  [...audit].reverse().find((e) => e.targetType === 'decision') ?? null;

/** The decision with its reason and author, the findings with their evidence and actions, the audit trail. */
export function FindingsSection({ report, onDone }: { report: Report; onDone(message: string): void }) {
  const { t } = useI18n();
  const f = useFormat();
  const [dialog, setDialog] = useState<
    { kind: 'resolve'; finding: Finding; status: FindingResolution } | { kind: 'decision' } | null
  >(null);
  const close = () => setDialog(null);
  const finished = (message: string) => {
    setDialog(null);
    onDone(message);
  };
  const who = lastDecisionEntry(report.audit);
  const actorName = useActorName();
  const items = new Map(report.items.map((i) => [i.id, i]));
  return (
    <section id="findings" className="report-section" aria-labelledby="findings-title">
      <h2 id="findings-title">{t('staff.section.findings')}</h2>

      <div className="decision-box" data-testid="decision">
        <p>
          <span className="muted">{t('staff.decision.label')}: </span>
          <DecisionBadge decision={report.decision} />{' '}
          <span className="muted small">
            {t('staff.findings.summary', {
              open: report.findingsSummary.open,
              critical: report.findingsSummary.critical,
            })}
          </span>
        </p>
        {report.decisionReason && (
          <p className="small" data-testid="decision-reason">
            {t('staff.items.reason', { reason: report.decisionReason })}
          </p>
        )}
        {who && (
          <p className="muted small" data-testid="decision-by">
            {t('staff.decision.by', { who: actorName(who.actor), at: f.dateTime(who.at) })}
          </p>
        )}
        <button type="button" className="btn btn-small" onClick={() => setDialog({ kind: 'decision' })}>
          {t('staff.decision.set')}
        </button>
      </div>

      {report.findings.length === 0 ? (
        <p className="muted">{t('staff.findings.none')}</p>
      ) : (
        <ul className="findings-list">
          {report.findings.map((finding) => {
            const item = finding.itemId ? items.get(finding.itemId) : undefined;
            return (
              <li key={finding.id} className="finding" data-finding-id={finding.id} data-code={finding.code}>
                <p className="finding-head">
                  <Badge tone={SEVERITY_TONE[finding.severity]}>
                    {f.label('staff.severity', finding.severity)}
                  </Badge>{' '}
                  <Badge tone={STATUS_TONE[finding.status]}>
                    {f.label('staff.findingStatus', finding.status)}
                  </Badge>{' '}
                  <strong>{f.label('staff.check', finding.code)}</strong>{' '}
                  <code className="small">{finding.code}</code>
                </p>
                <p lang="es">{finding.message.es}</p>
                <dl className="finding-meta small">
                  {finding.itemId && (
                    <div>
                      <dt>{t('staff.findings.item')}</dt>
                      <dd>
                        <a href={`#item-${finding.itemId}-title`}>
                          {f.label('staff.type', finding.itemType ?? item?.requestedType ?? '')} #
                          {finding.itemId}
                        </a>
                      </dd>
                    </div>
                  )}
                  {finding.field && (
                    <div>
                      <dt>{t('staff.items.field')}</dt>
                      <dd>
                        <code>{finding.field}</code>
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('staff.findings.evidence')}</dt>
                    <dd>
                      <ValueView value={finding.evidence} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('staff.findings.created')}</dt>
                    <dd>{f.dateTime(finding.createdAt)}</dd>
                  </div>
                  {finding.resolvedAt && (
                    <div>
                      <dt>{t('staff.findings.closed')}</dt>
                      <dd>
                        {t('staff.findings.closedBy', {
                          at: f.dateTime(finding.resolvedAt),
                          who: actorName(finding.resolvedBy),
                        })}
                        {finding.reason ? ` · ${t('staff.items.reason', { reason: finding.reason })}` : ''}
                      </dd>
                    </div>
                  )}
                </dl>
                {finding.status === 'OPEN' && (
                  <div className="item-actions" role="group" aria-label={t('staff.review.group')}>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => setDialog({ kind: 'resolve', finding, status: 'ACCEPTED' })}
                    >
                      {t('staff.findings.accept')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => setDialog({ kind: 'resolve', finding, status: 'DISMISSED' })}
                    >
                      {t('staff.findings.dismiss')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <h3>{t('staff.audit.title')}</h3>
      {report.audit.length === 0 ? (
        <p className="muted">{t('staff.audit.none')}</p>
      ) : (
        <ol className="history audit" data-testid="audit">
          {report.audit.map((e, i) => (
            <li key={`${e.at}-${i}`} data-action={e.action}>
              <time dateTime={e.at}>{f.dateTime(e.at)}</time> · <strong>{actorName(e.actor)}</strong> ·{' '}
              {f.label('staff.auditAction', e.action)}
              {(e.before != null || e.after != null) && (
                <div className="audit-change small">
                  <AuditState value={e.before} /> <span aria-label={t('staff.audit.to')}>→</span>{' '}
                  <AuditState value={e.after} />
                </div>
              )}
              {e.reason && <p className="small">{t('staff.items.reason', { reason: e.reason })}</p>}
            </li>
          ))}
        </ol>
      )}

      {dialog?.kind === 'resolve' && (
        <ResolveFindingDialog
          verificationId={report.id}
          finding={dialog.finding}
          status={dialog.status}
          onClose={close}
          onDone={finished}
        />
      )}
      {dialog?.kind === 'decision' && (
        <SetDecisionDialog
          verificationId={report.id}
          current={report.decision ?? null}
          onClose={close}
          onDone={finished}
        />
      )}
    </section>
  );
}
