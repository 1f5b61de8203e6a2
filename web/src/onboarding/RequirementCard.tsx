import { useEffect, useRef, useState } from 'react';
import {
  setRequirementEnabled,
  type OnboardingItem,
  type OnboardingVerification,
  type Requirement,
} from '../api/onboarding';
import { useI18n } from '../i18n';
import { SlotStatus } from './SlotStatus';
import { slotState } from './status';
import { UploadArea } from './UploadArea';

interface Props {
  verificationId: string;
  requirement: Requirement;
  item: OnboardingItem | undefined;
  token: string;
  onChanged(v: OnboardingVerification): void;
  onUploaded(): Promise<void>;
}

/** One requirement: its label and description, its live state, and where to upload or replace it. */
export function RequirementCard({
  verificationId,
  requirement: req,
  item,
  token,
  onChanged,
  onUploaded,
}: Props) {
  const { t } = useI18n();
  const [replacing, setReplacing] = useState(false);
  const [lastFile, setLastFile] = useState<File | null>(null);
  const state = slotState(req, item);
  const headingId = `req-${req.key}-title`;
  const canUpload = ['empty', 'rejected', 'invalidated', 'needsNew'].includes(state.kind) || replacing;
  const canReplace = (state.kind === 'accepted' || state.kind === 'review') && !replacing;
  const article = useRef<HTMLElement>(null);
  const hadUpload = useRef(canUpload);
  useEffect(() => {
    // The upload area goes away once a file is in; the keyboard focus it held must not fall to <body>.
    if (hadUpload.current && !canUpload && document.activeElement === document.body) article.current?.focus();
    hadUpload.current = canUpload;
  }, [canUpload]);
  return (
    <article
      ref={article}
      tabIndex={-1}
      id={`req-${req.key}`}
      className={`onb-card onb-req onb-req-${state.kind}`}
      aria-labelledby={headingId}
    >
      <div className="onb-req-head">
        <h3 id={headingId}>{req.label}</h3>
        {req.optional && <span className="onb-badge onb-badge-neutral">{t('common.optional')}</span>}
      </div>
      {req.description && <p className="onb-muted">{req.description}</p>}
      {req.conditionalRender && (
        <ConditionalSwitch
          verificationId={verificationId}
          requirement={req}
          token={token}
          onChanged={onChanged}
        />
      )}
      {req.enabled && item && (
        <>
          <SlotStatus
            state={state}
            fileName={item.file?.fileName ?? null}
            allowed={req.allowedTypes.map((type) => type.toLowerCase())}
            pages={
              item.file?.pagesTotal ? { done: item.file.pagesDone ?? 0, total: item.file.pagesTotal } : null
            }
          />
          {canReplace && (
            <button type="button" className="onb-link-button" onClick={() => setReplacing(true)}>
              {t('onb.req.replace')}
            </button>
          )}
          {canUpload && (
            <UploadArea
              item={item}
              label={req.label}
              token={token}
              askPassword={state.kind === 'rejected' && /password/.test(state.code)}
              lastFile={lastFile}
              onFile={setLastFile}
              onUploaded={async () => {
                setReplacing(false);
                await onUploaded();
              }}
            />
          )}
        </>
      )}
    </article>
  );
}

function ConditionalSwitch({
  verificationId,
  requirement: req,
  token,
  onChanged,
}: Omit<Props, 'item' | 'onUploaded'>) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = `req-${req.key}-enabled`;
  // Not `disabled` while saving: a disabled checkbox drops the keyboard focus.
  const toggle = async (enabled: boolean) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      onChanged(await setRequirementEnabled(verificationId, req.key, enabled, token));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="onb-conditional">
      <input
        id={id}
        type="checkbox"
        checked={req.enabled}
        aria-busy={busy}
        onChange={(e) => void toggle(e.target.checked)}
      />
      <label htmlFor={id}>{req.conditionalRenderLabel ?? req.label}</label>
      {failed && (
        <p className="onb-field-error" role="alert">
          {t('common.error')}
        </p>
      )}
    </div>
  );
}
