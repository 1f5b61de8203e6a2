/** Who manages the company: appointments in the transitory clauses and board changes in an assembly. */
import type { Extraction } from '../extraction';
import { findName, plausibleName, readName, readNames } from './acta-names';
import { clauseEnd, type DeedText, nextMatch } from './acta-text';

export type Role =
  | 'administrador_unico'
  | 'presidente'
  | 'secretario'
  | 'tesorero'
  | 'vocal'
  | 'consejero'
  | 'gerente'
  | 'comisario';

export interface Administrator {
  name: string;
  role: Role;
}

export interface BoardEvent extends Administrator {
  event: 'addition' | 'removal' | 'ratification';
}

const ROLE_WORDS =
  '(ADMINISTRADOR(?:A)? UNIC[OA]|PRESIDENT[EA]|SECRETARI[OA]|TESORER[OA]|VOCAL(?:ES)?|CONSEJER[OA]S?|COMISARI[OA]S?|GERENTES?)\\b';
// The chair and secretary of the meeting itself, and ministries, are not board roles.
const NOT_BOARD =
  '(?! (?:DE|DEL) (?:LA )?(?:ASAMBLEA|REUNION|SESION|ECONOMIA|RELACIONES|HACIENDA|DEBATES)\\b)';
const ROLE = new RegExp(`\\b${ROLE_WORDS}${NOT_BOARD}`, 'g');
const ROLE_LABEL = new RegExp(
  `\\b${ROLE_WORDS}${NOT_BOARD}(?: (?:DEL|DE LA) (?:CONSEJO(?: DE ADMINISTRACION)?|SOCIEDAD))?(?: PROPIETARI[OA]| SUPLENTE)? ?(?::|\\.-|-)`,
  'g',
);

export function roleOf(word: string): Role {
  if (word.startsWith('ADMINISTRADOR')) return 'administrador_unico';
  const stems: [string, Role][] = [
    ['PRESIDENT', 'presidente'],
    ['SECRETARI', 'secretario'],
    ['TESORER', 'tesorero'],
    ['VOCAL', 'vocal'],
    ['CONSEJER', 'consejero'],
    ['COMISARI', 'comisario'],
  ];
  return stems.find(([stem]) => word.startsWith(stem))?.[1] ?? 'gerente';
}

// "SE DESIGNA …", and the shareholders in their own voice: "LOS ACCIONISTAS DESIGNAN …", "ACUERDAN NOMBRAR …".
const EVENT =
  /\bSE (?:DESIGNA|NOMBRA|ELIGE|RATIFICA|REVOCA|REMUEVE|DESTITUYE|ACEPTA LA RENUNCIA)N?\b|\b(?:ACCIONISTAS|SOCIOS|COMPARECIENTES|ASAMBLEA|OTORGANTES) (?:(?:ACUERDAN|RESUELVEN|DECIDEN) (?:POR UNANIMIDAD )?(?:DESIGNAR|NOMBRAR|ELEGIR|RATIFICAR)|(?:DESIGNAN|NOMBRAN|ELIGEN|RATIFICAN|DESIGNA|NOMBRA|ELIGE|RATIFICA))\b|\bSE APRUEBA(?:N)? (?:EL NOMBRAMIENTO|LA DESIGNACION|LA RATIFICACION|LA REVOCACION|LA RENUNCIA)\b|\bRENUNCIA (?:DE|DEL|PRESENTADA POR)\b/g;

function eventKind(anchor: string): BoardEvent['event'] {
  if (/RATIFICA/.test(anchor)) return 'ratification';
  if (/REVOCA|REMUEVE|DESTITUYE|RENUNCIA/.test(anchor)) return 'removal';
  return 'addition';
}

export interface Span {
  start: number;
  end: number;
}

const NOT_APPOINTED = /\b(?:DELEGAD|ESCRUTADOR|APODERAD|REPRESENTANTE)/;

/**
 * The people one appointment sentence names, each with a role: "… AL SEÑOR X COMO TESORERO", or
 * "… A LOS SEÑORES X, Y Y Z COMO PRESIDENTE, SECRETARIO Y TESORERO, RESPECTIVAMENTE".
 */
function appointed(text: string, anchor: RegExpExecArray, end: number): Administrator[] {
  let roles = [...text.slice(anchor.index, end).matchAll(ROLE)];
  let from = anchor.index;
  if (!roles.length) {
    // "… ADMINISTRADA POR UN ADMINISTRADOR ÚNICO Y PARA TAL EFECTO SE NOMBRA AL SEÑOR X": the role came first.
    const start = sentenceStart(text, anchor.index);
    roles = [...text.slice(start, anchor.index).matchAll(ROLE)].slice(-1);
    from = start;
  }
  const first = roles[0];
  const who = first && findName(text, anchor.index + anchor[0].length, end);
  if (!first || !who || !plausibleName(who.name)) return [];
  // A delegate or an attorney named "in his capacity as President" is not being appointed President.
  if (from === anchor.index && NOT_APPOINTED.test(text.slice(anchor.index, anchor.index + first.index)))
    return [];
  const names = readNames(text, who.start).filter((n) => n.end <= end);
  if (
    roles.length > 1 &&
    names.length === roles.length &&
    /\bRESPECTIVAMENTE\b/.test(text.slice(anchor.index, end))
  )
    return names.map((n) => ({ name: n.name, role: roleOf(roles[names.indexOf(n)]![1]!) }));
  return [{ name: who.name, role: roleOf(first[1]!) }];
}

/** Where the sentence holding `pos` starts: after a full stop, a semicolon or a lettered item ("A).-"). */
function sentenceStart(text: string, pos: number): number {
  const before = text.slice(Math.max(0, pos - 250), pos);
  const stops = [...before.matchAll(/[.;](?= )|\b[A-Z]\) ?\.? ?-/g)];
  const last = stops[stops.length - 1];
  return Math.max(0, pos - before.length) + (last ? last.index + last[0].length : 0);
}

/** Appointments, ratifications and removals in [from, to): "SE DESIGNA COMO TESORERO AL SEÑOR …". */
export function boardEvents(
  deed: DeedText,
  { start: from, end: to }: Span,
): { events: BoardEvent[]; span: Span } {
  const { text } = deed;
  const events: BoardEvent[] = [];
  const span = { start: -1, end: -1 };
  for (let m = nextMatch(text, EVENT, from, to); m; m = nextMatch(text, EVENT, m.index + 1, to)) {
    const next = nextMatch(text, EVENT, m.index + m[0].length, to);
    const end = Math.min(clauseEnd(text, m.index, to), next ? next.index : to);
    const event = eventKind(m[0]);
    const people = appointed(text, m, end);
    for (const p of people)
      if (!events.some((e) => e.name === p.name && e.role === p.role && e.event === event))
        events.push({ ...p, event });
    if (!people.length) continue;
    if (span.start < 0) span.start = m.index;
    span.end = end;
  }
  return { events, span };
}

/** "PRESIDENTE: JUAN PÉREZ LÓPEZ" lines in [from, to). */
function labelledRoles(
  deed: DeedText,
  { start: from, end: to }: Span,
): { people: Administrator[]; span: Span } {
  const people: Administrator[] = [];
  const span = { start: -1, end: -1 };
  for (
    let m = nextMatch(deed.text, ROLE_LABEL, from, to);
    m;
    m = nextMatch(deed.text, ROLE_LABEL, m.index + 1, to)
  ) {
    const who = readName(deed.text, m.index + m[0].length);
    if (!who || who.end > to) continue;
    people.push({ name: who.name, role: roleOf(m[1]!) });
    if (span.start < 0) span.start = m.index;
    span.end = who.end;
  }
  return { people, span };
}

const TRANSITORY = /\b(?:CLAUSULAS|ARTICULOS|DISPOSICIONES) TRANSITORI[AO]S\b|\bTRANSITORI[AO]S ?[:.-]/g;
const CLOSING =
  /\bYO,? (?:EL|LA) (?:NOTARIO|NOTARIA|CORREDOR)\b|\bCERTIFICO\b|\bPOR SUS GENERALES\b|\bGENERALES DE LOS COMPARECIENTES\b/g;

/** The transitory clauses, where a constitution appoints its first board, subscribes capital, grants powers. */
export function transitoryClauses(text: string): Span {
  const start = nextMatch(text, TRANSITORY, 0)?.index ?? 0;
  const end = nextMatch(text, CLOSING, start)?.index ?? text.length;
  return { start, end };
}

/** The people a constitution appoints, in order, each (name, role) once. */
export function appointments(deed: DeedText, region: Span): { people: Administrator[]; span: Span } {
  const labelled = labelledRoles(deed, region);
  const { events, span } = boardEvents(deed, region);
  const people = [...labelled.people, ...events.filter((e) => e.event !== 'removal')];
  const unique = people.filter(
    (p, i) => people.findIndex((q) => q.name === p.name && q.role === p.role) === i,
  );
  const starts = [labelled.span.start, span.start].filter((s) => s >= 0);
  return {
    people: unique.map(({ name, role }) => ({ name, role })),
    span: { start: starts.length ? Math.min(...starts) : -1, end: Math.max(labelled.span.end, span.end) },
  };
}

const BOARD: Role[] = ['presidente', 'secretario', 'tesorero', 'vocal', 'consejero'];
const STATUTE =
  /\bA CARGO DE (?:UN|UNA|UNO O (?:MAS|VARIOS)|LOS|EL|LA) (ADMINISTRADOR(?:A)? UNIC[OA]|CONSEJO DE ADMINISTRACION|GERENTES?)\b/g;

/** The management model: from who was appointed, else from the statute's first wording. */
export function administrationModel(deed: DeedText, people: Administrator[], span: Span): Extraction {
  const roles = new Set(people.map((p) => p.role));
  const model = roles.has('administrador_unico')
    ? 'administrador_unico'
    : BOARD.some((r) => roles.has(r))
      ? 'consejo'
      : roles.has('gerente')
        ? 'gerentes'
        : null;
  if (model) return { 'administration.model': deed.field(model, span.start, span.end) };
  const m = nextMatch(deed.text, STATUTE, 0);
  if (!m) return {};
  const found = m[1]!.startsWith('ADMIN')
    ? 'administrador_unico'
    : m[1]!.startsWith('CONSEJO')
      ? 'consejo'
      : 'gerentes';
  return { 'administration.model': deed.field(found, m.index, m.index + m[0].length) };
}
