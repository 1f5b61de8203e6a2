import { useI18n } from '../../i18n';
import { useFormat } from './format';

const humanize = (key: string) => key.replaceAll('_', ' ');

/** Any JSON value a document gave, readable: lists as lists, objects as term/description pairs. */
export function ValueView({ value }: { value: unknown }) {
  const { t } = useI18n();
  const f = useFormat();
  if (value === null || value === undefined || value === '') {
    return (
      <span className="empty">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('staff.value.none')}</span>
      </span>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t('staff.value.yes') : t('staff.value.no')}</>;
  if (typeof value === 'number') return <>{f.number(value)}</>;
  if (typeof value === 'string') return <>{value}</>;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isActivity)) return <Activities list={value} />;
    if (value.length === 0) return <span className="empty">{t('staff.value.emptyList')}</span>;
    return (
      <ul className="value-list">
        {value.map((v, i) => (
          <li key={i}>
            <ValueView value={v} />
          </li>
        ))}
      </ul>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== '');
  if (entries.length === 0) return <ValueView value={null} />;
  return (
    <dl className="value-object">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{humanize(k)}</dt>
          <dd>
            <ValueView value={v} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface Activity {
  economic_activity: string;
  percentage?: number | null;
  date?: string | null;
}
const isActivity = (v: unknown): v is Activity =>
  typeof v === 'object' && v !== null && typeof (v as Activity).economic_activity === 'string';

/** The CSF's economic activities read as a sentence each, not as raw key/value pairs. */
function Activities({ list }: { list: Activity[] }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <ol className="value-list">
      {list.map((a, i) => (
        <li key={i}>
          {a.economic_activity}
          {typeof a.percentage === 'number' && <> — {f.percent(a.percentage)}</>}
          {a.date && <span className="muted"> · {t('staff.value.since', { date: a.date })}</span>}
        </li>
      ))}
    </ol>
  );
}
