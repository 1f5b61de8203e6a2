import { useId, useState, type FormEvent } from 'react';
import { GraphQLRequestError } from '../../api/client';
import { UPLOAD_TEMPLATE, type DocTemplate } from '../../api/staff';
import { useI18n } from '../../i18n';
import { useSession } from '../session';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Adds a DOCX template to the account; a template with a syntax error is refused with the reason. */
export function TemplateUpload({ onUploaded }: { onUploaded(t: DocTemplate): void }) {
  const { t } = useI18n();
  const { call } = useSession();
  const ids = { name: useId(), file: useId() };
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || !name.trim()) return setMessage({ ok: false, text: t('staff.template.missing') });
    setBusy(true);
    setMessage(null);
    try {
      const {
        docTemplateUpload: { template },
      } = await call(UPLOAD_TEMPLATE, {
        name: name.trim(),
        base64: await base64Of(file),
        fileName: file.name,
      });
      onUploaded(template);
      setMessage({ ok: true, text: t('staff.template.uploaded', { name: template.name }) });
      setName('');
    } catch (err) {
      const detail =
        err instanceof GraphQLRequestError ? (err.errors[0]?.details?.[0]?.message ?? err.message) : '';
      setMessage({ ok: false, text: t('staff.template.failed', { detail }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="template-upload" onSubmit={submit} noValidate aria-labelledby={`${ids.name}-title`}>
      <h3 id={`${ids.name}-title`}>{t('staff.template.title')}</h3>
      <div className="field">
        <label htmlFor={ids.name}>{t('staff.template.name')}</label>
        <input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor={ids.file}>{t('staff.template.file')}</label>
        <input
          id={ids.file}
          type="file"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      {message && (
        <p className={message.ok ? 'notice' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('staff.dialog.working') : t('staff.template.submit')}
      </button>
    </form>
  );
}
