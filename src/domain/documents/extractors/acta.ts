/**
 * Extractors of notarial deeds: acta constitutiva (`ac_mx`), acta de asamblea (`aa_mx`) and poder
 * (`pw_mx`). Field paths are documented in the README; dates are `YYYY-MM-DD`; a field not found is absent.
 */
import type { DocumentText, ExtractedField, Extraction, Extractor, ExtractorResult } from '../extraction';
import { findResolutions, findAssembly, resolutionsRegion } from './acta-assembly';
import { findCapital } from './acta-capital';
import { findCompanyName, findDomicile, findDuration, findForeigners, findPurpose } from './acta-company';
import { findDeed, findNotary, findRegistration, HERE } from './acta-deed';
import { splitDenomination } from './acta-legal-forms';
import { readName } from './acta-names';
import { administrationModel, appointments, boardEvents, type Span, transitoryClauses } from './acta-people';
import { type Apoderado, findApoderados } from './acta-powers';
import { type Parties, findParties } from './acta-parties';
import { findShareholders } from './acta-shareholders';
import { type DeedText, nextMatch, readDeed } from './acta-text';

/** Heading, proemio, notary and registration: common to the three kinds of deed. */
function common(deed: DeedText, warnings: string[]): Extraction {
  const fields: Extraction = {
    ...findDeed(deed, warnings),
    ...findNotary(deed),
    ...findRegistration(deed),
    ...findCompanyName(deed),
  };
  const place = fields['deed.place'];
  if (place?.value === HERE) {
    if (fields['notary.city']) fields['deed.place'] = { ...place, value: fields['notary.city'].value };
    else delete fields['deed.place'];
  }
  return fields;
}

function capitalAndShareholders(deed: DeedText, warnings: string[], parties: Parties): Extraction {
  const capital = findCapital(deed);
  const figure = (path: string) => (capital[path]?.value as number | undefined) ?? null;
  const figures = {
    total: figure('capital.total'),
    fixed: figure('capital.fixed'),
    shareValue: figure('capital.share_value'),
    shares: figure('capital.shares'),
  };
  return { ...capital, ...findShareholders(deed, figures, warnings, parties) };
}

function set(fields: Extraction, path: string, field: ExtractedField | null | undefined): void {
  if (field) fields[path] = field;
}

export const extractActaConstitutiva: Extractor = (doc: DocumentText): ExtractorResult => {
  const deed = readDeed(doc);
  const parties = findParties(deed);
  const warnings: string[] = [];
  const fields: Extraction = {
    ...common(deed, warnings),
    ...findDuration(deed),
    ...findDomicile(deed),
    ...findPurpose(deed),
    ...findForeigners(deed),
    ...capitalAndShareholders(deed, warnings, parties),
  };
  const appointed = appointments(deed, transitoryClauses(deed.text));
  const { span } = appointed;
  const people = mended(appointed.people, parties);
  Object.assign(fields, administrationModel(deed, people, span));
  if (people.length) fields.administrators = deed.field(people, span.start, span.end);
  set(
    fields,
    'apoderados',
    mendedHolders(findApoderados(deed, { start: 0, end: deed.text.length }, people), parties),
  );
  return { fields, warnings };
};

/** Names as the deed writes them elsewhere, when OCR spoilt this copy; each (name, role) once. */
function mended<T extends { name: string }>(list: T[], parties: Parties): T[] {
  const out = list.map((p) => ({ ...p, name: parties.resolve(p.name) ?? p.name }));
  return out.filter((p, i) => out.findIndex((q) => JSON.stringify(q) === JSON.stringify(p)) === i);
}

function mendedHolders(
  field: ExtractedField<Apoderado[]> | null,
  parties: Parties,
): ExtractedField<Apoderado[]> | null {
  return field && { ...field, value: mended(field.value, parties) };
}

export const extractActaAsamblea: Extractor = (doc: DocumentText): ExtractorResult => {
  const deed = readDeed(doc);
  const parties = findParties(deed);
  const warnings: string[] = [];
  const fields: Extraction = {
    ...common(deed, warnings),
    ...findAssembly(deed),
    ...capitalAndShareholders(deed, warnings, parties),
  };
  // Only what the assembly resolved counts: the antecedentes recount earlier appointments and powers.
  const region: Span = resolutionsRegion(deed.text) ?? { start: 0, end: deed.text.length };
  Object.assign(fields, findResolutions(deed, region));
  const { events, span } = boardEvents(deed, region);
  if (events.length) {
    fields.board_events = deed.field(events, span.start, span.end);
    const current = mended(
      events.filter((e) => e.event !== 'removal').map(({ name, role }) => ({ name, role })),
      parties,
    );
    if (current.length) fields.administrators = deed.field(current, span.start, span.end);
    Object.assign(fields, administrationModel(deed, current, span));
  }
  set(fields, 'apoderados', mendedHolders(findApoderados(deed, region, []), parties));
  return { fields, warnings };
};

const GRANTOR =
  /\bQUE OTORGA(?:N)?(?: (?:LA|EL) (?:SOCIEDAD|PERSONA MORAL|EMPRESA)(?: MERCANTIL)?(?: DENOMINADA)?)? /g;

/** The poderdante named in the proemio ("… QUE OTORGA "ALFA", S.A. DE C.V."), else the company. */
function findGrantor(deed: DeedText, company: ExtractedField | undefined): ExtractedField | null {
  const m = nextMatch(deed.text, GRANTOR, 0);
  if (m) {
    const at = m.index + m[0].length;
    const quoted = /"([^"]{2,150})"/y;
    quoted.lastIndex = at;
    const q = quoted.exec(deed.text);
    if (q) return deed.field(splitDenomination(q[1]!.trim()).name, at, quoted.lastIndex);
    const person = readName(deed.text, at);
    if (person && person.start - at < 30) return deed.field(person.name, person.start, person.end);
  }
  return company ?? null;
}

export const extractPoder: Extractor = (doc: DocumentText): ExtractorResult => {
  const deed = readDeed(doc);
  const warnings: string[] = [];
  const fields = common(deed, warnings);
  set(fields, 'grantor', findGrantor(deed, fields['company.name']));
  // The personalidad recounts the representative's own powers, from other deeds: not this poder's grant.
  const personalidad = nextMatch(deed.text, /\bPERSONALIDAD\b(?= ?[.:—-]| EL\b| LA\b)/g, 0);
  const end = personalidad ? personalidad.index : deed.text.length;
  set(fields, 'apoderados', mendedHolders(findApoderados(deed, { start: 0, end }, []), findParties(deed)));
  return { fields, warnings };
};
