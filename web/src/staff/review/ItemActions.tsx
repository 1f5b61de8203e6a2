import { useState } from 'react';
import type { ReviewKind } from '../../api/staff';
import { useI18n } from '../../i18n';
import { isProcessing } from '../report/ItemStatus';
import type { ReportItem } from '../report/report.queries';
import { AcceptAsDialog } from './AcceptAsDialog';
import { CorrectFieldDialog } from './CorrectFieldDialog';
import { ReasonDialog } from './ReasonDialog';

/** The review actions that apply to the item now; each opens its dialog. */
function available(item: ReportItem): ReviewKind[] {
  if (!item.file || isProcessing(item)) return [];
  const complete = item.itemStatus === 'COMPLETE' && !item.invalidated;
  const hasFields = item.fields.length > 0;
  return [
    ...(complete && hasFields ? (['correct'] as const) : []),
    'acceptAs' as const,
    ...(complete ? (['invalidate'] as const) : []),
    'reprocess' as const,
  ];
}

export function ItemActions({ item, onDone }: { item: ReportItem; onDone(message: string): void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<ReviewKind | null>(null);
  const actions = available(item);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  const titleId = `item-${item.id}-title`;
  const finished = (message: string) => {
    setOpen(null);
    onDone(message);
    // The button that opened the dialog may be gone (a re-run hides the actions): keep the focus on the card.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body)
        document.getElementById(titleId)?.closest('article')?.focus();
    });
  };
  return (
    <div
      className="item-actions"
      role="group"
      aria-label={t('staff.review.group')}
      aria-describedby={titleId}
    >
      {actions.map((kind) => (
        <button
          key={kind}
          type="button"
          className={kind === 'invalidate' ? 'btn btn-small btn-danger-outline' : 'btn btn-small'}
          onClick={() => setOpen(kind)}
        >
          {t(`staff.review.${kind}`)}
        </button>
      ))}
      {open === 'correct' && <CorrectFieldDialog item={item} onClose={close} onDone={finished} />}
      {open === 'acceptAs' && <AcceptAsDialog item={item} onClose={close} onDone={finished} />}
      {(open === 'invalidate' || open === 'reprocess') && (
        <ReasonDialog kind={open} item={item} onClose={close} onDone={finished} />
      )}
    </div>
  );
}
