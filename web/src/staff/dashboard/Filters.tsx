import { useEffect, useState, type FormEvent } from 'react';
import type { DecisionFilter, ListFilter, VerificationStatus } from '../../api/staff';
import { useI18n } from '../../i18n';

const STATUSES: VerificationStatus[] = ['PENDING', 'FINISHED', 'ERROR'];
export const DECISIONS: DecisionFilter[] = ['NEEDS_REVIEW', 'REJECTED', 'APPROVED', 'NONE'];

/** Status applies at once; the tag (an exact match) on Enter or the button. */
export function Filters({ filter, onChange }: { filter: ListFilter; onChange(f: ListFilter): void }) {
  const { t } = useI18n();
  const [tag, setTag] = useState(filter.tag ?? '');
  useEffect(() => setTag(filter.tag ?? ''), [filter.tag]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filter, tag: tag.trim() || undefined });
  };
  const active = Boolean(filter.status || filter.tag || filter.decision);

  return (
    <form className="filters" role="search" aria-label={t('staff.filters.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="filter-status">{t('staff.filters.status')}</label>
        <select
          id="filter-status"
          value={filter.status ?? ''}
          onChange={(e) =>
            onChange({ ...filter, status: (e.target.value || undefined) as VerificationStatus })
          }
        >
          <option value="">{t('staff.filters.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`staff.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-decision">{t('staff.filters.decision')}</label>
        <select
          id="filter-decision"
          value={filter.decision ?? ''}
          onChange={(e) => onChange({ ...filter, decision: (e.target.value || undefined) as DecisionFilter })}
        >
          <option value="">{t('staff.filters.all')}</option>
          {DECISIONS.map((d) => (
            <option key={d} value={d}>
              {t(`staff.decision.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-tag">{t('staff.filters.tag')}</label>
        <span id="filter-tag-hint" className="hint">
          {t('staff.filters.tagHint')}
        </span>
        <input
          id="filter-tag"
          type="search"
          value={tag}
          autoComplete="off"
          aria-describedby="filter-tag-hint"
          onChange={(e) => setTag(e.target.value)}
        />
      </div>
      <div className="filters-actions">
        <button type="submit" className="btn btn-primary">
          {t('staff.filters.apply')}
        </button>
        {active && (
          <button type="button" className="btn" onClick={() => onChange({})}>
            {t('staff.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
