/**
 * Invented people, companies, addresses and the Mexican identifiers that go with them (RFC, CURP,
 * CLABE with valid check digits, written independently of bvs's validators from
 * /work/shared/mx/documents.md §3), and Spanish number and date words for notarial prose.
 */
import type { Rng } from './corpus-degrade';

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
export const digits = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => int(rng, 0, 9)).join('');

export const GIVEN_F = [
  'MARIA FERNANDA',
  'ANA LUCIA',
  'GABRIELA',
  'SOFIA',
  'VALERIA',
  'PATRICIA',
  'ROSA ELENA',
  'CLAUDIA',
  'XIMENA',
  'LETICIA',
];
export const GIVEN_M = [
  'JOSE ANTONIO',
  'LUIS ALBERTO',
  'JORGE',
  'RICARDO',
  'EDUARDO',
  'FRANCISCO JAVIER',
  'ALEJANDRO',
  'MIGUEL ANGEL',
  'RAUL',
  'HECTOR',
];
export const SURNAMES = [
  'HERNANDEZ',
  'GARCIA',
  'MARTINEZ',
  'LOPEZ',
  'GONZALEZ',
  'RODRIGUEZ',
  'PEREZ',
  'SANCHEZ',
  'RAMIREZ',
  'CRUZ',
  'FLORES',
  'GOMEZ',
  'MORALES',
  'VAZQUEZ',
  'REYES',
  'JIMENEZ',
  'TORRES',
  'DIAZ',
  'GUTIERREZ',
  'RUIZ',
  'MENDOZA',
  'AGUILAR',
  'ORTIZ',
  'CASTILLO',
  'ROMERO',
  'SALAZAR',
  'VELASCO',
  'IBARRA',
  'OROZCO',
  'ZAVALA',
];

export interface Place {
  state: string;
  stateCode: string; // CURP code
  inegi: string; // 2-digit INEGI code (INE clave de elector)
  city: string;
  district: string;
  plaza: string; // CLABE plaza
  cp: string;
  colonias: string[];
}

export const PLACES: Place[] = [
  {
    state: 'CIUDAD DE MEXICO',
    stateCode: 'DF',
    inegi: '09',
    city: 'CIUDAD DE MEXICO',
    district: 'BENITO JUAREZ',
    plaza: '180',
    cp: '03100',
    colonias: ['DEL VALLE CENTRO', 'NARVARTE PONIENTE', 'NAPOLES'],
  },
  {
    state: 'CIUDAD DE MEXICO',
    stateCode: 'DF',
    inegi: '09',
    city: 'CIUDAD DE MEXICO',
    district: 'MIGUEL HIDALGO',
    plaza: '180',
    cp: '11560',
    colonias: ['POLANCO V SECCION', 'ANZURES', 'LOMAS DE CHAPULTEPEC'],
  },
  {
    state: 'JALISCO',
    stateCode: 'JC',
    inegi: '14',
    city: 'GUADALAJARA',
    district: 'GUADALAJARA',
    plaza: '320',
    cp: '44160',
    colonias: ['AMERICANA', 'LAFAYETTE', 'ARCOS VALLARTA'],
  },
  {
    state: 'NUEVO LEON',
    stateCode: 'NL',
    inegi: '19',
    city: 'MONTERREY',
    district: 'MONTERREY',
    plaza: '580',
    cp: '64000',
    colonias: ['CENTRO', 'OBISPADO', 'MITRAS CENTRO'],
  },
  {
    state: 'PUEBLA',
    stateCode: 'PL',
    inegi: '21',
    city: 'PUEBLA',
    district: 'PUEBLA',
    plaza: '650',
    cp: '72000',
    colonias: ['CENTRO', 'LA PAZ', 'ANZURES'],
  },
  {
    state: 'QUERETARO',
    stateCode: 'QT',
    inegi: '22',
    city: 'SANTIAGO DE QUERETARO',
    district: 'QUERETARO',
    plaza: '680',
    cp: '76000',
    colonias: ['CENTRO', 'JARDINES DE LA HACIENDA', 'ALAMOS 2A SECCION'],
  },
  {
    state: 'YUCATAN',
    stateCode: 'YN',
    inegi: '31',
    city: 'MERIDA',
    district: 'MERIDA',
    plaza: '910',
    cp: '97000',
    colonias: ['CENTRO', 'GARCIA GINERES', 'ITZIMNA'],
  },
  {
    state: 'MEXICO',
    stateCode: 'MC',
    inegi: '15',
    city: 'TLALNEPANTLA DE BAZ',
    district: 'TLALNEPANTLA DE BAZ',
    plaza: '180',
    cp: '54080',
    colonias: ['CENTRO INDUSTRIAL TLALNEPANTLA', 'LOS REYES IXTACALA', 'VALLE DORADO'],
  },
];

export const STREETS = [
  'INSURGENTES SUR',
  'REFORMA',
  'MORELOS',
  'HIDALGO',
  'JUAREZ',
  'CONSTITUCION',
  'INDEPENDENCIA',
  'ZARAGOZA',
  'LOPEZ MATEOS',
  'VALLARTA',
  'DE LAS AMERICAS',
  'REVOLUCION',
  'UNIVERSIDAD',
  'PASEO DE LOS LEONES',
  'CINCO DE MAYO',
];
export const STREET_TYPES = ['CALLE', 'AVENIDA (AV.)', 'CALLE', 'BOULEVARD (BLVD.)'];

export interface Address {
  streetType: string;
  street: string;
  ext: string;
  int: string | null;
  colonia: string;
  place: Place;
  between: [string, string];
}

export function address(rng: Rng): Address {
  const place = pick(rng, PLACES);
  return {
    streetType: pick(rng, STREET_TYPES),
    street: pick(rng, STREETS),
    ext: String(int(rng, 1, 2999)),
    int: rng() < 0.4 ? pick(rng, ['PISO 3', 'LOCAL 4', 'DESPACHO 201', 'INT 5', 'OFICINA 12']) : null,
    colonia: pick(rng, place.colonias),
    place,
    between: [pick(rng, STREETS), pick(rng, STREETS)],
  };
}

// ── RFC (§3.2, §3.3) ────────────────────────────────────────────────────────
const ANEXO3 = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const ANEXO2 = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
const ANEXO1: Record<string, string> = { ' ': '00', '&': '10', Ñ: '40' };
'0123456789'.split('').forEach((d) => (ANEXO1[d] = `0${d}`));
'ABCDEFGHI'.split('').forEach((c, i) => (ANEXO1[c] = String(11 + i)));
'JKLMNOPQR'.split('').forEach((c, i) => (ANEXO1[c] = String(21 + i)));
'STUVWXYZ'.split('').forEach((c, i) => (ANEXO1[c] = String(32 + i)));

export function rfcCheckDigit(base: string): string {
  const padded = base.length === 11 ? ` ${base}` : base;
  const sum = padded.split('').reduce((s, c, i) => s + ANEXO3.indexOf(c) * (13 - i), 0);
  const r = sum % 11;
  return r === 0 ? '0' : r === 1 ? 'A' : String(11 - r);
}

export function homoclave(name: string): string {
  const codes = `0${name
    .split('')
    .map((c) => ANEXO1[c] ?? '00')
    .join('')}`;
  let sum = 0;
  for (let i = 0; i < codes.length - 1; i++)
    sum += (10 * Number(codes[i]) + Number(codes[i + 1])) * Number(codes[i + 1]);
  const n = sum % 1000;
  return ANEXO2[Math.floor(n / 34)]! + ANEXO2[n % 34]!;
}

const EXCLUDED = new Set([
  'EL',
  'LA',
  'LOS',
  'LAS',
  'DE',
  'DEL',
  'Y',
  'E',
  'EN',
  'CON',
  'POR',
  'PARA',
  'AL',
  'A',
]);
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

export function rfcMoral(denomination: string, incorporated: string): string {
  const words = denomination.split(' ').filter((w) => !EXCLUDED.has(w));
  const letters =
    words.length >= 3
      ? words[0]![0]! + words[1]![0]! + words[2]![0]!
      : words.length === 2
        ? words[0]![0]! + words[1]!.slice(0, 2)
        : words[0]!.slice(0, 3);
  const base = letters + yymmdd(incorporated) + homoclave(denomination);
  return base + rfcCheckDigit(base);
}

const VOWELS = 'AEIOU';
const firstInternal = (word: string, vowel: boolean) =>
  word
    .slice(1)
    .split('')
    .find((c) => (vowel ? VOWELS.includes(c) : !VOWELS.includes(c) && c >= 'A' && c <= 'Z')) ?? 'X';
const usableGiven = (given: string) => {
  const [first, second] = given.split(' ');
  return second && ['MARIA', 'JOSE'].includes(first!) ? second : first!;
};

export function rfcFisica(first: string, second: string, given: string, birth: string): string {
  const g = usableGiven(given);
  const base =
    first[0]! +
    firstInternal(first, true) +
    second[0]! +
    g[0]! +
    yymmdd(birth) +
    homoclave(`${first} ${second} ${given}`);
  return base + rfcCheckDigit(base);
}

// ── CURP (§3.6) ─────────────────────────────────────────────────────────────
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function curp(
  first: string,
  second: string,
  given: string,
  birth: string,
  sex: 'H' | 'M',
  state: string,
): string {
  const g = usableGiven(given);
  const body =
    first[0]! +
    firstInternal(first, true) +
    second[0]! +
    g[0]! +
    yymmdd(birth) +
    sex +
    state +
    firstInternal(first, false) +
    firstInternal(second, false) +
    firstInternal(g, false) +
    (Number(birth.slice(0, 4)) < 2000 ? '0' : 'A');
  const sum = body.split('').reduce((s, c, i) => s + CURP_ALPHABET.indexOf(c) * (18 - i), 0);
  return body + String((10 - (sum % 10)) % 10);
}

// ── CLABE (§3.4) ────────────────────────────────────────────────────────────
export function clabe(bank: string, plaza: string, account: string): string {
  const body = bank + plaza + account.padStart(11, '0');
  const sum = body.split('').reduce((s, d, i) => s + ((Number(d) * [3, 7, 1][i % 3]!) % 10), 0);
  return body + String((10 - (sum % 10)) % 10);
}

// ── ICAO check digit (§3.7) ─────────────────────────────────────────────────
export function icaoCheck(text: string): string {
  const value = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  return String(text.split('').reduce((s, c, i) => s + value(c) * [7, 3, 1][i % 3]!, 0) % 10);
}

// ── Spanish words ───────────────────────────────────────────────────────────
const UNITS = [
  'CERO',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISEIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDOS',
  'VEINTITRES',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISEIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function below1000(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts = h ? [HUNDREDS[h]!] : [];
  if (rest >= 30) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? ` Y ${UNITS[rest % 10]}` : ''));
  else if (rest > 0) parts.push(UNITS[rest]!);
  return parts.join(' ');
}

/** 1234567 → "UN MILLON DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE". */
export function numberWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions)
    parts.push(millions === 1 ? 'UN MILLON' : `${below1000(millions).replace(/UNO$/, 'UN')} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${below1000(thousands).replace(/UNO$/, 'UN')} MIL`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

export const MONTHS = [
  'ENERO',
  'FEBRERO',
  'MARZO',
  'ABRIL',
  'MAYO',
  'JUNIO',
  'JULIO',
  'AGOSTO',
  'SEPTIEMBRE',
  'OCTUBRE',
  'NOVIEMBRE',
  'DICIEMBRE',
];
export const MONTH_ABBR = [
  'ENE',
  'FEB',
  'MAR',
  'ABR',
  'MAY',
  'JUN',
  'JUL',
  'AGO',
  'SEP',
  'OCT',
  'NOV',
  'DIC',
];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
/** "18 DE ENERO DE 2018" (CSF). */
export const dateLong = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${String(d).padStart(2, '0')} DE ${MONTHS[m - 1]} DE ${y}`;
};
/** "dd/mm/yyyy". */
export const dateDmy = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
};
/** "15 MAY 26" (CFE). */
export const dateCfe = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${String(d).padStart(2, '0')} ${MONTH_ABBR[m - 1]} ${String(y).slice(2)}`;
};
/** "a los quince días del mes de marzo de dos mil veintiuno" (deeds). */
export const dateWords = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${d === 1 ? 'PRIMERO' : numberWords(d)} DE ${MONTHS[m - 1]} DE ${numberWords(y)}`;
};

export const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$50,000.00 (CINCUENTA MIL PESOS 00/100 M.N.)". */
export const moneyWords = (n: number) =>
  `$${money(n)} (${numberWords(Math.floor(n))}${Math.floor(n) % 1_000_000 === 0 ? ' DE' : ''} PESOS ${String(Math.round((n % 1) * 100)).padStart(2, '0')}/100 M.N.)`;

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
