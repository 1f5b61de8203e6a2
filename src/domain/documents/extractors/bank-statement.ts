/** Bank statement (`bank_statement`) fields, ../shared/mx/documents.md §6: BBVA, Santander, Banorte-like layouts. */

import type { Extraction, Extractor } from '../extraction';
import {
  excerpt,
  isoDate,
  joinPages,
  MONTHS,
  parseDayMonthAbbrYear,
  parseDmy,
  parseSpanishDate,
} from '../text';
import type { JoinedText } from '../text';
import { findBankName } from '../../mx/banks';
import { accountEmbedded, checkClabe } from '../../mx/clabe';
import { foldChars, normalizeBusinessName } from '../../mx/names';
import { checkRfc } from '../../mx/rfc';
import {
  BANK_ENTITY,
  isBankRfc,
  ocrLegalForm,
  plausibleYear,
  repairClabe,
  unspaceLetters,
} from './bank-text';
import { ocrDigits, repairRfc } from './csf-ocr';

interface Ctx {
  joined: JoinedText;
  /** The joined text folded one character for one, so that matches on it are offsets in the original. */
  folded: string;
  fields: Extraction;
  warnings: string[];
  /** Some page was OCR'd: digits and RFCs are read tolerantly. */
  ocr: boolean;
}

const put = (ctx: Ctx, path: string, value: unknown, start: number, end: number): void => {
  ctx.fields[path] = {
    value,
    source: { page: ctx.joined.pageAt(start), text: excerpt(ctx.joined.text, start, end) },
  };
};

/** First match on the folded text; group 1 is the value, read from the original text. */
function find(ctx: Ctx, re: RegExp): { value: string; start: number; end: number } | null {
  const m = new RegExp(re.source, 'd').exec(ctx.folded);
  const [from, to] = m?.indices?.[1] ?? [];
  if (!m || from === undefined || to === undefined) return null;
  return { value: ctx.joined.text.slice(from, to).trim(), start: m.index, end: to };
}

const DATE = String.raw`\d{1,2}[/-]\d{1,2}[/-]\d{4}|\d{1,2}[-/ ][A-Z]{3}[-/ ]\d{4}|\d{1,2} DE [A-Z]+ DE \d{4}`;
const AMOUNT = String.raw`(?<![\d,.])-?\$?[ \t]*\d{1,3}(?:,\d{3})*\.\d{2}`;

const parseDate = (s: string): string | null =>
  parseDmy(s) ?? parseDayMonthAbbrYear(s) ?? parseSpanishDate(s);
const parseAmount = (s: string): number => Number(s.replace(/[$,\s]/g, ''));

function period(ctx: Ctx): void {
  const numeric = new RegExp(
    String.raw`PERIODO(?:[ \t]+DE[ \t]+(?:CONSULTA|MOVIMIENTOS))?[ \t:]*(?:DEL?[ \t:]+)?((?:${DATE})[ \t]*(?:AL|A|-|–)[ \t]*(?:${DATE}))`,
  );
  const words =
    /\b(DEL[ \t]+\d{1,2}(?:[ \t]+DE[ \t]+[A-Z]+)?(?:[ \t]+DE[ \t]+\d{4})?[ \t]+AL[ \t]+\d{1,2}[ \t]+DE[ \t]+[A-Z]+[ \t]+DEL?[ \t]+\d{4})/;
  const hit = find(ctx, numeric) ?? find(ctx, words);
  if (!hit) {
    ctx.warnings.push('no statement period found');
    return;
  }
  const folded = foldChars(hit.value);
  const [fromText, toText] = folded.replace(/^DEL\s+/, '').split(/\s*(?:\bAL\b|\bA\b|-(?=\s)|–)\s*/) as [
    string,
    string,
  ];
  let start = parseDate(fromText);
  const end = parseDate(toText);
  const spelled = /(\d{1,2})\s+DE\s+([A-Z]+)\s+DEL?\s+(\d{4})$/.exec(toText);
  if (!start && end && spelled) {
    // `Del 01 al 31 de mayo de 2024`: the start borrows the end's month and year unless it has its own.
    const own = /^(\d{1,2})(?:\s+DE\s+([A-Z]+))?/.exec(fromText);
    start = isoDate(Number(spelled[3]), MONTHS[own?.[2] ?? spelled[2]!] ?? 0, Number(own?.[1]));
  }
  const year = (iso: string) => (ctx.ocr ? plausibleYear(iso) : iso);
  if (start) put(ctx, 'statement.period_start', year(start), hit.start, hit.end);
  if (end) put(ctx, 'statement.period_end', year(end), hit.start, hit.end);
}

function dates(ctx: Ctx): void {
  period(ctx);
  const cut = find(ctx, new RegExp(String.raw`FECHA DE CORTE[ \t:]*(${DATE})`));
  const cutDate = cut && parseDate(foldChars(cut.value));
  if (cut && cutDate)
    put(ctx, 'statement.date', ctx.ocr ? plausibleYear(cutDate) : cutDate, cut.start, cut.end);
  else if (ctx.fields['statement.period_end'])
    ctx.fields['statement.date'] = ctx.fields['statement.period_end'];
  // `Moneda: …` decides; else the first currency the statement names.
  const labelled = /MONEDA[ \t:]+(MXN|USD|EUR|PESOS|DOLARES|NACIONAL)/.exec(ctx.folded);
  const mxn = /MONEDA NACIONAL|\bPESOS\b|\bM\.N\.|\bMXN\b/.exec(ctx.folded);
  const usd = /\bDOLARES\b|\bUSD\b|\bDLLS\b/.exec(ctx.folded);
  const named = labelled && { m: labelled, code: /USD|DOLARES/.test(labelled[1]!) ? 'USD' : 'MXN' };
  const first =
    named ??
    [mxn && { m: mxn, code: 'MXN' }, usd && { m: usd, code: 'USD' }]
      .filter((x) => x !== null)
      .sort((a, b) => a.m.index - b.m.index)[0];
  if (first) put(ctx, 'statement.currency', first.code, first.m.index, first.m.index + first.m[0].length);
}

const BALANCES: [string, RegExp][] = [
  [
    'opening',
    /SALDO DE LIQUIDACION INICIAL|SALDO INICIAL(?: DEL PERIODO)?|SALDO ANTERIOR|SALDO DE OPERACION INICIAL/,
  ],
  ['credits', /DEPOSITOS ?\/ ?ABONOS|TOTAL DE (?:DEPOSITOS|ABONOS)|\bDEPOSITOS\b|\bABONOS\b/],
  ['debits', /RETIROS ?\/ ?CARGOS|TOTAL DE (?:RETIROS|CARGOS)|\bRETIROS\b|\bCARGOS\b/],
  ['closing', /SALDO FINAL(?: DEL PERIODO)?|SALDO ACTUAL|SALDO AL CORTE/],
];

function balances(ctx: Ctx): void {
  const found: Record<string, number> = {};
  for (const [name, label] of BALANCES) {
    const hit = find(ctx, new RegExp(`(?:${label.source})[^\\n]*?(${AMOUNT})`));
    if (!hit) continue;
    found[name] = parseAmount(hit.value);
    put(ctx, `balances.${name}`, found[name], hit.start, hit.end);
  }
  const { opening, credits, debits, closing } = found;
  const closingField = ctx.fields['balances.closing'];
  if (opening === undefined || credits === undefined || debits === undefined || closing === undefined) return;
  const cents = (n: number): number => Math.round(n * 100);
  const consistent = cents(opening) + cents(credits) - cents(debits) === cents(closing);
  if (closingField) ctx.fields['balances.consistent'] = { value: consistent, source: closingField.source };
  if (!consistent) ctx.warnings.push('opening + credits − debits does not equal the closing balance');
}

/** An 18-digit run (blanks and dashes allowed, OCR's `O`/`l` read as digits on OCR text). */
const CLABE_DIGITS = String.raw`[\dOIl|](?:[ -]?[\dOIl|]){17}(?![\dOIl|])`;

function readClabe(
  ctx: Ctx,
): { hit: { value: string; start: number; end: number }; check: ReturnType<typeof checkClabe> } | null {
  const digits = ctx.ocr ? CLABE_DIGITS : String.raw`\d(?:[ -]?\d){17}(?!\d)`;
  const labelled = find(ctx, new RegExp(String.raw`CL[A4]B[E3](?: INTERBANCARIA)?[ \t:.]*(${digits})`));
  const read = (hit: { value: string; start: number; end: number } | null) => {
    const check = hit && checkClabe(ctx.ocr ? ocrDigits(hit.value).replace(/\D/g, '') : hit.value);
    return hit && check ? { hit, check } : null;
  };
  const found = read(labelled);
  if (found) return found;
  // No label (or OCR lost it): the one 18-digit run whose check digit holds.
  for (const m of ctx.folded.matchAll(/(?<![\d])\d(?:[ -]?\d){17}(?!\d)/g)) {
    const check = checkClabe(m[0]);
    if (check?.valid)
      return {
        hit: {
          value: ctx.joined.text.slice(m.index, m.index + m[0].length),
          start: m.index,
          end: m.index + m[0].length,
        },
        check,
      };
  }
  return null;
}

/** The line around an offset (and the line before when the RFC's own line says little else). */
function lineAround(ctx: Ctx, start: number, end: number): string {
  const text = ctx.folded;
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  const line = text.slice(from, to < 0 ? text.length : to);
  if (line.replace(/R\.? ?F\.? ?C\.?|[:\s]/g, '').length > 16) return line;
  const before = text.lastIndexOf('\n', from - 2) + 1;
  return text.slice(before, to < 0 ? text.length : to);
}

/** The line of an offset and the line before it (a bank's address follows its legal name). */
function linesBefore(ctx: Ctx, start: number, end: number): string {
  const text = ctx.folded;
  const from = text.lastIndexOf('\n', text.lastIndexOf('\n', start - 1) - 1) + 1;
  const to = text.indexOf('\n', end);
  return text.slice(from, to < 0 ? text.length : to);
}

/**
 * The holder's RFC: the first RFC printed that is not the bank's own (statements print the bank's in the
 * footer, sometimes labelled `R.F.C.` too). On OCR text a labelled RFC is repaired (see repairRfc).
 */
function holderRfc(ctx: Ctx): void {
  const labelled = new RegExp(
    String.raw`\bR\.? ?F\.? ?C\.?(?: DEL CLIENTE)?[ \t:.]*(${ctx.ocr ? String.raw`[A-Z0-9&|)\]]{3,4}[ \t]?[A-Z0-9|]{6}[ \t]?[A-Z0-9|)\]]{3}` : String.raw`[A-Z&]{3,4}\d{6}[A-Z\d]{3}`})(?![A-Z0-9])`,
    'g',
  );
  const bare = /(?<![A-Z0-9])([A-Z&]{3,4}\d{6}[A-Z\d]{3})(?![A-Z0-9])/g;
  let bankOnly = false;
  for (const re of [labelled, bare]) {
    for (const m of ctx.folded.matchAll(re)) {
      const start = m.index + m[0].length - m[1]!.length;
      const raw = ctx.joined.text.slice(start, m.index + m[0].length);
      const rfc = ctx.ocr ? (repairRfc(raw) ?? raw.replace(/\s/g, '')) : raw.toUpperCase();
      if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(rfc)) continue;
      if (isBankRfc(rfc, lineAround(ctx, m.index, m.index + m[0].length))) {
        bankOnly = true;
        continue;
      }
      put(ctx, 'account.rfc', rfc, m.index, m.index + m[0].length);
      const check = checkRfc(rfc);
      if (!check.valid) ctx.warnings.push(`RFC ${check.rfc} ${check.reason}`);
      return;
    }
  }
  if (bankOnly) ctx.warnings.push("the only RFC printed is the bank's own, not the holder's");
}

function account(ctx: Ctx): void {
  const clabe = readClabe(ctx);
  let clabeCheck = clabe?.check ?? null;
  const number = find(
    ctx,
    /(?:NO\.? ?(?:DE )?CUENTA|NUMERO DE CUENTA|N[UO]M\.? DE CUENTA|\bCUENTA)[ \t:.]*(\d+(?:[- ]\d+)*)/,
  );
  const digits = number?.value.replace(/\D/g, '');
  if (ctx.ocr && clabeCheck && !clabeCheck.valid && /^\d{18}$/.test(clabeCheck.clabe)) {
    // OCR misread a digit: the one swap that gives a valid CLABE of the named bank carrying the account.
    const named = bankNamed(ctx);
    const fixed = repairClabe(clabeCheck.clabe, (c) => {
      const check = checkClabe(c);
      return (
        !!check?.valid &&
        (!named || check.bank?.code === named.code) &&
        (!digits || digits.length < 6 || accountEmbedded(c, digits))
      );
    });
    const check = fixed && checkClabe(fixed.clabe);
    if (fixed && check) {
      ctx.warnings.push(
        `the CLABE read as ${clabeCheck.clabe} was taken as ${fixed.clabe} (digit ${fixed.position}; check digit, bank and account agree)`,
      );
      clabeCheck = check;
    }
  }
  if (clabe && clabeCheck) {
    put(ctx, 'account.clabe', clabeCheck.clabe, clabe.hit.start, clabe.hit.end);
    if (!clabeCheck.valid) ctx.warnings.push(`CLABE ${clabeCheck.clabe} ${clabeCheck.reason}`);
  }
  if (number && digits && digits.length < 18 && digits.length >= 6) {
    put(ctx, 'account.number', digits, number.start, number.end);
    if (clabeCheck?.valid && !accountEmbedded(clabeCheck.clabe, digits))
      ctx.warnings.push(`the account number ${digits} is not part of the CLABE ${clabeCheck.clabe}`);
  }
  const client = find(
    ctx,
    /(?:NO\.? ?(?:DE )?CLIENTE|NUMERO DE CLIENTE|CODIGO DE CLIENTE)[ \t:]*([A-Z0-9]{4,})/,
  );
  if (client) put(ctx, 'account.client_number', client.value, client.start, client.end);
  holderRfc(ctx);
  bank(ctx, clabeCheck?.bank ?? null);
}

/** The bank the statement's legal-name line or header names (not the CLABE's). */
function bankNamed(ctx: Ctx): { code: string; name: string } | null {
  const legal = /[^\n]*(?:BANCA MULTIPLE|INSTITUCION DE BANCA)[^\n]*/.exec(ctx.folded);
  const header = pageOneLines(ctx).slice(0, 12).flat();
  const [from, to] = legal
    ? [legal.index, legal.index + legal[0].length]
    : [header[0]?.start ?? 0, header.at(-1)?.end ?? 0];
  return findBankName(ctx.joined.text.slice(from, to))?.bank ?? null;
}

function bank(ctx: Ctx, fromClabe: { code: string; name: string } | null): void {
  const legal = /[^\n]*(?:BANCA MULTIPLE|INSTITUCION DE BANCA)[^\n]*/.exec(ctx.folded);
  const header = pageOneLines(ctx).slice(0, 12).flat();
  const [from, to] = legal
    ? [legal.index, legal.index + legal[0].length]
    : [header[0]?.start ?? 0, header.at(-1)?.end ?? 0];
  const named = findBankName(ctx.joined.text.slice(from, to));
  const clabeSource = ctx.fields['account.clabe']?.source;
  if (named && (!fromClabe || named.bank.code === fromClabe.code)) {
    const at = from + named.index;
    put(ctx, 'bank.name', named.bank.name, at, at + named.length);
    put(ctx, 'bank.code', named.bank.code, at, at + named.length);
  } else if (fromClabe && clabeSource) {
    if (named)
      ctx.warnings.push(`the header names ${named.bank.name} but the CLABE is from ${fromClabe.name}`);
    ctx.fields['bank.name'] = { value: fromClabe.name, source: clabeSource };
    ctx.fields['bank.code'] = { value: fromClabe.code, source: clabeSource };
  }
}

interface Cell {
  text: string;
  start: number;
  end: number;
  /** Whether the cell starts its line (give or take two spaces): the left column. */
  left: boolean;
}

/** Page-1 lines split into cells (pdftotext -layout puts columns 3+ spaces apart). */
function pageOneLines(ctx: Ctx): Cell[][] {
  const out: Cell[][] = [];
  const firstPage = ctx.joined.pageAt(0);
  for (const line of ctx.joined.text.matchAll(/^.*$/gm)) {
    if (ctx.joined.pageAt(line.index) !== firstPage) break;
    const cells = [...line[0].matchAll(/\S+(?:[ \t]{1,2}\S+)*/g)].map((m) => ({
      text: m[0],
      start: line.index + m.index,
      end: line.index + m.index + m[0].length,
      left: m.index <= 2,
    }));
    out.push(cells);
  }
  return out;
}

const POST_CODE = /\b(?:C\.? ?P\.?|CODIGO POSTAL)[ \t:.]*([\dOIl]{5})(?![\dOIl])/;

/**
 * Right-column labels: on OCR text (or a narrow layout) they share the holder's lines, and a cell is cut
 * where one starts.
 */
const RIGHT_LABELS =
  /\s(?:PERIODO|FECHA DE CORTE|NO\.? ?DE CUENTA|NO\.? ?DE CLIENTE|NUMERO DE (?:CUENTA|CLIENTE)|CODIGO DE CLIENTE|R\.? ?F\.? ?C\.?|(?:NO\.? )?CUENTA CLABE|CLABE|PAGINA|MONEDA|ESTADO DE CUENTA)\b/;

/** The left part of a line's first cell: up to a right-column label (OCR joins the columns with one blank). */
function leftCell(line: Cell[] | undefined): Cell | null {
  const cell = line?.[0]?.left ? line[0] : null;
  if (!cell) return null;
  const cut = RIGHT_LABELS.exec(foldChars(cell.text));
  if (!cut || cut.index < 3) return cut ? null : cell;
  const text = cell.text.slice(0, cut.index).trimEnd();
  return { ...cell, text, end: cell.start + text.length };
}

/** A bank's legal name or a line of its own header is never the holder. */
const isBankLine = (text: string): boolean => {
  const folded = foldChars(text);
  return BANK_ENTITY.test(folded) || (/\bBANCO\b|\bBANK\b/.test(folded) && findBankName(text) !== null);
};

function holder(ctx: Ctx): void {
  const labelled = [
    ...ctx.folded.matchAll(
      /(?:TITULAR|NOMBRE DEL CLIENTE|NOMBRE DEL TITULAR|RAZON SOCIAL|CLIENTE)[ \t]*:[ \t]*([^\n]+?)(?=[ \t]{3,}|\n|$)/g,
    ),
  ]
    .map((m) => {
      const start = m.index + m[0].length - m[1]!.length;
      return {
        value: ctx.joined.text.slice(start, m.index + m[0].length).trim(),
        start: m.index,
        end: m.index + m[0].length,
      };
    })
    .find((hit) => !isBankLine(hit.value) && !/^\d/.test(hit.value));
  const lines = pageOneLines(ctx);
  const at = lines.findIndex((line) => {
    const cell = leftCell(line)?.text ?? '';
    return !/\d/.test(cell) && !isBankLine(cell) && normalizeBusinessName(cell).legalForm;
  });
  const top = leftCell(lines[at]);
  const name = (text: string) => (ctx.ocr ? ocrLegalForm(text) : text);
  if (labelled) put(ctx, 'account.holder', name(labelled.value), labelled.start, labelled.end);
  else if (top) put(ctx, 'account.holder', name(top.text), top.start, top.end);
  const domicile = find(ctx, /DOMICILIO(?: FISCAL)?[ \t]*:[ \t]*([^\n]+?)(?=[ \t]{3,}|\n|$)/);
  const block: Cell[] = domicile
    ? [{ text: domicile.value, start: domicile.end - domicile.value.length, end: domicile.end, left: true }]
    : [];
  if (domicile && !POST_CODE.test(foldChars(domicile.value))) {
    // A labelled address that wraps: the next lines' first cells up to the postal code.
    const index = lines.findIndex((line) =>
      line.some((c) => c.start <= domicile.start && domicile.start < c.end + 200 && c.end >= domicile.end),
    );
    for (const line of index < 0 ? [] : lines.slice(index + 1, index + 4)) {
      const cell = line[0];
      if (!cell || /:/.test(cell.text)) break;
      block.push(cell);
      if (POST_CODE.test(foldChars(cell.text))) break;
    }
  }
  for (const line of domicile || !top ? [] : lines.slice(at + 1, at + 6)) {
    const cell = leftCell(line);
    if (!cell) break;
    block.push(cell);
    if (POST_CODE.test(foldChars(cell.text))) break;
  }
  address(ctx, block);
}

function address(ctx: Ctx, block: Cell[]): void {
  const page = ctx.joined.pageAt(block[0]?.start ?? 0);
  const full = block.map((c) => c.text).join(', ');
  if (full)
    ctx.fields['address.full'] = { value: full, source: { page, text: excerpt(full, 0, full.length) } };
  const withCode = block.find((c) => POST_CODE.test(foldChars(c.text)));
  const code = withCode && POST_CODE.exec(foldChars(withCode.text))?.[1];
  if (withCode && code) {
    put(ctx, 'address.post_code', ocrDigits(code), withCode.start, withCode.end);
    return;
  }
  // Elsewhere: the first postal code that is not the bank's own (printed beside its legal name).
  for (const m of ctx.folded.matchAll(new RegExp(POST_CODE.source, 'g'))) {
    if (isBankLine(linesBefore(ctx, m.index, m.index + m[0].length))) continue;
    put(ctx, 'address.post_code', ocrDigits(m[1]!), m.index, m.index + m[0].length);
    return;
  }
}

function product(ctx: Ctx): void {
  const labelled = find(ctx, /PRODUCTO[ \t]*:[ \t]*([^\n]+?)(?=[ \t]{3,}|\n|$)/);
  const cell = pageOneLines(ctx)
    .flat()
    .find(
      (c) =>
        /\b(?:PYME|EMPRESARIAL|MAESTRA|LIBRETON|NEGOCIOS)\b/.test(foldChars(c.text)) && !/\d|:/.test(c.text),
    );
  if (labelled) put(ctx, 'account.product', labelled.value, labelled.start, labelled.end);
  else if (cell) put(ctx, 'account.product', cell.text, cell.start, cell.end);
}

/** Reads a Mexican bank statement's header, summary and holder; movements are not extracted. */
export const extractBankStatement: Extractor = (doc) => {
  const joined = joinPages(doc.pages.map((p) => ({ ...p, text: unspaceLetters(p.text) })));
  const ocr = doc.pages.some((p) => p.method === 'ocr');
  const ctx: Ctx = { joined, folded: foldChars(joined.text), fields: {}, warnings: [], ocr };
  holder(ctx);
  account(ctx);
  product(ctx);
  dates(ctx);
  balances(ctx);
  return { fields: ctx.fields, warnings: ctx.warnings };
};
