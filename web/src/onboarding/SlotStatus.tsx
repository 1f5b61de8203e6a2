import { useI18n } from '../i18n';
import type { SlotState } from './status';

const TONE: Record<SlotState['kind'], string> = {
  empty: 'neutral',
  processing: 'info',
  accepted: 'ok',
  review: 'info',
  invalidated: 'bad',
  rejected: 'bad',
  needsNew: 'bad',
};

/** The slot's state as a badge and a sentence; announced politely when it changes live. */
export function SlotStatus({
  state,
  fileName,
  allowed,
  pages = null,
}: {
  state: SlotState;
  fileName: string | null;
  allowed: string[];
  /** Pages read of a long document while it is read. */
  pages?: { done: number; total: number } | null;
}) {
  const { t } = useI18n();
  const file = fileName ?? t('onb.req.yourFile');
  return (
    <div className={`onb-status onb-status-${TONE[state.kind]}`} role="status">
      <span className={`onb-badge onb-badge-${TONE[state.kind]}`}>
        {state.kind === 'processing' && <span className="onb-spinner" aria-hidden="true" />}
        {t(`onb.status.${state.kind}`)}
      </span>
      {state.kind === 'rejected' ? (
        <RejectionReason state={state} allowed={allowed} />
      ) : state.kind === 'needsNew' ? (
        <NeedsNewReason state={state} />
      ) : (
        state.kind !== 'empty' && <p>{t(`onb.status.${state.kind}.detail`, { file })}</p>
      )}
      {state.kind === 'processing' && pages && pages.total > 1 && (
        <p className="onb-pages">
          <progress value={pages.done} max={pages.total} aria-hidden="true" />{' '}
          {t('onb.status.pagesRead', { done: pages.done, total: pages.total })}
        </p>
      )}
    </div>
  );
}

function RejectionReason({
  state,
  allowed,
}: {
  state: Extract<SlotState, { kind: 'rejected' }>;
  allowed: string[];
}) {
  const { t } = useI18n();
  const typeName = (type: string) => {
    const name = t(`doctype.${type}`);
    return name === `doctype.${type}` ? type : name;
  };
  const expected = allowed.map(typeName).join(t('onb.or'));
  let reason: string;
  if (state.code === 'invalid_document_type') {
    reason = state.foundType
      ? t('onb.itemError.invalid_document_type', { found: typeName(state.foundType), expected })
      : t('onb.itemError.unrecognised', { expected });
  } else if (state.code === 'ruleset_validation_failed' && state.rules.length > 0) {
    reason = t('onb.itemError.ruleset_with_reasons', { reasons: state.rules.join('; ') });
  } else {
    const key = `onb.itemError.${state.code}`;
    reason = t(key) === key ? t('onb.itemError.other') : t(key);
  }
  return (
    <p>
      {reason} {!/password/.test(state.code) && t('onb.status.rejected.action')}
    </p>
  );
}

/** Why another document is needed: the flow's rule in plain words, or the staff's own reason. */
function NeedsNewReason({ state }: { state: Extract<SlotState, { kind: 'needsNew' }> }) {
  const { t, lang } = useI18n();
  return (
    <>
      <p>{state.message[lang]}</p>
      {state.staffReason && (
        <p className="onb-staff-reason">
          {t('onb.status.needsNew.staffReason', { reason: state.staffReason })}
        </p>
      )}
    </>
  );
}
