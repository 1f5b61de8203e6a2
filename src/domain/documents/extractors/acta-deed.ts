/** The deed's heading and proemio (number, volume, date, place, notary) and its registration boleta. */
import { findSpanishWordsDate } from '../../mx/spanish-numbers';
import { findWordsDate } from './acta-words';
import type { Extraction } from '../extraction';
import { parseDmy } from '../text';
import { readName } from './acta-names';
import { readNumber } from './acta-figures';
import { type DeedText, nextMatch } from './acta-text';

const DEED_NUMBER =
  /\b(ESCRITURA|INSTRUMENTO|POLIZA|ACTA(?= [A-Z]+ (?:MIL|Y)\b| \d))(?: PUBLICA| PUBLICO| NOTARIAL| MERCANTIL)?(?: (?:NUMERO|NUM\.?(?![A-Z])|NO\.?(?![A-Z])|N\.))?(?: ?:)?(?= ?[\d(A-Z])/g;
// A heading "NÚMERO DIECIOCHO MIL …" on its own: the deed's number, unless it numbers something else
// ("Notario Público No. 34", also with PUBLICO spoilt by one letter as OCR reads letterheads: "Páblico").
const BARE_NUMBER = /\b(?:NUMERO|NUM\.|NO\.)(?: ?:)?(?= ?[\dA-Z])/g;
const NOT_THE_DEED =
  /\b(?:NOTARI[OA]|NOTARIAL|P[A-Z]?BLIC[OA]|REGISTRO|FOLIO|EXPEDIENTE|PERMISO|OFICIO|CLAVE|INSCRIPCION|ARTICULO|FRACCION|CEDULA|PASAPORTE|CREDENCIAL|SERIE|CUENTA|EXTERIOR|INTERIOR)\W*$/;
const VOLUME = /\b(?:VOLUMEN|LIBRO|[LI]?UBRO|TOMO)(?: NUMERO| NUM\.?| NO\.?)?(?: ?:)?/g;
const PROEMIO =
  /\bEN (?:LA |EL )?(?:HEROICA |H\. )?(?:CIUDAD|MUNICIPIO|VILLA|POBLACION|LOCALIDAD) DE ([A-ZÑ .]+?)(?=,| A LOS\b| A \d| EL DIA\b| SIENDO\b)/g;
/** "EN ESTA MISMA CIUDAD, SIENDO EL DÍA …": the notary's city, told where the date follows. */
const HERE_BEFORE_DATE = /\bEN ESTA (?:MISMA )?CIUDAD\b,?(?= (?:SIENDO|A LOS|A \d|EL DIA)\b)/g;
const PLACE_BEFORE_DATE =
  /(?:^|[.:-] |\bEN )(?:LA |EL )?(?:HEROICA |H\. )?(?:(?:CIUDAD|MUNICIPIO|VILLA|POBLACION|LOCALIDAD) DE )?([A-ZÑ][A-ZÑ .]{2,40}?),?(?: (?:DISTRITO FEDERAL|ESTADO DE [A-ZÑ ]+?),?)? (?:A|EL|EL DIA|SIENDO EL DIA)? ?$/;
const CDMX = /^(?:MEXICO|CIUDAD DE MEXICO|MEXICO,? DISTRITO FEDERAL|DISTRITO FEDERAL)$/;
/** Where the proemio ends: what comes after it is the deed's content. */
const PROEMIO_END = /\bHAGO CONST[A-Z]*\b|\bDOY FE\b|\bCOMPARECE(?:N)?\b|\bCONSTAR\b/g;

/** A place as one city: "MEXICO" of "EN LA CIUDAD DE MEXICO" is the capital, not the country. */
const city = (s: string): string => (CDMX.test(s.trim()) ? 'CIUDAD DE MEXICO' : s.trim());

/** The heading and proemio: from the start to a little past "HAGO CONSTAR" (or the first 3000 characters). */
export function headRegion(text: string): number {
  const end = nextMatch(text, PROEMIO_END, 0, 6000);
  return end ? Math.min(text.length, end.index + 400) : Math.min(text.length, 3000);
}

/** The deed's own number: "ESCRITURA PÚBLICA NÚMERO 12,345", "ESCRITURA: 98,333", or a bare "NÚMERO …" heading. */
function deedNumber(text: string, head: number) {
  for (
    let m = nextMatch(text, DEED_NUMBER, 0, head);
    m;
    m = nextMatch(text, DEED_NUMBER, m.index + 1, head)
  ) {
    const number = readNumber(text, m.index + m[0].length);
    if (number && number.value > 0) return { kind: m[1]!, start: m.index, head: m[0], number };
  }
  for (
    let m = nextMatch(text, BARE_NUMBER, 0, head);
    m;
    m = nextMatch(text, BARE_NUMBER, m.index + 1, head)
  ) {
    if (NOT_THE_DEED.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    const number = readNumber(text, m.index + m[0].length);
    if (!number || number.value <= 0 || /^ ?(?:DE|DEL)\b/.test(text.slice(number.end, number.end + 5)))
      continue;
    return { kind: 'ESCRITURA', start: m.index, head: m[0], number };
  }
  return null;
}

export function findDeed(deed: DeedText, warnings: string[]): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  const head = headRegion(text);
  const found = deedNumber(text, head);
  if (found) {
    const { number } = found;
    fields['deed.number'] = deed.field(String(number.value), found.start, number.end);
    const kind =
      found.kind === 'POLIZA' ? 'poliza' : found.kind === 'INSTRUMENTO' ? 'instrumento' : 'escritura';
    fields['deed.kind'] = deed.field(kind, found.start, found.start + found.head.length);
    if (number.mismatch)
      warnings.push(`deed.number: the digits ${number.value} disagree with the words "${number.mismatch}"`);
  }
  for (let m = nextMatch(text, VOLUME, 0, 4000); m; m = nextMatch(text, VOLUME, m.index + 1, 4000)) {
    const volume = readNumber(text, m.index + m[0].length);
    if (!volume) continue;
    fields['deed.volume'] = deed.field(String(volume.value), m.index, volume.end);
    break;
  }
  Object.assign(fields, dateAndPlace(deed, found ? found.start : 0, head));
  return fields;
}

/** The date of the proemio (the first one after the number), and the place named just before a date. */
function dateAndPlace(deed: DeedText, from: number, head: number): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  for (let at = from; at < head;) {
    const date = findWordsDate(text.slice(at, head));
    if (!date) break;
    const start = at + date.start;
    fields['deed.date'] ??= deed.field(date.date, start, at + date.end);
    const before = text.slice(Math.max(from, start - 80), start);
    const place = PLACE_BEFORE_DATE.exec(before);
    if (/\bEN ESTA (?:MISMA )?CIUDAD\b/.test(before)) {
      fields['deed.place'] = deed.field(HERE, start - before.length, start);
      break;
    }
    if (place && !/\b(?:NOTARI\w*|HAGO|ANTE|DIA|MES|FECHA)\b/.test(place[1]!)) {
      // Specks a scan leaves before the place ("OT O MEXICO") are no part of it.
      const value = city(place[1]!.replace(/ ?\.$/, '').replace(/^(?:[A-Z]{1,2} )+(?=[A-Z]{3})/, ''));
      fields['deed.place'] = deed.field(value, start - before.length + place.index, start);
      break;
    }
    at = at + date.end;
  }
  const proemio = nextMatch(text, PROEMIO, from, head);
  if (!fields['deed.place'] && proemio)
    fields['deed.place'] = deed.field(city(proemio[1]!), proemio.index, proemio.index + proemio[0].length);
  // A date OCR could not read (a seal over the year) leaves its place: "EN ESTA MISMA CIUDAD, SIENDO EL DÍA".
  const here = fields['deed.place'] ? null : nextMatch(text, HERE_BEFORE_DATE, from, head);
  if (here) fields['deed.place'] = deed.field(HERE, here.index, here.index + here[0].length);
  return fields;
}

/** The proemio's "EN ESTA MISMA CIUDAD": the notary's city, filled in once that is known. */
export const HERE = 'EN ESTA CIUDAD';

const ANTE = /\bANTE (?:MI|NOS|LA FE DE(?:L| LA)?)\b|\bYO,? (?=[A-ZÑ])/g;
const NOTARY_TITLES =
  /^(?:[ ,:]|\b(?:LICENCIAD[OA]|LIC\.?|DOCTOR(?:A)?|DR\.?|DRA\.?|ABOGAD[OA]|EL|LA|Y|NOTARI[OA]|PUBLIC[OA]|TITULAR|SEÑOR(?:A)?|DON|DOÑA|EN DERECHO)\b)+/;
const NOTARY_AFTER_NAME = /^,? ?(?:TITULAR DE LA |TITULAR DEL |EL |LA )?(?:NOTARI[OA]|CORREDOR)/;
const NOTARY_NUMBER =
  /\b(NOTARI[OA]|CORREDOR[A]?|CORREDURIA)(?: PUBLIC[OA])?(?: TITULAR)?(?: (?:DE LA|DEL) (?:NOTARIA|CORREDURIA)(?: PUBLICA)?)?(?: (?:NUMERO|NUM\.?(?![A-Z])|NO\.?(?![A-Z])|N\.))?(?: ?:)?(?= ?[\dA-Z(])|\b(NUMERO|NUM\.|NO\.)(?= ?[\dA-Z(])/g;
const STATE = /\bESTADO (?:LIBRE Y SOBERANO )?DE ([A-ZÑ ]+?)(?=,|\.|$| CON\b| Y\b| HAGO\b| NUMERO\b)/;
const PLACE_PAIR =
  /^,? ?(?:DE|DEL|EN) (?:LA CIUDAD DE |ESTA CIUDAD DE |LA MUNICIPALIDAD DE |EL MUNICIPIO DE |ESTE MUNICIPIO DE |LA PLAZA DE(?:L ESTADO DE)? )?([A-ZÑ ]+?)(?:, ([A-ZÑ ]+?))?(?=,|\.|$| CON\b| HAGO\b| QUIEN\b)/;
const SEAT =
  /\bCON (RESIDENCIA|SEDE|DOMICILIO|EJERCICIO|ADSCRIPCION) EN (?:LA CIUDAD DE |EL MUNICIPIO DE |ESTA CIUDAD DE )?([A-ZÑ ]+?)(?=,|\.|$| Y\b| HAGO\b| CON\b| EN\b)/g;

/** The notary's name in the proemio: after "ANTE MÍ" or "YO," and titles, or just before ", NOTARIO". */
function notaryName(text: string, head: number) {
  for (let m = nextMatch(text, ANTE, 0, head); m; m = nextMatch(text, ANTE, m.index + 1, head)) {
    const at = m.index + m[0].length;
    const titles = NOTARY_TITLES.exec(text.slice(at, at + 80));
    const name = readName(text, at + (titles?.[0].length ?? 0));
    if (name && name.start - at < 90) return name;
  }
  for (let p = 0; p < head; p = text.indexOf(' ', p + 1)) {
    if (p < 0) break;
    const name = readName(text, p);
    if (name && name.end < head && NOTARY_AFTER_NAME.test(text.slice(name.end, name.end + 30))) return name;
  }
  return null;
}

export function findNotary(deed: DeedText): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  const head = headRegion(text);
  const name = notaryName(text, head);
  if (name) fields['notary.name'] = deed.field(name.name, name.start, name.end);
  const from = name ? name.start : 0;
  const to = Math.min(head, from + 700);
  for (
    let m = nextMatch(text, NOTARY_NUMBER, from, to);
    m;
    m = nextMatch(text, NOTARY_NUMBER, m.index + 1, to)
  ) {
    if (m[2] && /\b(?:REGISTRO|FOLIO|ESCRITURA|VOLUMEN|LIBRO)\W*$/.test(text.slice(m.index - 20, m.index)))
      continue;
    const number = readNumber(text, m.index + m[0].length);
    if (!number || number.value <= 0 || number.value > 999) continue;
    if (/^ ?DE REGISTRO\b/.test(text.slice(number.end, number.end + 12))) continue;
    const kind = (m[1] ?? 'NOTARIO').startsWith('CORRED') ? 'corredor' : 'notario';
    fields['notary.kind'] = deed.field(kind, m.index, m.index + m[0].length);
    fields['notary.number'] = deed.field(String(number.value), m.index, number.end);
    return { ...fields, ...notaryPlace(deed, from, number.end, Math.min(head, number.end + 300)) };
  }
  return fields;
}

/** "… NÚMERO 45, CON EJERCICIO EN … EL ESTADO DE NUEVO LEÓN, CON RESIDENCIA EN MONTERREY": entity and city. */
function notaryPlace(deed: DeedText, from: number, after: number, to: number): Extraction {
  const fields: Extraction = {};
  const tail = deed.text.slice(from, to);
  const stop = tail.search(/\bHAGO CONSTAR\b|\bCERTIFICO\b|;/);
  const scope = stop > 0 ? tail.slice(0, stop) : tail;
  const put = (path: string, value: string, m: RegExpExecArray | RegExpMatchArray) =>
    (fields[path] = deed.field(value, from + m.index!, from + m.index! + m[0].length));
  const state = STATE.exec(scope);
  const cdmx = /CIUDAD DE MEXICO|DISTRITO FEDERAL/.exec(scope);
  const pairAt = Math.min(after - from, scope.length);
  const pairMatch = PLACE_PAIR.exec(scope.slice(pairAt));
  const pair = pairMatch && Object.assign(pairMatch, { index: pairMatch.index + pairAt });
  if (state) put('notary.entity', state[1]!, state);
  else if (cdmx) put('notary.entity', cdmx[0], cdmx);
  else if (pair) put('notary.entity', pair[2] ?? pair[1]!, pair);
  const seats = [...scope.matchAll(SEAT)].filter((s) => !/DISTRITO|ESTADO|PARTIDO|REGISTRAL/.test(s[2]!));
  const seat = seats.find((s) => s[1] !== 'EJERCICIO') ?? seats[0];
  if (seat) put('notary.city', city(seat[2]!), seat);
  else if (pair?.[2] && !state) put('notary.city', city(pair[1]!), pair);
  else if (cdmx) put('notary.city', 'CIUDAD DE MEXICO', cdmx);
  return fields;
}

const FME =
  /\bFOLIO MERCANTIL(?: ELECTRONICO)?(?: (?:NUMERO|NUM\.?|NO\.?))?(?: ?:)? ?(N ?- ?\d{6,12}(?:-\d+)?|\d{1,10}(?: ?\* ?\d+)?)\b/g;
const REGISTERED_ON =
  /\bFECHA DE (?:INSCRIPCION|REGISTRO)|\b(?:INSCRIT[OA]|REGISTRAD[OA])(?: EL\b|\b[^;]{0,200}?\b(?:EL DIA|CON FECHA|EN FECHA)\b)|\bEL DIA\b/g;
const OFFICE =
  /\bOFICINA(?: REGISTRAL)?(?: ?:)? (?:DE )?([A-ZÑ ]+?)(?=,|\.|$| FECHA\b| ACTO\b| NUMERO\b| BAJO\b)|\bREGISTRO PUBLICO DE (?:LA PROPIEDAD Y DEL? )?COMERCIO (?:DE|DEL|EN) (?:LA CIUDAD DE |ESTA CIUDAD DE |EL MUNICIPIO DE )?([A-ZÑ ]+?)(?=,|\.|$| BAJO\b| CON\b| FECHA\b| EN\b)/g;

/** The first registration date after a label in [from, to), in digits (`22/04/2021`) or words. */
function registeredOn(
  text: string,
  from: number,
  to: number,
): { date: string; start: number; end: number } | null {
  for (
    let m = nextMatch(text, REGISTERED_ON, from, to);
    m;
    m = nextMatch(text, REGISTERED_ON, m.index + 1, to)
  ) {
    const at = m.index + m[0].length;
    const after = text.slice(at, at + 140);
    const dmy = /\d{1,2}[/-]\d{1,2}[/-]\d{4}/.exec(after);
    const words = findSpanishWordsDate(after);
    if (dmy && (!words || dmy.index < words.start)) {
      const date = parseDmy(dmy[0]);
      if (date) return { date, start: m.index, end: at + dmy.index + dmy[0].length };
    } else if (words) return { date: words.date, start: m.index, end: at + words.end };
  }
  return null;
}

/** The last boleta wins: an assembly's own registration comes after the constitution it recounts. */
export function findRegistration(deed: DeedText): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  const all = [...text.matchAll(FME)];
  const fme = all[all.length - 1];
  if (!fme) return fields;
  const folio = fme[1]!.replace(/ /g, '').replace(/^N(?=\d)/, 'N-');
  fields['registration.folio_mercantil'] = deed.field(folio, fme.index, fme.index + fme[0].length);
  const from = Math.max(0, fme.index - 400);
  const to = Math.min(text.length, fme.index + 600);
  const date = registeredOn(text, fme.index, to) ?? registeredOn(text, from, fme.index);
  if (date) fields['registration.date'] = deed.field(date.date, date.start, date.end);
  const office = nextMatch(text, OFFICE, from, to);
  const place = office && (office[1] ?? office[2]);
  if (office && place)
    fields['registration.place'] = deed.field(city(place), office.index, office.index + office[0].length);
  return fields;
}
