import { useI18n } from '../../i18n';
import { Link } from '../router';
import { DecisionBadge, DocumentsStatusBadge, VerificationStatusBadge } from '../ui/Badge';
import { useFormat } from '../ui/format';
import type { Report } from './report.queries';

export function ReportHeader({ report: r }: { report: Report }) {
  const { t } = useI18n();
  const f = useFormat();
  const facts: [string, string][] = [
    [t('staff.report.taxId'), r.taxId],
    [t('staff.report.tag'), r.tag],
    [t('staff.report.flow'), r.flowId ?? '—'],
    [t('staff.report.email'), r.email ?? '—'],
    [t('staff.report.created'), f.dateTime(r.createdAt)],
    [t('staff.report.updated'), f.dateTime(r.updatedAt)],
    [t('staff.report.finished'), f.dateTime(r.finishedAt)],
    [t('staff.report.id'), r.id],
  ];
  return (
    <header className="report-head">
      <nav aria-label={t('staff.report.breadcrumb')} className="breadcrumb">
        <Link href="/app/verifications">{t('staff.nav.verifications')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{r.tag}</span>
      </nav>
      <div className="report-title">
        <h1 id="report-title">{r.businessName ?? r.tag}</h1>
        <div className="badges" aria-label={t('staff.report.statusGroup')} role="group">
          <VerificationStatusBadge status={r.status} />
          <DocumentsStatusBadge status={r.documentsStatus} />
          <DecisionBadge decision={r.decision} />
        </div>
      </div>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
