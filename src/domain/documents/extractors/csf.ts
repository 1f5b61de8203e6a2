/**
 * Constancia de Situación Fiscal (`csf_mx`), read by label rather than by line: the pages are joined, the
 * page markers blanked, and each value runs from its label to the next known label or heading
 * (../shared/mx/documents.md §1). Field paths are listed in the README.
 */

import type { ExtractedField, Extraction, Extractor } from '../extraction';
import { excerpt, isoDate, joinPages, parseSpanishDate, squash } from '../text';
import { blankPageMarkers, readLabels, swallowedLabels, type LabelKey, type LabelValue } from './csf-labels';
import { rfcHolds } from '../../mx/rfc';
import { confusionDistance, findSpanishDate, ocrDigits, repairRfc, Vocabulary } from './csf-ocr';
import { readTables } from './csf-tables';

const RFC = /[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}/u;
const QR_PATH = '/app/qr/faces/pages/mobile/validadorqr.jsf';

interface Context {
  text: string;
  pageAt: (offset: number) => number | null;
  labels: Partial<Record<LabelKey, LabelValue>>;
  /** Some page was OCR'd: values are read tolerantly and repaired from the document's own words. */
  ocr: boolean;
  vocabulary: Vocabulary;
  fields: Extraction;
  warnings: string[];
}

/** Where a label's value was read: its page, and the words from the label to `end` (the value's end). */
function labelSource(ctx: Context, label: LabelValue, end = label.valueEnd): ExtractedField['source'] {
  return { page: ctx.pageAt(label.valueStart), text: excerpt(ctx.text, label.labelStart, end) };
}

/** The SAT's `MUNICIPIO , ESTADO`, however OCR spaced the comma. */
const satPlace = (place: string) => place.replace(/\s*,\s*/gu, ' , ');

/** Sets `path` from a label's value when the label is present (null when its value is empty). */
function put<T>(
  ctx: Context,
  path: string,
  key: LabelKey,
  read: (value: string) => T | null = (v) => (ctx.ocr ? ctx.vocabulary.repair(v) : v) as T,
) {
  const label = ctx.labels[key];
  if (!label) return;
  ctx.fields[path] = {
    value: label.value === null ? null : read(label.value),
    source: labelSource(ctx, label),
  };
}

const value = <T>(ctx: Context, path: string): T | null => (ctx.fields[path]?.value ?? null) as T | null;

function date(ctx: Context, path: string): (text: string) => string | null {
  return (text) => {
    const parsed = parseSpanishDate(text) ?? (ctx.ocr ? (findSpanishDate(text)?.iso ?? null) : null);
    if (!parsed) ctx.warnings.push(`${path}: "${text}" is not a date`);
    return parsed;
  };
}

/** The values the SAT prints under `Estatus en el padrón` (documents.md §3.1). */
const FISCAL_STATUSES = ['ACTIVO', 'REACTIVADO', 'SUSPENDIDO', 'CANCELADO'] as const;

/**
 * The status on OCR text: a word within two edits of one status, and further from every other,
 * is that status (`ACTO` is ACTIVO), said in a warning; anything else stays as read, so a status
 * the SAT adds later is not forced into one of these.
 */
function fiscalStatus(ctx: Context, text: string): string {
  const read = ctx.vocabulary.repair(text).trim();
  const word = read.toUpperCase();
  if ((FISCAL_STATUSES as readonly string[]).includes(word)) return word;
  const near = FISCAL_STATUSES.map((s) => ({ s, d: confusionDistance(word, s) })).sort((a, b) => a.d - b.d);
  if (/\s/.test(word) || near[0]!.d > 2 || near[1]!.d <= near[0]!.d) return read;
  ctx.warnings.push(`tax.business_fiscal_status: "${read}" read as ${near[0]!.s}`);
  return near[0]!.s;
}

/** The RFC after a label: as printed on a text layer; on OCR text, repaired (see repairRfc). */
function readRfc(ctx: Context, text: string): string | null {
  const printed = RFC.exec(text)?.[0];
  if (!ctx.ocr) return printed ?? null;
  if (printed && rfcHolds(printed)) return printed;
  return repairRfc(text.slice(0, 24)) ?? printed ?? null;
}

/** RFC-shaped runs in a label's value, each repaired, the ones whose check digit holds. */
function rfcReadings(value: string | null | undefined): string[] {
  if (!value) return [];
  const runs = [...value.matchAll(/[A-Z0-9Ñ&|)\]]{2,}(?:[\s,.]?[A-Z0-9Ñ&|)\]]+){0,2}/gu)].map((m) => m[0]);
  return runs.map((run) => repairRfc(run)).filter((r): r is string => r !== null && rfcHolds(r));
}

/**
 * On OCR text the RFC is printed four times (the cédula, under the title as the barcode's text, the
 * `RFC:` label, the cadena original): every reading whose check digit holds is a vote, the label's
 * counting twice, and the reading with most votes is taken (a misread passes the check digit one time in
 * eleven, the same misread twice is rare).
 */
function reconcileRfc(ctx: Context): void {
  const field = ctx.fields['tax.business_tax_id'];
  if (!ctx.ocr || !field) return;
  const current = typeof field.value === 'string' ? field.value : null;
  const label = current && rfcHolds(current) ? [current, current] : [];
  const others = [ctx.labels.cedula, ctx.labels.issue, ctx.labels.cadena].flatMap((l) =>
    rfcReadings(l?.value),
  );
  const votes = new Map<string, number>();
  for (const r of [...label, ...others]) votes.set(r, (votes.get(r) ?? 0) + 1);
  // Ties go to the reading nearest the label's own characters, OCR's confusions (0/O, 5/S …) aside.
  const raw = ctx.labels.rfc?.value ?? '';
  const ranked = [...votes].sort(
    (a, b) => b[1] - a[1] || confusionDistance(raw, a[0]) - confusionDistance(raw, b[0]),
  );
  const best = ranked[0];
  if (!best || best[0] === current) return;
  ctx.warnings.push(
    `the RFC read as ${current ?? 'nothing'} was taken as ${best[0]}, printed elsewhere on the document`,
  );
  ctx.fields['tax.business_tax_id'] = { value: best[0], source: field.source };
}

/** idCIF: 11 digits; on OCR text `O`/`l`/`S` read as the digits they were. */
function readIdCif(ctx: Context, text: string): string {
  if (!ctx.ocr) return /\d{8,}/.exec(text)?.[0] ?? text;
  const token = /(?<![\p{L}\d])[\dOIlSB|]{8,12}(?![\p{L}\d])/u.exec(text)?.[0];
  return token && /\d{6}/.test(token) ? ocrDigits(token) : text;
}

/**
 * On a scan the `idCIF:` label, printed between the QR code and the logo, is often lost in their noise
 * while its 11 digits survive: the only 11-digit number above `Datos de Identificación` is the idCIF.
 */
function unlabelledIdCif(ctx: Context): void {
  const end = ctx.labels.identification?.labelStart;
  if (end === undefined) return;
  const found = [...ctx.text.slice(0, end).matchAll(/(?<![\p{L}\d])\d{11}(?![\p{L}\d])/gu)];
  if (found.length !== 1) return;
  const m = found[0]!;
  ctx.fields.id_cif = {
    value: m[0],
    source: { page: ctx.pageAt(m.index), text: excerpt(ctx.text, m.index, m.index + m[0].length) },
  };
  ctx.warnings.push(`the idCIF ${m[0]} was read without its label`);
}

function identification(ctx: Context): void {
  put(ctx, 'tax.business_tax_id', 'rfc', (text) => readRfc(ctx, text) ?? text);
  reconcileRfc(ctx);
  put(ctx, 'tax.business_name', 'businessName');
  put(ctx, 'tax.business_type', 'businessType');
  put(ctx, 'person.curp', 'curp');
  put(ctx, 'person.names', 'names');
  put(ctx, 'person.first_surname', 'firstSurname');
  put(ctx, 'person.second_surname', 'secondSurname');
  // An empty trade name's value on OCR text can be the next heading, its first word lost
  // (`Nombre Comercial:` / `de Ubicación:`): a caption, not a name.
  put(ctx, 'trade_name', 'tradeName', (text) =>
    ctx.ocr && /^[\p{L}\s]+:$/u.test(text) ? null : ctx.ocr ? ctx.vocabulary.repair(text) : text,
  );
  put(ctx, 'start_of_operations', 'startOfOperations', date(ctx, 'start_of_operations'));
  put(ctx, 'tax.business_fiscal_status', 'status', (text) => (ctx.ocr ? fiscalStatus(ctx, text) : text));
  put(ctx, 'tax.status_change_date', 'statusChangeDate', date(ctx, 'tax.status_change_date'));
  put(ctx, 'id_cif', 'idCif', (text) => readIdCif(ctx, text));
  if (ctx.ocr && value(ctx, 'id_cif') === null) unlabelledIdCif(ctx);
  put(ctx, 'tax.cedula_tax_id', 'cedula', (text) => readRfc(ctx, text));
  put(ctx, 'cedula_name', 'rfcCaption');
  const names = ['person.names', 'person.first_surname', 'person.second_surname'];
  const first = names.map((path) => ctx.fields[path]).find(Boolean);
  if (!ctx.labels.businessName && first) {
    const full = names.map((path) => value<string>(ctx, path)).filter(Boolean);
    const text = names.map((path) => ctx.fields[path]?.source.text).filter(Boolean);
    ctx.fields['tax.business_name'] = {
      value: full.join(' ') || null,
      source: { ...first.source, text: text.join(' ') },
    };
  }
  const taxId = value<string>(ctx, 'tax.business_tax_id') ?? value<string>(ctx, 'tax.cedula_tax_id');
  const kind = taxId?.length === 12 ? 'moral' : taxId?.length === 13 ? 'fisica' : null;
  const source = ctx.fields['tax.business_tax_id']?.source ?? ctx.fields['tax.cedula_tax_id']?.source;
  const byRfc = { value: kind, source: source ?? { page: null, text: '' } };
  // An RFC OCR read without its check digit holding may have lost or gained a character.
  const sure = kind !== null && (!ctx.ocr || rfcHolds(taxId!));
  const byLabels = sure ? null : taxpayerTypeByLabels(ctx);
  if (byLabels && kind && byLabels.value !== kind)
    ctx.warnings.push(
      `taxpayer_type: the RFC ${taxId} reads as ${kind}, the layout as ${String(byLabels.value)}`,
    );
  ctx.fields.taxpayer_type = byLabels ?? byRfc;
}

/**
 * Without an RFC to count (unread, or erased), the layout tells the taxpayer's type: only a persona
 * física's identification has `Primer Apellido` and `CURP`, only a persona moral's `Régimen Capital`
 * (documents.md §3.1). Both, or neither, tell nothing.
 */
function taxpayerTypeByLabels(ctx: Context): ExtractedField | null {
  const fisica = ctx.labels.firstSurname ?? ctx.labels.curp;
  const moral = ctx.labels.businessType;
  const label = fisica && !moral ? fisica : moral && !fisica ? moral : null;
  if (!label) return null;
  return { value: label === moral ? 'moral' : 'fisica', source: labelSource(ctx, label) };
}

/**
 * The place as OCR laid it out: the column of its line that holds ` A <day> DE`, when a caption of the
 * cédula beside it shares the line (`Nombre, denominación o razón   CENTRO, TABASCO A 03 DE …`).
 */
function issueColumnPlace(ctx: Context, end = ctx.labels.issue?.valueEnd): string | null {
  const label = ctx.labels.issue;
  if (!label) return null;
  for (const line of ctx.text.slice(label.valueStart, end).split('\n')) {
    const cell = line.split(/[ \t]{3,}/u).find((c) => /\s+A\s+\d{1,2}\s+DE\s/iu.test(c));
    if (cell) return squash(cell.replace(/\s+A\s+\d{1,2}\s+DE\s[\s\S]*$/iu, '')) || null;
  }
  return null;
}

/**
 * `QUERETARO , QUERETARO A 21 DE AGOSTO DE 2023`: the place, then ` A `, then the date. On OCR text the
 * date may be bent (see findSpanishDate) and the QR's and logo's noise may sit before the place.
 */
function readIssue(ctx: Context, value: string): { place: string; date: string } | null {
  const strict = /^(.*?)\s+A\s+(\d{1,2}\s+DE\s+\S+\s+DE\s+\d{4})/iu.exec(value);
  const date = strict && parseSpanishDate(strict[2]!);
  if (strict && date) return { place: (ctx.ocr && issueColumnPlace(ctx)) || squash(strict[1]!), date };
  if (!ctx.ocr) return null;
  const found = findSpanishDate(value);
  if (!found) return null;
  // A column of its own holds the place, whatever noise stands in the columns before it.
  const before = issueColumnPlace(ctx) ?? value.slice(0, found.index).replace(/\s+A\s*$/u, '');
  const words = before.split(' ');
  const first = words.findIndex((w) => /^\p{Lu}{3,}/u.test(w));
  const place = first < 0 ? '' : words.slice(first).join(' ');
  return { place: satPlace(place), date: found.iso };
}

/**
 * On OCR text the place and date may share their line with another label's value and be taken
 * into it (`idCIF: 10881648915   QUERETARO , QUERETARO A 04 DE JULIO DE 2026`): the column that
 * holds ` A <day> DE` within the two lines after the issue label, its date read from there on.
 */
function issueBesideAnotherLabel(ctx: Context): { place: string; date: string; end: number } | null {
  const label = ctx.labels.issue;
  if (!label || !ctx.ocr) return null;
  const lines = ctx.text.slice(label.valueStart).split('\n', 3);
  const end = label.valueStart + lines.join('\n').length;
  const place = issueColumnPlace(ctx, end);
  const at = place ? ctx.text.indexOf(place.split(' ')[0]!, label.valueStart) : -1;
  const found = at >= 0 ? findSpanishDate(ctx.text.slice(at, end)) : null;
  return place && found ? { place: satPlace(place), date: found.iso, end } : null;
}

function issue(ctx: Context): void {
  const label = ctx.labels.issue;
  const m = label?.value ? readIssue(ctx, label.value) : null;
  const beside = label && !m ? issueBesideAnotherLabel(ctx) : null;
  if (beside) {
    const source = labelSource(ctx, label!, beside.end);
    ctx.fields.issue_place = { value: beside.place, source };
    ctx.fields.issued_at = { value: beside.date, source };
  } else if (label) {
    put(ctx, 'issue_place', 'issue', () => (m?.place ? m.place : null));
    put(ctx, 'issued_at', 'issue', () => m?.date ?? null);
  }
  const start = ctx.labels.cadena?.labelStart ?? 0;
  let found = /\|\|[\s\S]*?\|\|/u.exec(ctx.text.slice(start));
  let offset = start + (found?.index ?? 0);
  if (!found && ctx.ocr && ctx.labels.cadena) {
    // OCR reads `||` as `11`, `|1` or `/`: the cadena is then the line after the label, from its date.
    const from = ctx.labels.cadena.valueStart;
    found = /\S*\d{4}\/\d{2}\/\d{2}.*/u.exec(ctx.text.slice(from, from + 300));
    offset = from + (found?.index ?? 0);
  }
  if (!found) return;
  // OCR reads a `|` between two fields as `)[`, `]` or `!`.
  const separated = ctx.ocr ? found[0].replace(/(?<=[\p{L}\d])[)\]([{}!|]+(?=[\p{L}\d])/gu, '|') : found[0];
  // The cadena opens with `||` before its date; OCR reads them as `[1`, `|1`, `11`, `l|` and the like.
  const opened = ctx.ocr ? separated.replace(/^[|[\]()!1lI/]{1,3}(?=\d{4}\/\d{2}\/\d{2})/u, '||') : separated;
  const cadena = squash(opened.replace(/\s*\|\s*/g, '|'));
  const parts = cadena.split('|').filter(Boolean);
  const ymd = /(\d{4})\/(\d{2})\/(\d{2})/.exec(ctx.ocr ? cadena.slice(0, 16) : (parts[0] ?? ''));
  const source = { page: ctx.pageAt(offset), text: excerpt(ctx.text, offset, offset + found[0].length) };
  const cadenaDate = ymd ? isoDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3])) : null;
  ctx.fields.cadena_original = { value: cadena, source };
  const taxId = ctx.ocr
    ? (rfcReadings(cadena.replace(/^.*?\d{4}\/\d{2}\/\d{2}(?:\s+\d{2}:\d{2}:\d{2})?/u, ''))[0] ?? null)
    : (parts.find((p) => RFC.test(p)) ?? null);
  ctx.fields.cadena_original_tax_id = { value: taxId, source };
  ctx.fields.cadena_original_date = { value: cadenaDate, source };
  if (value(ctx, 'issued_at') === null) ctx.fields.issued_at = { value: cadenaDate, source };
}

/**
 * An address part's value on OCR text: the line it starts on. Each is printed on one line; the last
 * one on a page (the municipality, on older CSFs) otherwise runs into the page footer's noise.
 */
function firstLine(ctx: Context, key: LabelKey): string | null {
  const label = ctx.labels[key];
  if (!label) return null;
  const line = ctx.text.slice(label.valueStart, label.valueEnd).trim().split('\n')[0]!;
  return squash(line) || null;
}

/** The SAT writes a street type's abbreviation with its period (`CARRETERA (CARR.)`); OCR loses it. */
const streetType = (text: string): string => text.replace(/^(\p{Lu}+ \(\p{Lu}+)\)$/u, '$1.)');

function address(ctx: Context): void {
  put(ctx, 'address.post_code', 'postCode', (text) =>
    ctx.ocr
      ? (/(?<![\p{L}\d])[\dOIl]{5}(?![\p{L}\d])/u.exec(text)?.[0]?.replace(/.+/, ocrDigits) ?? text)
      : (/\b\d{5}\b/.exec(text)?.[0] ?? text),
  );
  put(ctx, 'address.street_type', 'streetType', (text) =>
    ctx.ocr ? streetType(ctx.vocabulary.repair(firstLine(ctx, 'streetType') ?? text)) : text,
  );
  const parts = [
    ['street_name', 'streetName'],
    ['external_number', 'externalNumber'],
    ['internal_number', 'internalNumber'],
    ['neighborhood', 'neighborhood'],
    ['locality', 'locality'],
    ['district', 'district'],
    ['state', 'state'],
  ] as const;
  for (const [path, key] of parts)
    put(ctx, `address.${path}`, key, (text) =>
      ctx.ocr ? ctx.vocabulary.repair(firstLine(ctx, key) ?? text) : text,
    );
  const between = [ctx.labels.betweenStreet1, ctx.labels.betweenStreet2].filter((l) => l !== undefined);
  if (between[0]) {
    const text = between.map((l) => excerpt(ctx.text, l.labelStart, l.valueEnd)).join(' ');
    const streets = between.map((l) => l.value).filter((v) => v !== null);
    ctx.fields['address.between_streets'] = {
      value: streets,
      source: { page: ctx.pageAt(between[0].valueStart), text },
    };
  }
  const first = ctx.labels.postCode ?? ctx.labels.address;
  if (!first) return;
  const end = ctx.labels.state?.valueEnd ?? first.valueEnd;
  const full = composeAddress((path) => value<string>(ctx, `address.${path}`));
  ctx.fields['address.full'] = {
    value: full,
    source: { page: ctx.pageAt(first.labelStart), text: excerpt(ctx.text, first.labelStart, end) },
  };
}

/** `AVENIDA (AV.) ANTEA 1032, JURICA, 76100 QUERETARO, QUERETARO`; the locality only when it adds something. */
function composeAddress(part: (name: string) => string | null): string | null {
  const interior = part('internal_number');
  const street = [
    part('street_type'),
    part('street_name'),
    part('external_number'),
    interior && `INT ${interior}`,
  ];
  const locality = part('locality');
  const redundant = locality === part('neighborhood') || locality === part('district');
  const lines = [
    street.filter(Boolean).join(' '),
    part('neighborhood'),
    redundant ? null : locality,
    [part('post_code'), part('district')].filter(Boolean).join(' '),
    part('state'),
  ];
  return lines.filter(Boolean).join(', ') || null;
}

/** QR #1 (`D1=10`); the host check is strict because fake CSFs point their QR at look-alike hosts. */
function qr(codes: { page: number; data: string }[]): Extraction {
  const code = codes.find((c) => /[?&]D1=10(&|$)/.test(c.data)) ?? codes[0];
  if (!code) return {};
  const data = code.data.trim();
  const url = URL.canParse(data) ? new URL(data) : null;
  const d3 = url?.searchParams.get('D3') ?? '';
  const cut = d3.indexOf('_');
  const valid =
    url?.protocol === 'https:' && url.host === 'siat.sat.gob.mx' && url.pathname === QR_PATH && !url.username;
  const field = (v: unknown): ExtractedField => ({
    value: v,
    source: { page: code.page, text: excerpt(code.data, 0, Infinity) },
  });
  return {
    'qr.url': field(data),
    'qr.id_cif': field(cut > 0 ? d3.slice(0, cut) : null),
    'qr.tax_id': field(cut > 0 ? d3.slice(cut + 1) : null),
    'qr.valid_host': field(valid),
  };
}

export const extractCsf: Extractor = (doc) => {
  const joined = joinPages(doc.pages);
  const ocr = doc.pages.some((p) => p.method === 'ocr');
  const text = blankPageMarkers(joined.text, ocr);
  const ctx: Context = {
    text,
    pageAt: joined.pageAt,
    labels: readLabels(text, ocr),
    ocr,
    vocabulary: new Vocabulary(text),
    fields: {},
    warnings: [],
  };
  identification(ctx);
  issue(ctx);
  address(ctx);
  const tables = readTables(text, joined.pageAt, ctx.labels, ocr);
  const warnings = [...ctx.warnings, ...tables.warnings, ...swallowedLabels(ctx.labels)];
  return { fields: { ...ctx.fields, ...tables.fields, ...qr(doc.qrCodes) }, warnings };
};
