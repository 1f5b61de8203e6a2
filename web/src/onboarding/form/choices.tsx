import { useMemo, useState } from 'react';
import {
  COUNTRY_CODES,
  FORM_FILE_TYPES,
  FORM_LIMITS,
} from '../../../../src/domain/form-schemas/form-answers';
import { useI18n, type Lang } from '../../i18n';
import { describedBy, errorFor, FieldFrame, FieldNotes, RequiredMark, type FieldProps } from './FieldFrame';
import { domId, optionsOf } from './schema';

/** Several options as a group of checkboxes: each one labelled, the group named by the field's label. */
export function MultiSelectInput({ name, field, path, level, onPatch, errors }: FieldProps) {
  const error = errorFor(errors, path);
  const options = optionsOf(field);
  const chosen = Array.isArray(level[name]) ? (level[name] as unknown[]) : [];
  const toggle = (value: string | number, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v)));
    onPatch({ [name]: next.length > 0 ? next : undefined });
  };
  return (
    <fieldset
      className={`onb-field onb-field-multiselect${error ? ' onb-field-invalid' : ''}`}
      aria-describedby={describedBy(field, path, error)}
    >
      <legend>
        {field.ui_label ?? name}
        <RequiredMark field={field} />
      </legend>
      <FieldNotes field={field} path={path} error={error} />
      {options.map((o, i) => {
        const id = i === 0 ? domId(path) : `${domId(path)}-${i}`;
        return (
          <div className="onb-check-row" key={i}>
            <input
              id={id}
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            <label htmlFor={id}>{o.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

function countryNames(lang: Lang): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
}

// The stored name is always the Spanish one, whatever language the page shows: answers stay comparable.
const spanishName = (code: string) => new Intl.DisplayNames(['es'], { type: 'region' }).of(code) ?? code;

/** A country: its name under the field's key and its ISO alpha-2 code under `<key>_code`. */
export function CountryInput({ name, field, path, level, onPatch, errors }: FieldProps) {
  const { t, lang } = useI18n();
  const error = errorFor(errors, path);
  const countries = useMemo(() => countryNames(lang), [lang]);
  const code = typeof level[`${name}_code`] === 'string' ? (level[`${name}_code`] as string) : '';
  return (
    <FieldFrame name={name} field={field} path={path} error={error}>
      <select
        id={domId(path)}
        value={code}
        autoComplete="country"
        aria-required={field.ui_required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, path, error)}
        onChange={(e) => {
          const next = e.target.value;
          onPatch({ [name]: next ? spanishName(next) : undefined, [`${name}_code`]: next || undefined });
        }}
      >
        <option value="">{t('onb.form.chooseCountry')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A file answer, read in the page and sent with the form (at most FORM_LIMITS.fileBytes). */
export function FileInput({ name, field, path, level, onPatch, errors }: FieldProps) {
  const { t } = useI18n();
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? errorFor(errors, path);
  const value = level[name] as { file_name?: string } | undefined;
  return (
    <FieldFrame name={name} field={field} path={path} error={error}>
      {/* The browser's own button speaks the browser's language; this one follows the page's. */}
      <div className="onb-file-row">
        <input
          id={domId(path)}
          className="onb-file-input"
          type="file"
          accept={FORM_FILE_TYPES.join(',')}
          aria-required={field.ui_required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, path, error)}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            setLocalError(null);
            if (!file) return onPatch({ [name]: undefined });
            if (file.size > FORM_LIMITS.fileBytes) {
              e.target.value = '';
              setLocalError(t('onb.form.error.too_large'));
              return onPatch({ [name]: undefined });
            }
            const base64 = await readBase64(file);
            onPatch({ [name]: { file_name: file.name, content_type: file.type, base64 } });
          }}
        />
        <label htmlFor={domId(path)} className="onb-button onb-file-label">
          {t('onb.upload.choose')}
        </label>
        <span className="onb-hint">
          {value?.file_name ? t('onb.form.fileChosen', { file: value.file_name }) : t('onb.form.noFile')}
        </span>
      </div>
    </FieldFrame>
  );
}
