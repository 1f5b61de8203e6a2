import { typeCode } from '../../api/item-type';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import type { ReportItem } from '../report/report.queries';
import { Dialog } from '../ui/Dialog';
import { useFormat } from '../ui/format';
import { useReview } from './useReview';

interface Props {
  kind: 'invalidate' | 'reprocess';
  item: ReportItem;
  onClose(): void;
  onDone(message: string): void;
}

/** Invalidate and re-run: a confirmation with an optional reason kept in the audit trail. */
export function ReasonDialog({ kind, item, onClose, onDone }: Props) {
  const { t } = useI18n();
  const f = useFormat();
  const id = useId();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useReview(kind, onDone);
  return (
    <Dialog
      title={t(`staff.review.${kind}.title`, {
        item: `${f.label('staff.type', typeCode(item))} #${item.id}`,
      })}
      description={t(`staff.review.${kind}.body`)}
      submitLabel={t(`staff.review.${kind}.submit`)}
      danger={kind === 'invalidate'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => void run({ itemId: item.id, reason: reason.trim() || null })}
    >
      <ReasonField id={id} value={reason} onChange={setReason} />
    </Dialog>
  );
}

export function ReasonField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(v: string): void;
}) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={id}>{t('staff.review.reason')}</label>
      <textarea id={id} rows={3} maxLength={1000} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
