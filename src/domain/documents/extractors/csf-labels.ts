/**
 * The CSF's labels and headings, and reading a value as the text between its label and the next one
 * (../shared/mx/documents.md §0 point 1, §1.1–1.3).
 */

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

/** `Página [1] de [2]` and its variants, blanked rather than removed so that offsets still map to pages. */
export function blankPageMarkers(text: string): string {
  return text.replace(/P[aá]gina\s*\[?\s*\d+\s*\]?\s*de\s*\[?\s*\d+\s*\]?/giu, (m) => ' '.repeat(m.length));
}

/** Every label in the text, each with the value up to the next label; the first occurrence of a key wins. */
export function readLabels(text: string): Partial<Record<LabelKey, LabelValue>> {
  const hits = [...text.matchAll(LABEL_RE)].map((m) => ({
    key: KEYS.find((key) => m.groups?.[key] !== undefined)!,
    label: squash(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const values: Partial<Record<LabelKey, LabelValue>> = {};
  hits.forEach((hit, i) => {
    if (values[hit.key]) return;
    const valueEnd = hits[i + 1]?.start ?? text.length;
    const raw = text.slice(hit.end, valueEnd);
    const lead = raw.length - raw.trimStart().length;
    values[hit.key] = {
      key: hit.key,
      label: hit.label,
      labelStart: hit.start,
      valueStart: raw.trim() ? hit.end + lead : hit.end,
      valueEnd,
      value: squash(raw) || null,
    };
  });
  return values;
}

/** A field value holding `Something:` most likely swallowed a label this table does not know. */
export function swallowedLabels(labels: Partial<Record<LabelKey, LabelValue>>): string[] {
  return Object.values(labels).flatMap(({ key, label, value }) => {
    const found = value && !(key in HEADINGS) && /\p{L}{2,}\.?\s*:/u.exec(value);
    return found ? [`the value of "${label}" holds "${found[0]}", perhaps a label it swallowed`] : [];
  });
}
