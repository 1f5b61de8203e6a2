import { columnKeys, fieldKeys } from '../../../../src/domain/form-schemas/form-answers';

/** One field of a `ui_schema_definition` (compat-notes 5); sections hold their children as extra keys. */
export interface UiField {
  ui_type: string;
  ui_label?: string;
  ui_description?: string;
  ui_placeholder?: string;
  ui_required?: boolean;
  ui_items?: unknown[];
  ui_columns?: Record<string, UiField>;
  ui_order?: string[];
  [child: string]: unknown;
}

export type Values = Record<string, unknown>;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of a level (the root or a section) in display order. */
export const fieldsOf = (level: Record<string, unknown>): [string, UiField][] =>
  fieldKeys(level).map((k) => [k, level[k] as UiField]);

export const columnsOf = (table: UiField): [string, UiField][] =>
  columnKeys(table).map((k) => [k, table.ui_columns![k]!]);

/** A select's options as label and value (`"RFC"` or `{label, value}`). */
export function optionsOf(field: UiField): { label: string; value: string | number }[] {
  return (field.ui_items ?? []).flatMap((item) => {
    if (typeof item === 'string') return [{ label: item, value: item }];
    if (
      isObj(item) &&
      typeof item.label === 'string' &&
      (typeof item.value === 'string' || typeof item.value === 'number')
    )
      return [{ label: item.label, value: item.value }];
    return [];
  });
}

export const childPath = (base: string, key: string) => (base ? `${base}.${key}` : key);

/** A DOM id for a value path; paths hold dots and brackets that ids should not. */
export const domId = (path: string) => `ff-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The label shown for a path (`notaria.identidad.curp`, `junta_directiva[0].id_number`). */
export function labelAt(definition: Record<string, unknown>, path: string): string {
  let level: Record<string, unknown> = definition;
  let label = path;
  for (const part of path.split('.')) {
    const [, key, row] = /^([^[]+)(?:\[(\d+)\])?$/.exec(part) ?? [];
    const field = key ? (level[key] as UiField | undefined) : undefined;
    if (!isObj(field)) break;
    label = field.ui_label ?? key!;
    if (field.ui_type === 'table' && row !== undefined) {
      level = field.ui_columns ?? {};
      label = `${label} ${Number(row) + 1}`;
    } else level = field;
  }
  return label;
}

/** Saved answers to show again: stored files keep only metadata, so they cannot be sent back as they are. */
export function prefill(definition: Record<string, unknown>, saved: unknown): Values {
  if (!isObj(saved)) return {};
  const out: Values = {};
  for (const [key, field] of fieldsOf(definition)) {
    const value = saved[key];
    if (value === undefined || field.ui_type === 'file') continue;
    out[key] = field.ui_type === 'section' ? prefill(field, value) : value;
    if (field.ui_type === 'country' && saved[`${key}_code`] !== undefined)
      out[`${key}_code`] = saved[`${key}_code`];
  }
  return out;
}

/** Drops empty answers so that "not answered" is one thing: an absent key. */
export function compact(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (isObj(value) && !('base64' in value)) {
      const inner = compact(value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (Array.isArray(value) && value.every(isObj)) out[key] = value.map((row) => compact(row));
    else out[key] = value;
  }
  return out;
}
