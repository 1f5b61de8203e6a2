import type { Company, Field, Person, Role } from '../company/company';
import {
  ADDRESS_PARTS,
  BANKING_FIELDS,
  LEGAL_FIELDS,
  POWER_FAMILIES,
  POWER_LABELS,
  REGISTRATION_FIELDS,
  TAX_FIELDS,
  VERIFICATION_FIELDS,
} from './catalogue';

export { VARIABLE_CATALOGUE, type CatalogueEntry } from './catalogue';

/** A person and the role the export request chose for them; `key` is the request's template key. */
export interface KeyPersonChoice {
  key: string;
  person: Person;
  role: Role;
}

type Scalar = string | number | boolean;
type Group = Record<string, Field>;
type Vars = Record<string, unknown>;

/**
 * The variables of an export template (compat-notes 6.2), all plain JSON: a missing value is ''.
 * Key people are numbered 1-based in the order of the request (`key_person_1_*`); the rest follows
 * `VARIABLE_CATALOGUE`, which lists every key this returns.
 */
export function exportVariables(company: Company, keyPeople: KeyPersonChoice[], now = new Date()): Vars {
  const { details } = company;
  return {
    ...prefixed('legal_', LEGAL_FIELDS, (key) => legalValue(details.legal, key)),
    ...prefixed('registration_', REGISTRATION_FIELDS, (key) => scalar(value(details.registration, key))),
    ...prefixed('tax_', TAX_FIELDS, (key) => taxValue(details.tax, key)),
    activities: activities(details.tax),
    ...addressVars('fiscalAddress', details.address, 'business_fiscal_address'),
    ...addressVars('comercialAddress', details.address, 'business_comercial_address'),
    ...prefixed('banking_', BANKING_FIELDS, (key) => bankingValue(details.banking, key)),
    ...prefixed('verification_', VERIFICATION_FIELDS, (key) => scalar(details.verification[key])),
    export_date: mexicoCityDate(now),
    ...Object.assign({}, ...keyPeople.map((choice, i) => keyPersonVars(i + 1, choice))),
    ...shareholderVars(company),
    board_members: company.people.board_members.map((m, index) => ({
      index,
      number: index + 1,
      names: m.name,
      role: m.role,
    })),
    key_people: company.people.key_people.map((p, index) => ({
      index,
      number: index + 1,
      names: p.names,
      role: p.role,
    })),
  };
}

const prefixed = (
  prefix: string,
  specs: readonly (readonly [string, ...string[]])[],
  read: (key: string) => Scalar,
): Vars => Object.fromEntries(specs.map(([key]) => [`${prefix}${key}`, read(key)]));

const value = (group: Group, key: string): unknown => group[key]?.value ?? null;

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Templates print values as text: objects have no meaningful rendering, so they become ''. */
function scalar(v: unknown): Scalar {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.filter((x) => typeof x === 'string' || typeof x === 'number').join(', ');
  return '';
}

function legalValue(legal: Group, key: string): Scalar {
  if (key !== 'corporate_purpose' && key !== 'corporate_purpose_full_text') return scalar(value(legal, key));
  const purpose = value(legal, 'corporate_purpose');
  if (typeof purpose === 'string') return purpose;
  return scalar(record(purpose)[key === 'corporate_purpose' ? 'summary' : 'full_text']);
}

function activities(tax: Group): Record<string, Scalar>[] {
  const rows = value(tax, 'business_main_activity');
  return (Array.isArray(rows) ? rows : []).map((row) => {
    const r = record(row);
    return {
      order: scalar(r.order),
      economic_activity: scalar(r.economic_activity),
      percentage: scalar(r.percentage),
      date: scalar(r.date),
    };
  });
}

function taxValue(tax: Group, key: string): Scalar {
  if (key === 'qr_status') return scalar(record(value(tax, 'additional_data')).qr_status);
  if (key !== 'business_main_activity') return scalar(value(tax, key));
  return activities(tax)
    .map(
      (a, i) =>
        `${a.order || i + 1}. ${a.economic_activity}${a.percentage === '' ? '' : ` (${a.percentage}%)`}`,
    )
    .join('\n');
}

function bankingValue(banking: Group, key: string): Scalar {
  if (key === 'rfc' || key === 'clabe_number') return scalar(record(value(banking, 'additional_data'))[key]);
  return scalar(value(banking, key));
}

const snake = (part: string): string =>
  part.replace(/[A-Z]/g, (c, i: number) => `${i ? '_' : ''}${c.toLowerCase()}`);

/**
 * `<prefix>StreetType`… from `<field>_disaggregated` (or from the field itself when it holds the
 * parts), `<prefix>Full` from the one-line address.
 */
function addressVars(prefix: string, address: Group, field: string): Vars {
  const whole = value(address, field);
  const parts = { ...record(whole), ...record(value(address, `${field}_disaggregated`)) };
  const full = typeof whole === 'string' ? whole : scalar(parts.full);
  return Object.fromEntries(
    ADDRESS_PARTS.map(([part]) => [`${prefix}${part}`, part === 'Full' ? full : scalar(parts[snake(part)])]),
  );
}

function mexicoCityDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
}

function keyPersonVars(n: number, { person, role }: KeyPersonChoice): Vars {
  const p = `key_person_${n}`;
  const duration = scalar((role as Role & { duration?: unknown }).duration);
  return {
    [p]: person.names,
    [`${p}_names`]: person.names,
    [`${p}_role`]: role.role_name,
    [`${p}_id_number`]: person.id_number ?? '',
    [`${p}_powers_summary`]: role.powers_summary?.overall ?? '',
    ...Object.assign(
      {},
      ...POWER_FAMILIES.map((f) => powerVars(`${p}_power_${f.family}_`, f.powers, role, duration)),
    ),
  };
}

function powerVars(prefix: string, family: readonly string[], role: Role, duration: Scalar): Vars {
  const held = role.powers.filter((power) => family.includes(power.power_name));
  const types = new Set(held.map((power) => power.signature_type));
  const has = held.length > 0;
  return {
    [`${prefix}power_name`]: held
      .map((power) => POWER_LABELS[power.power_name] ?? power.power_name)
      .join(', '),
    [`${prefix}has_power`]: has,
    [`${prefix}duration`]: has ? duration : '',
    [`${prefix}signature_type`]: types.has('individual') ? 'individual' : types.has('joint') ? 'joint' : '',
    [`${prefix}has_limits`]: held.some((power) => power.has_limits),
    [`${prefix}limits_description`]: held.flatMap((power) => power.limits_description ?? []).join('; '),
    [`${prefix}x_mark`]: has ? 'X' : '',
  };
}

const money = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function shareholderVars({ shareholders }: Company): Vars {
  const rows = shareholders.shareholders.map((s, index) => ({
    index,
    number: index + 1,
    name: s.name,
    share_percentage: s.share_percentage.toFixed(2),
    shares: s.shares ?? '',
    total_value: s.total_value === null ? '' : money(s.total_value),
    currency: s.currency,
  }));
  const flat = rows.flatMap((r) => [
    [`shareholder_${r.index}_name`, r.name],
    [`shareholder_${r.index}_percentage`, r.share_percentage],
  ]);
  return { ...Object.fromEntries(flat), shareholders: rows };
}
