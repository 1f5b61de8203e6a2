import type { FieldIssue } from '../errors';

/** `ui_type` values (compat-notes section 5): the enum plus the label-only `paragraph` and `heading`. */
export const UI_TYPES = [
  'file',
  'date',
  'section',
  'select',
  'multiselect',
  'number',
  'email',
  'password',
  'text',
  'table',
  'checkbox',
  'country',
  'paragraph',
  'heading',
] as const;
export type UiType = (typeof UI_TYPES)[number];

const COLUMN_TYPES: ReadonlySet<string> = new Set(
  UI_TYPES.filter((t) => !['section', 'table', 'file', 'paragraph', 'heading'].includes(t)),
);
const UI_TYPE_SET: ReadonlySet<string> = new Set(UI_TYPES);
const KEY_RE = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/;
const TEXT_PROPS = ['ui_label', 'ui_description', 'ui_placeholder'] as const;

export const MAX_DEPTH = 12;
export const MAX_FIELDS = 1000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

/**
 * Validates a `ui_schema_definition` at every depth. Paths are relative to the definition, as
 * integrators read them: `notaria.identidad.ui_order[1]`.
 */
export function validateUiSchema(definition: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const state = { fields: 0 };
  if (!isObj(definition)) return [{ path: '', message: 'must be an object' }];
  validateLevel(definition, '', 0, true, issues, state);
  return issues.slice(0, 50);
}

function validateLevel(
  level: Obj,
  path: string,
  depth: number,
  root: boolean,
  issues: FieldIssue[],
  state: { fields: number },
): void {
  if (depth > MAX_DEPTH) {
    issues.push({ path, message: `sections nest deeper than ${MAX_DEPTH} levels` });
    return;
  }
  const order = level.ui_order;
  if (order === undefined) {
    if (root) issues.push({ path: 'ui_order', message: 'is required' });
  } else if (!Array.isArray(order)) {
    issues.push({ path: join(path, 'ui_order'), message: 'must be an array of field keys' });
  } else {
    const seen = new Set<string>();
    order.forEach((key, i) => {
      const at = `${join(path, 'ui_order')}[${i}]`;
      if (typeof key !== 'string') issues.push({ path: at, message: 'must be a string' });
      else if (!isObj(level[key]) || key.startsWith('ui_'))
        issues.push({ path: at, message: `names '${key}', which does not exist at this level` });
      else if (seen.has(key)) issues.push({ path: at, message: `repeats '${key}'` });
      else seen.add(key);
    });
  }
  for (const [key, value] of Object.entries(level)) {
    if (key.startsWith('ui_')) continue;
    const at = join(path, key);
    if (!KEY_RE.test(key))
      issues.push({ path: at, message: 'is not a valid field key (letters, digits, _ and -, up to 100)' });
    if (++state.fields > MAX_FIELDS) {
      issues.push({ path: at, message: `the schema has more than ${MAX_FIELDS} fields` });
      return;
    }
    validateField(value, at, depth, issues, state);
  }
}

function validateField(
  field: unknown,
  path: string,
  depth: number,
  issues: FieldIssue[],
  state: { fields: number },
): void {
  if (!isObj(field)) {
    issues.push({ path, message: 'must be an object with ui_type' });
    return;
  }
  const type = field.ui_type;
  if (typeof type !== 'string' || !UI_TYPE_SET.has(type)) {
    issues.push({ path: join(path, 'ui_type'), message: `must be one of ${UI_TYPES.join(', ')}` });
    return;
  }
  validateTextProps(field, path, issues);
  if (field.ui_required !== undefined && typeof field.ui_required !== 'boolean') {
    issues.push({ path: join(path, 'ui_required'), message: 'must be a boolean' });
  }
  if (type === 'section') validateLevel(field, path, depth + 1, false, issues, state);
  else if (type === 'select' || type === 'multiselect')
    validateItems(field.ui_items, join(path, 'ui_items'), issues);
  else if (type === 'table') validateColumns(field, path, issues);
  if (type !== 'section') {
    const stray = Object.keys(field).find((k) => !k.startsWith('ui_'));
    if (stray) issues.push({ path: join(path, stray), message: `a ${type} field cannot hold child fields` });
  }
}

function validateTextProps(field: Obj, path: string, issues: FieldIssue[]): void {
  for (const prop of TEXT_PROPS) {
    const v = field[prop];
    if (v !== undefined && (typeof v !== 'string' || v.length > 2000)) {
      issues.push({ path: join(path, prop), message: 'must be a string of at most 2000 characters' });
    }
  }
}

function validateItems(items: unknown, path: string, issues: FieldIssue[]): void {
  if (!Array.isArray(items) || items.length === 0 || items.length > 500) {
    issues.push({ path, message: 'must be a non-empty array of options (at most 500)' });
    return;
  }
  items.forEach((item, i) => {
    const ok =
      typeof item === 'string' ||
      (isObj(item) &&
        typeof item.label === 'string' &&
        (typeof item.value === 'string' || typeof item.value === 'number'));
    if (!ok) issues.push({ path: `${path}[${i}]`, message: 'must be a string or {label, value}' });
  });
}

function validateColumns(field: Obj, path: string, issues: FieldIssue[]): void {
  const columns = field.ui_columns;
  const at = join(path, 'ui_columns');
  if (!isObj(columns) || Object.keys(columns).length === 0) {
    issues.push({ path: at, message: 'must be an object of columns keyed by name' });
    return;
  }
  if (field.ui_order !== undefined) validateColumnOrder(field.ui_order, columns, path, issues);
  for (const [key, col] of Object.entries(columns)) {
    const colPath = join(at, key);
    if (!KEY_RE.test(key)) issues.push({ path: colPath, message: 'is not a valid column key' });
    if (!isObj(col) || typeof col.ui_type !== 'string' || !COLUMN_TYPES.has(col.ui_type)) {
      issues.push({
        path: join(colPath, 'ui_type'),
        message: `must be one of ${[...COLUMN_TYPES].join(', ')}`,
      });
      continue;
    }
    validateTextProps(col, colPath, issues);
    if (col.ui_type === 'select' || col.ui_type === 'multiselect')
      validateItems(col.ui_items, join(colPath, 'ui_items'), issues);
  }
}

function validateColumnOrder(order: unknown, columns: Obj, path: string, issues: FieldIssue[]): void {
  if (!Array.isArray(order)) {
    issues.push({ path: join(path, 'ui_order'), message: 'must be an array of column keys' });
    return;
  }
  order.forEach((key, i) => {
    if (typeof key !== 'string' || !isObj(columns[key])) {
      issues.push({
        path: `${join(path, 'ui_order')}[${i}]`,
        message: `names '${String(key)}', which is not a column of this table`,
      });
    }
  });
}
