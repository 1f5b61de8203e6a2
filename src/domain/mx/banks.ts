/** CLABE bank codes (ABM) and bank recognition from statement text, ../shared/mx/documents.md §3.5. */

import { foldChars } from './names';

export interface Bank {
  /** ABM code, the CLABE's first three digits. */
  code: string;
  /** Banxico's SPEI participant code, null for codes that only the historical table knows. */
  banxicoCode: string | null;
  /** Banxico's participant name, else the historical tag. */
  name: string;
  tag: string | null;
  longName: string;
  sources: 'C' | 'K' | 'CK';
  /** Known only to the historical table (merged or gone): fine on an old statement, odd on a new CLABE. */
  historical: boolean;
}

type Row = [
  code: string,
  banxico: string | null,
  name: string | null,
  tag: string | null,
  long: string | null,
];

// C = cuenca-mx/clabe-python banks.py (live SPEI participants); K = center-key/clabe-validator (with historical codes).
const ROWS: Row[] = [
  ['001', '2001', 'Banxico', 'BANXICO', 'Banco de México'],
  ['002', '40002', 'Banamex', 'BANAMEX', 'Banco Nacional de México'],
  ['006', '37006', 'Bancomext', 'BANCOMEXT', 'Banco Nacional de Comercio Exterior'],
  ['009', '37009', 'Banobras', 'BANOBRAS', 'Banco Nacional de Obras y Servicios Públicos'],
  ['012', '40012', 'BBVA Mexico', 'BBVA BANCOMER', 'BBVA Bancomer'],
  ['014', '40014', 'Santander', 'SANTANDER', 'Banco Santander'],
  ['019', '37019', 'Banjercito', 'BANJERCITO', 'Banco Nacional del Ejército, Fuerza Aérea y Armada'],
  ['021', '40021', 'HSBC', 'HSBC', 'HSBC México'],
  ['022', null, null, 'GE MONEY', 'GE Money Bank'],
  ['030', '40030', 'Bajio', 'BAJIO', 'Banco del Bajío'],
  ['032', null, null, 'IXE', 'IXE Banco'],
  ['036', '40036', 'Inbursa', 'INBURSA', 'Banco Inbursa'],
  ['037', null, null, 'INTERACCIONES', 'Banco Interacciones'],
  ['042', '40042', 'Mifel', 'MIFEL', 'Banca Mifel'],
  ['044', '40044', 'Scotiabank', 'SCOTIABANK', 'Scotiabank Inverlat'],
  ['058', '40058', 'Banregio', 'BANREGIO', 'Banco Regional de Monterrey'],
  ['059', '40059', 'Invex', 'INVEX', 'Banco Invex'],
  ['060', '40060', 'Bansi', 'BANSI', 'Bansi'],
  ['062', '40062', 'Afirme', 'AFIRME', 'Banca Afirme'],
  ['072', '40072', 'Banorte', 'BANORTE', 'Banco Mercantil del Norte'],
  ['102', null, null, 'ACCENDO BANCO', 'ABN AMRO Bank México'],
  ['103', null, null, 'AMERICAN EXPRESS', 'American Express Bank (México)'],
  ['106', '40106', 'Bank Of America', 'BAMSA', 'Bank of America México'],
  ['108', '40108', 'Mufg', 'TOKYO', 'Bank of Tokyo-Mitsubishi UFJ (México)'],
  ['110', '40110', 'JP Morgan', 'JP MORGAN', 'Banco J.P. Morgan'],
  ['112', '40112', 'Bmonex', 'BMONEX', 'Banco Monex'],
  ['113', '40113', 'Ve Por Mas', 'VE POR MAS', 'Banco Ve por Mas'],
  ['116', null, null, 'ING', 'ING Bank (México)'],
  ['124', '40124', 'Citi Mexico', 'CITI MEXICO', 'Banco Citi Mexico (formerly Deutsche Bank México)'],
  ['126', null, null, 'CREDIT SUISSE', 'Banco Credit Suisse (México)'],
  ['127', '40127', 'Azteca', 'AZTECA', 'Banco Azteca'],
  ['128', '40128', 'Autofin', 'AUTOFIN', 'Banco Autofin México'],
  ['129', '40129', 'Barclays', 'BARCLAYS', 'Barclays Bank México'],
  ['130', '40130', 'Compartamos', 'COMPARTAMOS', 'Banco Compartamos'],
  ['131', null, null, 'FAMSA', 'Banco Ahorro Famsa'],
  ['132', '40132', 'Multiva Banco', 'BMULTIVA', 'Banco Multiva'],
  ['133', '40133', 'Actinver', 'ACTINVER', 'Banco Actinver'],
  ['134', null, null, 'WAL-MART', 'Banco Wal-Mart de México Adelante'],
  ['135', '37135', 'Nafin', 'NAFIN', 'Nacional Financiera'],
  ['136', '40136', 'Intercam Banco', 'INTERBANCO', 'Inter Banco'],
  ['137', '40137', 'Bancoppel', 'BANCOPPEL', 'BanCoppel'],
  ['138', '40138', 'Uala', 'ABC CAPITAL', 'ABC Capital'],
  ['139', null, null, 'UBS BANK', 'UBS Banco'],
  ['140', '40140', 'Consubanco', 'CONSUBANCO', 'Banco Fácil'],
  ['141', '40141', 'Volkswagen', 'VOLKSWAGEN', 'Volkswagen Bank, Institución de Banca Múltiple'],
  ['143', '40143', 'CIBanco', 'CIBANCO', 'Consultoría Internacional Banco'],
  ['145', '40145', 'BBase', 'BBASE', 'Banco BASE'],
  ['147', '40147', 'Bankaool', 'BANKAOOL', 'Bankaool, Institución de Banca Múltiple'],
  ['148', '40148', 'Pagatodo', 'PAGATODO', 'Banco PagaTodo Institución de Banca Múltiple'],
  [
    '150',
    '40150',
    'Inmobiliario',
    'INMOBILIARIO',
    'Banco Inmobiliario Mexicano, Institución de Banca Múltiple',
  ],
  ['151', '40151', 'Donde', 'DONDE', 'Fundación Dondé Banco'],
  ['152', '40152', 'Bancrea', 'BANCREA', 'Banco Bancrea, Institución de Banca Múltiple'],
  ['154', '40154', 'Banco Covalto', 'BANCO FINTERRA', 'Banco Finterra'],
  ['155', '40155', 'Icbc', 'ICBC', 'Industrial and Commercial Bank of China'],
  ['156', '40156', 'Sabadell', 'SABADELL', 'Banco de Sabadell'],
  ['157', '40157', 'Shinhan', 'SHINHAN', 'Shinhan Bank'],
  ['158', '40158', 'Mizuho Bank', 'MIZUHO BANK', 'Mizuho Bank'],
  ['159', '40159', 'Bank Of China', 'BANK OF CHINA', 'Bank of China México'],
  ['160', '40160', 'Banco S3', 'BANCO S3', 'Banco S3 México'],
  ['166', '37166', 'BaBien', 'BANSEFI', 'Banco del Ahorro Nacional y Servicios Financieros'],
  ['167', '40167', 'Hey Banco', 'HEY', 'Hey Banco'],
  ['168', '37168', 'Hipotecaria Fed', 'HIPOTECARIA FED', 'Sociedad Hipotecaria Federal'],
  ['600', '90600', 'Monexcb', 'MONEXCB', 'Monex Casa de Bolsa'],
  ['601', '90601', 'Gbm', 'GBM', 'GBM Grupo Bursátil Mexicano'],
  ['602', '90602', 'Masari', 'MASARI', 'Masari Casa de Bolsa'],
  ['604', null, null, 'C.B. INBURSA', 'Inversora Bursátil'],
  ['605', '90605', 'Value', 'VALUE', 'Valué, Casa de Bolsa'],
  ['606', null, null, 'ESTRUCTURADORES', 'Base Internacional Casa de Bolsa'],
  ['607', null, null, 'TIBER', 'Casa de Cambio Tiber'],
  ['608', null, null, 'VECTOR', 'Vector Casa de Bolsa'],
  ['610', null, null, 'B&B', 'B y B Casa de Cambio'],
  ['611', null, null, 'INTERCAM', 'Intercam Casa de Cambio'],
  ['613', null, null, 'MULTIVA', 'Multivalores Casa de Bolsa, Multiva Gpo. Fin.'],
  ['614', null, null, 'ACCIVAL', 'Acciones y Valores Banamex, Casa de Bolsa'],
  ['615', null, null, 'MERRILL LYNCH', 'Merrill Lynch México, Casa de Bolsa'],
  ['616', '90616', 'Finamex', 'FINAMEX', 'Casa de Bolsa Finamex'],
  ['617', '90617', 'Valmex', 'VALMEX', 'Valores Mexicanos Casa de Bolsa'],
  ['618', null, null, 'ÚNICA', 'Única Casa de Cambio'],
  ['619', null, null, 'ASEGURADORA MAPFRE', 'MAPFRE Tepeyac'],
  ['620', '90620', 'Profuturo', 'PROFUTURO', 'Profuturo G.N.P., Afore'],
  ['621', null, null, 'CB ACTINBER', 'Actinver Casa de Bolsa'],
  ['622', null, null, 'ACTINVE SI', 'Actinver'],
  ['623', null, null, 'SKANDIA', 'Skandia Vida'],
  ['624', null, null, 'CONSULTORÍA', 'Consultoría Internacional Casa de Cambio'],
  ['626', null, null, 'CBDEUTSCHE', 'Deutsche Securities'],
  ['627', null, null, 'ZURICH', 'Zurich Compañía de Seguros'],
  ['628', null, null, 'ZURICHVI', 'Zurich Vida, Compañía de Seguros'],
  ['629', null, null, 'HIPOTECARIA SU CASITA', 'Hipotecaria su Casita'],
  ['630', '90630', 'CB Intercam', 'CB INTERCAM', 'Intercam Casa de Bolsa'],
  ['631', '90631', 'CI Bolsa', 'CI BOLSA', 'CI Casa de Bolsa'],
  ['632', null, null, 'BULLTICK C.B.', 'Bulltick Casa de Bolsa'],
  ['633', null, null, 'STERLING', 'Sterling Casa de Cambio'],
  ['634', '90634', 'Fincomun', 'FINCOMUN', 'Fincomún, Servicios Financieros Comunitarios'],
  ['636', null, null, 'HDI SEGUROS', 'HDI Seguros'],
  ['637', null, null, 'ORDER', 'OrderExpress Casa de Cambio'],
  ['638', '90638', 'NU MEXICO', 'NU MEXICO', 'Nu México Financiera (Nubank)'],
  ['640', null, null, 'CB JPMORGAN', 'J.P. Morgan Casa de Bolsa'],
  ['642', null, null, 'REFORMA', 'Operadora de Recursos Reforma'],
  ['646', '90646', 'STP', 'STP', 'Sistema de Transferencias y Pagos STP, SOFOM E.N.R.'],
  ['647', null, null, 'TELECOMM', 'Telecomunicaciones de México'],
  ['648', null, null, 'EVERCORE', 'Evercore Casa de Bolsa'],
  ['649', null, null, 'SKANDIA', 'Skandia Operadora'],
  ['651', null, null, 'SEGMTY', 'Seguros Monterrey New York Life'],
  ['652', '90652', 'Credicapital', 'CREDICAPITAL', 'Solución Asea, Sociedad Financiera Popular'],
  ['653', '90653', 'Kuspit', 'KUSPIT', 'Kuspit Casa de Bolsa'],
  ['655', null, null, 'SOFIEXPRESS', 'JP SofiExpress'],
  ['656', '90656', 'Unagra', 'UNAGRA', 'UNAGRA, S.F.P.'],
  ['659', '90659', 'Asp Integra Opc', 'ASP INTEGRA OPC', 'Opciones Empresariales Del Noreste'],
  ['661', '90661', 'KLAR', 'ALTERNATIVOS', 'Servicios Financieros Alternativos (Klar)'],
  ['670', '90670', 'Libertad', 'LIBERTAD', 'Libertad Servicios Financieros'],
  ['674', null, null, 'AXA', 'AXA Seguros'],
  ['677', '90677', 'Caja Pop Mexica', 'CAJA POP MEXICA', 'Caja Popular Mexicana'],
  ['679', null, null, 'FND', 'Financiera Nacional De Desarrollo Agropecuario'],
  ['680', '90680', 'Cristobal Colon', 'CRISTOBAL COLON', 'Caja Popular Cristóbal Colón'],
  ['683', '90683', 'Caja Telefonist', 'CAJA TELEFONIST', 'Caja de Ahorro de los Telefonistas'],
  ['684', '90684', 'Transfer', 'TRANSFER', 'Operadora de Pagos Moviles de Mexico'],
  [
    '685',
    '90685',
    'Fondo (Fira)',
    'FONDO (FIRA)',
    'Fondo de Garantía y Fomento para la Agricultura, Ganadería y Avicultura (FONDO)',
  ],
  ['686', null, null, 'INVERCAP', 'Afore InverCap'],
  ['688', '90688', 'Crediclub', 'CREDICLUB', 'Crediclub'],
  ['689', '90689', 'Fomped', 'FOMPED', 'Fondo Mexicano del Petroleo para la Estabilizacion y el Desarrollo'],
  ['699', '90699', 'Fondeadora', 'FONDEADORA', 'Fondea Technologies'],
  ['703', '90703', 'Tesored', 'TESORED', 'Tesored'],
  ['706', '90706', 'Arcus Fi', 'ARCUS', 'Arcus Financial Intelligence'],
  ['710', '90710', 'NVIO', 'NVIO', 'NVIO Pagos México'],
  ['714', '90714', 'PPBALANCEMX', null, null],
  ['715', '90715', 'Cashi Cuenta', null, null],
  ['720', '90720', 'MexPago', null, null],
  ['721', '90721', 'Albo', 'ALBO', 'albo'],
  ['722', '90722', 'Mercado Pago W', 'MERCADO PAGO W', 'Mercado Pago W'],
  ['723', '90723', 'Cuenca', 'CUENCA', 'Cuenca'],
  ['725', '90725', 'COOPDESARROLLO', null, null],
  ['727', '90727', 'Transfer directo', null, null],
  ['728', '90728', 'Spin by OXXO', 'SPIN', 'SPIN by OXXO'],
  ['729', '90729', 'Dep y Pag Dig', null, null],
  ['730', '90730', 'Swap', null, null],
  ['732', '90732', 'Peibo', 'PEIBO', 'Peibo Fintech'],
  ['734', '90734', 'Finco Pay', 'FINCH', 'Finco Pay (Finch)'],
  ['738', '90738', 'Fintoc', null, null],
  ['812', null, null, 'BBVA BANCOMER2', 'BBVA Bancomer'],
  ['814', null, null, 'SANTANDER2', 'Banco Santander'],
  ['821', null, null, 'HSBC2', 'HSBC México'],
  ['846', null, null, 'STP', 'Sistema de Transferencias y Pagos STP'],
  ['901', '90901', 'Cls', 'CLS', 'CLS Bank International'],
  ['902', '90902', 'Indeval', 'INDEVAL', 'SD. INDEVAL'],
  ['903', '90903', 'CoDi Valida', 'CODI VALIDA', 'CoDi Valida'],
  ['999', null, null, 'N/A', 'N/A'],
];

export const BANKS: readonly Bank[] = ROWS.map(([code, banxico, name, tag, long]) => ({
  code,
  banxicoCode: banxico,
  name: name ?? tag ?? code,
  tag,
  longName: long ?? name ?? code,
  sources: name && tag ? 'CK' : name ? 'C' : 'K',
  historical: name === null,
}));

const BY_CODE = new Map(BANKS.map((b) => [b.code, b]));

export const bankByCode = (code: string): Bank | null => BY_CODE.get(code) ?? null;

// Single words that name one bank on a statement; other single-word names (VALUE, DONDE, TRANSFER, LIBERTAD …)
// are ordinary words in addresses and descriptions, so a table name is used only when it has two words or more.
const BRANDS: Record<string, string> = {
  BANXICO: '001',
  BANAMEX: '002',
  CITIBANAMEX: '002',
  BANCOMEXT: '006',
  BANOBRAS: '009',
  BBVA: '012',
  BANCOMER: '012',
  SANTANDER: '014',
  BANJERCITO: '019',
  HSBC: '021',
  BANBAJIO: '030',
  INBURSA: '036',
  MIFEL: '042',
  SCOTIABANK: '044',
  BANREGIO: '058',
  INVEX: '059',
  BANSI: '060',
  AFIRME: '062',
  BANORTE: '072',
  COMPARTAMOS: '130',
  ACTINVER: '133',
  BANCOPPEL: '137',
  CONSUBANCO: '140',
  CIBANCO: '143',
  BANKAOOL: '147',
  PAGATODO: '148',
  BANCREA: '152',
  SABADELL: '156',
  BANSEFI: '166',
  'BANCO DEL BIENESTAR': '166',
  'BANCO MONEX': '112',
  'BANCO AZTECA': '127',
  'MERCADO PAGO': '722',
  'NU MEXICO': '638',
  NUBANK: '638',
  FONDEADORA: '699',
  KLAR: '661',
  STP: '646',
};
// Table names that are also street names, or (Banco de México) named in every statement's footnotes on reference
// rates, never as the issuer.
const AMBIGUOUS = new Set(['CRISTOBAL COLON', 'N A', 'BANCO DE MEXICO']);

const words = (s: string): string[] =>
  foldChars(s)
    .split(/[^A-Z0-9&]+/)
    .filter(Boolean);

function aliases(): { pattern: RegExp; words: number; length: number; bank: Bank }[] {
  const seen = new Map<string, Bank>();
  const add = (name: string | null, bank: Bank | null, single: boolean): void => {
    const key = words(name ?? '').join(' ');
    if (!bank || !key || seen.has(key) || AMBIGUOUS.has(key)) return;
    if (single || key.includes(' ')) seen.set(key, bank);
  };
  for (const [alias, code] of Object.entries(BRANDS)) add(alias, bankByCode(code), true);
  for (const b of [...BANKS].sort((x, y) => Number(x.historical) - Number(y.historical))) {
    for (const name of [b.longName, b.name, b.tag]) add(name, b, false);
  }
  return [...seen].map(([key, bank]) => ({
    pattern: new RegExp(`(?<![A-Z0-9])${key.split(' ').join('[\\s.,]+')}(?![A-Z0-9])`),
    words: key.split(' ').length,
    length: key.length,
    bank,
  }));
}

const ALIASES = aliases().sort((a, b) => b.length - a.length || b.words - a.words);

/** The bank a text names, trying the longest (most specific) names first; with where the name is. */
export function findBankName(text: string): { bank: Bank; index: number; length: number } | null {
  const folded = foldChars(text);
  for (const a of ALIASES) {
    const m = a.pattern.exec(folded);
    if (m) return { bank: a.bank, index: m.index, length: m[0].length };
  }
  return null;
}

/** Recognises a bank by its brand or legal name, accent- and case-insensitively (`Citibanamex` → 002). */
export const bankByName = (text: string): Bank | null => findBankName(text)?.bank ?? null;
