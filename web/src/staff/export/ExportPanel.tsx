import { useEffect, useId, useState, type FormEvent } from 'react';
import { GraphQLRequestError } from '../../api/client';
import { EXPORT_MUTATION, TEMPLATES_QUERY, type DocTemplate, type ExportResult } from '../../api/staff';
import { useI18n } from '../../i18n';
import type { Report } from '../report/report.queries';
import { useSession } from '../session';
import { ExportResultView } from './ExportResultView';
import { KeyPeoplePicker, type Picked } from './KeyPeoplePicker';
import { TemplateUpload } from './TemplateUpload';

/** Fills one of the account's DOCX templates with this verification's data. */
export function ExportPanel({ report }: { report: Report }) {
  const { t } = useI18n();
  const { call } = useSession();
  const ids = { template: useId(), format: useId() };
  const [templates, setTemplates] = useState<DocTemplate[] | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [format, setFormat] = useState<'DOCX' | 'PDF'>('DOCX');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ExportResult | null>(null);

  useEffect(() => {
    call(TEMPLATES_QUERY, {}).then(
      ({ docTemplates }) => {
        setTemplates(docTemplates);
        setTemplateId((id) => id || docTemplates[0]?.id || '');
      },
      () => setTemplates([]),
    );
  }, [call]);

  const uploaded = (tpl: DocTemplate) => {
    setTemplates((list) => [tpl, ...(list ?? [])]);
    setTemplateId(tpl.id);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!templateId) return setError(t('staff.export.noTemplate'));
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const keyPeople = picked.map((p, i) => ({
        key: `key_person_${i + 1}`,
        personId: p.personId,
        roleId: p.roleId,
      }));
      const r = await call(EXPORT_MUTATION, {
        verificationId: report.id,
        templateId,
        keyPeople,
        format,
      });
      setResult(r.verificationExport.document);
    } catch (err) {
      const detail = err instanceof GraphQLRequestError ? err.message : '';
      setError(t('staff.export.failed', { detail }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="export" className="report-section" aria-labelledby="export-title">
      <h2 id="export-title">{t('staff.section.export')}</h2>
      <div className="export-layout">
        <form className="export-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={ids.template}>{t('staff.export.template')}</label>
            <select id={ids.template} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              {templates?.length === 0 && <option value="">{t('staff.export.noTemplates')}</option>}
              {templates?.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {tpl.name}
                </option>
              ))}
            </select>
          </div>
          <KeyPeoplePicker people={report.people.keyPeople} value={picked} onChange={setPicked} />
          <div className="field">
            <label htmlFor={ids.format}>{t('staff.export.format')}</label>
            <select
              id={ids.format}
              value={format}
              onChange={(e) => setFormat(e.target.value as 'DOCX' | 'PDF')}
            >
              <option value="DOCX">Word (DOCX)</option>
              <option value="PDF">PDF</option>
            </select>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('staff.export.working') : t('staff.export.submit')}
          </button>
          <div role="status">{result && <ExportResultView result={result} />}</div>
        </form>
        <TemplateUpload onUploaded={uploaded} />
      </div>
    </section>
  );
}
