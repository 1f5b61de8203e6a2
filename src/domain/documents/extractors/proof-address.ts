/** Proof of address (`proof_address`): utility bills from CFE, Telmex, Izzi, Totalplay, water and gas companies. */

import type { Extractor } from '../extraction';
import { newCtx, put, type Ctx, type Hit } from './context';
import { excerpt, isoDate, MONTH_ABBREVIATIONS, parseDayMonthAbbrYear, parseDmy } from '../text';
import { parseSpanishDate } from '../text';
import { foldChars } from '../../mx/names';

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

// Header words of the bills themselves, never the customer's name.
const NOT_A_HOLDER =
  /\d|:|SUMINISTRADOR|COMISION|ELECTRICIDAD|AVISO|RECIBO|FACTURA|ESTADO DE CUENTA|TELEFONOS|SERVICIOS?\b|CONSUMO|AGUA|GAS\b/;

const DATE = String.raw`\d{1,2}[/-]\d{1,2}[/-]\d{4}|\d{1,2}[-/ ][A-Z]{3}[-/ ]\d{2}(?:\d{2})?\b|\d{1,2} DE [A-Z]+ DE \d{4}`;
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d{2})?`;
const POST_CODE = /\bC\.? ?P\.?[ \t:]*(\d{5})\b/;

/** Day-first dates, with the two-digit years of CFE bills (`15 MAY 26`) read as 20YY. */
function parseDate(text: string): string | null {
  const short = /^(\d{1,2})[-/ ]([A-Z]{3})[-/ ](\d{2})$/.exec(foldChars(text).trim());
  const month = short && MONTH_ABBREVIATIONS[short[2]!];
  if (short && month) return isoDate(2000 + Number(short[3]), month, Number(short[1]));
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
    /NO\.? ?DE SERVICIO[ \t:]*(\d[\d -]*\d)/,
    /NUMERO DE SERVICIO[ \t:]*(\d[\d -]*\d)/,
    /(?:NO\.?|NUMERO) DE (?:CUENTA|CONTRATO|CLIENTE)[ \t:]*(\d[\d -]*\d)/,
    /(?:NUMERO DE )?TELEFONO[ \t:]*(\d[\d -]*\d)/,
  );
  if (service) put(ctx, 'document.service_number', service.value.replace(/\D/g, ''), service);
  const amount = find(
    ctx,
    new RegExp(`(?:TOTAL|IMPORTE|SALDO) A PAGAR[^\\n\\d$]*\\$?[ \\t]*(${AMOUNT})`),
    new RegExp(`PAGAR ANTES DE[^\\n$]*\\$[ \\t]*(${AMOUNT})`),
    new RegExp(`^[ \\t]*TOTAL[ \\t:]*\\$?[ \\t]*(${AMOUNT})`, 'm'),
  );
  if (amount) put(ctx, 'document.amount_due', Number(amount.value.replace(/,/g, '')), amount);
}

/** Page-1 left-column cells (pdftotext -layout puts columns 3+ spaces apart), empty where the column is blank. */
function leftCells(ctx: Ctx): Hit[] {
  const firstPage = ctx.joined.pageAt(0);
  const cells: Hit[] = [];
  for (const line of ctx.joined.text.matchAll(/^.*$/gm)) {
    if (ctx.joined.pageAt(line.index) !== firstPage) break;
    const cell = /^\S+(?:[ \t]{1,2}\S+)*/.exec(line[0])?.[0] ?? '';
    cells.push({ value: cell, start: line.index, end: line.index + cell.length });
  }
  return cells;
}

function holderAndAddress(ctx: Ctx): void {
  const labelled = find(
    ctx,
    /(?:NOMBRE DEL (?:TITULAR|CLIENTE)|TITULAR|NOMBRE|CLIENTE)[ \t]*:[ \t]*([^\n]+?)(?=[ \t]{3,}|\n|$)/,
  );
  const cells = leftCells(ctx);
  const at = labelled
    ? cells.findIndex((c) => c.start <= labelled.start && labelled.start <= c.end)
    : cells.findIndex(
        (c) =>
          /^[A-ZÑ&.,' ]+$/.test(foldChars(c.value).trim()) &&
          c.value.includes(' ') &&
          !NOT_A_HOLDER.test(foldChars(c.value)),
      );
  const name = labelled ?? cells[at];
  if (name) put(ctx, 'holder.name', name.value, name);
  const block: Hit[] = [];
  for (const cell of at < 0 ? [] : cells.slice(at + 1, at + 6)) {
    if (!cell.value) break;
    block.push(cell);
    if (POST_CODE.test(foldChars(cell.value))) break;
  }
  const full = block.map((c) => c.value).join(', ');
  const page = ctx.joined.pageAt(block[0]?.start ?? 0);
  if (full)
    ctx.fields['address.full'] = { value: full, source: { page, text: excerpt(full, 0, full.length) } };
  const withCode = block.find((c) => POST_CODE.test(foldChars(c.value)));
  const code = withCode && POST_CODE.exec(foldChars(withCode.value))?.[1];
  if (withCode && code) put(ctx, 'address.post_code', code, withCode);
  if (!full) ctx.warnings.push("no address block under the holder's name");
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
