import { typeCode } from '../../api/item-type';
import { useI18n } from '../../i18n';
import { useState } from 'react';
import { ItemActions } from '../review/ItemActions';
import { RequestReplacementDialog } from '../review/FindingDialogs';
import { Badge } from '../ui/Badge';
import { useFormat } from '../ui/format';
import { FormAnswers } from './FormAnswers';
import { ItemDetails } from './ItemDetails';
import { isProcessing, ItemStatusBadge } from './ItemStatus';
import type { ReportItem } from './report.queries';

interface Props {
  item: ReportItem;
  requirement?: string;
  onDone(message: string): void;
}

export function ItemCard({ item, requirement, onDone }: Props) {
  const { t } = useI18n();
  const f = useFormat();
  const titleId = `item-${item.id}-title`;
  const failed = item.checks.filter((c) => c.result === 'FAIL');
  const fileError = item.file?.error && item.file.error !== item.itemError ? item.file.error : null;
  const [asking, setAsking] = useState(false);
  const name = `${f.label('staff.type', typeCode(item))} #${item.id}`;
  const isForm = item.type === 'FORMS';
  return (
    <article
      className={isForm ? 'item-card item-form' : 'item-card'}
      aria-labelledby={titleId}
      data-item-id={item.id}
      tabIndex={-1}
    >
      <header className="item-head">
        <h3 id={titleId}>
          {f.label('staff.type', typeCode(item))} <span className="muted">#{item.id}</span>
        </h3>
        <ItemStatusBadge item={item} />
      </header>
      {requirement && <p className="muted small">{requirement}</p>}
      {isProcessing(item) && item.file?.pagesTotal ? (
        <p className="item-progress small">
          <progress value={item.file.pagesDone ?? 0} max={item.file.pagesTotal} aria-hidden="true" />{' '}
          {t('staff.items.pagesRead', { done: item.file.pagesDone ?? 0, total: item.file.pagesTotal })}
        </p>
      ) : null}
      {item.file ? (
        <p className="item-file">
          {item.originalFileUrl ? (
            <a href={item.originalFileUrl} target="_blank" rel="noopener noreferrer">
              {t('staff.items.open', { name: item.file.fileName ?? t('staff.items.document') })}
            </a>
          ) : (
            <span>{item.file.fileName}</span>
          )}
          <span className="muted small">
            {' '}
            {[
              item.file.pageCount ? t('staff.items.pages', { n: item.file.pageCount }) : null,
              item.file.sizeBytes ? `${f.number(Math.ceil(item.file.sizeBytes / 1024))} KB` : null,
              item.file.acceptedAsType
                ? t('staff.items.acceptedAs', { type: f.label('staff.type', item.file.acceptedAsType) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </p>
      ) : isForm ? null : (
        <p className="muted">{t('staff.items.noFile')}</p>
      )}
      {(item.itemError || fileError) && (
        <ul className="item-errors" aria-label={t('staff.items.errors')}>
          {[item.itemError, fileError].filter(Boolean).map((e) => (
            <li key={e}>
              {f.label('staff.error', e)} <code>{e}</code>
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <ul className="item-errors" aria-label={t('staff.items.failedChecks')}>
          {failed.map((c) => (
            <li key={`${c.code}-${c.field ?? ''}`}>{f.label('staff.check', c.code)}</li>
          ))}
        </ul>
      )}
      {item.replacementRequested && (
        <p className="replacement" data-testid="replacement">
          <Badge tone="bad">{t('staff.replacement.requested')}</Badge>{' '}
          {item.replacementReason && t('staff.items.reason', { reason: item.replacementReason })}
        </p>
      )}
      {isForm && (
        <div className="form-answers">
          <h4>{item.formSchema?.name ?? t('staff.items.formAnswers')}</h4>
          <FormAnswers schema={item.formSchema?.uiSchemaDefinition} values={item.itemValue} />
        </div>
      )}
      <ItemActions item={item} onDone={onDone} />
      {item.file && !item.replacementRequested && (
        <div className="item-actions">
          <button type="button" className="btn btn-small" onClick={() => setAsking(true)}>
            {t('staff.replacement.request')}
          </button>
        </div>
      )}
      {asking && (
        <RequestReplacementDialog
          itemId={item.id}
          itemName={name}
          onClose={() => setAsking(false)}
          onDone={(message) => {
            setAsking(false);
            onDone(message);
          }}
        />
      )}
      <ItemDetails item={item} />
    </article>
  );
}
