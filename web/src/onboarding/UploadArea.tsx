import { useId, useState, type DragEvent } from 'react';
import type { OnboardingItem } from '../api/onboarding';
import { useI18n } from '../i18n';
import { ACCEPTED_FILES, UploadError, uploadFile } from './upload';
import { PasswordRetry } from './PasswordRetry';

const KNOWN_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/tiff']);

interface Props {
  item: OnboardingItem;
  label: string;
  token: string;
  askPassword: boolean;
  /** The last file sent, kept by the card: a protected PDF is sent again with its password. */
  lastFile: File | null;
  onFile(file: File): void;
  onUploaded(): Promise<void>;
}

/** Drag and drop or a file picker, with the upload's real progress; the password for protected PDFs. */
export function UploadArea({ item, label, token, askPassword, lastFile, onFile, onUploaded }: Props) {
  const { t } = useI18n();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  const send = async (file: File, withPassword?: string) => {
    setError(null);
    if (file.type && !KNOWN_TYPES.has(file.type)) {
      setError('unsupported_file_type');
      return;
    }
    onFile(file);
    setProgress({ name: file.name, fraction: 0 });
    try {
      await uploadFile(item.id, file, token, {
        password: withPassword || undefined,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      await onUploaded();
      setPassword('');
    } catch (err) {
      setError(err instanceof UploadError ? err.code : 'failed');
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !progress) void send(file, askPassword ? password : undefined);
  };
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    setDragging(true);
  };

  return (
    <div className="onb-upload">
      {askPassword && (
        <PasswordRetry
          password={password}
          onPassword={setPassword}
          canRetry={!!lastFile && !progress}
          onRetry={() => lastFile && void send(lastFile, password)}
        />
      )}
      <div
        className={`onb-drop${dragging ? ' onb-drop-active' : ''}${progress ? ' onb-drop-busy' : ''}`}
        aria-busy={!!progress}
        data-testid={`drop-${item.id}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="onb-drop-text">{t('onb.upload.drop')}</p>
        <input
          id={inputId}
          className="onb-file-input"
          type="file"
          accept={ACCEPTED_FILES}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file && !progress) void send(file, askPassword ? password : undefined);
          }}
        />
        <label htmlFor={inputId} className="onb-button onb-file-label">
          {t('onb.upload.choose')}
          <span className="onb-visually-hidden"> {t('onb.upload.for', { label })}</span>
        </label>
        <p className="onb-hint">{t('onb.upload.formats')}</p>
      </div>
      {progress && (
        <div className="onb-upload-progress">
          <label htmlFor={`${inputId}-progress`}>{t('onb.upload.sending', { file: progress.name })}</label>
          <progress id={`${inputId}-progress`} max={100} value={Math.round(progress.fraction * 100)} />
          <span aria-hidden="true">{Math.round(progress.fraction * 100)} %</span>
        </div>
      )}
      {error && (
        <p className="onb-field-error" role="alert">
          {t(`onb.upload.error.${error}`)}
        </p>
      )}
    </div>
  );
}
