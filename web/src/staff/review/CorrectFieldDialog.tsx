import { typeCode } from '../../api/item-type';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import type { ReportItem } from '../report/report.queries';
import { Dialog } from '../ui/Dialog';
import { useFormat } from '../ui/format';
import { ValueView } from '../ui/ValueView';
import { ReasonField } from './ReasonDialog';
import { useReview } from './useReview';

type Kind = 'text' | 'number' | 'boolean' | 'json';

/** The server keeps a correction's JSON kind equal to the extracted value's, so the input follows it. */
const kindOf = (v: unknown): Kind =>
  typeof v === 'number'
    ? 'number'
    : typeof v === 'boolean'
      ? 'boolean'
      : v !== null && typeof v === 'object'
        ? 'json'
        : 'text';

const draftOf = (v: unknown, kind: Kind): string =>
  kind === 'json' ? JSON.stringify(v, null, 2) : v === null || v === undefined ? '' : String(v);

interface Props {
  item: ReportItem;
  onClose(): void;
  onDone(message: string): void;
}

export function CorrectFieldDialog({ item, onClose, onDone }: Props) {
  const { t } = useI18n();
  const f = useFormat();
  const ids = { field: useId(), value: useId(), reason: useId() };
  const fields = new Map(item.fields.map((field) => [field.path, field]));
  const paths = [...fields.keys()].sort();
  const [path, setPath] = useState(paths[0] ?? '');
  const current = fields.get(path)?.value ?? null;
  const kind = kindOf(current);
  const [draft, setDraft] = useState(draftOf(current, kind));
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useReview('correct', onDone);

  const choose = (next: string) => {
    setPath(next);
    const value = fields.get(next)?.value ?? null;
    setDraft(draftOf(value, kindOf(value)));
  };

  const submit = () => {
    let value: unknown = draft;
    if (kind === 'number') value = draft.trim() === '' ? null : Number(draft);
    if (kind === 'boolean') value = draft === 'true';
    if (kind === 'text') value = draft.trim() === '' ? null : draft.trim();
    if (kind === 'json') {
      try {
        value = JSON.parse(draft);
      } catch {
        return setError(t('staff.review.correct.badJson'));
      }
    }
    if (typeof value === 'number' && !Number.isFinite(value))
      return setError(t('staff.review.correct.badNumber'));
    void run({ itemId: item.id, field: path, value, reason: reason.trim() || null });
  };

  return (
    <Dialog
      title={t('staff.review.correct.title', {
        item: `${f.label('staff.type', typeCode(item))} #${item.id}`,
      })}
      description={t('staff.review.correct.body')}
      submitLabel={t('staff.review.correct.submit')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="field">
        <label htmlFor={ids.field}>{t('staff.review.correct.field')}</label>
        <select id={ids.field} value={path} onChange={(e) => choose(e.target.value)}>
          {paths.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <span className="label">{t('staff.review.correct.current')}</span>
        <div className="current-value">
          <ValueView value={current} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.value}>{t('staff.review.correct.value')}</label>
        {kind === 'boolean' ? (
          <select id={ids.value} value={draft} onChange={(e) => setDraft(e.target.value)}>
            <option value="true">{t('staff.value.yes')}</option>
            <option value="false">{t('staff.value.no')}</option>
          </select>
        ) : kind === 'json' ? (
          <textarea
            id={ids.value}
            rows={6}
            className="mono"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        ) : (
          <input
            id={ids.value}
            type={kind === 'number' ? 'number' : 'text'}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            value={draft}
            autoComplete="off"
            onChange={(e) => setDraft(e.target.value)}
          />
        )}
      </div>
      <ReasonField id={ids.reason} value={reason} onChange={setReason} />
    </Dialog>
  );
}
