import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { useSession } from '../session';
import { Badge, type Tone } from '../ui/Badge';
import { useFormat } from '../ui/format';
import { DELIVERIES_QUERY, type WebhookDelivery } from './report.queries';

const TONE: Record<WebhookDelivery['status'], Tone> = {
  PENDING: 'neutral',
  SENDING: 'info',
  SUCCEEDED: 'ok',
  FAILED: 'bad',
  CANCELLED: 'neutral',
};

/** Webhook deliveries of this verification's events; read again with the report and on demand. */
export function DeliveriesSection({ id, version }: { id: string; version: number }) {
  const { t } = useI18n();
  const f = useFormat();
  const { call } = useSession();
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    let current = true;
    call(DELIVERIES_QUERY, { id }).then(
      (r) => current && (setRows(r.verification?.webhookDeliveries ?? []), setFailed(false)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [call, id, version, refresh]);

  return (
    <section id="deliveries" className="report-section" aria-labelledby="deliveries-title">
      <div className="section-head">
        <h2 id="deliveries-title">{t('staff.section.deliveries')}</h2>
        <button type="button" className="btn btn-small" onClick={() => setRefresh((n) => n + 1)}>
          {t('staff.deliveries.refresh')}
        </button>
      </div>
      {failed && <p role="alert">{t('staff.deliveries.loadError')}</p>}
      {rows && rows.length === 0 && <p className="muted">{t('staff.deliveries.none')}</p>}
      {rows && rows.length > 0 && (
        <table className="data-table cards-on-phone">
          <thead>
            <tr>
              <th scope="col">{t('staff.deliveries.event')}</th>
              <th scope="col">{t('staff.deliveries.status')}</th>
              <th scope="col">{t('staff.deliveries.attempts')}</th>
              <th scope="col">{t('staff.deliveries.lastResult')}</th>
              <th scope="col">{t('staff.deliveries.created')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id}>
                <th scope="row" data-label={t('staff.deliveries.event')}>
                  <code>{d.eventName}</code>
                </th>
                <td data-label={t('staff.deliveries.status')}>
                  <Badge tone={TONE[d.status]}>{f.label('staff.delivery', d.status)}</Badge>
                </td>
                <td data-label={t('staff.deliveries.attempts')}>{d.attemptCount}</td>
                <td data-label={t('staff.deliveries.lastResult')}>
                  {d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : '—'}
                  {d.lastError && <span className="small block">{d.lastError}</span>}
                </td>
                <td data-label={t('staff.deliveries.created')}>{f.dateTime(d.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
