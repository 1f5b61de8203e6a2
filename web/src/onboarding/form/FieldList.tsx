import { CheckboxInput, SelectInput, TextInput } from './inputs';
import { CountryInput, FileInput, MultiSelectInput } from './choices';
import { FieldNotes, RequiredMark, type FieldProps } from './FieldFrame';
import { childPath, domId, fieldsOf, type Values } from './schema';
import { TableField } from './TableField';

interface LevelProps {
  level: Record<string, unknown>;
  values: Values;
  path: string;
  depth: number;
  onChange(values: Values): void;
  errors: Record<string, string>;
}

/** The fields of one level (the form or a section), in ui_order. */
export function FieldList({ level, values, path, depth, onChange, errors }: LevelProps) {
  const patch = (p: Values) => onChange({ ...values, ...p });
  return (
    <>
      {fieldsOf(level).map(([name, field]) => (
        <Field
          key={name}
          name={name}
          field={field}
          path={childPath(path, name)}
          depth={depth}
          level={values}
          onPatch={patch}
          errors={errors}
        />
      ))}
    </>
  );
}

export function Field(props: FieldProps & { depth: number }) {
  const { field } = props;
  switch (field.ui_type) {
    case 'section':
      return <Section {...props} />;
    case 'heading': {
      const Tag = props.depth === 0 ? 'h3' : 'h4';
      return <Tag className="onb-form-heading">{field.ui_label}</Tag>;
    }
    case 'paragraph':
      return <p className="onb-form-paragraph">{field.ui_label ?? field.ui_description}</p>;
    case 'table':
      return <TableField {...props} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'multiselect':
      return <MultiSelectInput {...props} />;
    case 'checkbox':
      return <CheckboxInput {...props} />;
    case 'country':
      return <CountryInput {...props} />;
    case 'file':
      return <FileInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
}

/** A section nests a level of its own, to any depth; its answers are an object under its key. */
function Section({ name, field, path, level, onPatch, errors, depth }: FieldProps & { depth: number }) {
  const own = errors[path];
  const values = (level[name] as Values | undefined) ?? {};
  return (
    <fieldset
      className={`onb-section-field onb-depth-${Math.min(depth, 3)}`}
      id={domId(path)}
      tabIndex={-1}
      aria-describedby={own ? `${domId(path)}-err` : undefined}
    >
      <legend>
        {field.ui_label ?? name}
        <RequiredMark field={field} />
      </legend>
      <FieldNotes field={field} path={path} error={own} />
      <FieldList
        level={field}
        values={values}
        path={path}
        depth={depth + 1}
        onChange={(next) => onPatch({ [name]: next })}
        errors={errors}
      />
    </fieldset>
  );
}
