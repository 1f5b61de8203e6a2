/**
 * The shareholders table (documents.md §5): rows of name, shares or partes sociales, series and value,
 * as a laid-out table or as prose ("JUAN PÉREZ suscribe 500 acciones de la Serie A por $50,000.00").
 */
import type { Extraction } from '../extraction';
import { cleanName, plausibleName } from './acta-names';
import type { Parties } from './acta-parties';
import { readAmount, readNumber } from './acta-figures';
import { type DeedText, nextMatch } from './acta-text';

export interface Shareholder {
  name: string;
  shares: number | null;
  series: string | null;
  value: number | null;
  percentage: number;
}

interface Row {
  name: string;
  shares: number | null;
  series: string | null;
  value: number | null;
  partes: boolean;
}

interface Table {
  rows: Row[];
  total: { shares: number | null; value: number | null } | null;
  start: number;
  end: number;
}

const HEADINGS =
  /\b(?:SUSCRI(?:BEN|BE|TO|TAS|PCION) Y PAG\w*|QUEDA(?:RA|NDO)? (?:SUSCRITO|DISTRIBUIDO)|DISTRIBUCION DEL CAPITAL|LISTA DE ASISTENCIA)\b/g;
const TABLE_START = /:|\bDE LA SIGUIENTE (?:MANERA|FORMA)\b|\bCOMO SIGUE\b/g;
// The next number in a row: a count or an amount in digits, or the first word of a number in words.
const NEXT_FIGURE =
  /\$|\b\d|\b(?:UN|UNO|UNA|DOS|TRES|CUATRO|CINCO|SEIS|SIETE|OCHO|NUEVE|DIEZ|ONCE|DOCE|TRECE|CATORCE|QUINCE|DIECI\w+|VEINTI?\w*|TREINTA|CUARENTA|CINCUENTA|SESENTA|SETENTA|OCHENTA|NOVENTA|CIEN|CIENTO|\w+CIENT[OA]S|QUINIENT[OA]S|MIL)\b/g;
const UNIT =
  / ?(?:ACCIONES|ACCION|PARTES SOCIALES|PARTE SOCIAL)\b(?:,? (?:ORDINARIAS|NOMINATIVAS|COMUNES|COMUN|ORDINARIA|NOMINATIVA))*/y;
const SERIES = /,?(?: DE LA| DE)? SERIE ?"?([A-Z0-9]{1,3})"?| "([A-Z0-9]{1,2})"| ([A-Z])(?= ?\$)/y;
const VALUE_LEAD =
  /,?(?: (?:CON|POR|PARA))?(?: (?:UN|UNA|EL))?(?: (?:VALOR|IMPORTE|APORTACION|MONTO))?(?: NOMINAL)?(?: TOTAL)?(?: DE)?(?: ?:)?/y;

function sticky(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

/** The figures of one row from `pos`: count, unit, series, value (each optional, at least one figure). */
function readFigures(text: string, pos: number) {
  const first = text[pos] === '$' ? null : readNumber(text, pos);
  // "CUATROCIENTOS CINCUENTA MIL PESOS" in the count's place is the row's amount: its count was unreadable.
  const money = first ? readAmount(text, first.start) : null;
  const count = money && money.end > first!.end ? null : first;
  let at = count ? count.end : pos;
  const unit = sticky(UNIT, text, at);
  if (unit) at = UNIT.lastIndex;
  const series = sticky(SERIES, text, at);
  if (series) at = SERIES.lastIndex;
  const lead = sticky(VALUE_LEAD, text, at);
  // In a table the amount column may be written in words without "pesos".
  const amount = readAmount(text, lead ? VALUE_LEAD.lastIndex : at, count !== null);
  const end = amount && amount.start - at <= 40 ? amount.end : at;
  return {
    shares: count?.value ?? null,
    partes: unit ? unit[0].includes('PARTE') : false,
    series: series ? (series[1] ?? series[2] ?? series[3] ?? null) : null,
    value: amount && end === amount.end ? amount.value : null,
    end,
  };
}

/** The name cell before a figure, when the figure closes a row ("JUAN PÉREZ LÓPEZ 700 …"). */
function rowName(segment: string, tableStarted: boolean): { name: string; start: number } | null {
  const name = cleanName(segment);
  // Once the table has started, a row must follow the previous one closely.
  return name && !(tableStarted && name.start > 60) ? name : null;
}

function readTable(text: string, from: number, limit: number): Table | null {
  const rows: Row[] = [];
  let total: Table['total'] = null;
  let start = -1;
  let cursor = from;
  for (
    let figure = nextMatch(text, NEXT_FIGURE, cursor, limit);
    figure;
    figure = nextMatch(text, NEXT_FIGURE, cursor, limit)
  ) {
    // A heading with no row soon after it was prose, not a table.
    if (!rows.length && figure.index - from > 800) break;
    const segmentStart = cursor;
    const segment = text.slice(cursor, figure.index);
    const f = readFigures(text, figure.index);
    const empty = f.shares === null && f.value === null;
    cursor = empty ? figure.index + figure[0].length : f.end;
    if (empty) continue;
    if (/\bTOTAL(?:ES)?\b[ :.-]*$/.test(segment)) {
      if (!rows.length) continue;
      total = { shares: f.shares, value: f.value };
      break;
    }
    const name = rowName(segment, rows.length > 0);
    if (!name && rows.length) break;
    if (!name) continue;
    // The source starts at the column headings when they sit just before the first row.
    if (start < 0)
      start = segmentStart + (name.start <= 80 ? Math.max(0, segment.search(/[A-ZÑ]/)) : name.start);
    rows.push({ name: name.name, shares: f.shares, series: f.series, value: f.value, partes: f.partes });
  }
  // A header that says "PARTES SOCIALES" makes every row's count a number of partes.
  const partes = /\bPARTES? SOCIAL/.test(text.slice(from, cursor));
  return rows.length
    ? { rows: rows.map((r) => ({ ...r, partes: r.partes || partes })), total, start, end: cursor }
    : null;
}

/** Hundredths that add up to exactly 100 when the shares do (largest remainder). */
function percentages(parts: number[]): number[] {
  const sum = parts.reduce((a, b) => a + b, 0);
  if (sum <= 0) return parts.map(() => 0);
  const raw = parts.map((p) => (p / sum) * 10000);
  const floors = raw.map(Math.floor);
  let missing = 10000 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, rest: r - floors[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) if (missing-- > 0) floors[i]!++;
  return floors.map((f) => f / 100);
}

/** The last table in the deed: an assembly's new distribution comes after the attendance list. */
function lastTable(text: string): Table | null {
  let found: Table | null = null;
  for (const h of text.matchAll(HEADINGS)) {
    const after = h.index + h[0].length;
    const figure = nextMatch(text, NEXT_FIGURE, after);
    const open = nextMatch(text, TABLE_START, after, Math.min(after + 600, figure?.index ?? text.length));
    const from = open ? open.index + open[0].length : after;
    const table = readTable(text, from, Math.min(text.length, from + 4000));
    if (
      table &&
      (!found || table.end > found.end || (table.end === found.end && table.rows.length >= found.rows.length))
    )
      found = table;
  }
  return found;
}

/** Capital figures the table's sum may be checked against (the table may cover the fixed part only). */
export interface CapitalFigures {
  total: number | null;
  fixed: number | null;
  shareValue: number | null;
  shares: number | null;
}

/** A row's count from its amount and the par value, or its amount from its count, when OCR lost one. */
function complete(rows: Row[], shareValue: number | null): Row[] {
  if (!shareValue) return rows;
  return rows.map((r) => {
    if (r.shares === null && r.value !== null && !r.partes && Number.isInteger(r.value / shareValue))
      return { ...r, shares: r.value / shareValue };
    if (r.value === null && r.shares !== null && !r.partes) return { ...r, value: r.shares * shareValue };
    return r;
  });
}

export function findShareholders(
  deed: DeedText,
  capital: CapitalFigures,
  warnings: string[],
  parties: Parties,
): Extraction {
  const table = lastTable(deed.text);
  if (!table) return {};
  const { total } = table;
  const rows = complete(table.rows, capital.shareValue)
    .map((r) => ({ ...r, name: parties.resolve(r.name) ?? r.name }))
    .filter((r) => plausibleName(r.name));
  if (!rows.length) return {};
  const byValue = rows.some((r) => r.partes || r.shares === null) && rows.every((r) => r.value !== null);
  const pct = percentages(rows.map((r) => (byValue ? r.value! : (r.shares ?? 0))));
  const shareholders: Shareholder[] = rows.map((r, i) => ({
    name: r.name,
    shares: r.shares,
    series: r.series,
    value: r.value,
    percentage: pct[i]!,
  }));
  const sumShares = rows.reduce((a, r) => a + (r.shares ?? 0), 0);
  const sumValue = rows.reduce((a, r) => a + (r.value ?? 0), 0);
  if (capital.shares !== null && sumShares && capital.shares !== sumShares && capital.fixed !== null)
    warnings.push(
      `shareholders: the rows add up to ${sumShares} shares, the capital clause says ${capital.shares}`,
    );
  if (total?.shares != null && total.shares !== sumShares)
    warnings.push(`shareholders: the total row says ${total.shares} shares, the rows add up to ${sumShares}`);
  if (total?.value != null && Math.abs(total.value - sumValue) > 0.005)
    warnings.push(`shareholders: the total row says $${total.value}, the rows add up to $${sumValue}`);
  const figures = [capital.total, capital.fixed].filter((c): c is number => c !== null);
  if (figures.length && sumValue > 0 && figures.every((c) => Math.abs(c - sumValue) > 0.005))
    warnings.push(`shareholders: the rows add up to $${sumValue}, the capital clause says $${figures[0]}`);
  return {
    shareholders: deed.field(shareholders, table.start, table.end),
    shareholders_total_shares: deed.field(sumShares, table.start, table.end),
  };
}
