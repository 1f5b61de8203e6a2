/**
 * A synthetic acta constitutiva in notarial prose: figures and dates in words, dash-padded lines,
 * statutes, a subscription table, appointments, powers and the registry slip, over several legal pages.
 */
import type { Rng } from './corpus-degrade';
import * as d from './corpus-synth-data';
import { type Company, type Drawn, fullName, type Person } from './corpus-synth-docs';
import { LEGAL, type Page, textWidth, wrap } from './corpus-synth-layout';

const POWER_TEXT: Record<string, string> = {
  pleitos_y_cobranzas:
    'PODER GENERAL PARA PLEITOS Y COBRANZAS, con todas las facultades generales y aun las especiales que conforme a la ley requieran poder o cláusula especial, en los términos del primer párrafo del artículo dos mil quinientos cincuenta y cuatro del Código Civil Federal y sus correlativos',
  actos_de_administracion:
    'PODER GENERAL PARA ACTOS DE ADMINISTRACIÓN, en los términos del segundo párrafo del citado artículo dos mil quinientos cincuenta y cuatro',
  actos_de_dominio:
    'PODER GENERAL PARA ACTOS DE DOMINIO, en los términos del tercer párrafo del mismo artículo',
  titulos_de_credito:
    'PODER PARA OTORGAR, SUSCRIBIR, AVALAR Y ENDOSAR TÍTULOS DE CRÉDITO, en los términos del artículo noveno de la Ley General de Títulos y Operaciones de Crédito',
  cuentas_bancarias:
    'facultad para abrir y cancelar cuentas bancarias a nombre de la sociedad y designar a las personas que giren contra ellas',
  otorgar_poderes: 'facultad para otorgar y revocar poderes generales y especiales',
};

const NOTARY_CITIES = [
  { city: 'CIUDAD DE MEXICO', entity: 'CIUDAD DE MEXICO' },
  { city: 'GUADALAJARA', entity: 'JALISCO' },
  { city: 'MONTERREY', entity: 'NUEVO LEON' },
  { city: 'PUEBLA', entity: 'PUEBLA' },
  { city: 'SANTIAGO DE QUERETARO', entity: 'QUERETARO' },
];

interface Flow {
  pages: Page[];
  y: number;
}

const MARGIN = 72;
const WIDTH = LEGAL.width - 2 * MARGIN;
const SIZE = 10.5;
const LEAD = 17;

function newPage(flow: Flow, header: string): void {
  const page: Page = { ...LEGAL, items: [] };
  page.items.push({
    kind: 'text',
    x: LEGAL.width / 2,
    y: 44,
    text: header,
    size: 9,
    font: 'serifBold',
    align: 'center',
  });
  page.items.push({
    kind: 'text',
    x: LEGAL.width / 2,
    y: LEGAL.height - 40,
    text: `- ${flow.pages.length + 1} -`,
    size: 9,
    font: 'serif',
    align: 'center',
  });
  flow.pages.push(page);
  flow.y = 90;
}

/** A paragraph of deed prose: "------- " before, dashes after its last line, wrapped and paginated. */
function para(flow: Flow, header: string, text: string, bold = false): void {
  const font = bold ? 'serifBold' : 'serif';
  const lines = wrap(`------- ${text}`, font, SIZE, WIDTH);
  lines.forEach((line, i) => {
    if (flow.y > LEGAL.height - 80) newPage(flow, header);
    let out = line;
    if (i === lines.length - 1) while (textWidth(`${out}-`, font, SIZE) < WIDTH) out += '-';
    flow.pages.at(-1)!.items.push({ kind: 'text', x: MARGIN, y: flow.y, text: out, size: SIZE, font });
    flow.y += LEAD;
  });
}

function table(flow: Flow, header: string, rows: string[][], widths: number[]): void {
  for (const row of rows) {
    if (flow.y > LEGAL.height - 80) newPage(flow, header);
    let x = MARGIN;
    row.forEach((cell, i) => {
      const right = i > 0;
      flow.pages.at(-1)!.items.push({
        kind: 'text',
        x: right ? x + widths[i]! - 6 : x,
        y: flow.y,
        text: cell,
        size: 9.5,
        font: 'serif',
        align: right ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    flow.y += LEAD;
  }
}

export interface ActaSubject {
  company: Company;
  partners: Person[];
  model: 'administrador_unico' | 'consejo';
  foreigners: 'admission' | 'exclusion';
  duration: number | null;
}

export function acta(rng: Rng, s: ActaSubject): Drawn {
  const c = s.company;
  const where = d.pick(rng, NOTARY_CITIES);
  const notaryNumber = d.int(rng, 3, 250);
  const notary = {
    given: d.pick(rng, d.GIVEN_M),
    first: d.pick(rng, d.SURNAMES),
    second: d.pick(rng, d.SURNAMES),
  };
  const notaryName = `${notary.given} ${notary.first} ${notary.second}`;
  const deedNumber = d.int(rng, 8_000, 98_000);
  const volume = d.int(rng, 200, 2_400);
  const shareValue = d.pick(rng, [100, 500, 1000]);
  const totalShares = d.pick(rng, [500, 1000, 5000, 10000]);
  const capital = totalShares * shareValue;
  const cuts = s.partners.length === 2 ? [0.5 + d.int(rng, 0, 4) / 10] : [0.5, 0.3];
  let left = totalShares;
  const holdings = s.partners.map((p, i) => {
    const shares = i === s.partners.length - 1 ? left : Math.round(totalShares * cuts[i]!);
    left -= shares;
    return {
      name: fullName(p),
      shares,
      series: 'A',
      value: shares * shareValue,
      percentage: Math.round((shares / totalShares) * 10000) / 100,
    };
  });
  const admins =
    s.model === 'administrador_unico'
      ? [{ name: holdings[0]!.name, role: 'administrador_unico' }]
      : [
          { name: holdings[0]!.name, role: 'presidente' },
          { name: holdings[1]!.name, role: 'secretario' },
          { name: holdings[2]?.name ?? fullName(s.partners[0]!), role: 'tesorero' },
        ];
  const comisario = `${d.pick(rng, d.GIVEN_F)} ${d.pick(rng, d.SURNAMES)} ${d.pick(rng, d.SURNAMES)}`;
  const apoderado = `${d.pick(rng, d.GIVEN_M)} ${d.pick(rng, d.SURNAMES)} ${d.pick(rng, d.SURNAMES)}`;
  const adminPowers = [
    'pleitos_y_cobranzas',
    'actos_de_administracion',
    'actos_de_dominio',
    'titulos_de_credito',
    'cuentas_bancarias',
    'otorgar_poderes',
  ];
  const apoderadoPowers = ['pleitos_y_cobranzas', 'actos_de_administracion'];
  const folio = `N-${c.incorporated.slice(0, 4)}0${d.digits(rng, 5)}`;
  const registered = d.addDays(c.incorporated, d.int(rng, 20, 90));
  const header = `NOTARÍA PÚBLICA NÚMERO ${notaryNumber} — LIC. ${notaryName} — ${where.city}`;
  const flow: Flow = { pages: [], y: 0 };
  newPage(flow, header);
  const P = (t: string, bold = false) => para(flow, header, t, bold);

  P(
    `ESCRITURA PÚBLICA NÚMERO ${d.money(deedNumber).replace('.00', '')} (${d.numberWords(deedNumber)}).`,
    true,
  );
  P(`LIBRO NÚMERO ${d.numberWords(volume)}.`, true);
  P(
    `EN LA CIUDAD DE ${where.city}, a los ${d.dateWords(c.incorporated)}, ANTE MÍ, LICENCIADO ${notaryName}, TITULAR DE LA NOTARÍA PÚBLICA NÚMERO ${notaryNumber} (${d.numberWords(notaryNumber)}) ${where.entity === 'CIUDAD DE MEXICO' ? 'DE LA' : 'DEL ESTADO DE'} ${where.entity}, HAGO CONSTAR: EL CONTRATO DE SOCIEDAD MERCANTIL que otorgan los señores ${holdings
      .map((h) => h.name)
      .join(', ')
      .replace(/, ([^,]*)$/, ' y $1')}, al tenor de los siguientes antecedentes y cláusulas:`,
  );
  P('A N T E C E D E N T E S', true);
  P(
    `ÚNICO.- AUTORIZACIÓN DE USO DE DENOMINACIÓN.- La Secretaría de Economía autorizó el uso de la denominación "${c.name}" con Clave Única del Documento A${c.incorporated.replace(/-/g, '')}${d.digits(rng, 8)}, documento que agrego al apéndice de esta escritura con la letra "A".`,
  );
  P('E S T A T U T O S', true);
  P(
    `ARTÍCULO PRIMERO.- DENOMINACIÓN.- La sociedad se denominará "${c.name}", denominación que irá siempre seguida de las palabras "${c.form[0]}" o de su abreviatura "${c.form[1]}".`,
  );
  P(
    `ARTÍCULO SEGUNDO.- DOMICILIO.- El domicilio de la sociedad será la ciudad de ${c.address.place.city}, ${c.address.place.state}, sin perjuicio de establecer agencias o sucursales en cualquier parte de la República.`,
  );
  P(
    'ARTÍCULO TERCERO.- OBJETO.- La sociedad tendrá por objeto: a) la compra, venta, distribución, importación y exportación de toda clase de bienes muebles; b) la prestación de servicios de consultoría administrativa y técnica; c) adquirir, arrendar y administrar los bienes inmuebles necesarios para su objeto; d) en general, celebrar todos los actos y contratos relacionados con lo anterior.',
  );
  P(
    s.duration
      ? `ARTÍCULO CUARTO.- DURACIÓN.- La duración de la sociedad será de ${d.numberWords(s.duration)} (${s.duration}) años, contados a partir de la fecha de firma de esta escritura.`
      : 'ARTÍCULO CUARTO.- DURACIÓN.- La duración de la sociedad será indefinida.',
  );
  P(
    s.foreigners === 'exclusion'
      ? 'ARTÍCULO QUINTO.- NACIONALIDAD.- La sociedad es mexicana. Cláusula de exclusión de extranjeros: ninguna persona extranjera, física o moral, podrá tener participación social alguna o ser propietaria de acciones de la sociedad.'
      : 'ARTÍCULO QUINTO.- NACIONALIDAD.- La sociedad es mexicana. Los socios extranjeros actuales o futuros se obligan formalmente con la Secretaría de Relaciones Exteriores a considerarse como nacionales respecto de las acciones que adquieran y a no invocar la protección de sus gobiernos, bajo la pena de perder en beneficio de la Nación las acciones que hubieren adquirido.',
  );
  P(
    `ARTÍCULO SEXTO.- CAPITAL SOCIAL.- El capital social es variable. El capital mínimo fijo sin derecho a retiro es la cantidad de ${d.moneyWords(capital)}, representado por ${d.money(totalShares).replace('.00', '')} (${d.numberWords(totalShares)}) acciones ordinarias, nominativas, de la Serie "A", con valor nominal de ${d.moneyWords(shareValue)} cada una, íntegramente suscritas y pagadas. La parte variable del capital será ilimitada.`,
  );
  for (const [n, t] of [
    [
      'SÉPTIMO',
      'ACCIONES.- Las acciones serán nominativas y conferirán iguales derechos a sus tenedores; los títulos serán firmados por el administrador.',
    ],
    [
      'OCTAVO',
      'ASAMBLEAS.- La asamblea general de accionistas es el órgano supremo de la sociedad; las asambleas serán ordinarias o extraordinarias y se celebrarán en el domicilio social.',
    ],
    [
      'NOVENO',
      'CONVOCATORIAS.- Las convocatorias se publicarán en el sistema electrónico de la Secretaría de Economía con quince días de anticipación.',
    ],
    [
      'DÉCIMO',
      'QUÓRUM.- Las asambleas ordinarias se considerarán legalmente instaladas con la presencia de la mitad del capital social y sus resoluciones serán válidas por mayoría de votos.',
    ],
  ])
    P(`ARTÍCULO ${n}.- ${t}`);
  P(
    s.model === 'administrador_unico'
      ? 'ARTÍCULO DÉCIMO PRIMERO.- ADMINISTRACIÓN.- La administración de la sociedad estará a cargo de un Administrador Único o de un Consejo de Administración, según lo determine la asamblea.'
      : 'ARTÍCULO DÉCIMO PRIMERO.- ADMINISTRACIÓN.- La administración de la sociedad estará a cargo de un Consejo de Administración integrado por un Presidente, un Secretario y un Tesorero.',
  );
  P(
    'ARTÍCULO DÉCIMO SEGUNDO.- VIGILANCIA.- La vigilancia de la sociedad estará a cargo de uno o más Comisarios, que podrán ser o no accionistas.',
  );
  P(
    'ARTÍCULO DÉCIMO TERCERO.- EJERCICIO SOCIAL.- Los ejercicios sociales serán de un año, del primero de enero al treinta y uno de diciembre.',
  );
  P(
    'ARTÍCULO DÉCIMO CUARTO.- UTILIDADES.- De las utilidades netas se separará anualmente el cinco por ciento para formar el fondo de reserva legal, hasta que importe la quinta parte del capital social.',
  );
  P(
    'ARTÍCULO DÉCIMO QUINTO.- DISOLUCIÓN Y LIQUIDACIÓN.- La sociedad se disolverá en los casos previstos por el artículo doscientos veintinueve de la Ley General de Sociedades Mercantiles.',
  );
  P('C L Á U S U L A S   T R A N S I T O R I A S', true);
  P(
    'PRIMERA.- SUSCRIPCIÓN Y PAGO DEL CAPITAL SOCIAL.- El capital social mínimo fijo queda íntegramente suscrito y pagado de la siguiente manera:',
  );
  table(
    flow,
    header,
    [
      ['ACCIONISTA', 'ACCIONES', 'SERIE', 'VALOR'],
      ...holdings.map((h) => [h.name, d.money(h.shares).replace('.00', ''), '"A"', `$${d.money(h.value)}`]),
      ['TOTAL', d.money(totalShares).replace('.00', ''), '', `$${d.money(capital)}`],
    ],
    [230, 80, 60, 98],
  );
  P(
    s.model === 'administrador_unico'
      ? `SEGUNDA.- Los accionistas acuerdan que la administración de la sociedad quede a cargo de un ADMINISTRADOR ÚNICO y designan para ocupar dicho cargo al señor ${admins[0]!.name}.`
      : `SEGUNDA.- Los accionistas acuerdan que la administración de la sociedad quede a cargo de un CONSEJO DE ADMINISTRACIÓN, que queda integrado como sigue: PRESIDENTE: ${admins[0]!.name}; SECRETARIO: ${admins[1]!.name}; TESORERO: ${admins[2]!.name}.`,
  );
  P(`TERCERA.- Se designa COMISARIO de la sociedad a la señora ${comisario}.`);
  P(
    `CUARTA.- Se otorgan a favor de ${admins[0]!.name} los siguientes poderes, que ejercerá en forma individual: ${adminPowers.map((k, i) => `${String.fromCharCode(97 + i)}) ${POWER_TEXT[k]}`).join('; ')}.`,
  );
  P(
    `QUINTA.- Se otorga a favor del señor ${apoderado} ${POWER_TEXT.pleitos_y_cobranzas} y ${POWER_TEXT.actos_de_administracion}, para que lo ejerza conjunta o separadamente con el administrador. El apoderado no podrá otorgar ni sustituir este poder.`,
  );
  P(
    'YO, EL NOTARIO, CERTIFICO: I.- Que me identifiqué plenamente como notario ante los comparecientes. II.- Que los comparecientes declaran por sus generales ser mexicanos, mayores de edad y con capacidad legal. III.- Que leída que les fue la presente escritura, la ratificaron y firmaron, y la AUTORIZO DEFINITIVAMENTE.',
  );
  newPage(flow, header);
  P('INSCRITO EN EL REGISTRO PÚBLICO DE COMERCIO.', true);
  P(`FOLIO MERCANTIL ELECTRÓNICO: ${folio}.`, true);
  P(
    `FECHA DE INSCRIPCIÓN: ${d.dateDmy(registered)}. ${c.address.place.city}, ${c.address.place.state}.`,
    true,
  );

  const expected: Record<string, unknown> = {
    'deed.number': String(deedNumber),
    'deed.kind': 'escritura',
    'deed.volume': String(volume),
    'deed.date': c.incorporated,
    'deed.place': where.city,
    'notary.number': String(notaryNumber),
    'notary.name': notaryName,
    'notary.kind': 'notario',
    'notary.entity': where.entity,
    'registration.folio_mercantil': folio,
    'registration.date': registered,
    'company.name': c.name,
    'company.type': c.form[0],
    'company.duration': s.duration ? `${s.duration} AÑOS` : 'INDEFINIDA',
    'company.duration_years': s.duration,
    'company.domicile': `${c.address.place.city}, ${c.address.place.state}`,
    'company.foreigners_clause': s.foreigners,
    'capital.total': capital,
    'capital.fixed': capital,
    'capital.currency': 'MXN',
    'capital.share_value': shareValue,
    shareholders: holdings,
    shareholders_total_shares: totalShares,
    'administration.model': s.model,
    administrators: [...admins, { name: comisario, role: 'comisario' }],
    apoderados: [
      { name: admins[0]!.name, powers: adminPowers, signature: 'individual', revoked: false },
      { name: apoderado, powers: apoderadoPowers, signature: 'individual', revoked: false },
    ],
  };
  const firstPage = [
    'deed.number',
    'deed.kind',
    'deed.volume',
    'deed.date',
    'deed.place',
    'notary.number',
    'notary.name',
    'notary.kind',
    'notary.entity',
    'company.name',
    'company.type',
  ];
  return { itemType: 'ac_mx', producer: 'notaría', pages: flow.pages, expected, firstPage };
}
