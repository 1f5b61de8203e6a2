import { forwardRef } from 'react';
import { useI18n } from '../../i18n';
import { domId, labelAt } from './schema';

// An issue about a country's code or a file's parts belongs to the field itself.
const targetOf = (path: string) => domId(path.replace(/(_code|\.(file_name|content_type|base64))$/, ''));

/** Every problem at the top of the form, each a link to its field; focused after a failed send. */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { issues: Record<string, string>; definition: Record<string, unknown> }
>(function ErrorSummary({ issues, definition }, ref) {
  const { t } = useI18n();
  const entries = Object.entries(issues);
  return (
    <div
      className="onb-error-summary"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="onb-error-summary-title"
    >
      <h3 id="onb-error-summary-title">{t('onb.form.errors.title', { n: entries.length })}</h3>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${targetOf(path)}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(targetOf(path))?.focus();
              }}
            >
              {labelAt(definition, path)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
