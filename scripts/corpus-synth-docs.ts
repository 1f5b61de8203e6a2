/**
 * The synthetic documents: each function takes an invented subject and returns the pages (in the
 * real layouts of /work/shared/mx/documents.md) and the values a reader must find, straight from the
 * generator's input.
 */
import type { Rng } from './corpus-degrade';
import * as d from './corpus-synth-data';
import { LETTER, type FontName, type Item, type Page, wrap } from './corpus-synth-layout';

export interface Drawn {
  itemType: string;
  producer: string;
  pages: Page[];
  expected: Record<string, unknown>;
  /** Expected values that only the first page carries (what a photo of page 1 can still give). */
  firstPage: string[];
}

class Sheet {
  readonly page: Page;
  constructor(size: { width: number; height: number }) {
    this.page = { ...size, items: [] };
  }
  text(
    x: number,
    y: number,
    text: string,
    size = 8,
    font: FontName = 'sans',
    more: Partial<Item> = {},
  ): void {
    this.page.items.push({ kind: 'text', x, y, text, size, font, ...more } as Item);
  }
  rect(x: number, y: number, w: number, h: number, fill?: number, stroke?: number): void {
    this.page.items.push({ kind: 'rect', x, y, w, h, fill, stroke });
  }
  qr(x: number, y: number, size: number, data: string): void {
    this.page.items.push({ kind: 'qr', x, y, size, data });
  }
  /** Wrapped text from (x, y) within `width`; returns the y after it. */
  para(
    x: number,
    y: number,
    width: number,
    text: string,
    size = 8,
    font: FontName = 'sans',
    lead = 1.35,
  ): number {
    for (const line of wrap(text, font, size, width)) {
      this.text(x, y, line, size, font);
      y += size * lead;
    }
    return y;
  }
}

// ── CSF ─────────────────────────────────────────────────────────────────────
const ACTIVITIES = [
  'Comercio al por mayor de equipo y accesorios de cómputo',
  'Servicios de consultoría en computación',
  'Otros servicios de apoyo a los negocios',
  'Comercio al por mayor de artículos de papelería para uso escolar y de oficina',
  'Construcción de inmuebles comerciales, institucionales y de servicios',
  'Servicios de contabilidad y auditoría',
  'Alquiler de oficinas y locales comerciales',
  'Agencias de publicidad',
  'Transporte de carga general por carretera',
  'Fabricación de muebles de oficina y estantería',
];
const OBLIGATIONS: [string, string][] = [
  [
    'Pago definitivo mensual de IVA.',
    'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.',
  ],
  [
    'Declaración anual de ISR del ejercicio Personas morales.',
    'Dentro de los tres meses siguientes al cierre del ejercicio.',
  ],
  [
    'Entero de retenciones mensuales de ISR por sueldos y salarios',
    'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.',
  ],
];
const REGIMES: [string, string][] = [
  ['Régimen General de Ley Personas Morales', '601'],
  ['Régimen Simplificado de Confianza', '626'],
  ['Régimen de las Personas Físicas con Actividades Empresariales y Profesionales', '612'],
  ['Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios', '605'],
];
export const LEGAL_FORMS: [string, string][] = [
  ['SOCIEDAD ANONIMA DE CAPITAL VARIABLE', 'S.A. DE C.V.'],
  ['SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE', 'S. DE R.L. DE C.V.'],
  ['SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE', 'S.A.P.I. DE C.V.'],
];

export interface Company {
  name: string;
  form: [string, string];
  rfc: string;
  incorporated: string;
  address: d.Address;
  trade: string | null;
}

export interface Person {
  given: string;
  first: string;
  second: string;
  sex: 'H' | 'M';
  birth: string;
}

export const fullName = (p: Person) => `${p.given} ${p.first} ${p.second}`;

export function person(rng: Rng): Person {
  const sex = rng() < 0.5 ? 'H' : 'M';
  return {
    given: d.pick(rng, sex === 'H' ? d.GIVEN_M : d.GIVEN_F),
    first: d.pick(rng, d.SURNAMES),
    second: d.pick(rng, d.SURNAMES),
    sex,
    birth: `${d.int(rng, 1960, 1998)}-${String(d.int(rng, 1, 12)).padStart(2, '0')}-${String(d.int(rng, 1, 28)).padStart(2, '0')}`,
  };
}

const NAME_A = [
  'COMERCIALIZADORA',
  'GRUPO',
  'SERVICIOS',
  'DISTRIBUIDORA',
  'CONSTRUCTORA',
  'INDUSTRIAS',
  'SOLUCIONES',
  'TRANSPORTES',
  'CONSULTORES',
  'INMOBILIARIA',
];
const NAME_B = [
  'ALTAMIRA',
  'DEL BAJIO',
  'PENINSULAR',
  'NOVA',
  'CUMBRE',
  'ATLAS',
  'SIERRA MADRE',
  'HORIZONTE',
  'LAGUNA VERDE',
  'TRES RIOS',
  'ANAHUAC',
  'MIRADOR',
];

export function company(rng: Rng): Company {
  const name = `${d.pick(rng, NAME_A)} ${d.pick(rng, NAME_B)}`;
  const incorporated = `${d.int(rng, 2005, 2023)}-${String(d.int(rng, 1, 12)).padStart(2, '0')}-${String(d.int(rng, 1, 28)).padStart(2, '0')}`;
  return {
    name,
    form: rng() < 0.7 ? LEGAL_FORMS[0]! : d.pick(rng, LEGAL_FORMS),
    rfc: d.rfcMoral(name, incorporated),
    incorporated,
    address: d.address(rng),
    trade: rng() < 0.4 ? name.split(' ').at(-1)! : null,
  };
}

export function csf(rng: Rng, subject: { company?: Company; person?: Person }, issued: string): Drawn {
  const c = subject.company;
  const p = subject.person;
  const moral = !!c;
  const addr = c?.address ?? d.address(rng);
  const rfc = c ? c.rfc : d.rfcFisica(p!.first, p!.second, p!.given, p!.birth);
  const curp = p ? d.curp(p.first, p.second, p.given, p.birth, p.sex, addr.place.stateCode) : null;
  const name = c ? c.name : fullName(p!);
  const start = c ? c.incorporated : `${d.int(rng, 2012, 2022)}-0${d.int(rng, 1, 9)}-1${d.int(rng, 0, 9)}`;
  const idCif = `${d.int(rng, 1, 2)}${d.digits(rng, 10)}`;
  const qr = `https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=${idCif}_${rfc}`;
  const nActs = d.int(rng, 1, 4);
  const shares = nActs === 1 ? [100] : nActs === 2 ? [60, 40] : nActs === 3 ? [50, 30, 20] : [40, 30, 20, 10];
  const acts = shares.map((pct, i) => ({
    order: i + 1,
    economic_activity: ACTIVITIES[(i * 3 + d.int(rng, 0, 9)) % ACTIVITIES.length]!,
    percentage: pct,
    date: start,
    end_date: null,
  }));
  const regimes = moral ? [REGIMES[rng() < 0.8 ? 0 : 1]!] : [REGIMES[3]!, REGIMES[2]!];
  const regimeRows = regimes.map(([regime, code]) => ({ regime, code, start_date: start, end_date: null }));
  const issuePlace = `${addr.place.district} , ${addr.place.state}`;
  const pages = 2 + (acts.length > 3 ? 1 : 0);

  const s1 = new Sheet(LETTER);
  s1.rect(36, 30, 540, 22, 0.18);
  s1.rect(40, 64, 250, 170, undefined, 0.6);
  s1.text(165, 78, 'CÉDULA DE IDENTIFICACIÓN FISCAL', 8, 'sansBold', { align: 'center' });
  s1.qr(46, 92, 100, qr);
  let y = s1.para(150, 110, 135, rfc, 7) + 2;
  y = s1.para(150, y, 135, 'Registro Federal de Contribuyentes', 6);
  y = s1.para(150, y + 6, 135, name, 7);
  y = s1.para(150, y, 135, 'Nombre, denominación o razón social', 6);
  s1.text(150, y + 8, `idCIF: ${idCif}`, 7);
  s1.text(150, y + 20, 'VALIDA TU INFORMACIÓN FISCAL', 6);
  s1.rect(320, 100, 250, 28, 0.92);
  s1.text(445, 118, 'CONSTANCIA DE SITUACIÓN FISCAL', 10, 'sansBold', { align: 'center' });
  s1.rect(320, 138, 250, 42, 0.92);
  s1.text(445, 151, 'Lugar y Fecha de Emisión', 8, 'sans', { align: 'center' });
  const issueLines = wrap(`${issuePlace} A ${d.dateLong(issued)}`, 'sansBold', 8, 240);
  issueLines.forEach((l, i) => s1.text(445, 163 + i * 10, l, 8, 'sansBold', { align: 'center' }));
  s1.text(445, 214, rfc, 8, 'sans', { align: 'center' });
  y = 262;
  s1.rect(36, y - 12, 540, 16, 0.85);
  s1.text(40, y, 'Datos de Identificación del Contribuyente:', 9, 'sansBold');
  const idRows: [string, string][] = moral
    ? [
        ['RFC:', rfc],
        ['Denominación/Razón Social:', c!.name],
        ['Régimen Capital:', c!.form[0]],
        ['Nombre Comercial:', c!.trade ?? ''],
        ['Fecha inicio de operaciones:', d.dateLong(start)],
        ['Estatus en el padrón:', 'ACTIVO'],
        ['Fecha de último cambio de estado:', d.dateLong(start)],
      ]
    : [
        ['RFC:', rfc],
        ['CURP:', curp!],
        ['Nombre (s):', p!.given],
        ['Primer Apellido:', p!.first],
        ['Segundo Apellido:', p!.second],
        ['Fecha inicio de operaciones:', d.dateLong(start)],
        ['Estatus en el padrón:', 'ACTIVO'],
        ['Fecha de último cambio de estado:', d.dateLong(start)],
        ['Nombre Comercial:', ''],
      ];
  for (const [label, value] of idRows) {
    y += 19;
    s1.rect(36, y - 12, 540, 19, undefined, 0.7);
    s1.text(42, y, label, 7.5, 'sansBold');
    s1.text(250, y, value, 7.5);
  }
  y += 34;
  s1.rect(36, y - 12, 540, 16, 0.85);
  s1.text(40, y, 'Datos del domicilio registrado', 9, 'sansBold');
  const left: [string, string][] = [
    ['Código Postal:', addr.place.cp],
    ['Nombre de Vialidad: ', addr.street],
    ['Número Interior:', addr.int ?? ''],
    ['Nombre de la Localidad: ', addr.place.city],
    ['Nombre de la Entidad Federativa: ', addr.place.state],
    ['Y Calle: ', addr.between[1]],
  ];
  const right: [string, string][] = [
    ['Tipo de Vialidad: ', addr.streetType],
    ['Número Exterior: ', addr.ext],
    ['Nombre de la Colonia: ', addr.colonia],
    ['Nombre del Municipio o Demarcación Territorial: ', addr.place.district],
    ['Entre Calle: ', addr.between[0]],
  ];
  left.forEach(([label, value], i) => {
    const yy = y + 19 * (i + 1);
    s1.rect(36, yy - 12, 270, 19, undefined, 0.7);
    s1.text(42, yy, label + value, 7.5, 'sans');
    const r = right[i];
    if (r) {
      s1.rect(306, yy - 12, 270, 19, undefined, 0.7);
      s1.text(310, yy, r[0] + r[1], r[0].length > 30 ? 6.5 : 7.5, 'sans');
    }
  });
  s1.text(40, 720, 'Actividades Económicas:', 9, 'sansBold');
  s1.text(570, 740, `Página [1] de [${pages}]`, 7, 'sans', { align: 'right' });

  const rest: Sheet[] = [];
  let sheet = new Sheet(LETTER);
  rest.push(sheet);
  y = 60;
  sheet.text(40, y, 'Orden', 7.5, 'sansBold');
  sheet.text(90, y, 'Actividad Económica', 7.5, 'sansBold');
  sheet.text(400, y, 'Porcentaje', 7.5, 'sansBold');
  sheet.text(460, y, 'Fecha Inicio', 7.5, 'sansBold');
  sheet.text(525, y, 'Fecha Fin', 7.5, 'sansBold');
  for (const a of acts) {
    y += 16;
    sheet.text(44, y, String(a.order), 7.5);
    y = sheet.para(90, y, 300, a.economic_activity, 7.5) - 7.5 * 1.35;
    sheet.text(410, y, String(a.percentage), 7.5);
    sheet.text(460, y, d.dateDmy(a.date), 7.5);
  }
  y += 30;
  sheet.text(40, y, 'Regímenes:', 9, 'sansBold');
  y += 16;
  sheet.text(200, y, 'Régimen', 7.5, 'sansBold');
  sheet.text(460, y, 'Fecha Inicio', 7.5, 'sansBold');
  sheet.text(525, y, 'Fecha Fin', 7.5, 'sansBold');
  for (const r of regimeRows) {
    y += 14;
    sheet.text(40, y, r.regime, 7.5);
    sheet.text(460, y, d.dateDmy(r.start_date), 7.5);
  }
  if (pages === 3) {
    sheet.text(570, 740, `Página [2] de [${pages}]`, 7, 'sans', { align: 'right' });
    sheet = new Sheet(LETTER);
    rest.push(sheet);
    y = 40;
  }
  y += 30;
  sheet.text(40, y, 'Obligaciones:', 9, 'sansBold');
  y += 16;
  sheet.text(40, y, 'Descripción de la Obligación', 7.5, 'sansBold');
  sheet.text(270, y, 'Descripción Vencimiento', 7.5, 'sansBold');
  sheet.text(460, y, 'Fecha Inicio', 7.5, 'sansBold');
  for (const [what, when] of OBLIGATIONS.slice(0, moral ? 3 : 1)) {
    y += 14;
    const a = sheet.para(40, y, 220, what, 7.5);
    const b = sheet.para(270, y, 180, when, 7.5);
    sheet.text(460, y, d.dateDmy(start), 7.5);
    y = Math.max(a, b) - 7.5 * 1.35;
  }
  y += 40;
  y = sheet.para(
    40,
    y,
    530,
    'Sus datos personales son incorporados y protegidos en los sistemas del SAT, de conformidad con los Lineamientos de Protección de Datos Personales y con diversas disposiciones fiscales y legales sobre confidencialidad y protección de datos, a fin de ejercer las facultades conferidas a la autoridad fiscal.',
    7,
  );
  const cadena = `||${issued.replace(/-/g, '/')} ${String(d.int(rng, 8, 18)).padStart(2, '0')}:${d.digits(rng, 1)}${d.digits(rng, 1)}:${d.digits(rng, 1)}${d.digits(rng, 1)}|${rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${d.digits(rng, 21)}||`;
  y += 30;
  sheet.text(40, y, 'Cadena Original Sello:', 7.5, 'sansBold');
  sheet.text(150, y, cadena, 7);
  sheet.text(40, y + 14, 'Sello Digital:', 7.5, 'sansBold');
  sheet.para(150, y + 14, 420, Buffer.from(d.digits(rng, 96)).toString('base64'), 6.5);
  sheet.qr(40, y + 50, 80, qr.replace('D1=10', 'D1=26').replace(idCif, d.digits(rng, 11)));
  sheet.text(570, 740, `Página [${pages}] de [${pages}]`, 7, 'sans', { align: 'right' });

  const expected: Record<string, unknown> = {
    taxpayer_type: moral ? 'moral' : 'fisica',
    'tax.business_tax_id': rfc,
    'tax.cedula_tax_id': rfc,
    'tax.business_name': name,
    cedula_name: name,
    'tax.business_fiscal_status': 'ACTIVO',
    'tax.status_change_date': start,
    start_of_operations: start,
    'tax.business_regime': regimes[0]![0],
    'tax.regimes': regimeRows,
    'tax.business_main_activity': acts,
    id_cif: idCif,
    trade_name: c ? c.trade : null,
    issued_at: issued,
    issue_place: issuePlace,
    cadena_original: cadena,
    cadena_original_tax_id: rfc,
    cadena_original_date: issued,
    'qr.url': qr,
    'qr.id_cif': idCif,
    'qr.tax_id': rfc,
    'qr.valid_host': true,
    'address.post_code': addr.place.cp,
    'address.street_type': addr.streetType,
    'address.street_name': addr.street,
    'address.external_number': addr.ext,
    'address.internal_number': addr.int,
    'address.neighborhood': addr.colonia,
    'address.locality': addr.place.city,
    'address.district': addr.place.district,
    'address.state': addr.place.state,
    'address.between_streets': addr.between,
  };
  if (c) expected['tax.business_type'] = c.form[0];
  if (p)
    Object.assign(expected, {
      'person.curp': curp,
      'person.names': p.given,
      'person.first_surname': p.first,
      'person.second_surname': p.second,
    });
  const firstPage = Object.keys(expected).filter(
    (k) =>
      !['tax.business_regime', 'tax.regimes', 'tax.business_main_activity'].includes(k) &&
      !k.startsWith('cadena'),
  );
  return {
    itemType: 'csf_mx',
    producer: 'Oracle XML Publisher 5.6.2',
    pages: [s1.page, ...rest.map((r) => r.page)],
    expected,
    firstPage,
  };
}
