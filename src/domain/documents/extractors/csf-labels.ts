/**
 * The CSF's labels and headings, and reading a value as the text between its label and the next one
 * (../shared/mx/documents.md §0 point 1, §1.1–1.3).
 */

import { distance } from 'fastest-levenshtein';
import { squash } from '../text';

/** Labels as printed, each with the older spellings other extractors and older formats use. */
const FIELD_LABELS = {
  rfc: ['RFC:'],
  businessName: ['Denominación/Razón Social:', 'Denominación o Razón Social:'],
  businessType: ['Régimen Capital:'],
  curp: ['CURP:'],
  names: ['Nombre (s):'],
  firstSurname: ['Primer Apellido:'],
  secondSurname: ['Segundo Apellido:'],
  tradeName: ['Nombre Comercial:'],
  startOfOperations: ['Fecha inicio de operaciones:', 'Fecha de inicio de operaciones:'],
  status: ['Estatus en el padrón:', 'Situación del contribuyente:'],
  statusChangeDate: ['Fecha de último cambio de estado:'],
  postCode: ['Código Postal:'],
  streetType: ['Tipo de Vialidad:'],
  streetName: ['Nombre de Vialidad:'],
  externalNumber: ['Número Exterior:'],
  internalNumber: ['Número Interior:'],
  neighborhood: ['Nombre de la Colonia:'],
  locality: ['Nombre de la Localidad:'],
  district: ['Nombre del Municipio o Demarcación Territorial:', 'Municipio o Delegación:'],
  state: ['Nombre de la Entidad Federativa:'],
  betweenStreet1: ['Entre Calle:'],
  betweenStreet2: ['Y Calle:'],
  idCif: ['idCIF:'],
  email: ['Correo Electrónico:'],
  phone: ['Tel. Fijo Lada:', 'Número:', 'Tel. Movil Lada:'],
} as const;

/** Section headings and captions: stop points, some of them followed by a value of their own. */
const HEADINGS = {
  cedula: ['CÉDULA DE IDENTIFICACIÓN FISCAL'],
  rfcCaption: ['Registro Federal de Contribuyentes'],
  nameCaption: ['Nombre, denominación o razón social'],
  validate: ['VALIDA TU INFORMACIÓN FISCAL'],
  title: ['CONSTANCIA DE SITUACIÓN FISCAL'],
  issue: ['Lugar y Fecha de Emisión'],
  identification: ['Datos de Identificación del Contribuyente:'],
  address: ['Datos del domicilio registrado'],
  activities: ['Actividades Económicas:'],
  regimes: ['Regímenes:'],
  obligations: ['Obligaciones:'],
  cadena: ['Cadena Original Sello:'],
  seal: ['Sello Digital:'],
  notice: ['Sus datos personales son incorporados'],
} as const;

export type FieldKey = keyof typeof FIELD_LABELS;
export type HeadingKey = keyof typeof HEADINGS;
export type LabelKey = FieldKey | HeadingKey;

/** A label found in the text and the value that follows it, with offsets into the joined text. */
export interface LabelValue {
  key: LabelKey;
  /** The label as printed. */
  label: string;
  labelStart: number;
  /** Offset of the value's first non-blank character (the label's end when the value is empty). */
  valueStart: number;
  valueEnd: number;
  /** The value with whitespace collapsed, null when empty. */
  value: string | null;
}

const ACCENTED: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** Accent-tolerant and spacing-tolerant, but case-sensitive, so that a value `CALLE MORELOS` is not `Y Calle:`. */
function labelSource(label: string): string {
  let source = '';
  for (const char of label.normalize('NFC')) {
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const accented = ACCENTED[base.toLowerCase()];
    if (accented) source += `[${base}${base === base.toLowerCase() ? accented : accented.toUpperCase()}]`;
    else if (/\s/.test(char)) source += '\\s*';
    else if (char === ':') source += '\\s*:';
    else if (char === '/') source += '\\s*/\\s*';
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return source;
}

const ALL: Readonly<Record<LabelKey, readonly string[]>> = { ...FIELD_LABELS, ...HEADINGS };
const KEYS = Object.keys(ALL) as LabelKey[];
const LABEL_RE = new RegExp(
  KEYS.map(
    (key) =>
      `(?<${key}>(?<!\\p{L})(?:${[...ALL[key]]
        .sort((a, b) => b.length - a.length)
        .map(labelSource)
        .join('|')}))`,
  ).join('|'),
  'gu',
);

const LABEL_ON_LINE = new RegExp(LABEL_RE.source, 'u');

/** `Página [1] de [2]` and OCR's readings of it (`Pagina 1 de 12]`, `Página (2] de [3]`). */
const PAGE_MARKER = /P[aáé]g[il1i]na\s*[[(|{]?\s*\d+\s*[\])|}]?\s*de\s*[[(|{1]?\s*\d+\s*[\])|}]?/giu;

/**
 * The SAT's page header and footer as OCR reads them off the image (the text layer has none of it): the
 * HACIENDA/SAT logo line, `Contacto`, the Av. Hidalgo 77 address and the MarcaSAT phone lines.
 */
const FOOTER_LINE =
  /^\s*contacto\b|hacienda|hidalgo\s*77|guerrero.{0,12}0\s*6\s*3\s*0\s*0|marca\s*sat|6\s*2\s*7\s*2\s*2\s*7\s*2\s*8|atenci.{0,3}n\s+tel|desde\s+cualquier\s+parte\s+del?\s+pa|exterior\s+del?\s+pa[ií]s/iu;

/** Blanked rather than removed so that offsets still map to pages. */
const blank = (m: string): string => m.replace(/[^\n]/g, ' ');

/** Page markers, and on OCR pages the SAT's page header and footer lines, blanked. */
export function blankPageMarkers(text: string, ocr = false): string {
  const marked = text.replace(PAGE_MARKER, blank);
  if (!ocr) return marked;
  return marked.replace(/^.*$/gmu, (line) => {
    if (!FOOTER_LINE.test(line) || LABEL_ON_LINE.test(line.replace(FOOTER_LINE, ''))) return line;
    return blank(line);
  });
}

interface Hit {
  key: LabelKey;
  start: number;
  end: number;
  /** Edit distance to the label, 0 for an exact (accent- and spacing-tolerant) match. */
  distance: number;
}

/** Lower case, accents and blanks removed, for comparing an OCR'd run of words with a label. */
const loose = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/(),.]/g, '');

/**
 * Labels as OCR reads them: a dropped accent, a confused letter or two (`Regimen Capita1:`), a blank
 * added or lost. A label of one or two words needs its colon; the case of its first letter must match
 * and a mixed-case label must not match an all-capitals run, so that a value (`Y CALLE MORELOS`) is
 * never read as a label.
 */
function fuzzyHits(text: string, exact: Hit[]): Hit[] {
  const tokens = [...text.matchAll(/[^\s:;]+[:;]?|[:;]/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const found: Hit[] = [];
  const taken = (start: number, end: number) =>
    exact.some((h) => start < h.end && h.start < end) || found.some((h) => start < h.end && h.start < end);
  for (const key of KEYS) {
    if (exact.some((h) => h.key === key)) continue;
    let best: Hit | null = null;
    for (const label of ALL[key]) {
      const colon = label.endsWith(':');
      const target = loose(label);
      const words = label.split(/\s+/).length;
      const tolerance = target.length < 5 ? 0 : Math.max(1, Math.floor(target.length / 6));
      const mixed = /\p{Ll}/u.test(label);
      const labelInitial = label.match(/\p{L}/u)![0];
      const upperInitial = labelInitial === labelInitial.toUpperCase();
      for (let i = 0; i < tokens.length; i++) {
        const first = tokens[i]!;
        const initial = first.text.match(/\p{L}/u)?.[0];
        if (key !== 'idCif' && initial && (initial === initial.toUpperCase()) !== upperInitial) continue;
        let run = '';
        for (let j = i; j < tokens.length && j < i + words + 2; j++) {
          run += tokens[j]!.text;
          const probe = loose(run);
          if (probe.length > target.length + tolerance) break;
          if (probe.length < target.length - tolerance) continue;
          if (colon && words <= 2 && !/[:;]$/.test(tokens[j]!.text)) continue;
          if (mixed && !/\p{Ll}/u.test(text.slice(first.start, tokens[j]!.end))) continue;
          const d = distance(probe, target);
          if (d > tolerance || (best && best.distance <= d) || taken(first.start, tokens[j]!.end)) continue;
          best = { key, start: first.start, end: tokens[j]!.end, distance: d };
        }
      }
    }
    if (best) found.push(best);
  }
  return found;
}

/**
 * Every label in the text, each with the value up to the next label; the first occurrence of a key wins.
 * With `fuzzy` (OCR text), labels OCR bent are found too.
 */
export function readLabels(text: string, fuzzy = false): Partial<Record<LabelKey, LabelValue>> {
  const exact: Hit[] = [...text.matchAll(LABEL_RE)].map((m) => ({
    key: KEYS.find((key) => m.groups?.[key] !== undefined)!,
    start: m.index,
    end: m.index + m[0].length,
    distance: 0,
  }));
  const hits = [...exact, ...(fuzzy ? fuzzyHits(text, exact) : [])].sort((a, b) => a.start - b.start);
  const values: Partial<Record<LabelKey, LabelValue>> = {};
  hits.forEach((hit, i) => {
    if (values[hit.key]) return;
    const valueEnd = hits[i + 1]?.start ?? text.length;
    const raw = text.slice(hit.end, valueEnd);
    const lead = raw.length - raw.trimStart().length;
    values[hit.key] = {
      key: hit.key,
      label: squash(text.slice(hit.start, hit.end)),
      labelStart: hit.start,
      valueStart: raw.trim() ? hit.end + lead : hit.end,
      valueEnd,
      value: squash(raw) || null,
    };
  });
  return values;
}

/** Whether a line is, give or take OCR's errors, the given table header. */
export function isHeaderLine(line: string, header: string): boolean {
  const probe = loose(line);
  const target = loose(header);
  return probe.length > 0 && distance(probe, target) <= Math.floor(target.length / 5);
}

/** A field value holding `Something:` most likely swallowed a label this table does not know. */
export function swallowedLabels(labels: Partial<Record<LabelKey, LabelValue>>): string[] {
  return Object.values(labels).flatMap(({ key, label, value }) => {
    const found = value && !(key in HEADINGS) && /\p{L}{2,}\.?\s*:/u.exec(value);
    return found ? [`the value of "${label}" holds "${found[0]}", perhaps a label it swallowed`] : [];
  });
}
