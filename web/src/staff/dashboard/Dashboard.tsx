import { useState } from 'react';
import type { ListFilter, VerificationStatus } from '../../api/staff';
import { useI18n } from '../../i18n';
import { navigate, useLocation } from '../router';
import { useFormat } from '../ui/format';
import { useTitle } from '../ui/useTitle';
import { DECISIONS, Filters } from './Filters';
import { useLiveVerifications, type LiveChange } from './useLiveVerifications';
import { VerificationTable } from './VerificationTable';

const STATUSES = new Set<string>(['PENDING', 'FINISHED', 'ERROR']);

/** The filters live in the address, so a filtered view can be bookmarked and shared. */
function filterFrom(search: URLSearchParams): ListFilter {
  const status = search.get('status');
  const decision = search.get('decision');
  return {
    status: status && STATUSES.has(status) ? (status as VerificationStatus) : undefined,
    tag: search.get('tag') || undefined,
    decision: DECISIONS.find((d) => d === decision),
  };
}

export function Dashboard() {
  const { t } = useI18n();
  const f = useFormat();
  const { search } = useLocation();
  const filter = filterFrom(search);
  const [announcement, setAnnouncement] = useState('');
  const [flash, setFlash] = useState<Set<string>>(() => new Set());
  useTitle(t('staff.dashboard.title'));

  const onChange = ({ row, kind }: LiveChange) => {
    const status = f.label('staff.status', row.status);
    // Screen readers hear arrivals and status changes, not every item event.
    if (kind !== 'other') {
      setAnnouncement(t(kind === 'new' ? 'staff.live.new' : 'staff.live.updated', { tag: row.tag, status }));
    }
    setFlash((s) => new Set(s).add(row.id));
  };
  const list = useLiveVerifications(filter, onChange);

  const setFilter = (next: ListFilter) => {
    const q = new URLSearchParams();
    if (next.status) q.set('status', next.status);
    if (next.tag) q.set('tag', next.tag);
    if (next.decision) q.set('decision', next.decision);
    navigate(`/app/verifications${q.size ? `?${q}` : ''}`, { replace: true });
  };
  const endFlash = (id: string) =>
    setFlash((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  const filtered = Boolean(filter.status || filter.tag || filter.decision);

  return (
    <section aria-labelledby="dashboard-title">
      <div className="page-head">
        <h1 id="dashboard-title">{t('staff.dashboard.title')}</h1>
        <p className={list.live ? 'live live-on' : 'live'}>
          <span className="live-dot" aria-hidden="true" />
          {list.live ? t('staff.live.on') : t('staff.live.off')}
        </p>
      </div>
      <Filters filter={filter} onChange={setFilter} />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {list.error ? (
        <div className="alert" role="alert">
          <p>{t('staff.dashboard.loadError')}</p>
          <button type="button" className="btn" onClick={list.reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {list.rows.length > 0 && <VerificationTable rows={list.rows} flash={flash} onFlashEnd={endFlash} />}
      {!list.loading && !list.error && list.rows.length === 0 && (
        <p className="page-empty">{filtered ? t('staff.dashboard.noMatch') : t('staff.dashboard.empty')}</p>
      )}
      {list.loading && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {list.hasMore && !list.loading && (
        <button type="button" className="btn load-more" onClick={list.loadMore}>
          {t('staff.dashboard.more')}
        </button>
      )}
    </section>
  );
}
