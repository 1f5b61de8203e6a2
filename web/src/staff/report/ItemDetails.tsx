import { useI18n } from '../../i18n';
import { Badge, type Tone } from '../ui/Badge';
import { useFormat } from '../ui/format';
import { ValueView } from '../ui/ValueView';
import type { CheckResult } from '../../../gql/graphql';
import type { ReportItem } from './report.queries';

const CHECK_TONE: Record<CheckResult, Tone> = {
  PASS: 'ok',
  FAIL: 'bad',
  WARNING: 'warn',
  NOT_APPLICABLE: 'neutral',
};

/** What was read from the document, how it was checked, and what operators did to it. */
export function ItemDetails({ item }: { item: ReportItem }) {
  const { t } = useI18n();
  const f = useFormat();
  const { fields, checks } = item;
  if (fields.length === 0 && checks.length === 0 && item.reviews.length === 0) return null;
  return (
    <details className="item-details">
      <summary>
        {t('staff.items.details', {
          fields: fields.length,
          checks: checks.length,
          reviews: item.reviews.length,
        })}
      </summary>
      {fields.length > 0 && (
        <div className="table-scroll">
          <table className="data-table compact">
            <caption>{t('staff.items.fields')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.items.field')}</th>
                <th scope="col">{t('staff.items.value')}</th>
                <th scope="col">{t('staff.items.source')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.path}>
                  <th scope="row">
                    <code>{field.path}</code>
                  </th>
                  <td>
                    <ValueView value={field.value} />
                  </td>
                  <td>{f.label('staff.infoSource', field.informationSource)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {checks.length > 0 && (
        <div className="table-scroll">
          <table className="data-table compact">
            <caption>{t('staff.items.checks')}</caption>
            <tbody>
              {checks.map((c, i) => (
                <tr key={`${c.code}-${i}`}>
                  <th scope="row">{f.label('staff.check', c.code)}</th>
                  <td>
                    <Badge tone={CHECK_TONE[c.result]}>
                      {f.label('staff.checkResult', c.result.toLowerCase())}
                    </Badge>
                  </td>
                  <td className="small">{c.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {item.reviews.length > 0 && (
        <>
          <h4>{t('staff.items.history')}</h4>
          <ol className="history">
            {item.reviews.map((r) => (
              <li key={r.id}>
                <strong>{f.label('staff.reviewAction', r.action)}</strong>
                {r.field && <code> {r.field}</code>} · {f.dateTime(r.createdAt)}
                {r.reason && <p className="small">{t('staff.items.reason', { reason: r.reason })}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
