/** The deed's heading and proemio (number, volume, date, place, notary) and its registration boleta. */
import { findSpanishWordsDate } from '../../mx/spanish-numbers';
import type { Extraction } from '../extraction';
import { parseDmy } from '../text';
import { readName } from './acta-names';
import { readNumber } from './acta-figures';
import { type DeedText, nextMatch } from './acta-text';

const DEED_NUMBER =
  /\b(ESCRITURA|INSTRUMENTO|POLIZA)(?: PUBLICA| PUBLICO| NOTARIAL| MERCANTIL)? (?:NUMERO|NUM\.?|NO\.?|N\.)(?: ?:)?/g;
const VOLUME = /\b(?:VOLUMEN|LIBRO|TOMO)(?: NUMERO| NUM\.?| NO\.?)?(?: ?:)?/g;
const PROEMIO =
  /\bEN (?:LA |EL )?(?:HEROICA |H\. )?(?:CIUDAD|MUNICIPIO|VILLA|POBLACION|LOCALIDAD) DE ([A-ZÑ .]+?)(?=,| A LOS\b| A \d| EL DIA\b| SIENDO\b)/g;
const CDMX = /^(?:MEXICO|CIUDAD DE MEXICO|MEXICO DISTRITO FEDERAL)$/;

/** A place as one city: "MEXICO" of "EN LA CIUDAD DE MEXICO" is the capital, not the country. */
const city = (s: string): string => (CDMX.test(s.trim()) ? 'CIUDAD DE MEXICO' : s.trim());

export function findDeed(deed: DeedText, warnings: string[]): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  const head = nextMatch(text, DEED_NUMBER, 0);
  const number = head && readNumber(text, head.index + head[0].length);
  if (head && number) {
    fields['deed.number'] = deed.field(String(number.value), head.index, number.end);
    const kind = head[1] === 'POLIZA' ? 'poliza' : head[1] === 'INSTRUMENTO' ? 'instrumento' : 'escritura';
    fields['deed.kind'] = deed.field(kind, head.index, head.index + head[0].length);
    if (number.mismatch)
      warnings.push(`deed.number: the digits ${number.value} disagree with the words "${number.mismatch}"`);
  }
  for (let m = nextMatch(text, VOLUME, 0, 4000); m; m = nextMatch(text, VOLUME, m.index + 1, 4000)) {
    const volume = readNumber(text, m.index + m[0].length);
    if (!volume) continue;
    fields['deed.volume'] = deed.field(String(volume.value), m.index, volume.end);
    break;
  }
  const proemio = nextMatch(text, PROEMIO, 0);
  if (proemio) {
    fields['deed.place'] = deed.field(city(proemio[1]!), proemio.index, proemio.index + proemio[0].length);
    const window = text.slice(proemio.index, proemio.index + 500);
    const date = findSpanishWordsDate(window);
    if (date)
      fields['deed.date'] = deed.field(date.date, proemio.index + date.start, proemio.index + date.end);
  }
  return fields;
}

const ANTE = /\bANTE (?:MI|NOS|LA FE DE(?:L| LA)?)\b/g;
const NOTARY_NUMBER =
  /\b(NOTARI[OA]|CORREDOR[A]?|CORREDURIA)(?: PUBLIC[OA])?(?: TITULAR)?(?: (?:DE LA|DEL) (?:NOTARIA|CORREDURIA)(?: PUBLICA)?)? (?:NUMERO|NUM\.?|NO\.?|N\.)(?: ?:)?/g;
const STATE = /\bESTADO (?:LIBRE Y SOBERANO )?DE ([A-ZÑ ]+?)(?=,|\.|$| CON\b| Y\b| HAGO\b)/;
const PLACE_PAIR =
  /^,? ?(?:DE|DEL|EN) (?:LA CIUDAD DE |ESTA CIUDAD DE |LA MUNICIPALIDAD DE |EL MUNICIPIO DE |ESTE MUNICIPIO DE |LA PLAZA DE(?:L ESTADO DE)? )?([A-ZÑ ]+?)(?:, ([A-ZÑ ]+?))?(?=,|\.|$| CON\b| HAGO\b| QUIEN\b)/;
const SEAT =
  /\bCON (RESIDENCIA|SEDE|DOMICILIO|EJERCICIO|ADSCRIPCION) EN (?:LA CIUDAD DE |EL MUNICIPIO DE |ESTA CIUDAD DE )?([A-ZÑ ]+?)(?=,|\.|$| Y\b| HAGO\b| CON\b)/g;

export function findNotary(deed: DeedText): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  const ante = nextMatch(text, ANTE, 0);
  const from = ante ? ante.index : 0;
  const num = nextMatch(text, NOTARY_NUMBER, from, ante ? from + 600 : text.length);
  const name = ante && readName(text, ante.index + ante[0].length);
  if (name && (!num || name.end < num.index))
    fields['notary.name'] = deed.field(name.name, name.start, name.end);
  if (!num) return fields;
  const kind = num[1]!.startsWith('CORRED') ? 'corredor' : 'notario';
  fields['notary.kind'] = deed.field(kind, num.index, num.index + num[0].length);
  const number = readNumber(text, num.index + num[0].length);
  if (!number) return fields;
  fields['notary.number'] = deed.field(String(number.value), num.index, number.end);
  return { ...fields, ...notaryPlace(deed, number.end) };
}

/** "… NÚMERO 45, CON EJERCICIO EN … EL ESTADO DE NUEVO LEÓN, CON RESIDENCIA EN MONTERREY": entity and city. */
function notaryPlace(deed: DeedText, from: number): Extraction {
  const fields: Extraction = {};
  const tail = deed.text.slice(from, from + 300);
  const stop = tail.search(/\bHAGO CONSTAR\b|\bCERTIFICO\b|;/);
  const scope = stop > 0 ? tail.slice(0, stop) : tail;
  const put = (path: string, value: string, m: RegExpExecArray | RegExpMatchArray) =>
    (fields[path] = deed.field(value, from + m.index!, from + m.index! + m[0].length));
  const state = STATE.exec(scope);
  const cdmx = /CIUDAD DE MEXICO|DISTRITO FEDERAL/.exec(scope);
  const pair = PLACE_PAIR.exec(scope);
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
