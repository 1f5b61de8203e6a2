import { useI18n } from '../../i18n';
import { useFormat } from '../ui/format';
import type { Shareholders } from './report.queries';
import { SourceView } from './SourcedRow';

export function ShareholdersSection({ data }: { data: Shareholders }) {
  const { t } = useI18n();
  const f = useFormat();
  const c = data.capital;
  return (
    <section id="shareholders" className="report-section" aria-labelledby="shareholders-title">
      <h2 id="shareholders-title">{t('staff.section.shareholders')}</h2>
      {data.shareholders.length === 0 ? (
        <p className="muted">{f.label('staff.shareholders.unavailable', data.unavailableReason ?? 'none')}</p>
      ) : (
        <table className="data-table cards-on-phone">
          <thead>
            <tr>
              <th scope="col">{t('staff.shareholders.name')}</th>
              <th scope="col" className="num">
                {t('staff.shareholders.percentage')}
              </th>
              <th scope="col" className="num">
                {t('staff.shareholders.shares')}
              </th>
              <th scope="col">{t('staff.shareholders.series')}</th>
              <th scope="col" className="num">
                {t('staff.shareholders.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.shareholders.map((s, i) => (
              <tr key={`${s.name}-${i}`}>
                <th scope="row">{s.name}</th>
                <td className="num" data-label={t('staff.shareholders.percentage')}>
                  {f.percent(s.sharePercentage)}
                </td>
                <td className="num" data-label={t('staff.shareholders.shares')}>
                  {f.number(s.shares)}
                </td>
                <td data-label={t('staff.shareholders.series')}>{s.series ?? '—'}</td>
                <td className="num" data-label={t('staff.shareholders.value')}>
                  {f.money(s.totalValue, s.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(c || data.source) && (
        <dl className="facts">
          {c && (
            <>
              <div>
                <dt>{t('staff.shareholders.capitalTotal')}</dt>
                <dd>{f.money(c.totalValue, c.currency)}</dd>
              </div>
              <div>
                <dt>{t('staff.shareholders.capitalFixed')}</dt>
                <dd>{f.money(c.fixedValue, c.currency)}</dd>
              </div>
              <div>
                <dt>{t('staff.shareholders.capitalVariable')}</dt>
                <dd>{f.money(c.variableValue, c.currency)}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('staff.company.source')}</dt>
            <dd>
              <SourceView source={data.source} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
