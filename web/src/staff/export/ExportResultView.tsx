import type { ExportResult } from '../../api/staff';
import { useI18n } from '../../i18n';
import { useFormat } from '../ui/format';

export function ExportResultView({ result }: { result: ExportResult }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <div className="export-result">
      <p>
        {t('staff.export.ready', { size: f.number(Math.ceil(result.size / 1024)) })}{' '}
        <a href={result.downloadUrl} download className="btn btn-primary">
          {t('staff.export.download', { format: result.format })}
        </a>
      </p>
      <p className="muted small">
        {t('staff.export.expires', { minutes: Math.round(result.expiresIn / 60000) })}
      </p>
      {result.unfilledVariables.length > 0 && (
        <details>
          <summary>{t('staff.export.unfilled', { n: result.unfilledVariables.length })}</summary>
          <ul className="plain-list small">
            {result.unfilledVariables.map((v) => (
              <li key={v}>
                <code>{v}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
