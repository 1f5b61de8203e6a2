/**
 * Which kind of document a text is, by fingerprint: each type has weighted phrases, and its score is the
 * weighted share of them found (../shared/mx/documents.md §1.8, §3.7, §5, §6). Words are compared folded
 * (no accents, upper case) and, when long, within one or two typos, so that an OCR'd copy still scores.
 */

import {
  EXTRACTABLE_TYPES,
  type Classification,
  type DocumentText,
  type ExtractableType,
} from './extraction';
import { fold } from './text';
import { distance as levenshtein } from 'fastest-levenshtein';

/** A fingerprint phrase: alternatives split on ` / `; in each, `A|B` is a choice of word and `WORD*` a prefix. */
interface Phrase {
  label: string;
  any: readonly string[];
  weight: number;
}

interface Fingerprint {
  phrases: readonly Phrase[];
  /**
   * What a notarial deed records, counted only for the type whose act is named first: an acta constitutiva
   * also grants powers and an acta de asamblea recalls the company's constitution, but each names its own
   * act in its heading.
   */
  act?: Phrase;
  /** A phrase specific enough to decide alone (the INE's MRZ), with the score it guarantees. */
  decisive?: { phrase: Phrase; score: number };
  /** A value whose shape decides alone (a clave de elector), matched on the text's words. */
  shape?: { pattern: RegExp; label: string; score: number };
}

/**
 * A clave de elector (6 letters, birth date, state, sex, homoclave; O/I read for 0/1 in the digits) or the opening of
 * an INE's MRZ (`IDMEX` and the CIC, I read as 1): only the INE prints either.
 */
const INE_VALUES = /^(?:[A-Z]{6}[0-9OIL]{8}[HM][0-9OIL]{3}|[I1L]DMEX[0-9OIL]{6,})/;

const p = (weight: number, spec: string, label = spec): Phrase => ({ weight, label, any: spec.split(' / ') });

const DEED = p(1, 'ESCRITURA|INSTRUMENTO|POLIZA');
const NOTARY = p(1, 'NOTARI*|CORREDOR');
const MRZ = p(1, 'IDMEX*');

const FINGERPRINTS: Readonly<Record<ExtractableType, Fingerprint>> = {
  csf_mx: {
    phrases: [
      p(2, 'CONSTANCIA DE SITUACION FISCAL'),
      p(2, 'CEDULA DE IDENTIFICACION FISCAL'),
      p(1, 'IDCIF'),
      // "Datos" is the word a blurred or cropped heading loses first; layouts before 2020 print "Datos de
      // Ubicación" where later ones print "Datos del domicilio registrado".
      p(1, 'IDENTIFICACION DEL CONTRIBUYENTE'),
      p(1, 'DATOS DEL DOMICILIO REGISTRADO / DATOS DE UBICACION', 'DATOS DEL DOMICILIO REGISTRADO'),
      p(1, 'ESTATUS EN EL PADRON'),
      // The cédula's own labels, on the first page of every layout since 2014: a photo of that page
      // alone, its title spoilt ("FEEDULA DE IDENTIFICACION"), is still told by them.
      p(1, 'LUGAR Y FECHA DE EMISION'),
      p(1, 'FECHA INICIO DE OPERACIONES'),
      p(1, 'FECHA DE ULTIMO CAMBIO DE ESTADO'),
      p(1, 'ACTIVIDADES ECONOMICAS'),
      p(1, 'REGIMENES'),
      p(1, 'CADENA ORIGINAL SELLO'),
    ],
  },
  ac_mx: {
    act: p(
      3,
      // The statutes' first clause names the company in the future ("La sociedad se denominará"): what a
      // constitution writes, where a seal or a speck has taken the heading that names the act.
      'CONSTITUTIVA / CONSTITUCION DE LA|UNA SOCIEDAD / CONSTITUCION DE SOCIEDAD / CONTRATO DE SOCIEDAD / ' +
        'LA SOCIEDAD SE DENOMINARA / LA DENOMINACION DE LA SOCIEDAD SERA / ' +
        // "HAGO CONSTAR … LA SOCIEDAD ANONIMA DE CAPITAL VARIABLE que constituyen EL GOBIERNO FEDERAL …"
        'VARIABLE|ANONIMA|CIVIL|LIMITADA QUE CONSTITUYEN|CONSTITUYE',
      'the deed opens with a constitution',
    ),
    phrases: [
      DEED,
      NOTARY,
      p(1, 'CONSTITU*'),
      p(1, 'ESTATUTOS'),
      p(1, 'CAPITAL SOCIAL'),
      p(1, 'DENOMINACI*'),
      p(1, 'OBJETO'),
      p(1, 'DURACI*'),
    ],
  },
  aa_mx: {
    act: p(
      3,
      'ACTA DE ASAMBLEA / ASAMBLEA GENERAL / ASAMBLEA ORDINARIA|EXTRAORDINARIA / PROTOCOLIZACI*',
      'the deed opens with an assembly',
    ),
    phrases: [
      p(
        2,
        'ASAMBLEA GENERAL ORDINARIA|EXTRAORDINARIA DE ACCIONISTAS|SOCIOS / ASAMBLEA GENERAL DE ACCIONISTAS|SOCIOS',
      ),
      p(1, 'PROTOCOLIZACI*'),
      p(1, 'ORDEN DEL DIA'),
      p(1, 'ACUERDOS|RESOLUCIONES'),
      p(1, 'LISTA DE ASISTENCIA / ESCRUTADOR*'),
      DEED,
      NOTARY,
    ],
  },
  pw_mx: {
    act: p(
      3,
      'OTORGAMIENTO DE PODER* / PODER GENERAL|ESPECIAL|IRREVOCABLE / PODERDANTE',
      'the deed opens with a power of attorney',
    ),
    phrases: [
      p(2, 'PODER GENERAL / OTORGAMIENTO DE PODER*'),
      p(1, 'PODERDANTE|APODERADO*|MANDATARIO*'),
      p(1, 'PLEITOS Y COBRANZAS'),
      p(1, 'ACTOS DE ADMINISTRACION|DOMINIO'),
      p(1, 'FACULTADES'),
      DEED,
      NOTARY,
    ],
  },
  bank_statement: {
    phrases: [
      p(2, 'ESTADO DE CUENTA'),
      p(2, 'CLABE'),
      p(1, 'PERIODO'),
      p(1, 'SALDO'),
      p(1, 'FECHA DE CORTE'),
      p(1, 'DEPOSITOS|ABONOS'),
      p(1, 'RETIROS|CARGOS'),
      p(1, 'MOVIMIENTOS'),
    ],
  },
  person_id: {
    phrases: [
      p(2, 'INSTITUTO NACIONAL|FEDERAL ELECTORAL / PASAPORTE', 'INSTITUTO NACIONAL ELECTORAL'),
      p(2, 'CREDENCIAL PARA VOTAR / ESTADOS UNIDOS MEXICANOS', 'CREDENCIAL PARA VOTAR'),
      p(1, 'CLAVE DE ELECTOR'),
      p(1, 'CURP'),
      p(1, 'VIGENCIA'),
      p(1, 'SECCION'),
      p(1, 'FECHA DE NACIMIENTO'),
      MRZ,
    ],
    decisive: { phrase: MRZ, score: 0.8 },
    shape: { pattern: INE_VALUES, label: 'a clave de elector or an INE MRZ', score: 0.8 },
  },
  proof_address: {
    phrases: [
      p(
        2,
        'COMISION FEDERAL DE ELECTRICIDAD / CFE SUMINISTRADOR* / TELEFONOS DE MEXICO / TELMEX / AGUA / NATURGY / ' +
          'GAS NATURAL / IZZI / TOTALPLAY / MEGACABLE / ENGIE / SIAPA / SACMEX',
        'a utility',
      ),
      p(2, 'TOTAL A PAGAR'),
      p(1, 'PERIODO FACTURADO|CONSUMO / MES DE FACTURACION / KWH / BIMESTRE', 'PERIODO FACTURADO|CONSUMO'),
      p(1, 'SERVICIO*'),
      p(1, 'NO|NUMERO|NUM DE SERVICIO|CONTRATO / TELEFONO', 'NO|NUMERO|NUM DE SERVICIO'),
      p(1, 'DOMICILIO / DIRECCION DEL SERVICIO / SUMINISTRO DE GAS|AGUA|ENERGIA', 'DOMICILIO'),
      p(1, 'LIMITE DE PAGO / PAGAR ANTES DE', 'FECHA LIMITE DE PAGO / PAGAR ANTES DE'),
      // Bills printed as a CFDI (natural gas, some water utilities) are receipts too.
      p(1, 'RECIBO / BOLETA / CORTE A PARTIR / COMPROBANTE FISCAL DIGITAL / FOLIO FISCAL', 'RECIBO'),
    ],
  },
};

const THRESHOLD = 0.5;
const MARGIN = 0.15;
/** Deeds name their act in the heading or the notary's opening paragraph. */
const HEAD_TOKENS = 1000;
/** Enough of a long deed to classify it, and a bound on the work. */
const MAX_TOKENS = 30000;

/** Optimal string alignment distance: edits plus adjacent swaps, the usual OCR and typing errors. */
function distance(a: string, b: string): number {
  const w = b.length + 1;
  const d = new Array<number>((a.length + 1) * w).fill(0);
  for (let i = 0; i <= a.length; i++) d[i * w] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[(i - 1) * w + j]! + 1, d[i * w + j - 1]! + 1, d[(i - 1) * w + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * w + j - 2]! + 1);
      }
      d[i * w + j] = best;
    }
  }
  return d[a.length * w + b.length]!;
}

function wordMatches(option: string, token: string): boolean {
  const prefix = option.endsWith('*');
  const want = prefix ? option.slice(0, -1) : option;
  const got = prefix ? token.slice(0, want.length) : token;
  if (got === want) return true;
  const typos = want.length >= 12 ? 2 : want.length >= 6 ? 1 : 0;
  if (typos === 0 || Math.abs(got.length - want.length) > typos) return false;
  // Levenshtein (bit-parallel, no allocation) first: a swap costs it two edits where it costs this
  // one, so it is never below this distance nor above twice it. A long deed's thousands of distinct
  // words are mostly told apart there.
  const edits = levenshtein(want, got);
  return edits <= typos || (edits <= 2 * typos && distance(want, got) <= typos);
}

/** The document's words, and for each word option the set of words it matches, computed once per option. */
interface Words {
  tokens: readonly string[];
  matches: (option: string, token: string) => boolean;
  /** Where each distinct token occurs, in order. */
  positions: ReadonlyMap<string, readonly number[]>;
  /** The distinct tokens an option matches. */
  matching: (option: string) => ReadonlySet<string>;
}

function words(text: string): Words {
  const tokens = fold(text)
    .split(/[^A-Z0-9Ñ]+/u)
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const at = positions.get(token);
    if (at) at.push(i);
    else positions.set(token, [i]);
  });
  const cache = new Map<string, Set<string>>();
  const matching = (option: string) => {
    let set = cache.get(option);
    if (!set)
      cache.set(option, (set = new Set([...positions.keys()].filter((word) => wordMatches(option, word)))));
    return set;
  };
  return { tokens, matches: (option, token) => matching(option).has(token), positions, matching };
}

/** Token index where the phrase first occurs before `limit`, or -1. */
function find(
  { tokens, matches, positions, matching }: Words,
  phrase: Phrase,
  limit = tokens.length,
): number {
  let first = -1;
  for (const alternative of phrase.any) {
    const options = alternative.split(' ').map((word) => word.split('|'));
    const end = Math.min(limit, first < 0 ? tokens.length : first) - options.length;
    // Only where the first word matches (a long deed has thousands of tokens, a phrase few starts).
    const starts = options[0]!
      .flatMap((option) => [...matching(option)].flatMap((word) => positions.get(word) ?? []))
      .sort((a, b) => a - b);
    for (const i of starts) {
      if (i > end) break;
      if (options.every((choice, k) => choice.some((option) => matches(option, tokens[i + k]!)))) {
        first = i;
        break;
      }
    }
  }
  return first;
}

function score(tokens: Words, fingerprint: Fingerprint, leads: boolean) {
  const phrases = fingerprint.act ? [...fingerprint.phrases, fingerprint.act] : fingerprint.phrases;
  const found = fingerprint.phrases.filter((phrase) => find(tokens, phrase) >= 0);
  if (leads && fingerprint.act) found.push(fingerprint.act);
  const total = phrases.reduce((sum, phrase) => sum + phrase.weight, 0);
  let share = found.reduce((sum, phrase) => sum + phrase.weight, 0) / total;
  const decisive = fingerprint.decisive;
  if (decisive && find(tokens, decisive.phrase) >= 0) share = Math.max(share, decisive.score);
  const shape = fingerprint.shape;
  const shaped = shape ? tokens.tokens.some((t) => shape.pattern.test(t)) : false;
  // Listed only when it decided: a card whose phrases already scored as much needs no more.
  const decided = shape !== undefined && shaped && share < shape.score;
  if (decided) share = shape.score;
  const matched = [...found.map((phrase) => phrase.label), ...(decided ? [shape.label] : [])];
  return { score: Math.round(share * 1000) / 1000, matched };
}

/** The notarial type whose act the deed names first, if any. */
function leadingAct(tokens: Words): ExtractableType | null {
  let lead: { type: ExtractableType; at: number } | null = null;
  for (const type of EXTRACTABLE_TYPES) {
    const act = FINGERPRINTS[type].act;
    const at = act ? find(tokens, act, HEAD_TOKENS) : -1;
    if (at >= 0 && (!lead || at < lead.at)) lead = { type, at };
  }
  return lead?.type ?? null;
}

export function classify(doc: DocumentText): Classification {
  const tokens = words(doc.pages.map((page) => page.text).join('\n'));
  const lead = leadingAct(tokens);
  const results = EXTRACTABLE_TYPES.map((type) => ({
    type,
    ...score(tokens, FINGERPRINTS[type], type === lead),
  }));
  const ranked = [...results].sort((a, b) => b.score - a.score);
  const [best, second] = ranked as [(typeof results)[number], (typeof results)[number]];
  // Deeds share their vocabulary (an acta constitutiva grants powers as a poder does): the act the
  // heading names decides between them, so the margin is kept only against the other kinds of document.
  const isDeed = (type: string) => FINGERPRINTS[type as ExtractableType]?.act !== undefined;
  const rival = best.type === lead ? ranked.find((r) => r !== best && !isDeed(r.type)) : second;
  const clear = best.score >= THRESHOLD && best.score - (rival?.score ?? 0) >= MARGIN;
  return {
    type: clear ? best.type : 'unknown',
    scores: Object.fromEntries(results.map((r) => [r.type, r.score])),
    matched: clear ? best.matched : [],
  };
}
