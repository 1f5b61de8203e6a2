import type { ItemType } from '../../../gql/graphql';
import { typeCode } from '../../api/item-type';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import type { ReportItem } from '../report/report.queries';
import { Dialog } from '../ui/Dialog';
import { useFormat } from '../ui/format';
import { ReasonField } from './ReasonDialog';
import { useReview } from './useReview';

/** The types bvs extracts (src/domain/documents/extraction.ts EXTRACTABLE_TYPES). */
const EXTRACTABLE = ['csf_mx', 'ac_mx', 'aa_mx', 'pw_mx', 'bank_statement', 'person_id', 'proof_address'];

interface Props {
  item: ReportItem;
  onClose(): void;
  onDone(message: string): void;
}

export function AcceptAsDialog({ item, onClose, onDone }: Props) {
  const { t } = useI18n();
  const f = useFormat();
  const typeId = useId();
  const reasonId = useId();
  // A requirement slot only takes its own types; a free item takes any type bvs extracts.
  const allowed =
    (item.requirementKey && item.allowedTypes?.map((type) => type.toLowerCase())) || EXTRACTABLE;
  const choices = allowed.filter((type) => EXTRACTABLE.includes(type));
  const [type, setType] = useState(choices.find((c) => c !== typeCode(item)) ?? choices[0] ?? '');
  const [reason, setReason] = useState('');
  const { busy, error, run } = useReview('acceptAs', onDone);
  const name = `${f.label('staff.type', typeCode(item))} #${item.id}`;
  return (
    <Dialog
      title={t('staff.review.acceptAs.title', { item: name })}
      description={t('staff.review.acceptAs.body')}
      submitLabel={t('staff.review.acceptAs.submit')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void run({ itemId: item.id, itemType: type.toUpperCase() as ItemType, reason: reason.trim() || null })
      }
    >
      <div className="field">
        <label htmlFor={typeId}>{t('staff.review.acceptAs.type')}</label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {f.label('staff.type', c)}
            </option>
          ))}
        </select>
      </div>
      <ReasonField id={reasonId} value={reason} onChange={setReason} />
    </Dialog>
  );
}
