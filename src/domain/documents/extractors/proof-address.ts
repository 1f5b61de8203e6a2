/** Proof of address (`proof_address`): utility bills from CFE, Telmex, Izzi, Totalplay, water and gas companies. */

import type { Extractor } from '../extraction';
import { newCtx, put, type Ctx, type Hit } from './context';
import { excerpt, isoDate, MONTH_ABBREVIATIONS, parseDayMonthAbbrYear, parseDmy } from '../text';
import { parseSpanishDate } from '../text';
import { foldChars } from '../../mx/names';
import { spanishNumber } from '../../mx/spanish-numbers';
import { holderRfc, isHolderName, leftCells, cutCell, type Cell } from './bill-holder';

/** The first label that matches, in the order given; group 1 is the value, read from the original text. */
function find(ctx: Ctx, ...res: RegExp[]): Hit | null {
  for (const re of res) {
    const m = new RegExp(re.source, 'd').exec(ctx.folded);
    const [from, to] = m?.indices?.[1] ?? [];
    if (m && from !== undefined && to !== undefined)
      return { value: ctx.joined.text.slice(from, to).trim(), start: m.index, end: to };
  }
  return null;
}

const ISSUERS: [string, RegExp][] = [
  ['CFE', /\bCFE\b|COMISION FEDERAL DE ELECTRICIDAD/],
  ['TELMEX', /\bTELMEX\b|TELEFONOS DE MEXICO/],
  ['IZZI', /\bIZZI\b/],
  ['TOTALPLAY', /\bTOTAL ?PLAY\b/],
  ['MEGACABLE', /\bMEGACABLE\b/],
  ['AXTEL', /\bAXTEL\b/],
  ['SACMEX', /\bSACMEX\b|SISTEMA DE AGUAS DE LA CIUDAD DE MEXICO/],
  ['SADM', /AGUA Y DRENAJE DE MONTERREY/],
  ['SIAPA', /\bSIAPA\b/],
  ['NATURGY', /\bNATURGY\b|GAS NATURAL FENOSA/],
  ['ENGIE', /\bENGIE\b/],
];

const DATE = String.raw`\d{4}-\d{2}-\d{2}(?=T|\b)|\d{1,2}[/-]\d{1,2}[/-]\d{4}|\d{1,2}[-/ ][A-Z]{3}[-/ ]\d{2}(?:\d{2})?\b|\d{1,2} DE [A-Z]+ DE \d{4}`;
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d{2})?`;
const POST_CODE = /\bC\.? ?P\.?[ \t:]*(\d{5})\b/;

/** Day-first dates, with the two-digit years of CFE bills (`15 MAY 26`) read as 20YY. */
function parseDate(text: string): string | null {
  const short = /^(\d{1,2})[-/ ]([A-Z]{3})[-/ ](\d{2})$/.exec(foldChars(text).trim());
  const month = short && MONTH_ABBREVIATIONS[short[2]!];
  if (short && month) return isoDate(2000 + Number(short[3]), month, Number(short[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return parseDmy(text) ?? parseDayMonthAbbrYear(text) ?? parseSpanishDate(text);
}

function dated(ctx: Ctx, path: string, hit: Hit | null): void {
  const date = hit && parseDate(hit.value);
  if (hit && date) put(ctx, path, date, hit);
}

function dates(ctx: Ctx): void {
  const label = (l: string): RegExp => new RegExp(`${l}[ \\t:]*(${DATE})`);
  dated(
    ctx,
    'document.date',
    find(ctx, label('FECHA DE EMISION'), label('FECHA DE CORTE'), label('FECHA DE FACTURACION')),
  );
  const period = find(
    ctx,
    new RegExp(
      `PERIODO(?: FACTURADO| DE FACTURACION| DE CONSUMO)?[ \\t:]*(?:DEL )?((?:${DATE})[ \\t]*(?:-|AL)[ \\t]*(?:${DATE}))`,
    ),
  );
  const periodEnd = period?.value.split(/\s*-\s+|\s+-\s*|\s+AL\s+/i).at(-1);
  if (!ctx.fields['document.date'] && period && periodEnd)
    dated(ctx, 'document.date', { ...period, value: periodEnd });
  // The period's first date spoilt by OCR ("18 AG% 26 - 20 JUN 26", "15 AG% 20-20 JUN 26"): its end is
  // still the bill's date.
  if (!ctx.fields['document.date'] && !period)
    dated(
      ctx,
      'document.date',
      find(
        ctx,
        new RegExp(
          `PERIODO(?: FACTURADO| DE FACTURACION| DE CONSUMO)?[ \\t:]*[^\\n]{1,14}?(?:[ \\t]?-|[ \\t]AL)[ \\t]*(${DATE})`,
        ),
      ),
    );
  dated(
    ctx,
    'document.due_date',
    find(
      ctx,
      label('(?:FECHA )?LIMITE DE PAGO'),
      label('PAGAR ANTES DE(?:L)?'),
      label('FECHA DE VENCIMIENTO'),
      label('VENCE'),
    ),
  );
}

function numbers(ctx: Ctx): void {
  const service = find(
    ctx,
    /NO\.? ?DE SERVICIO[ \t:]*(\d[\d .-]*\d)/,
    /NUMERO DE SERVICIO[ \t:]*(\d[\d .-]*\d)/,
    /(?:NO\.?|NUMERO) DE (?:CUENTA|CONTRATO|CLIENTE)[ \t:]*(\d[\d .-]*\d)/,
    /(?:NUMERO DE )?TELEF?[O0]NO[ \t:]*(\d[\d .-]*\d)/,
    /TEL[A-Z]{2,5}NO[ \t:]*(\d[\d -]*\d)/,
  );
  if (service) put(ctx, 'document.service_number', service.value.replace(/\D/g, ''), service);
  amountDue(ctx);
}

const MONEY = new RegExp(`\\$[ \\t]*(${AMOUNT})(?![\\d,])`);

/**
 * The amount due: after its label on the same line, else below it in the same column (CFE prints `TOTAL A PAGAR:`
 * over the figure), else the bill's total line.
 */
function amountDue(ctx: Ctx): void {
  let hit: Hit | null = null;
  let words: Hit | null = null;
  /** The figure found is under TOTAL A PAGAR itself, not under another label or a fallback. */
  let underTotal = false;
  // Every occurrence in turn: a table's heading ("DESGLOSE DEL IMPORTE A PAGAR") holds no figure of its own.
  // TOTAL's first letter is the one a photo's blur changes ("VOTAL A PAGAR", "IOTAL A PAGAR").
  for (const label of [
    ...ctx.folded.matchAll(/(?:\b[A-Z17]?OTAL|IMPORTE|SALDO) A PAGAR/g),
    ...ctx.folded.matchAll(/PAGAR ANTES DE/g),
  ]) {
    if (hit) break;
    words ??= amountInWords(ctx, label.index + label[0].length);
    const bare = !label[0].startsWith('PAGAR');
    const lineStart = ctx.folded.lastIndexOf('\n', label.index) + 1;
    const column = label.index - lineStart;
    const after = ctx.folded.slice(label.index + label[0].length).split('\n');
    let offset = label.index + label[0].length;
    for (const [i, line] of after.slice(0, 5).entries()) {
      // The rest of the label's line, then the following lines from the label's column on.
      const from = i === 0 ? 0 : Math.max(0, column - 12);
      const m =
        MONEY.exec(line.slice(from)) ??
        (i === 0 && bare ? new RegExp(`^[^\\n\\d]{0,12}(${AMOUNT})(?![\\d/-])`).exec(line) : null);
      if (m) {
        const start = offset + from + m.index + m[0].length - m[1]!.length;
        hit = { value: ctx.joined.text.slice(start, start + m[1]!.length), start, end: start + m[1]!.length };
        underTotal = /OTAL A PAGAR$/.test(label[0]);
        break;
      }
      offset += line.length + 1;
    }
  }
  // A label OCR spoilt beyond reading ("COTA aran:"), where the figure found is another label's (the
  // breakdown's "importe a pagar") or none, leaves the amount in words, which a bill prints for the
  // amount due, whole in its parentheses and marked as national currency: "(UN MIL SETENTA Y SIETE
  // PESOS M.N.)". Words without their opening parenthesis may have lost their start to the line
  // before ("DOS PESOS 00/100 M.N." of "DIECIOCHO MIL … DOS"): not taken. A figure under TOTAL A
  // PAGAR itself is not second-guessed by words printed elsewhere on the page (a surcharge's, say).
  if (!underTotal) words ??= wholeAmountInWords(ctx);
  hit ??= find(
    ctx,
    new RegExp(`^[ \\t]*TOTAL[ \\t:]*\\$?[ \\t]*(${AMOUNT})`, 'm'),
    new RegExp(`FAC\\.? DEL PERIODO[ \\t:]*\\$?[ \\t]*(${AMOUNT})`),
  );
  const figure = hit ? Number(hit.value.replace(/[, ]/g, '')) : NaN;
  if (words) {
    // The amount in words beside the figure is its second reading: letters survive a scan that turns a
    // comma into "¿" ("$ 41 ¿077" over "UN MIL SETENTA Y SIETE PESOS"). Pesos only: cents are figures.
    const inWords = Number(words.value);
    if (!hit || Math.trunc(figure) !== inWords) {
      if (hit)
        ctx.warnings.push(`the amount due reads ${hit.value}, in words ${inWords}; the words are taken`);
      put(ctx, 'document.amount_due', inWords, words);
      return;
    }
  }
  if (!hit) {
    ctx.warnings.push('no amount due found');
    return;
  }
  if (Number.isFinite(figure) && figure > 0) put(ctx, 'document.amount_due', figure, hit);
}

/** "(… PESOS M.N.)" on the first page, its words all read as a number; null unless all such agree. */
function wholeAmountInWords(ctx: Ctx): Hit | null {
  const page = ctx.folded.slice(0, ctx.joined.firstPageEnd);
  const found = [...page.matchAll(/\( ?([A-Z][A-Z ]{1,120}?) PESOS\b(?: \d{2}\/100)? ?M\.? ?N\b/g)].flatMap(
    (m) => {
      const value = spanishNumber(m[1]!);
      const start = m.index + m[0].indexOf(m[1]!);
      return value ? [{ value: String(value), start, end: start + m[1]!.length }] : [];
    },
  );
  return found.length > 0 && found.every((f) => f.value === found[0]!.value) ? found[0]! : null;
}

/**
 * "(UN MIL SETENTA Y SIETE PESOS M.N.)" within a few lines after the amount's label, as a number of
 * pesos: the longest run of number words before PESOS on its line, so a parenthesis OCR read as a
 * letter and glued to the first word ("MUN MIL SETENTA Y SIETE PESOS") or another column's text
 * before it is left out.
 */
function amountInWords(ctx: Ctx, from: number): Hit | null {
  const window = ctx.folded.slice(from, from + 300);
  for (const m of window.matchAll(/([^\n(]{2,120}?) PESOS\b/g)) {
    const before = m[1]!;
    const tokens = [...before.matchAll(/[A-Z]+/g)];
    for (const token of tokens) {
      // From this word to PESOS, whole or without a first letter that was a parenthesis.
      for (const skip of token[0].length >= 3 ? [0, 1] : [0]) {
        const at = token.index + skip;
        const value = spanishNumber(before.slice(at));
        if (!value) continue;
        const start = from + m.index + at;
        return { value: String(value), start, end: from + m.index + before.length };
      }
    }
  }
  return null;
}

const HOLDER_LABEL =
  /(?:NOMBRE DEL (?:TITULAR|CLIENTE|USUARIO)|TITULAR|NOMBRE|CLIENTE|RAZON SOCIAL)[ \t]*:[ \t]*([^\n]+)/g;
const ADDRESS_HEADING =
  /^[ \t]*(?:DOMICILIO|DIRECCION) (?:DEL SERVICIO|DE SUMINISTRO|DEL SUMINISTRO|DE SERVICIO)\b[^\n]*$|^[ \t]*(?:DOMICILIO|DIRECCION)[ \t]*:[ \t]*/m;

/** The holder: a labelled name, else the first left cell of page 1 that reads as a name and not as a heading. */
function holder(ctx: Ctx, cells: Cell[]): Cell | null {
  for (const m of ctx.folded.matchAll(HOLDER_LABEL)) {
    const from = m.index + m[0].length - m[1]!.length;
    const raw = ctx.joined.text.slice(from, m.index + m[0].length).split(/[ \t]{3,}/)[0]!;
    const value = cutCell(raw);
    if (!isHolderName(value)) continue;
    const line = (ctx.folded.slice(0, from).match(/\n/g) ?? []).length;
    return { value, start: from, end: from + value.length, line };
  }
  // Unlabelled, a holder is printed in capitals; the issuer's own address and names are in mixed case.
  return cells.find((c) => isHolderName(c.value) && !/[a-záéíóúñ]{3}/.test(c.value)) ?? null;
}

/** Address lines from a cell on: non-empty cells, up to the one with a postal code (at most five). */
function addressBlock(cells: Cell[], from: number): Cell[] {
  const block: Cell[] = [];
  let blanks = 0;
  for (const cell of cells.slice(from, from + 12)) {
    const value = foldChars(cell.value);
    // OCR leaves blank lines and specks between an address's lines; two blanks in a row end it.
    if (!cell.value || cell.value.length <= 2) {
      // Only a wholly blank line counts: a line with the right column alone is still inside the block.
      if (block.length && cell.blank && ++blanks >= 2) break;
      continue;
    }
    blanks = 0;
    if (/^R\.? ?F\.? ?C\b|^(?:TOTAL|FECHA|PERIODO|NO\.? DE|NUMERO)\b/.test(value) || block.length === 5)
      break;
    block.push(cell);
    if (POST_CODE.test(value) || /\b\d{5}\b/.test(value)) break;
  }
  return block;
}

function holderAndAddress(ctx: Ctx): void {
  const cells = leftCells(ctx);
  const name = holder(ctx, cells);
  if (name) put(ctx, 'holder.name', name.value, name);
  else ctx.warnings.push("no holder's name found (a name, not one of the bill's headings)");
  // The service address under its own heading (CFDI gas and water bills), else under the holder's name.
  const heading = ADDRESS_HEADING.exec(ctx.folded);
  const headingLine =
    heading && ctx.joined.pageAt(heading.index) === ctx.joined.pageAt(0)
      ? cells.findIndex((c) => c.line === (ctx.folded.slice(0, heading.index).match(/\n/g) ?? []).length)
      : -1;
  let block: Cell[] = [];
  if (heading && headingLine >= 0) {
    const rest = heading.index + heading[0].length;
    const sameLine = /:[ \t]*$/.test(heading[0]);
    const value = sameLine
      ? cutCell(ctx.joined.text.slice(rest, ctx.folded.indexOf('\n', rest)).split(/[ \t]{3,}/)[0]!)
      : '';
    const first = value ? [{ ...cells[headingLine]!, value, start: rest, end: rest + value.length }] : [];
    block = [...first, ...addressBlock(cells, headingLine + 1)];
  } else if (name) {
    const at = cells.findIndex((c) => c.line === name.line);
    block = at >= 0 ? addressBlock(cells, at + 1) : [];
  }
  const full = block.map((c) => c.value).join(', ');
  const page = ctx.joined.pageAt(block[0]?.start ?? 0);
  if (full)
    ctx.fields['address.full'] = { value: full, source: { page, text: excerpt(full, 0, full.length) } };
  else ctx.warnings.push('no service address found');
  postCode(ctx, block);
  const rfc = holderRfc(ctx, name?.start ?? 0);
  if (rfc) put(ctx, 'holder.rfc', rfc.value, rfc);
  if (rfc && !rfc.valid) ctx.warnings.push(`the holder's RFC ${rfc.value} has a wrong check digit`);
}

/**
 * The postal code of the service address, never `00000`: CFE prints that where its records lack one, and the RMU line
 * (`RMU: 64000 …`, opening with the postal code) then has it.
 */
function postCode(ctx: Ctx, block: Cell[]): void {
  const codes = block
    .map((c) => ({ c, m: POST_CODE.exec(foldChars(c.value)) ?? /\b(\d{5})\b(?!.*\b\d{5}\b)/.exec(c.value) }))
    .filter((x) => x.m);
  const last = codes.at(-1);
  const code = last?.m?.[1];
  if (last && code && code !== '00000') return put(ctx, 'address.post_code', code, last.c);
  const rmu = find(ctx, /\bRMU[ \t:]*(\d{5})\b/);
  if (rmu && rmu.value !== '00000') {
    put(ctx, 'address.post_code', rmu.value, rmu);
    if (code === '00000')
      ctx.warnings.push(`the address prints C.P. 00000; the postal code ${rmu.value} is the RMU's`);
    return;
  }
  if (code === '00000') ctx.warnings.push('the address prints C.P. 00000 and no other postal code was found');
}

/** Reads the issuer, the holder and the service address, dates, service number and amount of a utility bill. */
export const extractProofOfAddress: Extractor = (doc) => {
  const ctx = newCtx(doc);
  const issuer = ISSUERS.map(([name, re]) => ({ name, m: re.exec(ctx.folded) }))
    .filter((x) => x.m !== null)
    .sort((a, b) => a.m!.index - b.m!.index)[0];
  if (issuer?.m)
    put(ctx, 'issuer', issuer.name, { start: issuer.m.index, end: issuer.m.index + issuer.m[0].length });
  else ctx.warnings.push('the issuer was not recognised');
  holderAndAddress(ctx);
  dates(ctx);
  numbers(ctx);
  return { fields: ctx.fields, warnings: ctx.warnings };
};
