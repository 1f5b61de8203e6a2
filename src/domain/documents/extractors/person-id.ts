/**
 * INE/IFE credencial para votar and Mexican passport (`person_id`), front and back, from OCR text of scans and phone
 * photos; ../shared/mx/documents.md §3.7. Labels are found within a few OCR errors (id-labels.ts), every value is
 * checked (CURP check digit, clave de elector shape and its agreement with the CURP, real dates, plausible years),
 * and the back's machine-readable zone is compared with the front (id-mrz.ts): where they disagree, the value a
 * check digit confirms is taken, both are recorded in `mrz_check` and a warning names them.
 */

import { checkCurp, mayReadAs, ocrCurpReadings, WRONG_CHECK_DIGIT } from '../../mx/curp';
import type { Extractor } from '../extraction';
import { newCtx, put, type Ctx } from './context';
import { findLabel, findLabelInLine, hasAnyLabel, linesOf, type Line, type Token } from './id-labels';
import { findMrz, readMrz, reconcileIdWithMrz, type MrzReading, type MrzZone } from './id-mrz';
import {
  keyHeadOf,
  keyMatchesCurp,
  parseElectorKey,
  parseIdDate,
  plausibleYear,
  repairCurp,
  shapeAs,
} from './id-values';

export { icaoCheckDigit } from './id-icao';
export { reconcileIdWithMrz } from './id-mrz';

const FRONT_LABELS = [
  'NOMBRE',
  'DOMICILIO',
  'CLAVE DE ELECTOR',
  'CURP',
  'ANO DE REGISTRO',
  'FECHA DE NACIMIENTO',
  'SECCION',
  'VIGENCIA',
  'SEXO',
  'EDAD',
  'FOLIO',
  'ESTADO',
  'MUNICIPIO',
  'LOCALIDAD',
  'EMISION',
] as const;
const NAME_STOPS = FRONT_LABELS.filter((l) => l !== 'NOMBRE' && l !== 'SEXO' && l !== 'EDAD');
const ADDRESS_STOPS = FRONT_LABELS.filter((l) => l !== 'DOMICILIO' && l !== 'SEXO' && l !== 'EDAD');

interface Reading {
  ctx: Ctx;
  /** The front's lines: the MRZ's lines left out. */
  lines: Line[];
  original: (t: { start: number; end: number }) => string;
}

/** A label that heads a block (NOMBRE, DOMICILIO): among the first tokens of its line, not inside a sentence. */
function findHeading(lines: Line[], label: string, fromLine = 0): ReturnType<typeof findLabel> {
  for (let i = fromLine; i < lines.length; i++) {
    const hit = findLabelInLine(lines[i]!, label, i);
    if (hit && lines[i]!.tokens.findIndex((t) => t.end >= hit.end) <= 2) return hit;
  }
  return null;
}

/**
 * Runs of up to three neighbouring tokens of a line, joined without spaces (OCR splits long codes).
 * `speck`: the run joins several tokens and one at either end is a single character, a speck read beside a
 * code ("i GOVM…"): the code is the other characters, tried as a run of its own, so a 19-character run
 * like this is no glyph split in two (dropping a character inside the code instead once "repaired" a
 * specimen CURP's wrong check digit by turning its G into an I).
 */
function* runs(
  lines: Line[],
  maxTokens = 3,
): Generator<{ text: string; start: number; end: number; line: number; speck: boolean }> {
  for (let l = 0; l < lines.length; l++) {
    const tokens = lines[l]!.tokens;
    for (let i = 0; i < tokens.length; i++) {
      let text = '';
      let firstLength = 0;
      for (let k = i; k < Math.min(tokens.length, i + maxTokens); k++) {
        const part = tokens[k]!.text.replace(/[^A-Z0-9Ñ]/g, '');
        text += part;
        if (k === i) firstLength = part.length;
        const speck = k > i && (firstLength === 1 || part.length === 1);
        yield { text, start: tokens[i]!.start, end: tokens[k]!.end, line: l, speck };
      }
    }
  }
}

function curp(r: Reading, mrzBirth: string | null): string | null {
  for (const run of runs(r.lines)) {
    if (run.text.length < 18 || run.text.length > 19) continue;
    if (run.text.length === 19 && run.speck) continue;
    const check = repairCurp(run.text);
    if (!check) continue;
    if (check.curp !== run.text) r.ctx.warnings.push(`CURP read as ${run.text}, repaired to ${check.curp}`);
    put(r.ctx, 'person.curp', check.curp, run);
    return check.curp;
  }
  // No run passes the check: the labelled value (after the label, or under it on the next line) read by
  // position, kept and flagged: its check digit fails (the curp_check_digit check says so).
  const label = findLabel(r.lines, 'CURP');
  const near = label
    ? [
        ...r.lines[label.line]!.tokens.filter((t) => t.start >= label.end),
        ...(r.lines[label.line + 1]?.tokens ?? []),
      ]
    : [];
  // Unlabelled (the 2014 model prints none): a CURP-shaped value whose birth date the MRZ's confirms.
  const elsewhere = mrzBirth ? r.lines.flatMap((l) => l.tokens).filter((t) => !near.includes(t)) : [];
  for (const [value, labelled] of [
    ...near.map((t) => [t, true] as const),
    ...elsewhere.map((t) => [t, false] as const),
  ]) {
    if (!/^[A-Z0-9Ñ]{18}$/.test(value.text)) continue;
    // Unlabelled, its birth date must be the MRZ's, each character as read or a lookalike of its digit
    // (`GOVMAOO7OS…` of a photo against the MRZ's 800705): the MRZ's digits are then taken for it.
    const dated =
      labelled || !mrzBirth || !mayReadAs(value.text.slice(4, 10), mrzBirth)
        ? value.text
        : value.text.slice(0, 4) + mrzBirth + value.text.slice(10);
    const shaped = ocrCurpReadings(dated).find(
      (c) => checkCurp(c).reason === WRONG_CHECK_DIGIT && (labelled || c.slice(4, 10) === mrzBirth),
    );
    if (!shaped) continue;
    put(r.ctx, 'person.curp', shaped, value);
    const read = shaped === value.text ? '' : ` (read as ${value.text})`;
    const why = labelled ? '' : `; its birth date is the MRZ's`;
    r.ctx.warnings.push(`CURP ${shaped}${read} fails its check digit and could not be repaired${why}`);
    return null;
  }
  return null;
}

/** A CURP kept as read though its check digit fails (see `curp`), or null. */
function keptCurp(r: Reading): string | null {
  const kept = r.ctx.fields['person.curp']?.value;
  return typeof kept === 'string' ? kept : null;
}

/** Whether a clave de elector repeats a CURP's birth date (YYMMDD) and sex: two readings that agree. */
const keyDatesCurp = (key: string, curp: string) =>
  key.slice(6, 12) === curp.slice(4, 10) && key[14] === curp[10];

/**
 * A CURP kept as read (its check digit fails) when a second reading of the card prints its birth
 * date too: the MRZ's, or a clave de elector's (with the sex); null otherwise.
 */
function confirmedCurp(kept: string | null, mrzBirth: string | null, key: string | null): string | null {
  return kept && (kept.slice(4, 10) === mrzBirth || (key !== null && keyDatesCurp(key, kept))) ? kept : null;
}

/**
 * A 17-character run that is a key with one character of its first twelve dropped, as a CURP read
 * apart implies them (the 2014 INE specimen's `GMVLMR8007501M100`); the state, sex and homoclave are
 * kept as read, the sex agreeing with the CURP's. The repaired key, or null.
 */
function keyMissingOne(text: string, curp: string): string | null {
  const head = keyHeadOf(curp);
  const tail = shapeAs(text.slice(11), 'ddaddd');
  if (text.length !== 17 || !/^\d{2}[HM]\d{3}$/.test(tail) || tail[2] !== curp[10]) return null;
  const read = text.slice(0, 11);
  const dropped = [...head].some((_, i) => head.slice(0, i) + head.slice(i + 1) === read);
  return dropped && parseElectorKey(head + tail) ? head + tail : null;
}

/** The first run that is a key one character short (`keyMissingOne`), completed, with a warning. */
function shortKey(r: Reading, curp: string): { key: string; start: number; end: number } | null {
  for (const run of runs(r.lines)) {
    const key = keyMissingOne(run.text, curp);
    if (!key) continue;
    r.ctx.warnings.push(
      `clave de elector read as ${run.text}, one character short; completed from the CURP to ${key}`,
    );
    return { key, start: run.start, end: run.end };
  }
  return null;
}

function electorKey(
  r: Reading,
  curpValue: string | null,
  kept: string | null,
  mrzBirth: string | null,
): void {
  let found: { key: string; start: number; end: number } | null = null;
  for (const run of runs(r.lines)) {
    if (run.text.length !== 18) continue;
    const key = parseElectorKey(run.text);
    if (!key || (curpValue && run.text === curpValue)) continue;
    if (!found || (curpValue && keyMatchesCurp(key.key, curpValue))) found = { key: key.key, ...run };
    if (!curpValue || keyMatchesCurp(key.key, curpValue)) break;
  }
  if (!found) {
    // After the label: 18 characters whose letters OCR broke; the CURP says what they must be.
    const label = findLabel(r.lines, 'CLAVE DE ELECTOR');
    const token = label && r.lines[label.line]!.tokens.find((t) => t.end > label.end && t.text.length >= 17);
    const text =
      token && r.ctx.folded.slice(Math.max(token.start, label.end), token.end).replace(/[^A-Z0-9]/g, '');
    if (token && text?.length === 18) found = { key: shapeAs(text, 'aaaaaaddddddddaddd'), ...token };
  }
  if (!found) {
    const reference = curpValue ?? confirmedCurp(kept, mrzBirth, null);
    found = reference ? shortKey(r, reference) : null;
  }
  if (!found) return;
  const at = found;
  let key = found.key;
  // A CURP that fails its check digit still repairs the key's letters when the key, read apart,
  // prints the same birth date and sex: the two readings agree on the rest (the IFE specimen's key
  // read `CMVLMR80070501M100` beside its CURP `GOVM800705MCLMLR01`).
  const reference = curpValue ?? confirmedCurp(kept, null, key);
  if (reference && !keyMatchesCurp(key, reference)) {
    const repaired = keyHeadOf(reference) + key.slice(12, 14) + reference[10] + key.slice(15);
    const differs = [...repaired].filter((c, i) => c !== key[i]).length;
    if (differs <= 3 && parseElectorKey(repaired)) {
      r.ctx.warnings.push(`clave de elector read as ${key}, repaired from the CURP to ${repaired}`);
      key = repaired;
    } else {
      r.ctx.warnings.push(`the clave de elector ${key} does not match the CURP ${reference}`);
    }
  }
  // The source shows the label when it stands before the value on its line.
  const label = r.lines
    .map((l, i) =>
      l.start <= at.start && at.start <= l.end ? findLabelInLine(l, 'CLAVE DE ELECTOR', i) : null,
    )
    .find((h) => h && h.start < at.start);
  put(r.ctx, 'document.elector_key', key, { start: label?.start ?? at.start, end: at.end });
}

/** Tokens after a label on its line, else on the next lines (a row of labels over a row of values, or one per line). */
function valuesAfter(
  r: Reading,
  label: string,
  lookahead = 6,
): { tokens: Token[]; sameLine: boolean } | null {
  const hit = findLabel(r.lines, label);
  if (!hit) return null;
  const same = r.lines[hit.line]!.tokens.filter((t) => t.end > hit.end);
  const following = r.lines.slice(hit.line + 1, hit.line + 1 + lookahead).flatMap((l) => l.tokens);
  return { tokens: [...same, ...following], sameLine: same.length > 0 };
}

function birthDate(r: Reading, curpValue: string | null, confirmed: string | null): void {
  const fromCurp = curpValue ? repairCurp(curpValue)?.birthDate : null;
  let found: { date: string; start: number; end: number } | null = null;
  for (const run of runs(r.lines, 5)) {
    const text = r.ctx.folded.slice(run.start, run.end);
    const date = parseIdDate(text);
    if (!date) continue;
    if (!found || date === fromCurp) found = { date, ...run };
    if (date === fromCurp) break;
  }
  if (found && fromCurp && found.date !== fromCurp) {
    r.ctx.warnings.push(
      `the card reads born ${found.date}, the CURP (check digit valid) ${fromCurp}; the CURP's is taken`,
    );
    put(r.ctx, 'person.birth_date', fromCurp, found);
  } else if (found) put(r.ctx, 'person.birth_date', found.date, found);
  else if (fromCurp) {
    const at = r.ctx.fields['person.curp']!;
    r.ctx.fields['person.birth_date'] = { value: fromCurp, source: at.source };
  } else {
    // No date printed and no CURP that passes its check: a CURP kept as read whose birth date the MRZ
    // or the clave de elector prints too (two readings of the card that agree) dates the person.
    const kept = r.ctx.fields['person.curp'];
    const date = confirmed ? checkCurp(confirmed).birthDate : null;
    if (kept && date) r.ctx.fields['person.birth_date'] = { value: date, source: kept.source };
  }
}

function sex(r: Reading, curpValue: string | null, confirmed: string | null): void {
  const fromCurp = curpValue?.[10];
  for (const line of r.lines) {
    const hit = findLabelInLine(line, 'SEXO');
    const token = hit && line.tokens.find((t) => t.end > hit.end);
    const value = token && r.ctx.folded.slice(Math.max(token.start, hit.end), token.end);
    if (!token || (value !== 'H' && value !== 'M')) continue;
    if (fromCurp && fromCurp !== 'X' && fromCurp !== value) {
      r.ctx.warnings.push(
        `the card reads sex ${value}, the CURP (check digit valid) ${fromCurp}; the CURP's is taken`,
      );
      put(r.ctx, 'person.sex', fromCurp, token);
    } else put(r.ctx, 'person.sex', value, token);
    return;
  }
  const at = r.ctx.fields['person.curp'];
  if (fromCurp && fromCurp !== 'X' && at) r.ctx.fields['person.sex'] = { value: fromCurp, source: at.source };
  else if (at && !fromCurp) {
    // No SEXO printed: a CURP kept though its check digit fails, once a second reading confirms it.
    if (confirmed?.[10] === 'H' || confirmed?.[10] === 'M')
      r.ctx.fields['person.sex'] = { value: confirmed[10], source: at.source };
  }
}

const RANGE = /^([0-9OQDILSB]{4}) ?[-–—] ?([0-9OQDILSB]{4})$/;

function validity(r: Reading): void {
  const after = valuesAfter(r, 'VIGENCIA');
  const candidates = after
    ? [after.tokens, r.lines.flatMap((l) => l.tokens)]
    : [r.lines.flatMap((l) => l.tokens)];
  for (const tokens of candidates) {
    for (let i = 0; i < tokens.length; i++) {
      const [three, range] = [1, 2, 3]
        .map((k) => tokens.slice(i, i + k))
        .map(
          (ts) =>
            [ts, RANGE.exec(r.ctx.folded.slice(ts[0]!.start, ts.at(-1)!.end).replace(/\s+/g, ' '))] as const,
        )
        .find(([, m]) => m) ?? [tokens.slice(i, i + 1), null];
      const [from, until] = range ? [plausibleYear(range[1]!), plausibleYear(range[2]!)] : [null, null];
      if (from && until && until >= from && until - from <= 10) {
        put(r.ctx, 'document.valid_from', from, { start: three[0]!.start, end: three.at(-1)!.end });
        put(r.ctx, 'document.valid_until', until, { start: three[0]!.start, end: three.at(-1)!.end });
        return;
      }
    }
  }
  // The 2008–2014 models print no range: "EMISIÓN 2014 VIGENCIA 2024", the second label often spoilt
  // by OCR ("vicencia", "warncia"): the year of issue, then within three words the year it runs to.
  const issued = valuesAfter(r, 'EMISION', 1);
  const years = (issued?.tokens ?? [])
    .slice(0, 5)
    .map((t) => ({ t, year: plausibleYear(t.text) }))
    .filter((y): y is { t: Token; year: number } => y.year !== null);
  const [first, second] = years;
  if (first && second && second.year > first.year && second.year - first.year <= 10) {
    put(r.ctx, 'document.valid_from', first.year, first.t);
    put(r.ctx, 'document.valid_until', second.year, second.t);
    return;
  }
  // IFE models: VIGENCIA HASTA 2024, or the year alone after the label.
  const hasta = after?.tokens.find((t, i) => i < 3 && plausibleYear(t.text));
  if (hasta) put(r.ctx, 'document.valid_until', plausibleYear(hasta.text), hasta);
}

function section(r: Reading): void {
  const after = valuesAfter(r, 'SECCION');
  if (!after) return;
  for (const [i, t] of after.tokens.entries()) {
    const next = after.tokens[i + 1];
    const previous = after.tokens[i - 1];
    const inRange =
      (next && /^[-–—]/.test(r.ctx.folded.slice(t.end, next.end).trim())) ||
      /[-–—]\s*$/.test(r.ctx.folded.slice(previous?.end ?? t.start, t.start));
    if (t.text.length !== 4 || inRange) continue;
    const digits = shapeAs(t.text, 'dddd');
    if (/^\d{4}$/.test(digits)) return put(r.ctx, 'document.section', digits, t);
    if (after.sameLine && i === 0) return;
  }
}

function registrationYear(r: Reading): void {
  const after = valuesAfter(r, 'ANO DE REGISTRO', 2);
  const birth = r.ctx.fields['person.birth_date']?.value as string | undefined;
  // The label misread past recognition ("AÑO BE ARCISRAO 2003 02"): AÑO, then a year and a two-digit number.
  const loose = r.lines
    .map((l) => l.tokens)
    .map((ts) => ts.slice(ts.findIndex((t) => t.text === 'ANO') + 1))
    .find(
      (ts, i) =>
        r.lines[i]!.tokens.some((t) => t.text === 'ANO') && ts.slice(0, 4).some((t) => plausibleYear(t.text)),
    );
  // The year and its two-digit number print apart ("2008 01") or OCR joins them ("2008-01").
  const yearOf = (t: Token) => plausibleYear(/^(\w{4})-\w{2}$/.exec(t.text)?.[1] ?? t.text);
  const first = (after?.tokens ?? loose?.slice(0, 4))?.slice(0, 4).find((t) => yearOf(t));
  const year = first && yearOf(first);
  if (!first || !year) return;
  if (birth && year < Number(birth.slice(0, 4)) + 17) return;
  put(r.ctx, 'document.registration_year', year, first);
}

/** Name and address words are printed in capitals: OCR noise from the photo and the guilloche is mostly not. */
const isCapitalWord = (original: string): boolean => /^[A-ZÁÉÍÓÚÜÑ][A-ZÁÉÍÓÚÜÑ'.-]*$/u.test(original);
const NAME_PARTICLES = new Set(['DE', 'LA', 'DEL', 'LOS', 'LAS', 'Y', 'MC', 'VON', 'VAN', 'DA', 'DI']);

/** A name line's words, without SEXO/EDAD and their values and without noise. */
function nameWords(r: Reading, line: Line): string {
  const words: string[] = [];
  for (let i = 0; i < line.tokens.length; i++) {
    const t = line.tokens[i]!;
    if (/^(SEXO|EDAD)$/.test(t.text)) {
      i++;
      continue;
    }
    // The label of the next column, read onto a name's line ("NOMBRE   FECHA DE NACIMIENTO 05/07/1980"
    // on the IFE model) with its value: no part of the name, nor is anything after it on the line.
    if (/^(FECHA|NACIMIENTO)$/.test(t.text)) break;
    const original = r.original(t);
    if (!isCapitalWord(original) || (original.length <= 2 && !NAME_PARTICLES.has(t.text))) continue;
    words.push(original);
  }
  return words.join(' ');
}

const ADDRESS_SHORT = new Set([
  'C',
  'AV',
  'CDA',
  'COL',
  'NO',
  'INT',
  'EXT',
  'MZ',
  'LT',
  'DE',
  'LA',
  'EL',
  'Y',
  'SN',
  'S/N',
]);

/** An address line without the noise OCR puts at its ends (the photo's edge, the signature). */
function addressLine(r: Reading, line: Line): string {
  const tokens = [...line.tokens];
  // A short token opens a line only when it is an abbreviation; a number may close one (the house number).
  const noise = (t: Token, atEnd: boolean) => {
    const o = r.original(t);
    return (
      /[a-zñáéíóú]/.test(o) || (o.length <= 2 && !ADDRESS_SHORT.has(t.text) && !(atEnd && /^\d+$/.test(o)))
    );
  };
  while (tokens.length && noise(tokens[0]!, false)) tokens.shift();
  while (tokens.length && noise(tokens.at(-1)!, true)) tokens.pop();
  if (!tokens.length) return '';
  // An abbreviation's last period (`D.F.`) is printed, though its token ends before it; a period
  // after a plain word may be a speck OCR read (a synthetic card printed `JAL` was read `JAL.`).
  const last = tokens.at(-1)!;
  const end = last.text.includes('.') && r.ctx.joined.text[last.end] === '.' ? last.end + 1 : last.end;
  return r.ctx.joined.text.slice(tokens[0]!.start, end).replace(/\s+/g, ' ').trim();
}

/** The first letter of the given name the CURP uses: the second name after MARÍA/JOSÉ (and MA./J.). */
function givenInitial(given: string): string {
  const words = given.split(' ').map((w) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  const skip = words.length > 1 && /^(MARIA|MA|JOSE|J)\.?$/.test(words[0]!);
  return (skip ? words[1] : words[0])?.[0] ?? '';
}

const initial = (s: string | null): string => s?.normalize('NFD')[0] ?? 'X';

const foldName = (s: string | null): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .trim();

type NameParts = [string | null, string | null, string | null];

/** How well surnames and given names fit the CURP's initials and the MRZ's names (no second source: 0). */
function nameFit(
  [first, second, given]: NameParts,
  curpValue: string | null,
  mrz: MrzReading | null,
): number {
  let score = 0;
  if (curpValue) {
    const ok =
      (first === null || initial(first) === curpValue[0]) &&
      (second === null
        ? curpValue[2] === 'X' || first === null || given === null
        : initial(second) === curpValue[2]) &&
      (given === null || givenInitial(given) === curpValue[3]);
    score += ok ? 2 : -2;
  }
  // The zone's names are often misread themselves: agreement counts, disagreement does not.
  if (mrz?.surnames.length) {
    if (first !== null && foldName(first) === mrz.surnames[0]) score += 2;
    if (second !== null && foldName(second) === mrz.surnames.slice(1).join(' ')) score += 1;
    if (given !== null && mrz.givenNames && foldName(given).startsWith(mrz.givenNames)) score += 1;
  }
  return score + [first, second, given].filter((p) => p !== null).length * 0.5;
}

function names(r: Reading, curpValue: string | null, mrz: MrzReading | null): { end: number } | null {
  const label = findHeading(r.lines, 'NOMBRE');
  const heading = label ?? findLabel(r.lines, 'CREDENCIAL PARA VOTAR') ?? findLabel(r.lines, 'PASAPORTE');
  if (!heading) return null;
  const domicilio = findHeading(r.lines, 'DOMICILIO', heading.line + 1);
  const parts: { text: string; line: Line }[] = [];
  let end = heading.line + 1;
  for (let i = heading.line; i < r.lines.length && parts.length < 5; i++) {
    const line = r.lines[i]!;
    if (i === heading.line && !label) continue;
    // The label's own line: only what follows the label.
    const rest =
      i === heading.line ? { ...line, tokens: line.tokens.filter((t) => t.start >= heading.end) } : line;
    const text = nameWords(r, rest);
    const plain = r.ctx.folded.slice(line.start, line.end).replace(/\b(SEXO|EDAD)\W*\w+/g, '');
    // Digits open the address when no DOMICILIO label will; with one, they are noise beside a name.
    const digits = /\d{2}/.test(plain) && (!domicilio || domicilio.line <= i || parts.length >= 3);
    if (i > heading.line && (hasAnyLabel(line, NAME_STOPS) || digits)) break;
    if (text) parts.push({ text, line });
    end = i + 1;
  }
  const texts = parts.map((p) => p.text);
  const options: { parts: NameParts; from: number; to: number }[] = [];
  for (let s = 0; s < texts.length; s++) {
    const [a, b, c] = [texts[s]!, texts[s + 1] ?? null, texts[s + 2] ?? null];
    if (b !== null && c !== null) options.push({ parts: [a, b, c], from: s, to: s + 2 });
    if (b !== null) {
      options.push({ parts: [a, b, null], from: s, to: s + 1 });
      options.push({ parts: [a, null, b], from: s, to: s + 1 });
      options.push({ parts: [null, a, b], from: s, to: s + 1 });
    }
  }
  // With no second source, the first three lines; else the lines that fit the CURP and the MRZ best.
  const scored = options.map((o) => ({ ...o, score: nameFit(o.parts, curpValue, mrz) }));
  const best = scored.reduce<(typeof scored)[number] | null>(
    (b, o) => (!b || o.score > b.score ? o : b),
    null,
  );
  if (!best || (best.parts.includes(null) && best.score < 3)) return { end };
  const [first, second, given] = best.parts;
  const at = { start: parts[best.from]!.line.start, end: parts[best.to]!.line.end };
  if (first) put(r.ctx, 'person.first_surname', first, at);
  if (second) put(r.ctx, 'person.second_surname', second, at);
  if (given) put(r.ctx, 'person.names', given, at);
  if (curpValue && nameFit(best.parts, curpValue, null) < 0)
    r.ctx.warnings.push(
      `the name ${[given, first, second].filter(Boolean).join(' ')} does not match the CURP's initials`,
    );
  return { end };
}

function address(r: Reading, namesEnd: number | null): void {
  const label = findHeading(r.lines, 'DOMICILIO');
  const from = label ? label.line + 1 : namesEnd;
  if (from === null) return;
  const lines: { text: string; line: Line }[] = [];
  for (let i = from; i < r.lines.length && lines.length < 4; i++) {
    const line = r.lines[i]!;
    // A lost label still leaves its value: a code of 16 characters or more mixing letters and digits.
    const code = line.tokens.some((t) => t.text.length >= 16 && /\d/.test(t.text) && /[A-Z]/.test(t.text));
    if (hasAnyLabel(line, ADDRESS_STOPS) || code || /\bDE ELE/.test(line.text)) break;
    const text = addressLine(r, line);
    if (text) lines.push({ text, line });
  }
  // Without the label, only a block that ends with a postal code or a state is an address.
  if (!label && !lines.some((l) => /\b\d{5}\b/.test(l.text))) return;
  if (!lines.length) return;
  const at = { start: lines[0]!.line.start, end: lines.at(-1)!.line.end };
  put(r.ctx, 'address.full', lines.map((l) => l.text).join(', '), at);
  const code = lines
    .map((l) => /\b(\d{5})\b(?!.*\b\d{5}\b)/.exec(l.text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (code && code !== '00000') put(r.ctx, 'address.post_code', code, at);
}

function idType(r: Reading, zone: MrzZone | null): void {
  const marker = [
    'INSTITUTO NACIONAL ELECTORAL',
    'INSTITUTO FEDERAL ELECTORAL',
    'CREDENCIAL PARA VOTAR',
    'PASAPORTE',
  ] as const;
  const found = marker.map((m) => ({ m, hit: findLabel(r.lines, m) })).find((x) => x.hit);
  const passport = zone?.format === 'TD3' || found?.m === 'PASAPORTE';
  if (found?.hit) {
    const line = r.lines[found.hit.line]!;
    put(r.ctx, 'document.id_type', passport ? 'passport_mx' : 'ine_mx', line);
  } else if (zone) put(r.ctx, 'document.id_type', passport ? 'passport_mx' : 'ine_mx', zone);
  else if (r.ctx.fields['document.elector_key']) {
    // Only the INE's and the IFE's credentials carry a clave de elector (its date and state checked).
    r.ctx.fields['document.id_type'] = {
      value: 'ine_mx',
      source: r.ctx.fields['document.elector_key'].source,
    };
  } else
    r.ctx.warnings.push(
      'no INE or passport markers (INSTITUTO NACIONAL ELECTORAL, CREDENCIAL PARA VOTAR, IDMEX) found',
    );
}

/**
 * The birth date the MRZ prints (YYMMDD: TD1's second line, TD3's after the document number), as read,
 * whatever its check digit says: a second reading to compare with the CURP's, not a value of its own.
 */
function mrzBirthAsRead(zone: MrzZone): string | null {
  const [line, at] = zone.format === 'TD1' ? [zone.lines[1], 0] : [zone.lines[1], 13];
  const digits = line ? shapeAs(line.slice(at, at + 6), 'dddddd') : '';
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Reads an INE's front and back (or a passport's data page) and reconciles the front with the MRZ. */
export const extractPersonId: Extractor = (doc) => {
  const ctx = newCtx(doc);
  const all = linesOf(ctx.folded);
  const zone = findMrz(all);
  const r: Reading = {
    ctx,
    lines: zone ? all.filter((l) => l.end <= zone.start || l.start >= zone.end) : all,
    original: (t) => ctx.joined.text.slice(t.start, t.end),
  };
  const mrz = zone && readMrz(zone);
  const mrzBirth = zone ? mrzBirthAsRead(zone) : null;
  const curpValue = curp(r, mrzBirth);
  const kept = curpValue ? null : keptCurp(r);
  electorKey(r, curpValue, kept, mrzBirth);
  idType(r, zone);
  const keyRead = ctx.fields['document.elector_key']?.value;
  const confirmed = confirmedCurp(kept, mrzBirth, typeof keyRead === 'string' ? keyRead : null);
  birthDate(r, curpValue, confirmed);
  sex(r, curpValue, confirmed);
  validity(r);
  section(r);
  registrationYear(r);
  // A CURP kept though its check digit fails still has the name's initials in it.
  const block = names(r, curpValue ?? kept, mrz);
  address(r, block?.end ?? null);
  if (zone && !mrz) ctx.warnings.push('an MRZ was found but could not be read');
  if (zone && mrz) {
    put(ctx, 'document.mrz_valid', mrz.valid, zone);
    if (!mrz.valid) ctx.warnings.push(`MRZ check digits fail for: ${mrz.failed.join(', ')}`);
    const source = { page: ctx.joined.pageAt(zone.start), text: zone.lines.join(' ') };
    if (mrz.documentNumber) ctx.fields['document.number'] = { value: mrz.documentNumber, source };
    const reconciled = reconcileIdWithMrz(ctx.fields, mrz, source);
    ctx.fields = reconciled.fields;
    ctx.warnings.push(...reconciled.warnings);
  }
  const [given, first, second] = ['person.names', 'person.first_surname', 'person.second_surname'].map(
    (p) => ctx.fields[p],
  );
  // A second surname without a first means the first was lost: no full name is made of the rest.
  if (first || (given && !second)) {
    const full = [given, first, second].filter(Boolean).map((f) => String(f!.value));
    ctx.fields['person.full_name'] = { value: full.join(' '), source: (first ?? given)!.source };
  }
  const key = ctx.fields['document.elector_key'];
  if (!ctx.fields['document.number'] && key) ctx.fields['document.number'] = key;
  return { fields: ctx.fields, warnings: ctx.warnings };
};
