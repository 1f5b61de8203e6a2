import { useId } from 'react';
import { useI18n } from '../i18n';

/** The password of a protected PDF: sent with the same file again, or with the next one chosen. */
export function PasswordRetry(props: {
  password: string;
  onPassword(value: string): void;
  canRetry: boolean;
  onRetry(): void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <form
      className="onb-password"
      onSubmit={(e) => {
        e.preventDefault();
        if (props.canRetry && props.password) props.onRetry();
      }}
    >
      <label htmlFor={id}>{t('onb.upload.password')}</label>
      <div className="onb-inline">
        <input
          id={id}
          type="password"
          autoComplete="off"
          value={props.password}
          onChange={(e) => props.onPassword(e.target.value)}
        />
        {props.canRetry && (
          <button type="submit" className="onb-button" disabled={!props.password}>
            {t('onb.upload.password.submit')}
          </button>
        )}
      </div>
      {!props.canRetry && <p className="onb-hint">{t('onb.upload.password.choose')}</p>}
    </form>
  );
}
