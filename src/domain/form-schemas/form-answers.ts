/**
 * The answers to a form (`forms` item), checked against its `ui_schema_definition`. Pure and without
 * imports: the onboarding page runs the same rules before sending, and the server runs them again.
 *
 * Values mirror the schema: plain keys for fields, nested objects for sections, arrays of row objects
 * for tables; a `country` field keeps the country's name under its key and the ISO alpha-2 code under
 * `<key>_code`; a `file` field carries `{file_name, content_type, base64}` until the server stores it.
 */

export type FormIssueCode =
  'required' | 'type' | 'format' | 'option' | 'too_long' | 'too_large' | 'too_many' | 'unknown_field';

export interface FormIssue {
  path: string;
  message: string;
  code: FormIssueCode;
}

export const FORM_LIMITS = {
  textLength: 2000,
  tableRows: 200,
  fileBytes: 5 * 1024 * 1024,
  issues: 100,
} as const;

export const FORM_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the page's language. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;
const LABEL_ONLY = new Set(['paragraph', 'heading']);

/** The keys of a level in display order: `ui_order` when given, else the field keys as written. */
export function fieldKeys(level: Obj): string[] {
  const order = level.ui_order;
  if (Array.isArray(order)) return order.filter((k): k is string => typeof k === 'string' && isObj(level[k]));
  return Object.keys(level).filter((k) => !k.startsWith('ui_') && isObj(level[k]));
}

/** The keys of a table's columns in display order. */
export function columnKeys(table: Obj): string[] {
  const columns = isObj(table.ui_columns) ? table.ui_columns : {};
  const order = table.ui_order;
  if (Array.isArray(order))
    return order.filter((k): k is string => typeof k === 'string' && isObj(columns[k]));
  return Object.keys(columns).filter((k) => isObj(columns[k]));
}

/** The value a select option stands for (`"RFC"` or `{label, value}`). */
export function optionValue(item: unknown): string | number | undefined {
  if (typeof item === 'string') return item;
  if (isObj(item) && (typeof item.value === 'string' || typeof item.value === 'number')) return item.value;
  return undefined;
}

function isValidDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

class Collector {
  readonly issues: FormIssue[] = [];
  add(path: string, code: FormIssueCode, message: string): void {
    if (this.issues.length < FORM_LIMITS.issues) this.issues.push({ path, code, message });
  }
}

/** Every problem with `values` against the schema `definition`; an empty list means they can be saved. */
export function validateFormAnswers(definition: unknown, values: unknown): FormIssue[] {
  const out = new Collector();
  if (!isObj(definition)) return [{ path: '', code: 'type', message: 'the form has no valid schema' }];
  if (!isObj(values)) return [{ path: '', code: 'type', message: 'must be an object of answers' }];
  checkLevel(definition, values, '', out);
  return out.issues;
}

function checkLevel(level: Obj, values: Obj, path: string, out: Collector): void {
  const keys = fieldKeys(level);
  const known = new Set(keys);
  for (const key of keys) {
    const field = level[key] as Obj;
    if (field.ui_type === 'country') known.add(`${key}_code`);
    checkField(field, values[key], join(path, key), out, values, key);
  }
  for (const key of Object.keys(values)) {
    if (!known.has(key)) out.add(join(path, key), 'unknown_field', 'is not a field of this form');
  }
}

function checkField(
  field: Obj,
  value: unknown,
  path: string,
  out: Collector,
  parent: Obj,
  key: string,
): void {
  const type = field.ui_type;
  if (typeof type !== 'string' || LABEL_ONLY.has(type)) {
    if (value !== undefined) out.add(path, 'unknown_field', 'takes no answer');
    return;
  }
  if (type === 'section') {
    if (value === undefined || value === null) return checkLevel(field, {}, path, out);
    if (!isObj(value)) return out.add(path, 'type', 'must be an object (a section)');
    return checkLevel(field, value, path, out);
  }
  const required = field.ui_required === true;
  if (type === 'checkbox') {
    if (value !== undefined && value !== null && typeof value !== 'boolean')
      return out.add(path, 'type', 'must be true or false');
    if (required && value !== true) out.add(path, 'required', 'must be checked');
    return;
  }
  if (isEmpty(value)) {
    if (required) out.add(path, 'required', 'is required');
    return;
  }
  if (type === 'table') return checkTable(field, value, path, out);
  if (type === 'country') return checkCountry(value, parent[`${key}_code`], path, out);
  checkSimple(field, type, value, path, out);
}

function checkSimple(field: Obj, type: string, value: unknown, path: string, out: Collector): void {
  switch (type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) out.add(path, 'type', 'must be a number');
      return;
    case 'date':
      if (typeof value !== 'string' || !isValidDate(value))
        out.add(path, 'format', 'must be a date (YYYY-MM-DD)');
      return;
    case 'select': {
      const allowed = (Array.isArray(field.ui_items) ? field.ui_items : []).map(optionValue);
      if (!allowed.includes(value as string | number)) out.add(path, 'option', 'is not one of the options');
      return;
    }
    case 'multiselect': {
      const allowed = (Array.isArray(field.ui_items) ? field.ui_items : []).map(optionValue);
      if (!Array.isArray(value)) return out.add(path, 'type', 'must be a list of options');
      if (new Set(value).size !== value.length) return out.add(path, 'option', 'repeats an option');
      if (value.some((v) => !allowed.includes(v as string | number)))
        out.add(path, 'option', 'holds a value that is not one of the options');
      return;
    }
    case 'file':
      return checkFile(value, path, out);
    default:
      if (typeof value !== 'string') return out.add(path, 'type', 'must be text');
      if (value.length > FORM_LIMITS.textLength)
        return out.add(path, 'too_long', `must be at most ${FORM_LIMITS.textLength} characters`);
      if (type === 'email' && !EMAIL_RE.test(value)) out.add(path, 'format', 'must be an e-mail address');
  }
}

function checkCountry(value: unknown, code: unknown, path: string, out: Collector): void {
  if (typeof value !== 'string' || value.length > 100) return out.add(path, 'type', 'must be a country name');
  if (typeof code !== 'string' || !COUNTRY_SET.has(code))
    out.add(`${path}_code`, 'option', 'must be an ISO 3166-1 alpha-2 country code');
}

function checkFile(value: unknown, path: string, out: Collector): void {
  if (!isObj(value) || typeof value.base64 !== 'string' || typeof value.file_name !== 'string')
    return out.add(path, 'type', 'must be a file {file_name, content_type, base64}');
  if (value.file_name.length === 0 || value.file_name.length > 255)
    return out.add(join(path, 'file_name'), 'too_long', 'must be 1 to 255 characters');
  if (!(FORM_FILE_TYPES as readonly unknown[]).includes(value.content_type))
    return out.add(join(path, 'content_type'), 'option', 'must be a PDF, JPEG or PNG file');
  if (Math.floor((value.base64.length * 3) / 4) > FORM_LIMITS.fileBytes + 2)
    return out.add(path, 'too_large', `must be at most ${FORM_LIMITS.fileBytes / (1024 * 1024)} MB`);
  if (!BASE64_RE.test(value.base64)) out.add(join(path, 'base64'), 'format', 'must be base64');
}

function checkTable(field: Obj, value: unknown, path: string, out: Collector): void {
  if (!Array.isArray(value)) return out.add(path, 'type', 'must be a list of rows');
  if (value.length > FORM_LIMITS.tableRows)
    return out.add(path, 'too_many', `must have at most ${FORM_LIMITS.tableRows} rows`);
  const columns = (isObj(field.ui_columns) ? field.ui_columns : {}) as Record<string, Obj>;
  const keys = columnKeys(field);
  value.forEach((row, i) => {
    const rowPath = `${path}[${i}]`;
    if (!isObj(row)) return out.add(rowPath, 'type', 'must be an object (a row)');
    const known = new Set(keys);
    for (const key of keys) {
      const column = columns[key]!;
      if (column.ui_type === 'country') known.add(`${key}_code`);
      checkField(column, row[key], join(rowPath, key), out, row, key);
    }
    for (const key of Object.keys(row)) {
      if (!known.has(key)) out.add(join(rowPath, key), 'unknown_field', 'is not a column of this table');
    }
  });
}
