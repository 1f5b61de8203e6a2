/**
 * What an export template can use (compat-notes 6.2). `exportVariables` is built from these same
 * tables, so the catalogue cannot drift from what a template actually receives. The company sections'
 * variables come from their definition (src/domain/company/sections.ts).
 */
import { sectionNamed, type SectionName } from '../company/sections';

/** One documented variable, loop or loop field. */
export interface CatalogueEntry {
  /** As written in a template; `N` is 1-based (key people), `<i>` 0-based (shareholders). */
  name: string;
  family: string;
  /** `variable` is `{name}`, `loop` is `{#name}…{/name}`, `field` is a `{tag}` inside that loop. */
  kind: 'variable' | 'loop' | 'field';
  description: string;
  example: string;
}

/** A company field exposed as `<prefix><key>`; `[key, description, example]`. */
type FieldSpec = readonly [key: string, description: string, example: string];

/** The export variables of a company section, from its definition (src/domain/company/sections.ts). */
const sectionFields = (name: SectionName): readonly FieldSpec[] =>
  sectionNamed(name).fields.flatMap((f) =>
    f.exports.map((e): FieldSpec => [e.name, e.description, e.example]),
  );

export const LEGAL_FIELDS = sectionFields('legal');
export const REGISTRATION_FIELDS = sectionFields('registration');
export const TAX_FIELDS = sectionFields('tax');

export const ADDRESS_PARTS: readonly FieldSpec[] = [
  ['StreetType', 'Street type', 'AVENIDA'],
  ['StreetName', 'Street name', 'CONSTITUYENTES'],
  ['ExternalNumber', 'External number', '1032'],
  ['InternalNumber', 'Internal number', '4B'],
  ['Neighborhood', 'Neighbourhood (colonia)', 'JURICA'],
  ['District', 'Municipality or borough', 'QUERETARO'],
  ['State', 'State', 'QUERETARO'],
  ['PostCode', 'Post code', '76100'],
  [
    'Full',
    'The whole address on one line',
    'AVENIDA CONSTITUYENTES 1032, JURICA, 76100 QUERETARO, QUERETARO',
  ],
];

export const BANKING_FIELDS = sectionFields('banking');

export const VERIFICATION_FIELDS: readonly FieldSpec[] = [
  ['id', 'Verification id', '4f9c…'],
  ['tag', 'Tag given at creation (etiqueta)', 'cliente-1234'],
  ['tax_id', 'RFC the verification was created with', 'GIB180314AB1'],
  ['status', 'Verification status', 'completed'],
  ['created_at', 'When the verification was created (ISO 8601)', '2024-06-01T16:20:00.000Z'],
];

/** Power families a template can ask about, and the `power_name`s extracted from deeds they group. */
export const POWER_FAMILIES: readonly { family: string; label: string; powers: readonly string[] }[] = [
  {
    family: 'administration',
    label: 'Actos de administración',
    powers: ['actos_de_administracion', 'actos_de_administracion_laboral'],
  },
  { family: 'assets_management', label: 'Actos de dominio', powers: ['actos_de_dominio'] },
  { family: 'loans', label: 'Títulos de crédito', powers: ['titulos_de_credito'] },
  { family: 'bank_accounts', label: 'Cuentas bancarias', powers: ['cuentas_bancarias'] },
  { family: 'lawsuits_and_collections', label: 'Pleitos y cobranzas', powers: ['pleitos_y_cobranzas'] },
  { family: 'delegate', label: 'Otorgar y revocar poderes', powers: ['otorgar_poderes'] },
];

/** Readable names of the extracted powers, as `power_name` shows them. */
export const POWER_LABELS: Readonly<Record<string, string>> = {
  actos_de_administracion: 'Actos de administración',
  actos_de_administracion_laboral: 'Actos de administración en materia laboral',
  actos_de_dominio: 'Actos de dominio',
  titulos_de_credito: 'Títulos de crédito',
  cuentas_bancarias: 'Cuentas bancarias',
  pleitos_y_cobranzas: 'Pleitos y cobranzas',
  otorgar_poderes: 'Otorgar y revocar poderes',
};

const POWER_FIELDS: readonly FieldSpec[] = [
  ['power_name', 'Held powers of the family, readable, comma-separated ("" when none)', 'Actos de dominio'],
  ['has_power', 'Whether the person holds a power of the family (boolean)', 'true'],
  ['duration', 'Duration of the appointment', 'Indefinida'],
  ['signature_type', 'joint, individual or "" (individual when any held power is)', 'joint'],
  ['has_limits', 'Whether a held power of the family is limited (boolean)', 'false'],
  ['limits_description', 'The limits, "; "-separated', 'Hasta $500,000.00 MXN'],
  ['x_mark', '"X" when the person holds the power, "" otherwise (for tick boxes)', 'X'],
];

const KEY_PERSON_FIELDS: readonly FieldSpec[] = [
  ['', 'Full name of the N-th key person of the request (1-based)', 'MARIA FERNANDA LOPEZ RUIZ'],
  ['_names', 'Same as key_person_N', 'MARIA FERNANDA LOPEZ RUIZ'],
  ['_role', 'Role chosen in the request', 'apoderado'],
  ['_id_number', 'RFC or CURP of the person', 'LORM850101MQTPZR09'],
  ['_powers_summary', 'Summary of the powers of that role', 'Poder general para actos de administración…'],
];

type LoopSpec = readonly [name: string, description: string, fields: readonly FieldSpec[]];

export const LOOPS: readonly LoopSpec[] = [
  [
    'activities',
    'Economic activities at the SAT',
    [
      ['order', 'Order at the SAT', '1'],
      ['economic_activity', 'Activity', 'Fabricación de autopartes'],
      ['percentage', 'Share of the activity (number)', '70'],
      ['date', 'Start date', '2018-05-02'],
    ],
  ],
  [
    'shareholders',
    'Shareholders, in the order of the latest shareholding',
    [
      ['index', '0-based position', '0'],
      ['number', '1-based position', '1'],
      ['name', 'Shareholder name', 'MARIA FERNANDA LOPEZ RUIZ'],
      ['share_percentage', 'Share of the capital, two decimals', '33.33'],
      ['shares', 'Number of shares ("" when unknown)', '1000'],
      ['total_value', 'Value of the shares, two decimals ("" when unknown)', '100,000.00'],
      ['currency', 'Currency of the value', 'MXN'],
    ],
  ],
  [
    'board_members',
    'Board of directors and other appointed officers',
    [
      ['index', '0-based position', '0'],
      ['number', '1-based position', '1'],
      ['names', 'Full name', 'JORGE ALBERTO PEREZ GARZA'],
      ['role', 'Role', 'presidente'],
    ],
  ],
  [
    'key_people',
    'Every key person of the company (not only those of the request)',
    [
      ['index', '0-based position', '0'],
      ['number', '1-based position', '1'],
      ['names', 'Full name', 'MARIA FERNANDA LOPEZ RUIZ'],
      ['role', 'Role', 'apoderado'],
    ],
  ],
];

const entries = (family: string, prefix: string, specs: readonly FieldSpec[]): CatalogueEntry[] =>
  specs.map(([key, description, example]) => ({
    name: `${prefix}${key}`,
    family,
    kind: 'variable',
    description,
    example,
  }));

const loopEntries = ([name, description, fields]: LoopSpec): CatalogueEntry[] => [
  {
    name,
    family: name,
    kind: 'loop',
    description: `Loop: {#${name}}…{/${name}}. ${description}`,
    example: '',
  },
  ...fields.map(([key, text, example]): CatalogueEntry => ({
    name: `${name}[].${key}`,
    family: name,
    kind: 'field',
    description: text,
    example,
  })),
];

const powerEntries = (): CatalogueEntry[] =>
  POWER_FAMILIES.flatMap(({ family, label }) =>
    entries('key_person', `key_person_N_power_${family}_`, POWER_FIELDS).map((e) => ({
      ...e,
      description: `${label}: ${e.description}`,
    })),
  );

/** Every variable and loop an export template can use, for the catalogue endpoint and the README. */
export const VARIABLE_CATALOGUE: readonly CatalogueEntry[] = [
  ...entries('legal', 'legal_', LEGAL_FIELDS),
  ...entries('registration', 'registration_', REGISTRATION_FIELDS),
  ...entries('tax', 'tax_', TAX_FIELDS),
  ...entries('fiscal_address', 'fiscalAddress', ADDRESS_PARTS),
  ...entries('comercial_address', 'comercialAddress', ADDRESS_PARTS),
  ...entries('banking', 'banking_', BANKING_FIELDS),
  ...entries('verification', 'verification_', VERIFICATION_FIELDS),
  {
    name: 'export_date',
    family: 'export',
    kind: 'variable',
    description: 'Date of the export (Mexico City, YYYY-MM-DD)',
    example: '2024-06-15',
  },
  ...entries('key_person', 'key_person_N', KEY_PERSON_FIELDS),
  ...powerEntries(),
  ...entries('shareholders', 'shareholder_<i>_', [
    ['name', 'Name of the i-th shareholder (0-based)', 'MARIA FERNANDA LOPEZ RUIZ'],
    ['percentage', 'Share of the capital of the i-th shareholder, two decimals', '33.33'],
  ]),
  ...LOOPS.flatMap(loopEntries),
];
