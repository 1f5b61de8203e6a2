/**
 * A utility bill's holder, service address and the holder's RFC, from text layers (columns 3+ spaces apart) and OCR
 * (columns glued with `|`, `[`, or only by the change from the holder's capitals to the bill's mixed-case labels).
 * A candidate name is refused when it is one of the bill's own headings ("DATOS DEL CLIENTE", "CONSUMO HISTÓRICO",
 * "RESUMEN DE CARGOS", "TOTAL A PAGAR"): a heading is made only of heading words and names no company.
 */

import { checkRfc } from '../../mx/rfc';
import { shapeAs } from './id-values';
import type { Ctx, Hit } from './context';

/** Words bills print in their headings and labels; a holder's name is never made of these alone. */
const HEADING_WORDS = new Set(
  (
    'DATOS DEL DE LA LOS LAS Y E EL CLIENTE CLIENTES NOMBRE DIRECCION DOMICILIO SERVICIO SERVICIOS SUMINISTRO TOTAL ' +
    'PAGAR A RESUMEN CARGOS CARGO CONSUMO CONSUMOS HISTORICO PERIODO FACTURADO FACTURA FACTURACION RECIBO AVISO ' +
    'CONCEPTO CONCEPTOS IMPORTE IMPORTES RECEPTOR EMISOR SUMINISTRADOR BASICOS COMISION FEDERAL ELECTRICIDAD ' +
    'TELEFONOS MEXICO ESTADO CUENTA DETALLE LECTURA LECTURAS ACTUAL ANTERIOR MEDIDOR TARIFA SALDO SALDOS FECHA ' +
    'LIMITE BOLETA DERECHOS AGUA GAS NATURAL ENERGIA SU PAGO MES TITULAR USUARIO INFORMACION GENERAL OBSERVACIONES ' +
    'MENSAJES AVISOS IMPORTANTE CFDI COMPROBANTE FISCAL DIGITAL POR INTERNET ADEUDO ADEUDOS KWH M3 PRECIO SUBTOTAL ' +
    'IVA CANTIDAD UNIDAD DESCRIPCION NUMERO NO CONTRATO BIMESTRE SISTEMA AGUAS CIUDAD ' +
    // The issuers' own names.
    'CFE TELMEX NATURGY SACMEX SIAPA IZZI TOTALPLAY MEGACABLE AXTEL ENGIE SADM'
  ).split(' '),
);

/** Legal forms that end a company's name: S.A. (de C.V.), S.A.B., S.A.P.I., S. de R.L., S.C., A.C. */
const LEGAL_FORM =
  /\b(?:S\.? ?A\.? ?P\.? ?I\.?|S\.? ?A\.?(?: ?B\.?)?|S\.? ?DE ?R\.? ?L\.?|S\.? ?C\.?|A\.? ?C\.?)(?:,? ?DE ?C\.? ?V\.?)?(?=[\s,|\]]|$)/;

/** Where a right-hand column or a label starts inside a cell read by OCR. */
const CELL_END =
  /\s*[|[\](]|\s+(?=(?:NO\.?|NUMERO|TELEFONO|FECHA|TOTAL|PAGAR|PERIODO|RFC|MES|LIMITE|CORTE|CONTRATO|CUENTA|BIMESTRE|FOLIO|USO|TIPO|REGIMEN|LUGAR|TARIFA)\b)/;

/** Is this text a holder's name: capitals, two words or more, not a heading, no label colon, no digits. */
export function isHolderName(text: string): boolean {
  const folded = fold(text);
  if (!/^[A-ZÑ&.,' ]+$/.test(folded) || !folded.includes(' ') || folded.length < 6) return false;
  if (LEGAL_FORM.test(folded) && folded.replace(LEGAL_FORM, '').trim().split(/\s+/).length >= 1) {
    const core = folded.replace(LEGAL_FORM, ' ').replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
    return core.some((w) => !HEADING_WORDS.has(w));
  }
  const words = folded.replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  // A name has a word of three letters or more with a vowel, and at most one short word that is no
  // particle ("ANA DE LA O"); specks at a photo's edge read as capitals ("AO AA AE") are short words.
  const full = words.some((w) => w.length >= 3 && /[AEIOUY]/.test(w));
  const short = words.filter((w) => w.length <= 2 && !PARTICLES.has(w)).length;
  return words.length <= 8 && full && short <= 1 && words.some((w) => !HEADING_WORDS.has(w));
}

/** The short words of Spanish names: "DE LA", "DEL", "Y", "E". */
const PARTICLES = new Set(['DE', 'LA', 'LAS', 'LOS', 'DEL', 'Y', 'E']);

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A cell cut where OCR glued the next column or a label to it; a company name also ends after its legal form. */
export function cutCell(text: string): string {
  let cell = text;
  const end = CELL_END.exec(fold(cell));
  if (end) cell = cell.slice(0, end.index);
  const legal = LEGAL_FORM.exec(fold(cell));
  if (legal) cell = cell.slice(0, legal.index + legal[0].length);
  // Mixed-case words after the capitals: a label of the next column read onto the same line.
  const mixed = legal ? null : /\s(?=[A-ZÁÉÍÓÚÑ]?[a-záéíóúñ]{2,})/.exec(cell);
  if (mixed && /[A-Z]{2}/.test(cell.slice(0, mixed.index))) cell = cell.slice(0, mixed.index);
  return cell.replace(/(?:\s+\.|[\s,;:|[\]-])+$/, '').trim();
}

export interface Cell extends Hit {
  /** Line number on the page. */
  line: number;
  /** Nothing on the line at all (not only an empty left column). */
  blank?: boolean;
}

/** Page-1 left cells: text up to a gap of 3 spaces or a column mark (text layer), empty where the column is blank. */
export function leftCells(ctx: Ctx): Cell[] {
  const firstPage = ctx.joined.pageAt(0);
  const cells: Cell[] = [];
  let line = 0;
  for (const m of ctx.joined.text.matchAll(/^.*$/gm)) {
    if (ctx.joined.pageAt(m.index) !== firstPage) break;
    const lead = /^\s*/.exec(m[0])![0].length;
    const raw = /^\S+(?:[ \t]{1,2}\S+)*/.exec(m[0].slice(lead))?.[0] ?? '';
    const value = lead > 20 ? '' : cutCell(raw);
    const blank = !m[0].trim();
    cells.push({ value, start: m.index + lead, end: m.index + lead + value.length, line: line++, blank });
  }
  return cells;
}

const ISSUER_RFCS = new Set(['CSS160330CP7', 'CFE370814QI0', 'TME840315KT6', 'GNM9712017P7']);

/** An RFC as OCR read it (O for 0 in the date, S for 5): repaired by position, kept when its structure holds. */
export function repairRfc(text: string): { rfc: string; valid: boolean } | null {
  const raw = text.toUpperCase().replace(/[^A-Z0-9Ñ&]/g, '');
  for (const letters of [3, 4]) {
    if (raw.length !== letters + 9) continue;
    const shaped = shapeAs(raw, 'a'.repeat(letters) + 'dddddd' + 'xxx');
    const check = checkRfc(shaped);
    if (check.valid) return { rfc: shaped, valid: true };
    if ('reason' in check && check.reason === 'has a wrong check digit') return { rfc: shaped, valid: false };
  }
  return null;
}

/** The holder's RFC: labelled `RFC`, after the holder's name, never the issuer's own. */
export function holderRfc(ctx: Ctx, after: number): (Hit & { valid: boolean }) | null {
  for (const m of ctx.folded.matchAll(
    /R\.? ?F\.? ?C\.?[ \t:]*([A-Z0-9Ñ&]{3,4}[ -]?[A-Z0-9]{6}[ -]?[A-Z0-9]{3})\b/g,
  )) {
    if (m.index < after) continue;
    const found = repairRfc(m[1]!);
    if (!found || ISSUER_RFCS.has(found.rfc)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    return { value: found.rfc, valid: found.valid, start, end: start + m[1]!.length };
  }
  return null;
}
