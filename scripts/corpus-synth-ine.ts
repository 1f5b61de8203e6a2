/** A synthetic INE credencial para votar (model E-like: front with data, back with QR and MRZ), invented person. */
import type { Rng } from './corpus-degrade';
import * as d from './corpus-synth-data';
import { type Drawn, fullName, type Person } from './corpus-synth-docs';
import type { FontName, Item, Page } from './corpus-synth-layout';

const CARD = { width: 243, height: 153 };

const text = (
  p: Page,
  x: number,
  y: number,
  t: string,
  size: number,
  font: FontName = 'sansBold',
  more: Partial<Item> = {},
) => p.items.push({ kind: 'text', x, y, text: t, size, font, ...more } as Item);

export function ine(rng: Rng, p: Person): Drawn {
  const place = d.pick(rng, d.PLACES);
  const curp = d.curp(p.first, p.second, p.given, p.birth, p.sex, place.stateCode);
  const g = p.given.split(' ')[0]!;
  const cons = (w: string) =>
    w[0]! +
    (w
      .slice(1)
      .split('')
      .find((c) => !'AEIOU'.includes(c)) ?? 'X');
  const key = `${cons(p.first)}${cons(p.second)}${cons(g)}${p.birth.slice(2, 4)}${p.birth.slice(5, 7)}${p.birth.slice(8, 10)}${place.inegi}${p.sex}${d.digits(rng, 3)}`;
  const regYear = d.int(rng, 2008, 2016);
  const from = d.int(rng, 2019, 2024);
  const until = from + 10;
  const section = d.digits(rng, 4).replace(/^0/, '1');
  const cic = d.digits(rng, 9).replace(/^0/, '2');
  const a = d.address(rng);
  const addressLines = [
    `${a.street.replace(/ \(.*\)/, '')} ${a.ext}${a.int ? ` ${a.int}` : ''}`,
    `COL. ${a.colonia} ${a.place.cp}`,
    `${a.place.district}, ${a.place.stateCode === 'DF' ? 'CDMX' : a.place.state}`,
  ];

  const front: Page = { ...CARD, items: [] };
  front.items.push({ kind: 'rect', x: 0, y: 0, w: CARD.width, h: CARD.height, fill: 0.93 });
  front.items.push({ kind: 'rect', x: 0, y: 0, w: CARD.width, h: 30, fill: 0.82 });
  text(front, 70, 12, 'MÉXICO', 6.5);
  text(front, 106, 12, 'INSTITUTO NACIONAL ELECTORAL', 7);
  text(front, 106, 22, 'CREDENCIAL PARA VOTAR', 6.5);
  front.items.push({ kind: 'rect', x: 10, y: 38, w: 58, h: 72, fill: 0.62 });
  const label = (x: number, y: number, t: string) => text(front, x, y, t, 3.6, 'sans', { grey: 0.25 });
  const value = (x: number, y: number, t: string, size = 5.6) => text(front, x, y, t, size, 'sansBold');
  label(76, 38, 'NOMBRE');
  [p.first, p.second, p.given].forEach((l, i) => value(76, 45 + i * 6.5, l));
  label(178, 38, 'SEXO');
  value(196, 38.5, p.sex);
  label(76, 68, 'DOMICILIO');
  addressLines.forEach((l, i) => value(76, 75 + i * 6.5, l, 5));
  label(76, 98, 'CLAVE DE ELECTOR');
  value(118, 98.5, key, 5.2);
  label(76, 106, 'CURP');
  value(90, 106.5, curp, 5.2);
  label(168, 106, 'AÑO DE REGISTRO');
  value(208, 106.5, `${regYear} 0${d.int(rng, 0, 3)}`, 5);
  label(76, 116, 'FECHA DE NACIMIENTO');
  value(76, 123, d.dateDmy(p.birth), 5.4);
  label(136, 116, 'SECCIÓN');
  value(136, 123, section, 5.4);
  label(176, 116, 'VIGENCIA');
  value(176, 123, `${from} - ${until}`, 5.4);

  const back: Page = { ...CARD, items: [] };
  back.items.push({ kind: 'rect', x: 0, y: 0, w: CARD.width, h: CARD.height, fill: 0.95 });
  back.items.push({ kind: 'qr', x: 8, y: 8, size: 62, data: `${key}|${cic}|${curp}` });
  text(back, 180, 20, 'INE', 12);
  const birth = p.birth.slice(2).replace(/-/g, '');
  const expiry = `${String(until).slice(2)}1231`;
  const id13 = section + d.digits(rng, 9);
  const line1 = `IDMEX${cic}${d.icaoCheck(cic)}<<${id13}`.padEnd(30, '<').slice(0, 30);
  const sexMrz = p.sex === 'H' ? 'M' : 'F';
  const line2head = `${birth}${d.icaoCheck(birth)}${sexMrz}${expiry}${d.icaoCheck(expiry)}MEX`;
  const line2body = line2head.padEnd(29, '<');
  const composite = d.icaoCheck(
    line1.slice(5) + line2body.slice(0, 7) + line2body.slice(8, 15) + line2body.slice(18, 29),
  );
  const line2 = line2body + composite;
  const line3 = `${p.first}<${p.second}<<${p.given.replace(/ /g, '<')}`.padEnd(30, '<').slice(0, 30);
  [line1, line2, line3].forEach((l, i) => text(back, 12, 112 + i * 12, l, 8.4, 'mono'));

  const expected = {
    'document.id_type': 'ine_mx',
    'person.first_surname': p.first,
    'person.second_surname': p.second,
    'person.names': p.given,
    'person.full_name': fullName(p),
    'person.curp': curp,
    'person.birth_date': p.birth,
    'person.sex': p.sex,
    'document.elector_key': key,
    'document.number': cic,
    'document.section': section,
    'document.registration_year': regYear,
    'document.valid_from': from,
    'document.valid_until': until,
    'document.mrz_valid': true,
    'address.full': addressLines.join(', '),
  };
  return {
    itemType: 'person_id',
    producer: 'scan',
    pages: [front, back],
    expected,
    firstPage: Object.keys(expected).filter((k) => !['document.number', 'document.mrz_valid'].includes(k)),
  };
}
