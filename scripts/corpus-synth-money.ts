/** Synthetic bank statements (several banks' label sets) and utility bills (CFE, Telmex). */
import type { Rng } from './corpus-degrade';
import * as d from './corpus-synth-data';
import { type Company, type Drawn } from './corpus-synth-docs';
import { LETTER, type FontName, type Item, type Page } from './corpus-synth-layout';

class Sheet {
  readonly page: Page = { ...LETTER, items: [] };
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
}

interface BankStyle {
  code: string;
  name: string; // bank.name as bvs's table names it
  legal: string;
  product: string;
  period: (from: string, to: string) => string;
  labels: {
    cut: string;
    account: string;
    client: string;
    rfc: string;
    clabe: string;
    opening: string;
    credits: string;
    debits: string;
    closing: string;
  };
  accountDigits: number;
}

const dmyDash = (iso: string) => {
  const [y, m, dd] = iso.split('-');
  return `${dd}-${d.MONTH_ABBR[Number(m) - 1]}-${y}`;
};

export const BANKS: BankStyle[] = [
  {
    code: '012',
    name: 'BBVA Mexico',
    legal: 'BBVA MEXICO, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO BBVA MEXICO',
    product: 'MAESTRA PYME BBVA',
    period: (a, b) => `Periodo DEL ${d.dateDmy(a)} AL ${d.dateDmy(b)}`,
    labels: {
      cut: 'Fecha de Corte',
      account: 'No. de Cuenta',
      client: 'No. de Cliente',
      rfc: 'R.F.C.',
      clabe: 'No. Cuenta CLABE',
      opening: 'Saldo de Liquidación Inicial',
      credits: 'Depósitos / Abonos (+)',
      debits: 'Retiros / Cargos (-)',
      closing: 'Saldo Final (+)',
    },
    accountDigits: 10,
  },
  {
    code: '014',
    name: 'Santander',
    legal: 'BANCO SANTANDER MEXICO, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO SANTANDER MEXICO',
    product: 'CUENTA SANTANDER PYME',
    period: (a, b) => `PERIODO DEL ${dmyDash(a)} AL ${dmyDash(b)}`,
    labels: {
      cut: 'FECHA DE CORTE',
      account: 'CUENTA',
      client: 'CODIGO DE CLIENTE',
      rfc: 'R.F.C.',
      clabe: 'CUENTA CLABE',
      opening: 'SALDO INICIAL',
      credits: '+ DEPOSITOS',
      debits: '- RETIROS',
      closing: 'SALDO FINAL DEL PERIODO',
    },
    accountDigits: 11,
  },
  {
    code: '072',
    name: 'Banorte',
    legal: 'BANCO MERCANTIL DEL NORTE, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO BANORTE',
    product: 'ENLACE NEGOCIOS BASICA',
    period: (a, b) => `Periodo del ${d.dateDmy(a)} al ${d.dateDmy(b)}`,
    labels: {
      cut: 'Fecha de corte',
      account: 'No. de cuenta',
      client: 'No. de cliente',
      rfc: 'RFC',
      clabe: 'CLABE',
      opening: 'Saldo inicial del periodo',
      credits: '+ Depósitos',
      debits: '- Retiros',
      closing: 'Saldo actual',
    },
    accountDigits: 10,
  },
  {
    code: '002',
    name: 'Banamex',
    legal: 'BANCO NACIONAL DE MEXICO, S.A., INTEGRANTE DEL GRUPO FINANCIERO BANAMEX',
    product: 'CUENTA PERFILES EMPRESARIAL',
    period: (a, b) => `PERIODO: DEL ${d.dateDmy(a)} AL ${d.dateDmy(b)}`,
    labels: {
      cut: 'FECHA DE CORTE',
      account: 'NUMERO DE CUENTA',
      client: 'NUMERO DE CLIENTE',
      rfc: 'RFC',
      clabe: 'CLABE INTERBANCARIA',
      opening: 'SALDO ANTERIOR',
      credits: 'DEPOSITOS',
      debits: 'RETIROS',
      closing: 'SALDO AL CORTE',
    },
    accountDigits: 11,
  },
  {
    code: '021',
    name: 'HSBC',
    legal: 'HSBC MEXICO, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO HSBC',
    product: 'CUENTA FLEXIBLE NEGOCIOS',
    period: (a, b) => `Periodo del ${d.dateDmy(a)} al ${d.dateDmy(b)}`,
    labels: {
      cut: 'Fecha de corte',
      account: 'Número de cuenta',
      client: 'Número de cliente',
      rfc: 'RFC',
      clabe: 'CLABE',
      opening: 'Saldo inicial',
      credits: 'Depósitos',
      debits: 'Retiros',
      closing: 'Saldo final',
    },
    accountDigits: 10,
  },
  {
    code: '044',
    name: 'Scotiabank',
    legal: 'SCOTIABANK INVERLAT, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO SCOTIABANK INVERLAT',
    product: 'CUENTA UNICA PYME',
    period: (a, b) => `PERIODO DEL ${d.dateDmy(a)} AL ${d.dateDmy(b)}`,
    labels: {
      cut: 'FECHA DE CORTE',
      account: 'NO. DE CUENTA',
      client: 'NO. DE CLIENTE',
      rfc: 'R.F.C.',
      clabe: 'CLABE',
      opening: 'SALDO INICIAL',
      credits: '(+) DEPOSITOS',
      debits: '(-) RETIROS',
      closing: 'SALDO FINAL',
    },
    accountDigits: 11,
  },
];

const MOVES = [
  'SPEI RECIBIDO CLIENTE',
  'PAGO PROVEEDOR',
  'DEPOSITO EN EFECTIVO',
  'COMISION MANEJO DE CUENTA',
  'PAGO NOMINA',
  'TRASPASO ENTRE CUENTAS',
  'PAGO SERVICIO CFE',
  'SPEI ENVIADO',
  'IVA COMISION',
  'DEPOSITO CHEQUE',
];

export function bankStatement(rng: Rng, c: Company, bank: BankStyle, monthStart: string): Drawn {
  const end = d.addDays(d.addDays(monthStart, 32).slice(0, 8) + '01', -1);
  const account = d.digits(rng, bank.accountDigits).replace(/^0/, '1');
  const clabe = d.clabe(bank.code, c.address.place.plaza, account.slice(-11));
  const client = `${d.digits(rng, 8)}`;
  const opening = d.int(rng, 20_000, 900_000) + d.int(rng, 0, 99) / 100;
  const rows: { date: string; what: string; debit: number; credit: number }[] = [];
  for (let i = 0; i < d.int(rng, 6, 14); i++) {
    const credit = rng() < 0.45;
    const amount = d.int(rng, 150, 90_000) + d.int(rng, 0, 99) / 100;
    rows.push({
      date: d.addDays(monthStart, d.int(rng, 0, 27)),
      what: d.pick(rng, MOVES),
      debit: credit ? 0 : amount,
      credit: credit ? amount : 0,
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  const cents = (n: number) => Math.round(n * 100);
  const credits = rows.reduce((s, r) => s + cents(r.credit), 0) / 100;
  const debits = rows.reduce((s, r) => s + cents(r.debit), 0) / 100;
  const closing = (cents(opening) + cents(credits) - cents(debits)) / 100;
  const name = `${c.name}, ${c.form[1]}`;
  const a = c.address;

  const s = new Sheet();
  s.text(40, 50, bank.name.toUpperCase().replace(' MEXICO', ''), 20, 'sansBold', { grey: 0.15 });
  s.text(572, 46, 'Estado de Cuenta', 12, 'sansBold', { align: 'right' });
  s.text(572, 60, bank.product, 9, 'sans', { align: 'right' });
  s.text(40, 100, name, 9, 'sansBold');
  s.text(
    40,
    112,
    `${a.streetType.replace(/ \(.*\)/, '')} ${a.street} ${a.ext}${a.int ? ` ${a.int}` : ''}`,
    8,
  );
  s.text(40, 123, `COL. ${a.colonia}`, 8);
  s.text(40, 134, `${a.place.district}, ${a.place.state} C.P. ${a.place.cp}`, 8);
  const right: [string, string][] = [
    [bank.period(monthStart, end), ''],
    [bank.labels.cut, d.dateDmy(end)],
    [bank.labels.account, account],
    [bank.labels.client, client],
    [bank.labels.rfc, c.rfc],
    [bank.labels.clabe, clabe],
  ];
  right.forEach(([label, value], i) => {
    s.text(330, 100 + i * 12, label, 8, value ? 'sans' : 'sansBold');
    if (value) s.text(572, 100 + i * 12, value, 8, 'sans', { align: 'right' });
  });
  s.text(40, 178, 'MONEDA NACIONAL', 8, 'sansBold');
  s.rect(36, 190, 540, 16, 0.88);
  s.text(40, 201, 'Información Financiera — Comportamiento', 8.5, 'sansBold');
  const summary: [string, number][] = [
    [bank.labels.opening, opening],
    [bank.labels.credits, credits],
    [bank.labels.debits, debits],
    [bank.labels.closing, closing],
  ];
  summary.forEach(([label, value], i) => {
    s.text(40, 222 + i * 13, label, 8);
    s.text(330, 222 + i * 13, `$ ${d.money(value)}`, 8, 'sans', { align: 'right' });
  });
  let y = 300;
  s.rect(36, y - 11, 540, 15, 0.88);
  s.text(40, y, 'Detalle de Movimientos Realizados', 8.5, 'sansBold');
  y += 16;
  ['FECHA', 'DESCRIPCION', 'CARGOS', 'ABONOS', 'SALDO'].forEach((h, i) =>
    s.text([40, 95, 400, 470, 572][i]!, y, h, 7.5, 'sansBold', i >= 2 ? { align: 'right' } : {}),
  );
  let balance = cents(opening);
  for (const r of rows) {
    y += 13;
    balance += cents(r.credit) - cents(r.debit);
    const [, m, dd] = r.date.split('-');
    s.text(40, y, `${dd}/${d.MONTH_ABBR[Number(m) - 1]}`, 7.5);
    s.text(95, y, r.what, 7.5);
    if (r.debit) s.text(400, y, d.money(r.debit), 7.5, 'sans', { align: 'right' });
    if (r.credit) s.text(470, y, d.money(r.credit), 7.5, 'sans', { align: 'right' });
    s.text(572, y, d.money(balance / 100), 7.5, 'sans', { align: 'right' });
  }
  s.text(40, y + 20, 'Total de Movimientos', 7.5, 'sansBold');
  s.text(306, 770, bank.legal, 6, 'sans', { align: 'center', grey: 0.3 });
  s.text(572, 782, 'Página 1 de 1', 6.5, 'sans', { align: 'right' });
  const expected = {
    'bank.name': bank.name,
    'bank.code': bank.code,
    'account.holder': name,
    'account.rfc': c.rfc,
    'account.clabe': clabe,
    'account.number': account,
    'account.client_number': client,
    'account.product': bank.product,
    'statement.period_start': monthStart,
    'statement.period_end': end,
    'statement.date': end,
    'statement.currency': 'MXN',
    'balances.opening': opening,
    'balances.credits': credits,
    'balances.debits': debits,
    'balances.closing': closing,
    'balances.consistent': true,
    'address.post_code': a.place.cp,
  };
  return {
    itemType: 'bank_statement',
    producer: `${bank.name} estados de cuenta`,
    pages: [s.page],
    expected,
    firstPage: Object.keys(expected),
  };
}

// ── Utility bills ───────────────────────────────────────────────────────────
export function cfeBill(rng: Rng, c: Company, periodEnd: string): Drawn {
  const start = d.addDays(periodEnd, -61);
  const due = d.addDays(periodEnd, 22);
  const service = d.digits(rng, 12).replace(/^0/, '5');
  const kwh = d.int(rng, 180, 2400);
  const total = d.int(rng, 300, 9_000);
  const a = c.address;
  const holder = `${c.name} ${c.form[1]}`;
  const s = new Sheet();
  s.text(40, 52, 'CFE', 30, 'sansBold', { grey: 0.1 });
  s.text(40, 64, 'Comisión Federal de Electricidad', 8, 'sansBold');
  s.text(572, 40, 'CFE Suministrador de Servicios Básicos', 7, 'sansBold', { align: 'right' });
  s.text(572, 50, 'Río Ródano No. 14, colonia Cuauhtémoc, Alcaldía Cuauhtémoc,', 6.5, 'sans', {
    align: 'right',
  });
  s.text(572, 59, 'Código Postal 06500, Ciudad de México. RFC: CSS160330CP7', 6.5, 'sans', {
    align: 'right',
  });
  s.rect(36, 80, 300, 250, 0.95);
  s.text(44, 100, holder, 10, 'sansBold');
  const addrLines = [
    `${a.street} ${a.ext}${a.int ? ` ${a.int}` : ''}`,
    `COL. ${a.colonia}`,
    `${a.place.district}, ${a.place.state}`,
    `C.P. ${a.place.cp}`,
  ];
  addrLines.forEach((l, i) => s.text(44, 114 + i * 11, l, 8));
  const rows: [string, string][] = [
    ['NO. DE SERVICIO:', service],
    [
      'RMU:',
      `${a.place.cp} ${d.digits(rng, 2)}-${d.digits(rng, 2)}-${d.digits(rng, 2)} ${d.digits(rng, 4)} CFE`,
    ],
    ['LÍMITE DE PAGO:', d.dateCfe(due)],
    ['CORTE A PARTIR:', d.dateCfe(d.addDays(due, 1))],
    [
      'TARIFA:',
      `PDBT NO. MEDIDOR: ${d.digits(rng, 2)}${'ABCDEF'[d.int(rng, 0, 5)]}${d.digits(rng, 3)} MULTIPLICADOR: 1`,
    ],
    ['PERIODO FACTURADO:', `${d.dateCfe(start)} - ${d.dateCfe(periodEnd)}`],
  ];
  rows.forEach(([l, v], i) => s.text(44, 180 + i * 20, `${l}${v}`, 9, 'sansBold'));
  s.text(360, 100, 'TOTAL A PAGAR:', 9, 'sansBold');
  s.text(360, 132, `$${d.money(total).replace(/\.00$/, '')}`, 28, 'sansBold');
  s.text(360, 148, `(${d.numberWords(total)} PESOS 00/100 M.N.)`, 6.5);
  s.rect(36, 350, 540, 14, 0.3);
  [
    'Concepto',
    'Lectura actual',
    'Lectura anterior',
    'Total periodo',
    'Precio (MXN)',
    'Subtotal (MXN)',
  ].forEach((h, i) => s.text(40 + i * 90, 360, h, 7, 'sansBold', { grey: 1 }));
  const prev = d.int(rng, 10_000, 60_000);
  s.text(40, 378, 'Energía (kWh)', 7.5);
  s.text(130, 378, String(prev + kwh), 7.5);
  s.text(220, 378, String(prev), 7.5);
  s.text(310, 378, String(kwh), 7.5);
  s.text(
    40,
    420,
    `Fac. del Periodo  $${d.money(total * 0.86)}   IVA 16%  $${d.money(total * 0.14)}   Total  $${d.money(total)}`,
    7.5,
  );
  s.qr(40, 650, 90, `https://app.cfe.mx/Aplicaciones/CCFE/Recibos?s=${service}`);
  s.text(470, 700, 'TOTAL A PAGAR:', 8, 'sansBold');
  s.text(470, 722, `$${d.money(total).replace(/\.00$/, '')}`, 16, 'sansBold');
  const expected = {
    issuer: 'CFE',
    'holder.name': holder,
    'address.post_code': a.place.cp,
    'document.date': periodEnd,
    'document.due_date': due,
    'document.service_number': service,
    'document.amount_due': total,
  };
  return {
    itemType: 'proof_address',
    producer: 'CFE Suministrador de Servicios Básicos',
    pages: [s.page],
    expected,
    firstPage: Object.keys(expected),
  };
}

export function telmexBill(rng: Rng, c: Company, issued: string): Drawn {
  const phone = `${d.pick(rng, ['55', '33', '81', '222', '442'])}${d.digits(rng, 8)}`.slice(0, 10);
  const due = d.addDays(issued, 20);
  const total = d.int(rng, 389, 2_500) + (rng() < 0.5 ? 0 : 0.5);
  const a = c.address;
  const holder = `${c.name} ${c.form[1]}`;
  const fmtPhone = `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
  const s = new Sheet();
  s.text(40, 54, 'Telmex', 26, 'sansBold', { grey: 0.15 });
  s.text(40, 68, 'TELÉFONOS DE MÉXICO, S.A.B. DE C.V.', 7, 'sansBold');
  s.text(40, 78, 'Parque Vía 190, Col. Cuauhtémoc, C.P. 06500, Ciudad de México. RFC: TME840315KT6', 6.5);
  s.text(40, 110, holder, 9.5, 'sansBold');
  [
    `${a.streetType.replace(/ \(.*\)/, '')} ${a.street} ${a.ext}${a.int ? ` ${a.int}` : ''}`,
    `COL. ${a.colonia}`,
    `C.P. ${a.place.cp} ${a.place.district}, ${a.place.state}`,
  ].forEach((l, i) => s.text(40, 123 + i * 11, l, 8));
  s.rect(330, 96, 242, 110, 0.93);
  const rows: [string, string][] = [
    ['Teléfono:', fmtPhone],
    ['Fecha de emisión:', d.dateDmy(issued)],
    [
      'Periodo de facturación:',
      `${d.dateDmy(d.addDays(issued, -30))} al ${d.dateDmy(d.addDays(issued, -1))}`,
    ],
    ['Pagar antes de:', d.dateDmy(due)],
    ['Total a pagar:', `$ ${d.money(total)}`],
  ];
  rows.forEach(([l, v], i) => {
    s.text(338, 114 + i * 18, l, 8, 'sansBold');
    s.text(566, 114 + i * 18, v, 8.5, i === 4 ? 'sansBold' : 'sans', { align: 'right' });
  });
  s.text(40, 240, 'Resumen de cargos', 9, 'sansBold');
  const plan = d.int(rng, 389, 999);
  [
    ['Paquete Infinitum Negocio', plan],
    ['Llamadas a celular', total - plan > 0 ? total - plan : 0],
  ].forEach(([l, v], i) => {
    s.text(40, 258 + i * 13, String(l), 8);
    s.text(330, 258 + i * 13, d.money(Number(v)), 8, 'sans', { align: 'right' });
  });
  s.qr(470, 660, 90, `TELMEX|${phone}|${d.dateDmy(due)}|${total}`);
  const expected = {
    issuer: 'TELMEX',
    'holder.name': holder,
    'address.post_code': a.place.cp,
    'document.date': issued,
    'document.due_date': due,
    'document.service_number': phone,
    'document.amount_due': total,
  };
  return {
    itemType: 'proof_address',
    producer: 'Telmex facturación',
    pages: [s.page],
    expected,
    firstPage: Object.keys(expected),
  };
}
