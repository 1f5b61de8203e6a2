/** The company's statutes: denomination and legal form, duration, domicile, purpose, foreigners clause. */
import type { Extraction } from '../extraction';
import { findLegalForm, legalFormAt, splitDenomination } from './acta-legal-forms';
import { readNumber } from './acta-figures';
import { clauseEnd, type DeedText, HEADING, nextMatch } from './acta-text';

const DENOMINATION =
  /\b(?:SE DENOMINARA|DENOMINACION (?:SOCIAL )?(?:DE LA SOCIEDAD )?(?:SERA|ES)|GIRARA BAJO LA (?:DENOMINACION|RAZON SOCIAL)(?: DE)?)(?: ?:)? ?/g;
// A denomination written elsewhere than in its clause: `"ALFA", S.A. DE C.V.` or `ACCIONISTAS DE ALFA, S.A. DE C.V.`.
const NAMED =
  /"([^"]{2,150})"|\b(?:DENOMINADA|ACCIONISTAS DE|SOCIOS DE) ([A-ZÑ0-9&' .]{2,120}?)(?=,? ?[A-Z]\.)/g;

/** The denomination and legal form: from the denomination clause, else from the first mention. */
export function findCompanyName(deed: DeedText): Extraction {
  return fromClause(deed) ?? fromMention(deed) ?? {};
}

/** `SE DENOMINARÁ "ALFA", … SEGUIDA DE LAS PALABRAS "SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE"`. */
function fromClause(deed: DeedText): Extraction | null {
  const { text } = deed;
  const clause = nextMatch(text, DENOMINATION, 0);
  if (!clause) return null;
  const name = /"([^"]{2,150})"|([A-ZÑ0-9&' .]{2,150}?)(?=,| SEGUIDA\b| E IRA\b| LA CUAL\b|\. )/y;
  name.lastIndex = clause.index + clause[0].length;
  const q = name.exec(text);
  if (!q) return null;
  const split = splitDenomination((q[1] ?? q[2]!).trim());
  const after =
    legalFormAt(text, name.lastIndex) ?? findLegalForm(text, name.lastIndex, name.lastIndex + 300);
  return withForm(
    deed,
    split.name,
    split.form ?? after?.full ?? null,
    clause.index,
    after?.end ?? name.lastIndex,
  );
}

function fromMention(deed: DeedText): Extraction | null {
  for (const m of deed.text.matchAll(NAMED)) {
    const split = splitDenomination((m[1] ?? m[2]!).trim());
    const after = legalFormAt(deed.text, m.index + m[0].length);
    const form = split.form ?? after?.full;
    if (form) return withForm(deed, split.name, form, m.index, after?.end ?? m.index + m[0].length);
  }
  return null;
}

function withForm(deed: DeedText, name: string, form: string | null, start: number, end: number): Extraction {
  const fields: Extraction = { 'company.name': deed.field(name, start, end) };
  if (form) fields['company.type'] = deed.field(form, start, end);
  return fields;
}

const DURATION = /\bDURACION\b/g;

export function findDuration(deed: DeedText): Extraction {
  const { text } = deed;
  for (let m = nextMatch(text, DURATION, 0); m; m = nextMatch(text, DURATION, m.index + 1)) {
    const window = text.slice(m.index, clauseEnd(text, m.index, m.index + 300));
    const open = /INDEFINID[AO]/.exec(window);
    if (open) {
      const end = m.index + open.index + open[0].length;
      return {
        'company.duration': deed.field('INDEFINIDA', m.index, end),
        'company.duration_years': deed.field(null, m.index, end),
      };
    }
    for (const n of window.matchAll(/\b(?:\d+|[A-Z]+)\b/g)) {
      const years = readNumber(text, m.index + n.index);
      if (!years || !/^ ?A[NÑ]OS\b/.test(text.slice(years.end, years.end + 6))) continue;
      const end = years.end + 5;
      return {
        'company.duration': deed.field(`${years.value} AÑOS`, m.index, end),
        'company.duration_years': deed.field(years.value, m.index, end),
      };
    }
  }
  return {};
}

const DOMICILE =
  /\b(?:(?:EL )?DOMICILIO (?:SOCIAL )?DE LA SOCIEDAD (?:SERA|ES|ESTARA|SE ESTABLECE|QUEDA ESTABLECIDO)(?: UBICADO)?(?: EN)?|LA SOCIEDAD TENDRA SU DOMICILIO(?: SOCIAL)? EN) (?:LA CIUDAD DE |EL MUNICIPIO DE |ESTA CIUDAD DE )?/g;

export function findDomicile(deed: DeedText): Extraction {
  const m = nextMatch(deed.text, DOMICILE, 0);
  if (!m) return {};
  const at = m.index + m[0].length;
  const tail = deed.text.slice(at, at + 200);
  const stop = tail.search(/,? (?:PUDIENDO|SIN PERJUICIO|Y PODRA|SIN QUE|PERO|DONDE|EN DONDE)\b|;|\. /);
  const value = tail.slice(0, stop < 0 ? tail.length : stop).replace(/[ ,.]+$/, '');
  return value ? { 'company.domicile': deed.field(value, m.index, at + value.length) } : {};
}

const PURPOSE =
  /\b(?:(?:TENDRA|TIENE) (?:POR|COMO) OBJETO(?: SOCIAL)?|EL OBJETO (?:SOCIAL )?DE LA SOCIEDAD (?:SERA|ES)|OBJETO SOCIAL CONSISTE EN)\b/g;
const PURPOSE_LABEL = /\bOBJETO(?: SOCIAL)? ?[.:-]+/g;

/** The objeto clause summarised: its first ~300 characters in the deed's own wording. */
export function findPurpose(deed: DeedText): Extraction {
  const { text } = deed;
  const m = nextMatch(text, PURPOSE, 0) ?? nextMatch(text, PURPOSE_LABEL, 0);
  if (!m) return {};
  const lead = /[ :.-]*/y;
  lead.lastIndex = m.index + m[0].length;
  lead.exec(text);
  let start = lead.lastIndex;
  const inner = /(?:TENDRA|TIENE) POR OBJETO[ :]*/y;
  inner.lastIndex = start + (/^LA SOCIEDAD /.test(text.slice(start, start + 12)) ? 12 : 0);
  if (inner.exec(text)) start = inner.lastIndex;
  const heading = nextMatch(text, HEADING, start + 1, start + 2000);
  const end = Math.min(heading ? heading.index : start + 2000, start + 400);
  const raw = deed.raw(start, end);
  const summary = raw.length <= 300 ? raw : `${raw.slice(0, raw.lastIndexOf(' ', 300))}…`;
  return { 'company.purpose': deed.field(summary, start, end) };
}

const EXCLUSION =
  /\bEXCLUSION DE (?:LOS )?EXTRANJEROS\b|\bNINGUNA PERSONA EXTRANJERA\b|\bNO ADMITIRA (?:COMO SOCIOS|SOCIOS) EXTRANJEROS\b/g;
const ADMISSION =
  /\bADMISION DE (?:LOS )?EXTRANJEROS\b|\bNO\.? INVOCAR LA PROTECCION DE SU GOBIERNO\b|\bEXTRANJEROS?\b[^.]{0,300}?\bCONSIDERAR(?:SE|AN|A)? (?:COMO )?(?:MEXICANOS?|NACIONALES)\b/g;

/**
 * A mention of a foreigners clause that is not the company's own: other companies' deeds (`sociedades
 * … cuya escritura social contenga cláusula de exclusión de extranjeros`, the law's definition of a
 * Mexican investor), the SRE permit's alternative (`se inserte la cláusula de exclusión … o el
 * convenio que señala el Artículo 31`), or a form listing both kinds to tick.
 */
function notOwnClause(text: string, m: RegExpExecArray): boolean {
  const before = text.slice(Math.max(0, m.index - 60), m.index);
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 120);
  return (
    /\bCONTENGAN?\b[^.]{0,20}$|\bCUYAS? (?:ESCRITURAS?|ESTATUTOS)\b[^.]{0,40}$/.test(before) ||
    /^[^.]{0,80}\bO EL\W{0,3}CONVENIO\b/.test(after) ||
    /\b(?:EXCLUSION|ADMISION) DE (?:LOS )?EXTRANJEROS\b/.test(before + after.slice(0, 60))
  );
}

/** The first mention of `re` that may be the company's own clause. */
function ownClause(text: string, re: RegExp): RegExpExecArray | null {
  for (let m = nextMatch(text, re, 0); m; m = nextMatch(text, re, m.index + 1))
    if (!notOwnClause(text, m)) return m;
  return null;
}

export function findForeigners(deed: DeedText): Extraction {
  const { text } = deed;
  const exclusion = ownClause(text, EXCLUSION);
  const admission = ownClause(text, ADMISSION);
  // The statute's own clause comes first; a permit appended later may name both kinds.
  const hit = exclusion && (!admission || exclusion.index < admission.index) ? exclusion : admission;
  if (hit)
    return {
      'company.foreigners_clause': deed.field(
        hit === exclusion ? 'exclusion' : 'admission',
        hit.index,
        hit.index + hit[0].length,
      ),
    };
  const nationality = nextMatch(text, /\bNACIONALIDAD ?[.:-]+/g, 0);
  return nationality
    ? { 'company.foreigners_clause': deed.field(null, nationality.index, nationality.index + 200) }
    : {};
}
