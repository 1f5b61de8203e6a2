/**
 * Powers of attorney (documents.md §5): who holds them, which canonical powers, how they sign and within
 * which limits. Only people explicitly given powers are apoderados, by name or as "el Administrador Único".
 */
import type { ExtractedField } from '../extraction';
import { editDistance } from './acta-layout';
import { lastName, type NameHit, plausibleName, readNames } from './acta-names';
import { type Administrator, roleOf, type Span } from './acta-people';
import { clauseEnd, type DeedText, HEADING, nextMatch } from './acta-text';

export const POWERS = [
  'pleitos_y_cobranzas',
  'actos_de_administracion',
  'actos_de_administracion_laboral',
  'actos_de_dominio',
  'titulos_de_credito',
  'cuentas_bancarias',
  'otorgar_poderes',
] as const;
export type Power = (typeof POWERS)[number];

export interface Apoderado {
  name: string;
  powers: Power[];
  signature: 'individual' | 'joint' | null;
  limits: string | null;
  revoked: boolean;
}

const LABORAL = '(?:,? (?:EN MATERIA|EN EL AREA|EN EL AMBITO) LABORAL| LABORAL)';
const PHRASES: [Power, RegExp][] = [
  ['pleitos_y_cobranzas', /\bPLEITOS Y COBRANZAS\b/g],
  [
    'actos_de_administracion_laboral',
    new RegExp(`\\bACTOS DE ADMINISTRACION${LABORAL}\\b|\\bEN MATERIA LABORAL\\b`, 'g'),
  ],
  ['actos_de_administracion', new RegExp(`\\bACTOS DE ADMINISTRACION\\b(?!${LABORAL})`, 'g')],
  ['actos_de_dominio', /\bACTOS DE DOMINIO\b/g],
  ['titulos_de_credito', /\bTITULOS DE CREDITO\b/g],
  ['cuentas_bancarias', /\bCUENTAS (?:BANCARIAS|DE CHEQUES|DE INVERSION)\b|\bABRIR Y CANCELAR CUENTAS\b/g],
  [
    'otorgar_poderes',
    /\b(?:OTORGAR|CONFERIR|SUSTITUIR)(?: Y REVOCAR| O REVOCAR)?(?: TOTAL O PARCIALMENTE)? (?:LOS |EL |ESTE |EL PRESENTE )?PODER(?:ES)?\b|\bSUSTITUIR (?:Y|O) DELEGAR\b/g,
  ],
];
const DENIED_BEFORE = /\b(?:SIN|NO|NI|EXCEPTO|SALVO|EXCLUYENDO|EXCEPCION DE)\b[A-Z ]{0,45}$/;
const DENIED_AFTER = /^[A-Z ]{0,30}\b(?:QUEDAN? RESERVAD|QUEDAN? EXCLUID|NO (?:ESTA|ESTAN) INCLUID)/;

/** Key words of the powers, rejoined when a scan split or spoilt them ("ADMIN STRACION", "COBRANZA5"). */
const POWER_WORDS = ['ADMINISTRACION', 'COBRANZAS', 'PLEITOS', 'DOMINIO', 'TITULOS', 'CREDITO'];

function mendPowerWords(block: string): string {
  return block.replace(/\b([A-Z0-9]{3,})(?: ([A-Z0-9]{2,}))?\b/g, (all, a: string, b?: string) => {
    const close = (w: string) =>
      POWER_WORDS.find((k) => Math.abs(k.length - w.length) <= 1 && editDistance(k, w) <= 1);
    if (POWER_WORDS.includes(a)) return all;
    const joined = b ? close(a + b) : undefined;
    if (joined) return joined;
    const single = a.length >= 6 ? close(a) : undefined;
    return single ? `${single}${b ? ` ${b}` : ''}` : all;
  });
}

function powersIn(text: string, { start, end }: Span): Power[] {
  const found = new Set<Power>();
  const block = mendPowerWords(text.slice(start, end));
  for (const [power, re] of PHRASES)
    for (const m of block.matchAll(re)) {
      const before = block.slice(Math.max(0, m.index - 60), m.index);
      const after = block.slice(m.index + m[0].length, m.index + m[0].length + 60);
      if (!DENIED_BEFORE.test(before) && !DENIED_AFTER.test(after)) found.add(power);
    }
  return POWERS.filter((p) => found.has(p));
}

function signatureIn(block: string): Apoderado['signature'] {
  if (/\bCONJUNTA(?:MENTE)? O (?:SEPARADA|INDIVIDUAL|INDISTINTA)/.test(block)) return 'individual';
  if (/\bCONJUNTA(?:MENTE)?\b|\bMANCOMUNADA(?:MENTE)?\b/.test(block)) return 'joint';
  if (/\bINDIVIDUAL(?:MENTE)?\b|\bINDISTINTA(?:MENTE)?\b|\bSEPARADA(?:MENTE)?\b|\bPOR SEPARADO\b/.test(block))
    return 'individual';
  return null;
}

const LIMIT =
  /\b(?:CON LA LIMITACION|CON LAS? SIGUIENTES? LIMITACION(?:ES)?|(?<!AMPLIAD[OA]S O )LIMITAD[OA]S? A(?! VOLUNTAD)|HASTA POR|HASTA LA CANTIDAD|HASTA UN MONTO|POR UN MONTO|MONTO MAXIMO|NO PODRA EXCEDER|QUE NO EXCEDA|SIN EXCEDER|CON LA FIRMA DE|REQUERIRA LA FIRMA|PREVIA AUTORIZACION|PREVIO ACUERDO|UNICAMENTE PARA|EXCLUSIVAMENTE PARA)\b/g;

// A legal citation after a limit ("…, en los términos del artículo 9o.") is not part of it.
const CITATION = /, (?:EN (?:LOS )?TERMINOS|CONFORME A|DE CONFORMIDAD)\b/g;

function limitsIn(deed: DeedText, { start, end }: Span): string | null {
  const found: string[] = [];
  for (let m = nextMatch(deed.text, LIMIT, start, end); m;) {
    const citation = nextMatch(deed.text, CITATION, m.index, end);
    const stop = Math.min(clauseEnd(deed.text, m.index, end), citation ? citation.index : end);
    found.push(deed.raw(m.index, stop));
    m = nextMatch(deed.text, LIMIT, Math.max(stop, m.index + 1), end);
  }
  return found.length ? found.join('; ') : null;
}

const GRANT =
  /\bSE (?:OTORGA|OTORGAN|CONFIERE|CONFIEREN)\b|\b(?:OTORGA|CONFIERE)\b(?=[^;]{0,400}?\b(?:A|EN) FAVOR DE)|\bSE (?:DESIGNA|NOMBRA)N? (?:COMO )?APODERAD/g;
const ROLE_GRANT =
  /\b(?:EL|LA|LOS|LAS) (ADMINISTRADOR(?:A)? UNIC[OA]|GERENTES?(?: GENERAL)?|PRESIDENTE(?: DEL CONSEJO)?)\b[^.;]{0,80}?\b(?:TENDRA|TENDRAN|GOZARA|GOZARAN|CONTARA|CONTARAN)\b[^.;]{0,40}?\b(?:FACULTADES|PODERES|ATRIBUCIONES)\b/g;
// "… al señor X, quien tendrá las siguientes facultades": the holder is named just before.
const RELATIVE_GRANT =
  /\b(?:QUIEN(?:ES)?|DICHA PERSONA|DICHAS PERSONAS) (?:TENDRA|TENDRAN|GOZARA|GOZARAN|CONTARA|CONTARAN)\b[^.;]{0,40}?\b(?:FACULTADES|PODERES)\b/g;
const ORDINALS =
  '(?:PRIMER|SEGUND|TERCER|CUART|QUINT|SEXT|SEPTIM|SETIM|OCTAV|NOVEN|DECIM|UNDECIM|DUODECIM|VIGESIM|TRIGESIM|CUADRAGESIM|QUINCUAGESIM)[OA]';
// "… LOS PODERES Y FACULTADES CONTENIDAS EN LA CLÁUSULA VIGÉSIMA SÉPTIMA DE LOS PRESENTES ESTATUTOS"
const CLAUSE_REFERENCE = new RegExp(
  `\\b(?:CONTENID|CONSIGNAD|ESTABLECID|SEÑALAD|PREVIST|OTORGAD|CONFERID)[OA]S EN (?:LA |EL )?(?:[A-Z] )?(?:CLAUSULA|ARTICULO) ((?:${ORDINALS} ?){1,2})`,
  'y',
);
const REVOKE = /\bSE REVOCA(?:N)?\b|\bREVOCACION DE (?:LOS |EL |LAS |LA )?(?:PODER|FACULTAD)/g;
const BENEFICIARY =
  /\b(?:A|EN) FAVOR (?:DE|DEL)\b|\b(?:AL|A LA|A LOS|A LAS|DEL|DE LA|DE LOS)(?= (?:SE[NÑ]OR|SRA?\b|LICENCIAD|C\.|ING))|\bAPODERADOS?(?: DE LA SOCIEDAD)? A\b|\b(?:OTORGADOS?|CONFERIDOS?) (?:A|AL|A LA|A LOS)\b/g;
const BLOCK_END =
  /\bYO,? (?:EL|LA) (?:NOTARIO|NOTARIA|CORREDOR)\b|\bCERTIFICO\b|\bPERSONALIDAD ?[.:—-]|\bPERSONALIDAD (?=EL |LA )|\bGENERALES ?[.:—-]|\bANTECEDENTES\b|\bNO HABIENDO OTRO ASUNTO\b/g;

interface Anchor {
  kind: 'grant' | 'role' | 'relative' | 'revoke';
  index: number;
  end: number;
  role?: string;
}

function anchors(text: string, { start, end }: Span): Anchor[] {
  const found: Anchor[] = [];
  const scan = (re: RegExp, kind: Anchor['kind']) => {
    for (let m = nextMatch(text, re, start, end); m; m = nextMatch(text, re, m.index + 1, end))
      found.push({
        kind,
        index: m.index,
        end: m.index + m[0].length,
        ...(kind === 'role' ? { role: m[1]! } : {}),
      });
  };
  scan(GRANT, 'grant');
  scan(ROLE_GRANT, 'role');
  scan(RELATIVE_GRANT, 'relative');
  scan(REVOKE, 'revoke');
  found.sort((a, b) => a.index - b.index);
  // "SE OTORGA" also holds "OTORGA": keep one anchor per phrase.
  return found.filter((a, i) => i === 0 || a.index >= found[i - 1]!.end);
}

/** Where an anchor's clause ends: the next anchor or clause heading; a revocation ends with its sentence. */
function blockEnd(text: string, list: Anchor[], i: number, region: Span): number {
  const a = list[i]!;
  const next = list[i + 1]?.index ?? region.end;
  const heading = nextMatch(text, HEADING, a.end, region.end)?.index ?? region.end;
  const closing = nextMatch(text, BLOCK_END, a.end, region.end)?.index ?? region.end;
  const end = Math.min(next, heading, closing, a.index + 5000, region.end);
  return a.kind === 'revoke' ? clauseEnd(text, a.index, end) : end;
}

/** The clause a grant points to ("… CONTENIDAS EN LA CLÁUSULA VIGÉSIMA SÉPTIMA"), as a span to read powers in. */
function referredClause(text: string, block: Span): Span | null {
  for (let at = block.start; at < Math.min(block.end, block.start + 300); at++) {
    CLAUSE_REFERENCE.lastIndex = at;
    const m = CLAUSE_REFERENCE.exec(text);
    if (!m) continue;
    const heading = new RegExp(`\\b(?:(?:CLAUSULA|ARTICULO) )?${m[1]!.trim()} ?\\. ?-`, 'g');
    const h = nextMatch(text, heading, 0);
    if (!h) return administrationPowersClause(text, block.start);
    const next = nextMatch(text, HEADING, h.index + h[0].length);
    return { start: h.index, end: next ? next.index : Math.min(text.length, h.index + 5000) };
  }
  return null;
}

/**
 * The statutes' clause that gives the administration its powers ("El Administrador Único o el Consejo de
 * Administración … tendrá … los poderes y facultades …: a) Poder General para Pleitos y Cobranzas"), before
 * `before`: what a grant points to when a seal or a speck spoilt the pointed clause's heading ("VIGÉSIMA es").
 */
function administrationPowersClause(text: string, before: number): Span | null {
  const m = nextMatch(text, ADMINISTRATION_POWERS, 0, before);
  if (!m || !/\bPLEITOS Y COBRANZAS\b/.test(text.slice(m.index, m.index + 1500))) return null;
  const next = nextMatch(text, HEADING, m.index + m[0].length);
  return { start: m.index, end: Math.min(next ? next.index : text.length, m.index + 5000, before) };
}

const ADMINISTRATION_POWERS =
  /\b(?:ADMINISTRADOR(?:A)? UNIC[OA]|CONSEJO DE ADMINISTRACION)\b[^;]{0,200}?\b(?:TENDRA|TENDRAN|GOZARA|GOZARAN)\b[^.;]{0,60}?\b(?:PODERES|FACULTADES)\b/g;

function holders(text: string, a: Anchor, block: Span, administrators: Administrator[]): string[] {
  if (a.kind === 'role') return administrators.filter((p) => p.role === roleOf(a.role!)).map((p) => p.name);
  if (a.kind === 'relative') {
    const before = lastName(text, Math.max(0, a.index - 300), a.index);
    return before ? [before.name] : [];
  }
  const marker = nextMatch(text, BENEFICIARY, block.start, Math.min(block.end, block.start + 800));
  const names = marker
    ? namesAfter(text, marker.index + marker[0].length).filter((n) => n.end <= block.end)
    : [];
  return names.map((n) => n.name);
}

/** How far past "A FAVOR DE" a scan's margin specks may push the first name. */
const SPECKS_SPAN = 40;

/**
 * The list of names at `pos`; when none starts there, the first plausible one after specks a scan's
 * margin left in the line ("A FAVOR DE O, ES 2, AN OS DEL Y JUAN PABLO …": tokens of three characters
 * or fewer), never across a word of four letters or more, which is the deed's own text.
 */
function namesAfter(text: string, pos: number): NameHit[] {
  const names = readNames(text, pos);
  if (names.length) return names;
  const token = / ?([^ ]+)/y;
  for (let p = pos; p < pos + SPECKS_SPAN;) {
    token.lastIndex = p;
    const m = token.exec(text);
    if (!m || m[1]!.replace(/[^\p{L}]/gu, '').length > 3) return [];
    p = token.lastIndex;
    const after = readNames(text, p);
    if (after.length && plausibleName(after[0]!.name)) return after;
  }
  return [];
}

/** The apoderados of [region], merged by name: a person granted powers in two clauses holds them all. */
export function findApoderados(
  deed: DeedText,
  region: Span,
  administrators: Administrator[],
): ExtractedField<Apoderado[]> | null {
  const { text } = deed;
  const list = anchors(text, region);
  const merged = new Map<string, Apoderado>();
  const span = { start: -1, end: -1 };
  list.forEach((a, i) => {
    const block = { start: a.index, end: blockEnd(text, list, i, region) };
    const revoked = a.kind === 'revoke';
    if (revoked && !/\bPODER|\bFACULTAD|\bAPODERAD/.test(text.slice(block.start, block.end))) return;
    const names = holders(text, a, block, administrators);
    if (!names.length) return;
    const referred = revoked ? null : referredClause(text, block);
    const powers = POWERS.filter((p) => [block, referred].some((b) => b && powersIn(text, b).includes(p)));
    const signature = revoked ? null : signatureIn(text.slice(block.start, block.end));
    const limits = revoked ? null : limitsIn(deed, referred ?? block);
    for (const name of names) merge(merged, { name, powers, signature, limits, revoked });
    if (span.start < 0) span.start = block.start;
    span.end = Math.max(span.end, block.end);
  });
  return merged.size ? deed.field([...merged.values()], span.start, span.end) : null;
}

function merge(into: Map<string, Apoderado>, next: Apoderado): void {
  const key = `${next.name}|${next.revoked}`;
  const prev = into.get(key);
  if (!prev) return void into.set(key, next);
  prev.powers = POWERS.filter((p) => prev.powers.includes(p) || next.powers.includes(p));
  prev.signature ??= next.signature;
  if (next.limits && next.limits !== prev.limits)
    prev.limits = prev.limits ? `${prev.limits}; ${next.limits}` : next.limits;
}
