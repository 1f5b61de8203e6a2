/** INE credencial para votar (`person_id`), front and back, from OCR text; ../shared/mx/documents.md §3.7. */

import type { Extractor } from '../extraction';
import { newCtx, put, type Ctx, type Hit } from './context';
import { parseDmy, squash } from '../text';
import { checkCurp, repairOcrCurp } from '../../mx/curp';
import { foldChars } from '../../mx/names';

function find(ctx: Ctx, re: RegExp): Hit | null {
  const m = new RegExp(re.source, 'd').exec(ctx.folded);
  const [from, to] = m?.indices?.[1] ?? [];
  if (!m || from === undefined || to === undefined) return null;
  return { value: ctx.joined.text.slice(from, to).trim(), start: m.index, end: to };
}

// OCR misreads in places that can only hold digits.
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', S: '5', B: '8', Z: '2' };
const digitsAt = (s: string, from: number, to: number): string =>
  [...s].map((c, i) => (i >= from && i < to ? (AS_DIGIT[c] ?? c) : c)).join('');

/** ICAO 9303 check digit: 0–9, A=10 … Z=35, `<`=0, weights 7-3-1. */
export function icaoCheckDigit(text: string): string {
  let sum = 0;
  [...text].forEach((c, i) => {
    const value = /\d/.test(c) ? Number(c) : c === '<' ? 0 : c.charCodeAt(0) - 55;
    sum += value * [7, 3, 1][i % 3]!;
  });
  return String(sum % 10);
}

interface Mrz {
  lines: [string, string, string | null];
  start: number;
  end: number;
}

/** The TD1 zone on the back: `IDMEX…` and the line after it (and the names line), spaces removed, digits repaired. */
function findMrz(ctx: Ctx): Mrz | null {
  const m =
    /^[ \t]*I[ \t]*D[ \t]*M[ \t]*E[ \t]*X[^\n]*\n(?:[ \t]*\n)*([^\n]*)(?:\n(?:[ \t]*\n)*([^\n]*<[^\n]*))?/m.exec(
      ctx.folded,
    );
  if (!m) return null;
  const compact = (s: string | undefined): string => (s ?? '').replace(/\s+/g, '').replace(/«/g, '<<');
  const one = compact(m[0].split('\n')[0]);
  const two = compact(m[1]);
  if (one.length < 30 || two.length < 30) return null;
  const line1 = digitsAt(digitsAt(one.slice(0, 30), 5, 15), 17, 30);
  const line2 = digitsAt(digitsAt(digitsAt(two.slice(0, 30), 0, 7), 8, 15), 29, 30);
  return { lines: [line1, line2, m[2] ? compact(m[2]) : null], start: m.index, end: m.index + m[0].length };
}

/** ICAO 7-3-1 check digits of the document number, birth date, expiry and the composite. */
function mrzValid(ctx: Ctx, mrz: Mrz): void {
  const [l1, l2] = mrz.lines;
  const checks = {
    'document number': icaoCheckDigit(l1.slice(5, 14)) === l1[14],
    'birth date': icaoCheckDigit(l2.slice(0, 6)) === l2[6],
    expiry: icaoCheckDigit(l2.slice(8, 14)) === l2[14],
    composite:
      icaoCheckDigit(l1.slice(5, 30) + l2.slice(0, 7) + l2.slice(8, 15) + l2.slice(18, 29)) === l2[29],
  };
  const failed = Object.entries(checks).filter(([, ok]) => !ok);
  put(ctx, 'document.mrz_valid', failed.length === 0, mrz);
  if (failed.length) ctx.warnings.push(`MRZ check digits fail for: ${failed.map(([k]) => k).join(', ')}`);
}

/** The CIC, section and expiry from the MRZ; sex and birth date only where the front had none. */
function mrzFields(ctx: Ctx, mrz: Mrz): void {
  const [l1, l2] = mrz.lines;
  if (/^\d{9}$/.test(l1.slice(5, 14))) put(ctx, 'document.number', l1.slice(5, 14), mrz);
  if (!ctx.fields['document.section'] && /^\d{4}$/.test(l1.slice(17, 21)))
    put(ctx, 'document.section', l1.slice(17, 21), mrz);
  const expiry = /^\d{6}$/.test(l2.slice(8, 14)) ? 2000 + Number(l2.slice(8, 10)) : null;
  const until = ctx.fields['document.valid_until']?.value;
  if (expiry && until === undefined) put(ctx, 'document.valid_until', expiry, mrz);
  else if (expiry && until !== expiry)
    ctx.warnings.push(`VIGENCIA says ${String(until)} but the MRZ expires in ${expiry}`);
  const sex = { M: 'H', F: 'M' }[l2[7] ?? ''];
  if (sex && !ctx.fields['person.sex']) put(ctx, 'person.sex', sex, mrz);
  const yy = Number(l2.slice(0, 2));
  const century = yy > new Date().getUTCFullYear() % 100 ? 1900 : 2000;
  const date =
    /^\d{6}$/.test(l2.slice(0, 6)) && parseDmy(`${l2.slice(4, 6)}/${l2.slice(2, 4)}/${century + yy}`);
  if (date && !ctx.fields['person.birth_date']) put(ctx, 'person.birth_date', date, mrz);
}

const LABELS =
  /^[ \t]*(?:DOMICILIO|CLAVE ?DE ?ELECTOR|CURP|FECHA|SEXO|SECCION|VIGENCIA|A[NÑ][O0] ?DE ?REGISTRO|EDAD|ESTADO|MUNICIPIO|LOCALIDAD|EMISION|I[ \t]*D[ \t]*M[ \t]*E[ \t]*X)\b/;

/** The lines under a label (and the rest of the label's own line) up to the next label. */
function block(ctx: Ctx, label: RegExp, max: number): { lines: string[]; start: number; end: number } | null {
  const m = new RegExp(`^[ \\t]*${label.source}\\b[ \\t:]*`, 'm').exec(ctx.folded);
  if (!m) return null;
  const lines: string[] = [];
  let offset = m.index + m[0].length;
  let end = offset;
  for (const line of ctx.joined.text.slice(offset).split('\n')) {
    // The card prints SEXO beside the name, so OCR often puts it on a name line.
    const clean = squash(line.replace(/\bSEXO\s*[HM]\b/i, ''));
    if (LABELS.test(foldChars(clean)) || lines.length === max) break;
    if (clean) lines.push(clean);
    end = offset + line.length;
    offset += line.length + 1;
  }
  return lines.length ? { lines, start: m.index, end } : null;
}

function names(ctx: Ctx, mrz: Mrz | null): void {
  const front = block(ctx, /NOMBRE/, 3);
  const fromMrz = mrz?.lines[2]?.split('<<').filter(Boolean);
  let parts: (string | null)[] | null = null;
  if (front?.lines.length === 3) parts = front.lines;
  else if (fromMrz && fromMrz.length >= 2) {
    const [first, second] = fromMrz[0]!.split('<');
    parts = [first ?? null, second ?? null, fromMrz[1]!.replace(/</g, ' ').trim()];
  } else if (front?.lines.length === 2) parts = [front.lines[0]!, null, front.lines[1]!];
  const at = front ?? mrz;
  if (!parts || !at) return;
  // OCR noise beside a name line: tokens with no letter at all ("1", ".", "|").
  const [first, second, given] = parts.map((p) =>
    p === null
      ? null
      : p
          .split(' ')
          .filter((t) => /\p{L}/u.test(t))
          .join(' ') || null,
  );
  if (first) put(ctx, 'person.first_surname', first, at);
  if (second) put(ctx, 'person.second_surname', second, at);
  if (given) put(ctx, 'person.names', given, at);
  put(ctx, 'person.full_name', [given, first, second].filter(Boolean).join(' '), at);
}

function curp(ctx: Ctx): void {
  const hit =
    // OCR leaves stray marks after the label and may insert one character (19 instead of 18).
    find(ctx, /CURP[^A-Z0-9]{0,8}([A-Z0-9](?:[ ]?[A-Z0-9]){17,18})(?![A-Z0-9])/) ??
    find(ctx, /\b([A-Z][A-Z0-9]{3}[0-9OI]{6}[HM][A-Z]{5}[0-9A-Z][0-9OI])\b/);
  if (!hit) return;
  const raw = hit.value.replace(/\s/g, '').toUpperCase();
  const repaired = checkCurp(raw).valid ? raw : repairOcrCurp(raw);
  if (repaired && repaired !== raw) ctx.warnings.push(`CURP read as ${raw}, repaired to ${repaired}`);
  if (!repaired) ctx.warnings.push(`CURP ${raw} ${checkCurp(raw).reason}`);
  put(ctx, 'person.curp', repaired ?? raw, hit);
  const check = repaired ? checkCurp(repaired) : null;
  const printed = { birth: ctx.fields['person.birth_date']?.value, sex: ctx.fields['person.sex']?.value };
  if (check?.birthDate && !printed.birth) put(ctx, 'person.birth_date', check.birthDate, hit);
  else if (check?.birthDate && printed.birth !== check.birthDate)
    ctx.warnings.push(`the CURP says born ${check.birthDate}, the card ${String(printed.birth)}`);
  if (check?.sex && check.sex !== 'X' && !printed.sex) put(ctx, 'person.sex', check.sex, hit);
  else if (check?.sex && printed.sex && printed.sex !== check.sex)
    ctx.warnings.push(`the CURP says sex ${check.sex}, the card ${String(printed.sex)}`);
}

function front(ctx: Ctx): void {
  const birth =
    find(ctx, /FECHA ?DE ?NACIMIENTO[\s:]*([0-9OI]{2}\/[0-9OI]{2}\/[0-9OI]{4})/) ??
    find(ctx, /(?<!\d)(\d{2}\/\d{2}\/\d{4})(?!\d)/);
  const birthDate = birth && parseDmy(digitsAt(birth.value, 0, 10));
  if (birth && birthDate) put(ctx, 'person.birth_date', birthDate, birth);
  const sex = find(ctx, /SEXO[ \t:]*([HM])\b/);
  if (sex) put(ctx, 'person.sex', sex.value, sex);
  const key = find(ctx, /CLAVE ?DE ?ELECTOR[\s:]*([A-Z0-9](?:[ ]?[A-Z0-9]){17})(?![A-Z0-9])/);
  if (key) put(ctx, 'document.elector_key', digitsAt(key.value.replace(/\s/g, '').toUpperCase(), 6, 14), key);
  const section = find(ctx, /SECCION[ \t:]*(\d{4})\b/);
  if (section) put(ctx, 'document.section', section.value, section);
  const year = find(ctx, /A[NÑ][O0] ?DE ?REGISTRO[\s:]*(\d{4})\b/);
  if (year) put(ctx, 'document.registration_year', Number(year.value), year);
  const validity =
    find(ctx, /VIGENCIA(?: HASTA)?[\s:]*(\d{4}(?:[ \t]*-[ \t]*\d{4})?)/) ??
    find(ctx, /\b(\d{4}[ \t]*-[ \t]*\d{4})\b/);
  const years = validity?.value.split('-').map((y) => Number(y.trim()));
  if (validity && years?.length === 2) put(ctx, 'document.valid_from', years[0], validity);
  if (validity && years?.length) put(ctx, 'document.valid_until', years.at(-1), validity);
  const address = block(ctx, /DOMICILIO/, 4);
  if (address) put(ctx, 'address.full', address.lines.join(', '), address);
}

/** Reads an INE's front (names, CURP, clave de elector, dates) and back (MRZ); the MRZ fills what the front lacks. */
export const extractPersonId: Extractor = (doc) => {
  const ctx = newCtx(doc);
  const marker = find(ctx, /(INSTITUTO (?:NACIONAL|FEDERAL) ELECTORAL|CREDENCIAL PARA VOTAR|IDMEX)/);
  if (marker) put(ctx, 'document.id_type', 'ine_mx', marker);
  else ctx.warnings.push('no INE markers (INSTITUTO NACIONAL ELECTORAL, CREDENCIAL PARA VOTAR, IDMEX) found');
  const mrz = findMrz(ctx);
  front(ctx);
  curp(ctx);
  names(ctx, mrz);
  if (mrz) mrzValid(ctx, mrz);
  if (mrz) mrzFields(ctx, mrz);
  const key = ctx.fields['document.elector_key'];
  if (!ctx.fields['document.number'] && key) ctx.fields['document.number'] = key;
  return { fields: ctx.fields, warnings: ctx.warnings };
};
