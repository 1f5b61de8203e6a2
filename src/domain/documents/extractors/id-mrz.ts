/**
 * The machine-readable zone of an INE's back (ICAO TD1: 3 lines of 30, `IDMEX…`) or of a Mexican passport (TD3: 2
 * lines of 44, `P<MEX…`), found in OCR text and parsed with the `mrz` package (check digits per field, O/0-style
 * autocorrection); then compared with the card's front: where they disagree the value a check digit confirms is
 * taken and both are recorded. ../shared/mx/documents.md §3.7.
 */

import { parse, type Details, type ParseResult } from 'mrz';
import { distance } from 'fastest-levenshtein';
import type { Extraction, ExtractedField } from '../extraction';
import { isoDate } from '../text';
import type { Line } from './id-labels';

export interface MrzZone {
  format: 'TD1' | 'TD3';
  lines: string[];
  start: number;
  end: number;
}

/** Upper case, spaces gone, `«` as `<<`, only the MRZ alphabet. */
const compact = (text: string): string =>
  text
    .replace(/«/g, '<<')
    .toUpperCase()
    .replace(/[^A-Z0-9<]/g, '');

const fit = (line: string, length: number): string => (line + '<'.repeat(length)).slice(0, length);

/** The zone's lines in OCR lines (folded): the line that opens like `IDMEX` / `P<MEX` (one misread allowed) and the next ones. */
export function findMrz(lines: Line[]): MrzZone | null {
  for (let i = 0; i < lines.length; i++) {
    const first = compact(lines[i]!.text);
    const td1 = first.length >= 25 && distance(first.slice(0, 5), 'IDMEX') <= 1;
    const td3 = first.length >= 35 && distance(first.slice(0, 5), 'P<MEX') <= 1;
    if (!td1 && !td3) continue;
    const count = td1 ? 3 : 2;
    const length = td1 ? 30 : 44;
    const rest = lines.slice(i + 1, i + count).map((l) => compact(l.text));
    if (rest.length < 1 || rest[0]!.length < length - 8) continue;
    const head = td1 ? 'IDMEX' : 'P<MEX';
    const zone = [head + first.slice(5), ...rest];
    while (zone.length < count) zone.push('');
    const last = lines[i + rest.length]!;
    return {
      format: td1 ? 'TD1' : 'TD3',
      lines: zone.map((l) => fit(l, length)),
      start: lines[i]!.start,
      end: last.end,
    };
  }
  return null;
}

/** What the zone says, each value null when its check digit (or its shape) fails. */
export interface MrzReading {
  format: 'TD1' | 'TD3';
  /** Every check digit holds. */
  valid: boolean;
  /** The CIC on an INE, the passport number on a passport. */
  documentNumber: string | null;
  /** YYMMDD, the century told by the caller. */
  birthDate: string | null;
  sex: 'H' | 'M' | null;
  expiry: string | null;
  /** INE: the 4-digit electoral section at the start of the optional data. */
  section: string | null;
  surnames: string[];
  givenNames: string | null;
  failed: string[];
}

const field = (result: ParseResult, name: string): Details | undefined =>
  result.details.find((d) => d.field === name);

const checked = (result: ParseResult, name: string, check: string): string | null => {
  const value = field(result, name);
  const digit = field(result, check);
  return value?.valid && digit?.valid && value.value ? value.value : null;
};

/** Parses the zone; null when the package cannot read it as its format. */
export function readMrz(zone: MrzZone): MrzReading | null {
  let result: ParseResult;
  try {
    result = parse(zone.lines, { autocorrect: true });
  } catch {
    return null;
  }
  const sex = field(result, 'sex');
  const names = zone.format === 'TD1' ? zone.lines[2]! : zone.lines[0]!.slice(5);
  const [surnamePart, givenPart] = names.split('<<');
  const optional = zone.format === 'TD1' ? (field(result, 'optional1')?.value ?? '').trim() : '';
  return {
    format: zone.format,
    valid: result.valid,
    documentNumber: checked(result, 'documentNumber', 'documentNumberCheckDigit'),
    birthDate: checked(result, 'birthDate', 'birthDateCheckDigit'),
    sex: sex?.valid ? (({ male: 'H', female: 'M' } as const)[sex.value as 'male' | 'female'] ?? null) : null,
    expiry: checked(result, 'expirationDate', 'expirationDateCheckDigit'),
    section:
      /^\d{4}/.test(optional) && field(result, 'compositeCheckDigit')?.valid ? optional.slice(0, 4) : null,
    surnames: /^[A-Z<]+$/.test(surnamePart ?? '') ? surnamePart!.split('<').filter(Boolean) : [],
    givenNames: /^[A-Z<]+$/.test(givenPart ?? '') ? givenPart!.replace(/<+/g, ' ').trim() || null : null,
    failed: result.details.filter((d) => !d.valid).map((d) => d.label),
  };
}

/** `YYMMDD` → `YYYY-MM-DD`, a birth date in the past (the most recent century that makes it so). */
export function mrzBirthDate(yymmdd: string, today = new Date()): string | null {
  const yy = Number(yymmdd.slice(0, 2));
  const century = yy > today.getUTCFullYear() % 100 ? 1900 : 2000;
  return isoDate(century + yy, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)));
}

const NAME_PATHS = ['person.first_surname', 'person.second_surname', 'person.names'];
/** Where the CURP holds the first letter of the first surname, the second surname and the given name. */
const CURP_INITIALS = [0, 2, 3];
/** The given name the CURP's fourth letter comes from: the second after MARIA/JOSE. */
const givenForCurp = (given: string | null): string | null => {
  const words = given?.split(' ') ?? [];
  return words.length > 1 && /^(MARIA|MA|JOSE|J)$/.test(words[0]!) ? words.slice(1).join(' ') : given;
};

/** How the front's value stands against the zone's, per field path. */
export type MrzAgreement =
  | 'agrees'
  /** The front disagreed; the zone's value (check digit valid) was taken. */
  | 'mrz_taken'
  /** The front disagreed with a zone value no check digit covers; the front was kept. */
  | 'front_kept'
  /** Only the zone had it. */
  | 'mrz_only';

export interface MrzCheckNote {
  status: MrzAgreement;
  front: unknown;
  mrz: unknown;
}

const fold = (v: unknown): string =>
  String(v)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * Compares the fields read from the front with the zone's values. A zone value guarded by a check digit wins over a
 * front that disagrees; names (no check digit, accents and length lost) win only where the front has none. Returns
 * the fields with the zone's values put in, a note per compared path (also set as `fields['mrz_check']`), and a
 * warning for every disagreement, naming both values.
 */
export function reconcileIdWithMrz(
  fields: Extraction,
  mrz: MrzReading,
  source: ExtractedField['source'],
): { fields: Extraction; notes: Record<string, MrzCheckNote>; warnings: string[] } {
  const out: Extraction = { ...fields };
  const notes: Record<string, MrzCheckNote> = {};
  const warnings: string[] = [];
  const front = fields['person.birth_date']?.value;
  // The zone's two-digit year: the front's century when the day is the same.
  const birth = !mrz.birthDate
    ? null
    : typeof front === 'string' && front.slice(2).replace(/-/g, '') === mrz.birthDate
      ? front
      : mrzBirthDate(mrz.birthDate);
  const compare = (path: string, value: unknown, confirmed: boolean): void => {
    if (value === null || value === undefined) return;
    const front = fields[path]?.value;
    if (front === undefined) {
      out[path] = { value, source };
      notes[path] = { status: 'mrz_only', front: null, mrz: value };
    } else if (fold(front) === fold(value)) {
      notes[path] = { status: 'agrees', front, mrz: value };
    } else if (confirmed) {
      out[path] = { value, source };
      notes[path] = { status: 'mrz_taken', front, mrz: value };
      warnings.push(
        `${path}: the front reads ${String(front)}, the MRZ ${String(value)} (check digit valid); the MRZ's is taken`,
      );
    } else {
      notes[path] = { status: 'front_kept', front, mrz: value };
      warnings.push(
        `${path}: the front reads ${String(front)}, the MRZ ${String(value)}; the front's is kept`,
      );
    }
  };
  if (birth) compare('person.birth_date', birth, true);
  if (mrz.expiry) compare('document.valid_until', 2000 + Number(mrz.expiry.slice(0, 2)), true);
  compare('person.sex', mrz.sex, false);
  if (mrz.format === 'TD1') compare('document.section', mrz.section, true);
  // Names carry no check digit: where the front has none, the zone's are taken only if the CURP's initials agree.
  const curp = fields['person.curp']?.value;
  const fits = (value: string | null, at: number): string | null =>
    value &&
    typeof curp === 'string' &&
    curp.length === 18 &&
    !fields[NAME_PATHS[at]!] &&
    value[0] !== curp[CURP_INITIALS[at]!]
      ? null
      : value;
  if (mrz.surnames.length || mrz.givenNames) {
    const [surname, ...rest] = mrz.surnames;
    const first = fits(surname ?? null, 0);
    const others = fits(rest.join(' ') || null, 1)?.split(' ') ?? [];
    compare('person.first_surname', first, false);
    compare('person.second_surname', others.length ? others.join(' ') : null, false);
    // The zone cuts long names at 30 characters: a front that starts the same way agrees.
    const given = fields['person.names']?.value;
    if (mrz.givenNames && given !== undefined && fold(given).startsWith(fold(mrz.givenNames)))
      notes['person.names'] = { status: 'agrees', front: given, mrz: mrz.givenNames };
    else compare('person.names', fits(givenForCurp(mrz.givenNames), 2) ? mrz.givenNames : null, false);
  }
  out['mrz_check'] = { value: notes, source };
  return { fields: out, notes, warnings };
}
