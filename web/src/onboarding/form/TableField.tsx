import { useI18n } from '../../i18n';
import { FieldNotes, RequiredMark, type FieldProps } from './FieldFrame';
import { Field } from './FieldList';
import { childPath, columnsOf, domId, type Values } from './schema';

/**
 * A table as a list of rows, each row a small group of labelled fields: readable on a phone and by a
 * screen reader, unlike a grid of unlabelled cells.
 */
export function TableField({
  name,
  field,
  path,
  level,
  onPatch,
  errors,
  depth,
}: FieldProps & { depth: number }) {
  const { t } = useI18n();
  const rows = Array.isArray(level[name]) ? (level[name] as Values[]) : [];
  const columns = columnsOf(field);
  const label = field.ui_label ?? name;
  const setRows = (next: Values[]) => onPatch({ [name]: next.length > 0 ? next : undefined });
  return (
    <fieldset
      className="onb-table-field"
      id={domId(path)}
      tabIndex={-1}
      aria-describedby={errors[path] ? `${domId(path)}-err` : undefined}
    >
      <legend>
        {label}
        <RequiredMark field={field} />
      </legend>
      <FieldNotes field={field} path={path} error={errors[path]} />
      {rows.length === 0 && <p className="onb-hint">{t('onb.form.table.empty')}</p>}
      {rows.map((row, i) => {
        const rowPath = `${path}[${i}]`;
        const rowLabel = t('onb.form.table.row', { table: label, n: i + 1 });
        return (
          <fieldset className="onb-table-row" key={i}>
            <legend className="onb-table-row-title">{rowLabel}</legend>
            <div className="onb-table-cells">
              {columns.map(([col, colField]) => (
                <Field
                  key={col}
                  name={col}
                  field={colField}
                  path={childPath(rowPath, col)}
                  depth={depth + 1}
                  level={row}
                  onPatch={(p) => setRows(rows.map((r, j) => (j === i ? { ...r, ...p } : r)))}
                  errors={errors}
                />
              ))}
            </div>
            <button
              type="button"
              className="onb-link-button"
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              {t('onb.form.table.remove', { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="onb-button" onClick={() => setRows([...rows, {}])}>
        {t('onb.form.table.add', { table: label })}
      </button>
    </fieldset>
  );
}
