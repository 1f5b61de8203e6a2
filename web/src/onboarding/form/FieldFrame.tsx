import type { ReactNode } from 'react';
import { domId, type UiField } from './schema';

export interface FieldProps {
  name: string;
  field: UiField;
  path: string;
  /** The answers of the level the field lives in (a country also writes `<name>_code` there). */
  level: Record<string, unknown>;
  onPatch(patch: Record<string, unknown>): void;
  errors: Record<string, string>;
}

/** The first message for a path or anything under it (`pais_code`, `acta.file_name`). */
export function errorFor(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((p) => p === `${path}_code` || p.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/** Ids the input points at with aria-describedby: its description and its error. */
export function describedBy(field: UiField, path: string, error: string | undefined): string | undefined {
  const ids = [field.ui_description ? `${domId(path)}-desc` : '', error ? `${domId(path)}-err` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A visual asterisk only, outside the label: inputs carry aria-required, so the label's text stays
 * exactly the schema's ui_label.
 */
export function RequiredMark({ field }: { field: UiField }) {
  if (!field.ui_required) return null;
  return (
    <span className="onb-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** Label, description and error around one input, wired for screen readers. */
export function FieldFrame({
  name,
  field,
  path,
  error,
  children,
}: {
  name: string;
  field: UiField;
  path: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`onb-field onb-field-${field.ui_type}${error ? ' onb-field-invalid' : ''}`}>
      <div className="onb-label-row">
        <label htmlFor={domId(path)}>{field.ui_label ?? name}</label>
        <RequiredMark field={field} />
      </div>
      <FieldNotes field={field} path={path} error={error} />
      {children}
    </div>
  );
}

export function FieldNotes({
  field,
  path,
  error,
}: {
  field: UiField;
  path: string;
  error: string | undefined;
}) {
  return (
    <>
      {field.ui_description && (
        <p id={`${domId(path)}-desc`} className="onb-hint">
          {field.ui_description}
        </p>
      )}
      {error && (
        <p id={`${domId(path)}-err`} className="onb-field-error">
          {error}
        </p>
      )}
    </>
  );
}
