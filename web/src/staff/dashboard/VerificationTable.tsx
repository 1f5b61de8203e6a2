import type { VerificationRow } from '../../api/staff';
import { useI18n } from '../../i18n';
import { Link } from '../router';
import { Badge, DecisionBadge, DocumentsStatusBadge, VerificationStatusBadge } from '../ui/Badge';
import { useFormat } from '../ui/format';

interface Props {
  rows: VerificationRow[];
  flash: Set<string>;
  onFlashEnd(id: string): void;
}

/** A table on wide screens; each row becomes a card on a phone (staff.css). */
export function VerificationTable({ rows, flash, onFlashEnd }: Props) {
  const { t } = useI18n();
  const f = useFormat();
  const col = {
    company: t('staff.table.company'),
    status: t('staff.table.status'),
    decision: t('staff.table.decision'),
    documents: t('staff.table.documents'),
    items: t('staff.table.items'),
    created: t('staff.table.created'),
    updated: t('staff.table.updated'),
  };
  return (
    <table className="data-table cards-on-phone">
      <caption className="sr-only">{t('staff.dashboard.caption')}</caption>
      <thead>
        <tr>
          {Object.values(col).map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const { complete, failed, total } = r.itemCounts;
          return (
            <tr
              key={r.id}
              data-id={r.id}
              className={flash.has(r.id) ? 'flash' : undefined}
              onAnimationEnd={() => onFlashEnd(r.id)}
            >
              <th scope="row" data-label={col.company}>
                <Link href={`/app/verifications/${encodeURIComponent(r.id)}`} className="row-link">
                  {r.tag}
                </Link>
                <span className="sub">
                  {r.businessName ? `${r.businessName} · ` : ''}
                  {r.taxId}
                </span>
              </th>
              <td data-label={col.status}>
                <VerificationStatusBadge status={r.status} />
              </td>
              <td data-label={col.decision}>
                <DecisionBadge decision={r.decision} />
                {r.findingsSummary.open > 0 && (
                  <span className="sub">
                    {t('staff.table.openFindings', { count: r.findingsSummary.open })}
                  </span>
                )}
              </td>
              <td data-label={col.documents}>
                <DocumentsStatusBadge status={r.documentsStatus} />
              </td>
              <td data-label={col.items}>
                <span className="items-count">{t('staff.table.itemsComplete', { complete, total })}</span>
                {failed > 0 && <Badge tone="bad">{t('staff.table.itemsFailed', { count: failed })}</Badge>}
              </td>
              <td data-label={col.created}>{f.dateTime(r.createdAt)}</td>
              <td data-label={col.updated}>{f.dateTime(r.updatedAt)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
