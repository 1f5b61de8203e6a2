import { useI18n } from '../../i18n';
import { describedBy, errorFor, FieldFrame, FieldNotes, RequiredMark, type FieldProps } from './FieldFrame';
import { domId, optionsOf } from './schema';

const HTML_TYPE: Record<string, string> = {
  text: 'text',
  email: 'email',
  password: 'password',
  number: 'number',
  date: 'date',
};
const AUTOCOMPLETE: Record<string, string> = { email: 'email', password: 'off' };

/** Text, e-mail, password, number and date: one input, the value typed as the schema says. */
export function TextInput({ name, field, path, level, onPatch, errors }: FieldProps) {
  const error = errorFor(errors, path);
  const type = HTML_TYPE[field.ui_type] ?? 'text';
  const value = level[name];
  return (
    <FieldFrame name={name} field={field} path={path} error={error}>
      <input
        id={domId(path)}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        step={type === 'number' ? 'any' : undefined}
        autoComplete={AUTOCOMPLETE[type]}
        placeholder={field.ui_placeholder}
        value={value === undefined || value === null ? '' : String(value)}
        aria-required={field.ui_required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, path, error)}
        onChange={(e) => {
          const raw = e.target.value;
          if (type !== 'number') onPatch({ [name]: raw === '' ? undefined : raw });
          else onPatch({ [name]: raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw) });
        }}
      />
    </FieldFrame>
  );
}

export function SelectInput({ name, field, path, level, onPatch, errors }: FieldProps) {
  const { t } = useI18n();
  const error = errorFor(errors, path);
  const options = optionsOf(field);
  const current = options.findIndex((o) => o.value === level[name]);
  return (
    <FieldFrame name={name} field={field} path={path} error={error}>
      <select
        id={domId(path)}
        value={current < 0 ? '' : String(current)}
        aria-required={field.ui_required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, path, error)}
        onChange={(e) =>
          onPatch({ [name]: e.target.value === '' ? undefined : options[Number(e.target.value)]?.value })
        }
      >
        <option value="">{t('onb.form.choose')}</option>
        {options.map((o, i) => (
          <option key={i} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxInput({ name, field, path, level, onPatch, errors }: FieldProps) {
  const error = errorFor(errors, path);
  const id = domId(path);
  return (
    <div className={`onb-field onb-field-checkbox${error ? ' onb-field-invalid' : ''}`}>
      <div className="onb-check-row">
        <input
          id={id}
          type="checkbox"
          checked={level[name] === true}
          aria-required={field.ui_required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, path, error)}
          onChange={(e) => onPatch({ [name]: e.target.checked })}
        />
        <label htmlFor={id}>{field.ui_label ?? name}</label>
        <RequiredMark field={field} />
      </div>
      <FieldNotes field={field} path={path} error={error} />
    </div>
  );
}
