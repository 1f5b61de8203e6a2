import { useI18n } from '../../i18n';
import { ValueView } from '../ui/ValueView';

type Def = Record<string, unknown> & {
  ui_type?: string;
  ui_label?: string;
  ui_order?: string[];
  ui_columns?: Record<string, Def>;
  ui_items?: (string | { label: string; value: string })[];
};
type Values = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of a section, in the form's order (ui_order first, then any other field it defines). */
const keysOf = (def: Def) => {
  const fields = Object.keys(def).filter((k) => !k.startsWith('ui_') && isObject(def[k]));
  const order = (def.ui_order ?? []).filter((k) => fields.includes(k));
  return [...order, ...fields.filter((k) => !order.includes(k))];
};

/** One answer as the end client chose it: a select's label, a file's name, yes/no. */
function Answer({ def, value }: { def: Def; value: unknown }) {
  const { t } = useI18n();
  if (def.ui_type === 'checkbox' && typeof value === 'boolean') {
    return <>{value ? t('staff.value.yes') : t('staff.value.no')}</>;
  }
  if (def.ui_type === 'file' && isObject(value) && typeof value.file_name === 'string') {
    return <>{value.file_name}</>;
  }
  const label = (v: unknown) => {
    const found = def.ui_items?.find((i) => (typeof i === 'string' ? i === v : i.value === v));
    return found === undefined ? v : typeof found === 'string' ? found : found.label;
  };
  if (def.ui_items && Array.isArray(value)) return <ValueView value={value.map(label)} />;
  if (def.ui_items) return <ValueView value={label(value)} />;
  return <ValueView value={value} />;
}

/** A section of the form: each field by its label, sections nested, tables as tables. */
function Section({ def, values }: { def: Def; values: Values }) {
  return (
    <dl className="form-answers-list">
      {keysOf(def).map((key) => {
        const field = def[key] as Def;
        const label = field.ui_label || key;
        if (field.ui_type === 'heading') {
          return (
            <div key={key} className="form-heading">
              <dt>
                <strong>{label}</strong>
              </dt>
            </div>
          );
        }
        const value = values[key];
        if (field.ui_type === 'section') {
          return (
            <div key={key} className="form-section">
              <dt>{label}</dt>
              <dd>
                <Section def={field} values={isObject(value) ? value : {}} />
              </dd>
            </div>
          );
        }
        if (field.ui_type === 'table' && field.ui_columns && Array.isArray(value)) {
          const columns = keysOf(field.ui_columns as Def);
          return (
            <div key={key}>
              <dt>{label}</dt>
              <dd className="table-scroll">
                <table className="data-table compact">
                  <thead>
                    <tr>
                      {columns.map((c) => (
                        <th key={c} scope="col">
                          {field.ui_columns![c]!.ui_label || c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {value.map((row, i) => (
                      <tr key={i}>
                        {columns.map((c) => (
                          <td key={c}>
                            <Answer def={field.ui_columns![c]!} value={isObject(row) ? row[c] : null} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </dd>
            </div>
          );
        }
        return (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Answer def={field} value={value} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A forms item's answers, labelled by its form schema (all sections, nested); raw when it has none. */
export function FormAnswers({ schema, values }: { schema: unknown; values: unknown }) {
  if (!isObject(schema) || !isObject(values)) return <ValueView value={values} />;
  return <Section def={schema as Def} values={values} />;
}
