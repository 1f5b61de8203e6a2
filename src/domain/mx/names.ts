/** Name folding, and company and person name comparison, ../shared/mx/documents.md §4. */

export type NameComparison = 'match' | 'probable_match' | 'no_match';

/** Upper case, accents removed, one character for one, so that offsets in the result are offsets in the input. */
export function foldChars(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    out += (base[0] ?? ' ').padEnd(ch.length, ' ');
  }
  return out;
}

/** NFKD, marks stripped (Ñ → N on both sides), upper case, everything but letters, digits and `&` → one space. */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();

// Full form (as the CSF prints `Régimen Capital`) → the abbreviations used in names; §4.1.
const LEGAL_FORMS: [string, ...string[]][] = [
  ['SOCIEDAD ANONIMA DE CAPITAL VARIABLE', 'S.A. DE C.V.'],
  ['SOCIEDAD ANONIMA', 'S.A.'],
  ['SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE', 'S.A.P.I. DE C.V.'],
  ['SOCIEDAD ANONIMA PROMOTORA DE INVERSION', 'S.A.P.I.'],
  ['SOCIEDAD ANONIMA BURSATIL DE CAPITAL VARIABLE', 'S.A.B. DE C.V.'],
  ['SOCIEDAD ANONIMA BURSATIL', 'S.A.B.'],
  ['SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE', 'S. DE R.L. DE C.V.'],
  ['SOCIEDAD DE RESPONSABILIDAD LIMITADA', 'S. DE R.L.'],
  ['SOCIEDAD DE RESPONSABILIDAD LIMITADA MICROINDUSTRIAL', 'S. DE R.L. MI'],
  ['SOCIEDAD POR ACCIONES SIMPLIFICADA DE CAPITAL VARIABLE', 'S.A.S. DE C.V.'],
  ['SOCIEDAD POR ACCIONES SIMPLIFICADA', 'S.A.S.'],
  ['SOCIEDAD CIVIL', 'S.C.'],
  ['ASOCIACION CIVIL', 'A.C.'],
  ['SOCIEDAD EN NOMBRE COLECTIVO', 'S. EN N.C.'],
  ['SOCIEDAD EN COMANDITA SIMPLE', 'S. EN C.S.', 'S. EN C.'],
  ['SOCIEDAD EN COMANDITA POR ACCIONES', 'S. EN C. POR A.'],
  ['SOCIEDAD COOPERATIVA DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE', 'S.C. DE R.L. DE C.V.'],
  ['SOCIEDAD COOPERATIVA DE RESPONSABILIDAD LIMITADA', 'S.C. DE R.L.', 'S.C.L.'],
  ['SOCIEDAD COOPERATIVA DE RESPONSABILIDAD SUPLEMENTADA', 'S.C. DE R.S.'],
  ['SOCIEDAD DE PRODUCCION RURAL DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE', 'S.P.R. DE R.L. DE C.V.'],
  ['SOCIEDAD DE PRODUCCION RURAL DE RESPONSABILIDAD LIMITADA', 'S.P.R. DE R.L.'],
  ['SOCIEDAD DE PRODUCCION RURAL DE RESPONSABILIDAD ILIMITADA', 'S.P.R. DE R.I.'],
  ['INSTITUCION DE ASISTENCIA PRIVADA', 'I.A.P.'],
  ['ASOCIACION EN PARTICIPACION', 'A. EN P.'],
  ['SOCIEDAD NACIONAL DE CREDITO', 'S.N.C.'],
];

// Sector suffixes follow the legal form (`…, S.A. DE C.V., SOFOM, E.N.R.`), so they are stripped too.
const SECTOR_SUFFIXES = [
  'SOFOM(?: E ?N ?R| E ?R)?',
  'SOCIEDAD FINANCIERA DE OBJETO MULTIPLE(?: ENTIDAD (?:NO )?REGULADA)?',
  'ENTIDAD (?:NO )?REGULADA',
  'INSTITUCION DE BANCA (?:MULTIPLE|DE DESARROLLO)',
  'GRUPO FINANCIERO(?: [A-Z0-9&]+)*',
  'S ?F ?P',
  'SOCIEDAD FINANCIERA POPULAR',
  'S ?O ?F ?I ?P ?O',
  'CASA DE (?:BOLSA|CAMBIO)',
].map((p) => new RegExp(` (?:${p})$`));

/** `S.A. DE C.V.` → `S ?A DE C ?V`: dotted letters may be printed spaced (`S A`) or run together (`SA`). */
const abbreviationPattern = (abbr: string): string =>
  abbr
    .split(' ')
    .map((word) => (word.includes('.') ? word.split('.').filter(Boolean).join(' ?') : word))
    .join(' ');

const FORM_PATTERNS = LEGAL_FORMS.flatMap(([full, ...abbrs]) =>
  [full, ...abbrs.map(abbreviationPattern)].map((p) => ({ full, re: new RegExp(` (?:${p})$`) })),
);

function stripLegalForm(name: string): { rest: string; full: string } | null {
  let best: { rest: string; full: string; length: number } | null = null;
  for (const { full, re } of FORM_PATTERNS) {
    const m = re.exec(name);
    if (m && (!best || m[0].length > best.length))
      best = { rest: name.slice(0, m.index), full, length: m[0].length };
  }
  return best;
}

/** The name without its legal form and sector suffixes (`core`), and the legal form in full, if any (§4.2). */
export function normalizeBusinessName(name: string): { core: string; legalForm: string | null } {
  let core = fold(name);
  let legalForm: string | null = null;
  for (;;) {
    const form = stripLegalForm(core);
    const sector = form ? null : SECTOR_SUFFIXES.map((re) => re.exec(core)).find((m) => m !== null);
    if (form) {
      legalForm ??= form.full;
      core = form.rest;
    } else if (sector) core = core.slice(0, sector.index);
    else return { core, legalForm };
  }
}

/** Similarity 0–1 from the longest common subsequence, like difflib's ratio. */
function ratio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const row = new Array<number>(b.length + 1).fill(0);
  for (const ca of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = ca === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1]!);
      diagonal = above;
    }
  }
  return (2 * row[b.length]!) / (a.length + b.length);
}

/** fuzzywuzzy's token-set ratio, 0–1: word order and repeated words do not count. */
export function tokenSetSimilarity(a: string, b: string): number {
  const ta = new Set(a.split(' ').filter(Boolean));
  const tb = new Set(b.split(' ').filter(Boolean));
  const common = [...ta].filter((t) => tb.has(t)).sort();
  const join = (rest: string[]): string => [...common, ...rest.sort()].join(' ');
  const t0 = common.join(' ');
  const t1 = join([...ta].filter((t) => !tb.has(t)));
  const t2 = join([...tb].filter((t) => !ta.has(t)));
  return Math.max(ratio(t0, t1), ratio(t0, t2), ratio(t1, t2));
}

/** Jaro-Winkler similarity, 0–1 (prefix scale 0.1, up to 4 characters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const usedB = new Array<boolean>(b.length).fill(false);
  const matchedA: string[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (usedB[j] || a[i] !== b[j]) continue;
      usedB[j] = true;
      matchedA.push(a[i]!);
      break;
    }
  }
  const m = matchedA.length;
  if (m === 0) return 0;
  const matchedB = [...b].filter((_, j) => usedB[j]);
  const transpositions = matchedA.filter((c, i) => c !== matchedB[i]).length / 2;
  const jaro = (m / a.length + m / b.length + (m - transpositions) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] !== undefined && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

const ampersandAsY = (core: string): string => core.replace(/ ?& ?/g, ' Y ').trim();

/** Same core → match; equal once `&` reads `Y`, or nearly equal (token set ≥ 0.9, Jaro-Winkler ≥ 0.92) → probable. */
export function compareBusinessNames(a: string, b: string): NameComparison {
  const x = normalizeBusinessName(a).core;
  const y = normalizeBusinessName(b).core;
  if (!x || !y) return 'no_match';
  if (x === y) return 'match';
  const fx = ampersandAsY(x);
  const fy = ampersandAsY(y);
  return tokenSetSimilarity(fx, fy) >= 0.9 || jaroWinkler(fx, fy) >= 0.92 ? 'probable_match' : 'no_match';
}

const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y']);

const personTokens = (name: string): string[] =>
  fold(name)
    .split(' ')
    .filter((t) => t && !PARTICLES.has(t));

/**
 * People's names in any order (the INE prints surnames first, actas given names first). The same words → match;
 * one word missing (usually the second surname) or a one-letter slip in a word → probable.
 */
export function comparePersonNames(a: string, b: string): NameComparison {
  const ta = personTokens(a);
  const tb = personTokens(b);
  if (!ta.length || !tb.length) return 'no_match';
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  if ([...short].sort().join(' ') === [...long].sort().join(' ')) return 'match';
  if (long.length - short.length > 1 || short.length < 2) return 'no_match';
  const left = [...long];
  for (const token of short) {
    const exact = left.indexOf(token);
    const scores = left.map((t) => jaroWinkler(t, token));
    const best = exact >= 0 ? exact : scores.indexOf(Math.max(...scores));
    if (best < 0 || (exact < 0 && scores[best]! < 0.92)) return 'no_match';
    left.splice(best, 1);
  }
  return 'probable_match';
}
