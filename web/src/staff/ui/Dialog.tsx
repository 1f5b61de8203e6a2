import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n';

interface Props {
  title: string;
  description?: string;
  submitLabel: string;
  /** Destructive actions get the red button. */
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onSubmit(): void;
  onClose(): void;
  children?: ReactNode;
}

/**
 * A modal form on the native `<dialog>`: `showModal()` makes the rest of the page inert (the focus
 * stays inside), Escape closes it, and the focus goes back to the button that opened it.
 */
export function Dialog({
  title,
  description,
  submitLabel,
  danger,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: Props) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descId}>{description}</p>}
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('staff.dialog.cancel')}
          </button>
          <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy}>
            {busy ? t('staff.dialog.working') : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
