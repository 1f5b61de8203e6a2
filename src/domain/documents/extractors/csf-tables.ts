/** The CSF's `Actividades Económicas:` and `Regímenes:` tables (../shared/mx/documents.md §1.4). */

import { regimeCode } from '../../mx/regimes';
import type { ExtractorResult, FieldSource } from '../extraction';
import { excerpt, parseDmy, squash } from '../text';
import type { LabelKey, LabelValue } from './csf-labels';

type PageAt = (offset: number) => number | null;

/** A table row with its offset in the joined text, for the field's source. */
interface Row {
  start: number;
  text: string;
}

interface ActivityRow extends Row {
  order: number;
  economic_activity: string;
  percentage: number;
  date: string | null;
  end_date: string | null;
}

interface RegimeRow extends Row {
  regime: string;
  code: string | null;
  start_date: string | null;
  end_date: string | null;
}

const DATE = String.raw`(\d{1,2}/\d{1,2}/\d{4})`;
const ACTIVITIES_HEADER = /Orden\s+Actividad\s+Econ[oó]mica\s+Porcentaje\s+Fecha\s+Inicio\s+Fecha\s+Fin/gu;
const REGIMES_HEADER = /R[eé]gimen\s+Fecha\s+Inicio\s+Fecha\s+Fin/gu;
// Rows are matched across line breaks: descriptions wrap, and pdf.js may put the whole table on one line.
const ACTIVITY_ROW = new RegExp(
  String.raw`(\d{1,2})\s+(\S[\s\S]*?)\s+(\d{1,3})\s+${DATE}(?:\s+${DATE})?`,
  'gu',
);
const REGIME_ROW = new RegExp(String.raw`([^\d\s][^\d]*?)\s+${DATE}(?:\s+${DATE})?`, 'gu');

/** The rows of a table section (from its heading to the next label), the header blanked out. */
function rows(text: string, from: number, to: number, header: RegExp, row: RegExp): RegExpExecArray[] {
  const section = text.slice(from, to).replace(header, (m) => ' '.repeat(m.length));
  return [...section.matchAll(row)].map((m) => Object.assign(m, { index: m.index + from }));
}

function readActivities(text: string, from: number, to: number): ActivityRow[] {
  return rows(text, from, to, ACTIVITIES_HEADER, ACTIVITY_ROW).map((m) => ({
    start: m.index,
    text: squash(m[0]),
    order: Number(m[1]),
    economic_activity: squash(m[2]!),
    percentage: Number(m[3]),
    date: parseDmy(m[4]!),
    end_date: m[5] ? parseDmy(m[5]) : null,
  }));
}

function readRegimes(text: string, from: number, to: number): RegimeRow[] {
  return rows(text, from, to, REGIMES_HEADER, REGIME_ROW).map((m) => ({
    start: m.index,
    text: squash(m[0]),
    regime: squash(m[1]!),
    code: regimeCode(m[1]!),
    start_date: parseDmy(m[2]!),
    end_date: m[3] ? parseDmy(m[3]) : null,
  }));
}

function activityWarnings(activities: ActivityRow[]): string[] {
  const current = activities.filter((a) => a.end_date === null);
  const total = current.reduce((sum, a) => sum + a.percentage, 0);
  if (activities.length === 0) return ['no row was read from the Actividades Económicas table'];
  return total === 100 ? [] : [`the current economic activities add up to ${total}%, not 100%`];
}

/** A table's source: the page of its first row and its rows, or its heading when it has no row. */
function rowsSource(text: string, pageAt: PageAt, rows: Row[], heading: LabelValue): FieldSource {
  const first = rows[0];
  if (!first)
    return { page: pageAt(heading.labelStart), text: excerpt(text, heading.labelStart, heading.valueEnd) };
  return { page: pageAt(first.start), text: excerpt(rows.map((r) => r.text).join(' | '), 0, Infinity) };
}

const withoutOffsets = <T extends Row>({ start: _start, text: _text, ...row }: T) => row;

/** `tax.business_main_activity`, `tax.regimes` and `tax.business_regime` (the first regime in force). */
export function readTables(
  text: string,
  pageAt: PageAt,
  { activities, regimes }: Partial<Record<LabelKey, LabelValue>>,
): ExtractorResult {
  const result: ExtractorResult = { fields: {}, warnings: [] };
  if (activities) {
    const rows = readActivities(text, activities.valueStart, activities.valueEnd);
    result.warnings.push(...activityWarnings(rows));
    const source = rowsSource(text, pageAt, rows, activities);
    result.fields['tax.business_main_activity'] = { value: rows.map(withoutOffsets), source };
  }
  if (!regimes) return result;
  const rows = readRegimes(text, regimes.valueStart, regimes.valueEnd);
  const current = rows.find((r) => r.end_date === null);
  if (!current) result.warnings.push('no tax regime is in force');
  result.fields['tax.regimes'] = {
    value: rows.map(withoutOffsets),
    source: rowsSource(text, pageAt, rows, regimes),
  };
  result.fields['tax.business_regime'] = {
    value: current?.regime ?? null,
    source: rowsSource(text, pageAt, current ? [current] : [], regimes),
  };
  return result;
}
