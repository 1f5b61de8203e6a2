/** The CSF's `Actividades Económicas:` and `Regímenes:` tables (../shared/mx/documents.md §1.4). */

import { regimeCode } from '../../mx/regimes';
import type { ExtractorResult, FieldSource } from '../extraction';
import { excerpt, parseDmy, squash } from '../text';
import { isHeaderLine, type LabelKey, type LabelValue } from './csf-labels';
import { ocrDigits } from './csf-ocr';

type PageAt = (offset: number) => number | null;

/** A table row with its offset in the joined text, for the field's source. */
interface Row {
  start: number;
  text: string;
}

interface ActivityRow extends Row {
  /** Null only on OCR text that lost the row's order (a digit alone in its cell's corner is easily dropped). */
  order: number | null;
  economic_activity: string;
  /** Null only on OCR text whose percentage was lost and cannot be told from the others'. */
  percentage: number | null;
  /** The percentage was lost and taken as what the other rows leave of 100. */
  inferred?: boolean;
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
// A row starts a line, or follows the previous row's date: never in the middle of a description.
const ROW_START = String.raw`(?<=(?:^|\n|\d{4})[ \t]*)`;
const ACTIVITY_ROW = new RegExp(
  String.raw`${ROW_START}(\d{1,2})\s+([^\d\s][^\d]*?)\s+(\d{1,3})\s+${DATE}(?:\s+${DATE})?`,
  'gu',
);
// On OCR text a row may have lost its percentage, or its order, altogether. A row without its order
// starts with a capital (every activity name does), so a description's lower-case continuation line is
// never taken for the start of the next row; and no row spans a blank line (the table's header, blanked
// out), so noise above the header is not glued to the first row.
const OCR_DESCRIPTION = String.raw`[^\d\s](?:(?!\n[ \t]*\n)[^\d])*?`;
const OCR_ACTIVITY_ROW = new RegExp(
  String.raw`${ROW_START}(?:(\d{1,2})\s+(?=[^\d\s])|(?=\p{Lu}))(${OCR_DESCRIPTION})(?:[ \t]+|\n(?![ \t]*\n))(?:(\d{1,3})\s+)?${DATE}(?:\s+${DATE})?`,
  'gu',
);
const REGIME_ROW = new RegExp(String.raw`([^\d\s][^\d]*?)\s+${DATE}(?:\s+${DATE})?`, 'gu');

const BEFORE_DATE = String.raw`(?=\s+\d{1,2}\/\d{1,2}\/\d{4})`;
/**
 * Words a description that fills its cell may end with when the percentage 1 beside it is read as an
 * `l` glued to them (`… y paral 01/11/2013`, `… fotografía yl 26/05/2017`): none is a word with the `l`.
 */
const GLUE_WORDS = String.raw`(?:para|y|o|u|sin|con|por|en)`;

/**
 * Dates and numbers as OCR reads them, digits put back: `O1/O4/2O22`, `1OO`; a percentage of 1 read as
 * `|`, `!` or `i` (`… comunicación i 01/11/2013`) or glued to the description (`… parai 01/11/2013`, `… sin1 01/11/2013`, `… paral 01/11/2013`); an
 * order 11 read as `H` or `n` at the start of a row.
 */
function ocrNumbers(section: string): string {
  return section
    .replace(/(?<![\p{L}\d])[\dOIl|]{1,2}\/[\dOIl|]{1,2}\/[\dOIl|]{4}(?![\p{L}\d])/gu, ocrDigits)
    .replace(/(?<=\s)(?=[\dOIl]*\d)[\dOIl]{2,3}(?=\s+\d{1,2}\/)/gu, ocrDigits)
    .replace(new RegExp(String.raw`(?<=\s)[|!il]${BEFORE_DATE}`, 'gu'), '1')
    .replace(new RegExp(String.raw`(?<=\p{Ll})[|!i1]${BEFORE_DATE}`, 'gu'), ' 1')
    .replace(new RegExp(String.raw`(?<=\s${GLUE_WORDS})l${BEFORE_DATE}`, 'gu'), ' 1')
    .replace(/^([ \t]*)(?:H|n|ll|II|Il|lI)(?=[ \t]+\p{Lu})/gmu, (_, lead: string) => `${lead}11`)
    .replace(/^([ \t]*)[lI|](?=[ \t]+\p{Lu})/gmu, (_, lead: string) => `${lead}1`);
}

/**
 * The rows of a table section (from its heading to the next label), the header blanked out. On OCR text
 * the header is found loosely, and digits are put back in dates and percentages.
 */
function rows(
  text: string,
  from: number,
  to: number,
  header: RegExp,
  headerText: string,
  row: RegExp,
  ocr: boolean,
): { found: RegExpExecArray[]; section: string } {
  let section = text.slice(from, to).replace(header, (m) => ' '.repeat(m.length));
  if (ocr) {
    section = ocrNumbers(section).replace(/^.*$/gmu, (line) =>
      isHeaderLine(line, headerText) ? ' '.repeat(line.length) : line,
    );
  }
  // Offsets are the section's (OCR's repairs may lengthen it by a character or two); `from` maps them
  // back to the joined text closely enough for a page number.
  return { found: [...section.matchAll(row)], section };
}

/**
 * A description's continuation when it wraps below the row's numbers: the lower-case words between one
 * row and the next (`prestados por personas` / `físicas`). Anything else there (noise) is left out.
 */
function continuation(text: string): string {
  const lines = text.split('\n').map((l) => l.trim());
  const kept = lines.filter((l) => /^\p{Ll}[\p{L}\s,.()]*$/u.test(l));
  return kept.length === lines.filter(Boolean).length ? squash(kept.join(' ')) : '';
}

/** SAT activity names are in sentence case: a capital OCR put inside one (`en Computación`) is taken back. */
const sentenceCase = (text: string): string =>
  text.replace(/(?<=\s)\p{Lu}(?=\p{Ll}{2,}(?:\s|$))/gu, (c) => c.toLowerCase());

function readActivities(text: string, from: number, to: number, ocr: boolean): ActivityRow[] {
  const pattern = ocr ? OCR_ACTIVITY_ROW : ACTIVITY_ROW;
  const { found, section } = rows(text, from, to, ACTIVITIES_HEADER, HEADERS.activities, pattern, ocr);
  const out: ActivityRow[] = [];
  found.forEach((m, i) => {
    const end = m.index + m[0].length;
    const after = section.slice(end, found[i + 1]?.index ?? section.length);
    const more = ocr ? continuation(after) : '';
    const percentage = m[3] === undefined ? null : Number(m[3]);
    const order = m[1] === undefined ? null : Number(m[1]);
    // Orders need not follow each other (a CSF lists activities by weight, not by order), but a row
    // without a percentage of 1–100 (or none, OCR having lost it) or a real date is noise or a misread.
    if (
      ocr &&
      ((order !== null && order < 1) ||
        (percentage !== null && (percentage < 1 || percentage > 100)) ||
        !parseDmy(m[4]!))
    )
      return;
    out.push({
      start: from + m.index,
      text: squash(m[0]),
      order,
      economic_activity: ocr ? sentenceCase(squash(`${m[2]!} ${more}`)) : squash(`${m[2]!} ${more}`),
      percentage,
      date: parseDmy(m[4]!),
      end_date: m[5] ? parseDmy(m[5]) : null,
    });
  });
  // One lost percentage is what the others leave of 100 (the current rows add up to 100).
  const lost = out.filter((a) => a.percentage === null);
  const current = out.filter((a) => a.end_date === null);
  if (lost.length === 1 && lost[0]!.end_date === null) {
    const rest = current.reduce((sum, a) => sum + (a.percentage ?? 0), 0);
    if (rest < 100) Object.assign(lost[0]!, { percentage: 100 - rest, inferred: true });
  }
  return out;
}

/** A regime's name starts at its `Régimen` (OCR may leave a header word or noise before it). */
function regimeName(raw: string, ocr: boolean): string {
  const name = squash(raw);
  if (!ocr) return name;
  const starts = [...name.matchAll(/R\S{0,2}gimen\s+(?!Fecha)/giu)];
  const last = starts.at(-1);
  const cut = last ? name.slice(last.index) : name;
  return cut.replace(/^R\S{0,2}gimen/iu, 'Régimen');
}

function readRegimes(text: string, from: number, to: number, ocr: boolean): RegimeRow[] {
  return rows(text, from, to, REGIMES_HEADER, HEADERS.regimes, REGIME_ROW, ocr)
    .found.map((m) => {
      const regime = regimeName(m[1]!, ocr);
      return {
        start: from + m.index,
        text: squash(m[0]),
        regime,
        code: regimeCode(regime),
        start_date: parseDmy(m[2]!),
        end_date: m[3] ? parseDmy(m[3]) : null,
      };
    })
    .filter((r) => !ocr || r.code !== null || /R[eé]gimen/u.test(r.regime));
}

const HEADERS = {
  activities: 'Orden Actividad Económica Porcentaje Fecha Inicio Fecha Fin',
  regimes: 'Régimen Fecha Inicio Fecha Fin',
};

function activityWarnings(activities: ActivityRow[]): string[] {
  const current = activities.filter((a) => a.end_date === null);
  const total = current.reduce((sum, a) => sum + (a.percentage ?? 0), 0);
  const lost = activities.filter((a) => a.percentage === null).length;
  if (lost) return [`${lost} economic activity row(s) without a readable percentage`];
  const unordered = activities.filter((a) => a.order === null).length;
  if (unordered) return [`${unordered} economic activity row(s) without a readable order`];
  const inferred = activities.find((a) => a.inferred);
  if (inferred)
    return [
      `the percentage of activity ${inferred.order} was not readable; taken as ${inferred.percentage}, what the others leave of 100`,
    ];
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

const withoutOffsets = <T extends Row>({
  start: _start,
  text: _text,
  ...row
}: T & { inferred?: boolean }) => {
  delete row.inferred;
  return row;
};

/** `tax.business_main_activity`, `tax.regimes` and `tax.business_regime` (the first regime in force). */
export function readTables(
  text: string,
  pageAt: PageAt,
  { activities, regimes }: Partial<Record<LabelKey, LabelValue>>,
  ocr = false,
): ExtractorResult {
  const result: ExtractorResult = { fields: {}, warnings: [] };
  if (activities) {
    const rows = readActivities(text, activities.valueStart, activities.valueEnd, ocr);
    result.warnings.push(...activityWarnings(rows));
    const source = rowsSource(text, pageAt, rows, activities);
    result.fields['tax.business_main_activity'] = { value: rows.map(withoutOffsets), source };
  }
  if (!regimes) return result;
  const rows = readRegimes(text, regimes.valueStart, regimes.valueEnd, ocr);
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
