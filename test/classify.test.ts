import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classify } from '../src/domain/documents/classify';
import type { DocumentText } from '../src/domain/documents/extraction';
import { pdfText, sharedFixture } from './helpers/fixtures';

const doc = (...pages: string[]): DocumentText => ({
  pages: pages.map((text, i) => ({ page: i + 1, text, method: 'ocr', confidence: 80 })),
  qrCodes: [],
  producer: null,
});

const csfFixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/documents', name), 'utf8');

const ACTA_CONSTITUTIVA = `
ESCRITURA PÚBLICA NÚMERO 12,345 (DOCE MIL TRESCIENTOS CUARENTA Y CINCO).------------------------
VOLUMEN 456 (CUATROCIENTOS CINCUENTA Y SEIS).-------------------------------------------------------
En la Ciudad de Monterrey, Nuevo León, a los quince días del mes de marzo de dos mil veintiuno, ANTE MÍ,
LICENCIADO JORGE RAMÍREZ SALAS, TITULAR DE LA NOTARÍA PÚBLICA NÚMERO 23 (VEINTITRÉS) DEL ESTADO, HAGO
CONSTAR: EL CONTRATO DE SOCIEDAD MERCANTIL por el que se constituye una SOCIEDAD ANÓNIMA DE CAPITAL
VARIABLE, que otorgan los señores JUAN PÉREZ LÓPEZ y MARÍA GÓMEZ RUIZ, al tenor de los siguientes:
ANTECEDENTES. ÚNICO.- Autorización de Uso de Denominación o Razón Social, Clave Única del Documento A202103151234.
ESTATUTOS. ARTÍCULO PRIMERO.- DENOMINACIÓN.- La sociedad se denominará "COMERCIALIZADORA EJEMPLO DEL
NORTE", seguida de las palabras "SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE" o de su abreviatura "S.A. DE C.V.".
ARTÍCULO SEGUNDO.- DOMICILIO.- El domicilio de la sociedad será la ciudad de Monterrey, Nuevo León.
ARTÍCULO TERCERO.- DURACIÓN.- La duración de la sociedad será indefinida.
ARTÍCULO CUARTO.- OBJETO.- La sociedad tendrá por objeto: a) la compraventa de toda clase de productos.
ARTÍCULO SEXTO.- CAPITAL SOCIAL.- El capital social es variable; el capital mínimo fijo sin derecho a retiro
es la cantidad de $100,000.00 (CIEN MIL PESOS 00/100 M.N.), representado por 1,000 acciones nominativas.
ARTÍCULO DÉCIMO.- La Asamblea General Ordinaria de Accionistas se reunirá por lo menos una vez al año; la
convocatoria contendrá el orden del día y las resoluciones se tomarán por mayoría de votos.
ARTÍCULO DÉCIMO QUINTO.- ADMINISTRACIÓN.- La sociedad será administrada por un ADMINISTRADOR ÚNICO.
CLÁUSULAS TRANSITORIAS. PRIMERA.- SUSCRIPCIÓN Y PAGO DEL CAPITAL SOCIAL: JUAN PÉREZ LÓPEZ 500 acciones,
MARÍA GÓMEZ RUIZ 500 acciones. SEGUNDA.- Se designa ADMINISTRADOR ÚNICO al señor JUAN PÉREZ LÓPEZ, a quien
se le otorga PODER GENERAL PARA PLEITOS Y COBRANZAS, PODER GENERAL PARA ACTOS DE ADMINISTRACIÓN y PODER
GENERAL PARA ACTOS DE DOMINIO, con todas las facultades generales y aun las especiales que requieran
cláusula especial conforme a la ley. El apoderado podrá otorgar y revocar poderes.
YO, EL NOTARIO, CERTIFICO: que conozco a los comparecientes. AUTORIZO DEFINITIVAMENTE.
`;

const ACTA_ASAMBLEA = `
INSTRUMENTO NÚMERO 45,678 (CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO). LIBRO 1,234.
En la Ciudad de México, a los diez días del mes de febrero de dos mil veinticuatro, ANTE MÍ, LICENCIADA
ANA LUISA TORRES MEJÍA, TITULAR DE LA NOTARÍA NÚMERO 150 DE LA CIUDAD DE MÉXICO, HAGO CONSTAR: LA
PROTOCOLIZACIÓN DEL ACTA DE ASAMBLEA GENERAL EXTRAORDINARIA DE ACCIONISTAS de "COMERCIALIZADORA EJEMPLO
DEL NORTE", SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE, que realizo a solicitud del señor JUAN PÉREZ LÓPEZ, en su
carácter de delegado especial de dicha asamblea, al tenor de los siguientes:
ANTECEDENTES. I.- CONSTITUCIÓN.- Por escritura pública número 12,345, de fecha quince de marzo de dos mil
veintiuno, otorgada ante el Notario Público número 23 de Monterrey, se hizo constar la constitución de la
sociedad, con domicilio en Monterrey, duración indefinida y capital social mínimo fijo de $100,000.00.
II.- ACTA QUE SE PROTOCOLIZA.- El compareciente me exhibe el acta de la Asamblea General Extraordinaria de
Accionistas celebrada el cinco de febrero de dos mil veinticuatro, que a la letra dice:
"En la ciudad de Monterrey, siendo las diez horas, se reunieron los accionistas; presidió la asamblea el
señor JUAN PÉREZ LÓPEZ y actuó como secretaria la señora MARÍA GÓMEZ RUIZ. El presidente designó escrutador,
quien formuló la lista de asistencia y certificó que estaba representado el cien por ciento del capital
social, por lo que se declaró legalmente instalada la asamblea bajo el siguiente ORDEN DEL DÍA:
I. Aumento del capital social en su parte variable. II. Reforma de estatutos. III. Otorgamiento de poderes.
IV. Designación de delegado especial. Después de deliberar, la asamblea adoptó por unanimidad los siguientes
ACUERDOS: PRIMERO.- Se aumenta el capital social en su parte variable en $500,000.00. SEGUNDO.- Se reforma
el artículo sexto de los estatutos sociales. TERCERO.- Se otorga al señor PEDRO SÁNCHEZ DÍAZ poder general
para pleitos y cobranzas y para actos de administración. CUARTO.- Se designa delegado especial al señor
JUAN PÉREZ LÓPEZ para que acuda ante notario a protocolizar la presente acta."
CLÁUSULAS. PRIMERA.- Queda protocolizada el acta de asamblea transcrita en el antecedente II.
YO, LA NOTARIA, CERTIFICO Y DOY FE.
`;

const PODER = `
ESCRITURA NÚMERO 7,890 (SIETE MIL OCHOCIENTOS NOVENTA). VOLUMEN 210.
En Guadalajara, Jalisco, a los veinte días del mes de mayo de dos mil veinticinco, ANTE MÍ, LICENCIADO
ROBERTO DELGADO FUENTES, NOTARIO PÚBLICO NÚMERO 45 DE GUADALAJARA, COMPARECE: "COMERCIALIZADORA EJEMPLO
DEL NORTE", S.A. DE C.V., representada por su Administrador Único, el señor JUAN PÉREZ LÓPEZ, a quien en lo
sucesivo se le denominará "LA PODERDANTE", y dijo: Que viene a formalizar el OTORGAMIENTO DE PODER GENERAL
en favor del señor PEDRO SÁNCHEZ DÍAZ, al tenor de los siguientes antecedentes y cláusulas.
ANTECEDENTES. I.- PERSONALIDAD.- La sociedad poderdante acredita su legal existencia con la escritura
pública número 12,345 en la que se hizo constar su constitución, inscrita en el Registro Público de Comercio
bajo el folio mercantil electrónico N-2021012345.
CLÁUSULAS. PRIMERA.- La poderdante otorga en favor del señor PEDRO SÁNCHEZ DÍAZ, como apoderado:
a) PODER GENERAL PARA PLEITOS Y COBRANZAS, con todas las facultades generales y aun las especiales que
requieran cláusula especial conforme a la ley. b) PODER GENERAL PARA ACTOS DE ADMINISTRACIÓN, en los términos
del párrafo segundo del artículo 2554 del Código Civil Federal. c) Facultades para abrir y cancelar cuentas
bancarias y suscribir títulos de crédito. SEGUNDA.- El apoderado ejercerá el poder individualmente.
TERCERA.- El presente poder tendrá una vigencia de tres años. YO, EL NOTARIO, DOY FE.
`;

const BANK_STATEMENT = `
Estado de Cuenta
MAESTRA PYME BBVA
COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV
AV CONSTITUCION 100 COL CENTRO MONTERREY NL CP 64000
Periodo DEL 01/04/2026 AL 30/04/2026   Fecha de Corte 30/04/2026
No. de Cuenta 0123456789   No. de Cliente B0012345   R.F.C. CEN2001011EA
No. Cuenta CLABE 012580001234567899
Información Financiera MONEDA NACIONAL
Comportamiento
Saldo de Liquidación Inicial 150,000.00   Saldo de Operación Inicial 150,000.00
Depósitos / Abonos (+) 12 320,000.00
Retiros / Cargos (-) 30 280,500.00
Saldo Final (+) 189,500.00
Detalle de Movimientos Realizados
FECHA OPER LIQ COD. DESCRIPCIÓN REFERENCIA CARGOS ABONOS OPERACIÓN LIQUIDACIÓN
02/ABR 02/ABR T20 SPEI RECIBIDO BANORTE 0000123 45,000.00 195,000.00 195,000.00
Total de Movimientos
BBVA MEXICO, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO BBVA MEXICO
`;

const INE_FRONT = `
INSTITUTO NACIONAL ELECTORAL
MÉXICO
CREDENCIAL PARA VOTAR
NOMBRE
SANMIGUEL
AGUILAR
GERARDO
DOMICILIO
C HIDALGO 123 COL CENTRO 28000 COLIMA, COL.
CLAVE DE ELECTOR SNAGGR98030506H500
CURP SAAG980305HCMNGR09   AÑO DE REGISTRO 2016 01
FECHA DE NACIMIENTO 05/03/1998   SECCIÓN 0123   VIGENCIA 2019 - 2029   SEXO H
`;

const INE_BACK = `
IDMEX1234567897<<0123456789012
8502142F3012316MEX<<<<<<<<<<<6
SANMIGUEL<AGUILAR<<GERARDO<<<<
`;

const CFE_BILL = `
CFE Suministrador de Servicios Básicos
COMISIÓN FEDERAL DE ELECTRICIDAD
JUAN PEREZ LOPEZ
AV CONSTITUCION 100 COL CENTRO C.P. 64000 MONTERREY, N.L.
NO. DE SERVICIO: 123456789012   RMU: 64000 12-03-04 XAXX-010101 001 CFE
TOTAL A PAGAR: $1,234.00
PERIODO FACTURADO: 01 MAR 26 - 30 ABR 26
FECHA LÍMITE DE PAGO: 15 MAY 26
Tarifa 1  Lectura actual 12345  Lectura anterior 12000  Consumo kWh 345
Este recibo es válido como comprobante de domicilio.
`;

const TELMEX_BILL = `
Teléfonos de México, S.A.B. de C.V.
Recibo Telmex
Titular: MARÍA GÓMEZ RUIZ
Domicilio: CALLE MORELOS 45 COL OBISPADO MONTERREY NL CP 64060
Teléfono: 81 1234 5678   Mes de facturación: Abril 2026
Servicio de Telefonía e Internet Infinitum
Total a pagar $599.00
Pagar antes de: 20 de mayo de 2026
`;

const PROSE = `
The committee met on Tuesday to review the plans for the new library. Members discussed the budget, the
schedule for construction and the choice of an architect. Several neighbours asked whether the park would stay
open during the works; the chair promised an answer at the next meeting. The minutes will be published online.
`;

const SPANISH_PROSE = `
El festival de cine de la ciudad cerró su edición con una función al aire libre. Durante el periodo de diez
días se proyectaron más de cien películas, y el servicio de transporte gratuito llevó al público desde el centro
hasta la sede. Los organizadores agradecieron a los voluntarios y anunciaron que la próxima edición tendrá un
programa dedicado al documental latinoamericano.
`;

/** Drops accents, swaps two letters in some long words and reads some I as l, as a poor OCR would. */
function ocrNoise(text: string): string {
  let n = 0;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\p{L}{7,}/gu, (word) =>
      n++ % 3 === 0 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word,
    )
    .replace(/I/g, (i) => (n++ % 4 === 0 ? 'l' : i));
}

describe('document classification', () => {
  it('classifies the real CSF as csf_mx, listing the fingerprint phrases found', async () => {
    const result = classify(await pdfText(sharedFixture('fixtures/csf/osi220401jp1.pdf')));
    expect(result.type).toBe('csf_mx');
    expect(result.scores.csf_mx).toBe(1);
    expect(result.matched).toEqual(
      expect.arrayContaining(['CONSTANCIA DE SITUACION FISCAL', 'IDCIF', 'REGIMENES']),
    );
  });

  it.each([
    ['persona física', csfFixture('csf-fisica.txt')],
    ['one-line', csfFixture('csf-siscani-one-line.txt')],
  ])('classifies a %s CSF as csf_mx', (_, text) => expect(classify(doc(text)).type).toBe('csf_mx'));

  it('classifies the first page of a 2015 CSF photographed, its "Datos" headings blurred, as csf_mx', () => {
    // The labels as OCR read a real one-page photo (the taxpayer's data blurred in the image itself).
    const page = [
      'JEDULA DE IDENTIFICACION FISCAL',
      'CONSTANCIA DE SITUACIÓN FISCAL',
      'Registro Federal de Contribuyerses',
      '»   CAT ”   ES   Lugar y Fecha de Emisión',
      'de Identificación del Contribuyente:',
      'REC:   cl   EA',
      'Fecha inicio de operaciones:   01 DE DICIEMBRE DE 2004',
      'Estatus en el padrón:   ACTIVO',
      'de Ubicación:',
      'Código Postal:81   Tipo de Vialidad: CARRETERA (CARR)',
      'Página [1] de (3)',
    ].join('\n');
    expect(classify(doc(page)).type).toBe('csf_mx');
    // The same photo read another way: the title spoilt beyond one letter, the "Datos" headings whole.
    const other = [
      'FEEDULA DE IDENTIFICACION FISCAL',
      'SHCP   ¿2 sar',
      'CONSTANCIA DE SITUACIÓN FISCAL',
      '(m]   [m]   Registro Federal de Contribuyerses',
      "'   AT",
      'ns   ¿e   Lugar y Fecha de Emisión',
      'Ñi   Nombre, denominación o razón   CENTRO , TABASCO A 03 DE AGOSTO DE 2015',
      'WALIDA TU INFORMACIÓN',
      'Datos de identificación del Contribuyente:',
      'RFC:   al   EA',
      'Fecha inicio de operaciones:   01 DE DICIEMBRE DE 2004',
      'Estatus en el padrón:   ACTO',
      'Fecha de último cambio de estado:   01 DE DICIEMBRE DE 2004',
      'Datos de Ubicación:',
      'Código Postal:81   Tipo de Vialidad: CARRETERA (CARR.)',
      'Página [1] de [3]',
    ].join('\n');
    expect(classify(doc(other)).type).toBe('csf_mx');
  });

  it('classifies an OCR-noisy CSF (accents dropped, letters swapped) as csf_mx', () => {
    const noisy = ocrNoise(csfFixture('csf-moral.txt'));
    expect(noisy).not.toContain('CONSTANCIA DE SITUACION FISCAL');
    const result = classify(doc(noisy));
    expect(result.type).toBe('csf_mx');
    expect(result.scores.csf_mx).toBeGreaterThan(0.7);
  });

  it('classifies an acta constitutiva that also grants PODER GENERAL PARA PLEITOS Y COBRANZAS as ac_mx', () => {
    const result = classify(doc(ACTA_CONSTITUTIVA));
    expect(result.type).toBe('ac_mx');
    expect(result.scores.pw_mx).toBeGreaterThan(0.5);
    expect(result.matched).toContain('the deed opens with a constitution');
  });

  it('classifies an acta constitutiva by its first clause or "la sociedad … que constituyen" when a seal took the heading that names the act', () => {
    // As in a real scanned deed: the cover's and the proemio's words for the act are lost to seals and
    // specks, and the acta's clauses grant powers, so without its act the deed scores as a poder too.
    const sealed = ACTA_CONSTITUTIVA.replace(
      'EL CONTRATO DE SOCIEDAD MERCANTIL por el que se constituye una',
      'EL CONTRATO DE;   Ñ e AA',
    ).replace(/una SOCIEDAD ANÓNIMA DE CAPITAL\s+VARIABLE/, 'sé t AN');
    const result = classify(doc(sealed));
    expect(result.type).toBe('ac_mx');
    expect(result.matched).toContain('the deed opens with a constitution');
    // "HAGO CONSTAR: LA SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE que constituyen …", the act's own words spoilt.
    const constituted = ACTA_CONSTITUTIVA.replace(
      'EL CONTRATO DE SOCIEDAD MERCANTIL por el que se constituye una SOCIEDAD ANÓNIMA DE CAPITAL\nVARIABLE, que otorgan',
      'onmercesanmacnon LA SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE que constituyen',
    ).replace('La sociedad se denominará', 'Su denominación es');
    expect(constituted).not.toContain('que otorgan');
    expect(classify(doc(constituted)).type).toBe('ac_mx');
    // A poder whose grantor is named "en lo sucesivo se denominará LA PODERDANTE" stays a poder.
    expect(classify(doc(PODER.replace('se le denominará', 'se denominará'))).type).toBe('pw_mx');
  });

  it('lets the act named in the heading decide between deeds that share their vocabulary', () => {
    // As a generated acta reads: "ESTATUTOS" letter-spaced and no form of "constituir", so the acta scores
    // only a little above the poder its clauses also make (powers granted): the heading's act decides.
    const acta = ACTA_CONSTITUTIVA.replace('ESTATUTOS.', 'E S T A T U T O S.')
      .replace('por el que se constituye una', 'de una')
      .replace('CLÁUSULAS TRANSITORIAS', 'TRANSITORIAS');
    const result = classify(doc(acta));
    expect(result.scores.ac_mx! - result.scores.pw_mx!).toBeLessThan(0.15);
    expect(result.type).toBe('ac_mx');
  });

  it('classifies an acta de asamblea that recalls the company constitution as aa_mx', () => {
    const result = classify(doc(ACTA_ASAMBLEA));
    expect(result.type).toBe('aa_mx');
    expect(result.scores.ac_mx).toBeGreaterThan(0.4);
    expect(result.matched).toEqual(
      expect.arrayContaining(['the deed opens with an assembly', 'ORDEN DEL DIA', 'PROTOCOLIZACI*']),
    );
  });

  it('classifies a poder notarial as pw_mx', () => {
    const result = classify(doc(PODER));
    expect(result.type).toBe('pw_mx');
    expect(result.matched).toEqual(
      expect.arrayContaining(['the deed opens with a power of attorney', 'PLEITOS Y COBRANZAS']),
    );
  });

  it('classifies an OCR-noisy acta constitutiva as ac_mx', () => {
    expect(classify(doc(ocrNoise(ACTA_CONSTITUTIVA))).type).toBe('ac_mx');
  });

  it('classifies a bank statement as bank_statement', () => {
    expect(classify(doc(BANK_STATEMENT)).type).toBe('bank_statement');
  });

  it('classifies the front of an INE as person_id', () => {
    expect(classify(doc(INE_FRONT)).type).toBe('person_id');
  });

  it('classifies the back of an INE, only its MRZ, as person_id', () => {
    const result = classify(doc(INE_BACK));
    expect(result).toMatchObject({ type: 'person_id', matched: ['IDMEX*'] });
  });

  it.each([
    ['a CFE electricity bill', CFE_BILL],
    ['a Telmex phone bill', TELMEX_BILL],
  ])('classifies %s as proof_address', (_, text) => expect(classify(doc(text)).type).toBe('proof_address'));

  it.each([
    ['a CFE bill of a company (text layer)', 'bill-synthetic-cfe-company.txt'],
    ['a CFE bill of a company (scan, OCR)', 'bill-synthetic-cfe-company-scan.psm6.txt'],
    ['a Telmex bill (scan, OCR)', 'bill-synthetic-telmex-company-scan.psm6.txt'],
    ['a SACMEX water bill', 'bill-synthetic-water-sacmex.txt'],
    ['a Naturgy natural-gas bill printed as a CFDI', 'bill-synthetic-gas-naturgy-cfdi.txt'],
    ['the same CFDI gas bill scanned', 'bill-synthetic-gas-naturgy-cfdi-scan.psm6.txt'],
  ])('classifies %s as proof_address', (_, name) => {
    expect(classify(doc(csfFixture(name))).type).toBe('proof_address');
  });

  it('does not take any CFDI invoice for a proof of address', () => {
    const invoice = [
      'FACTURA  Folio fiscal: 5A1C2B3D-4E5F-6789-ABCD-EF0123456789',
      'Emisor: PAPELERIA EJEMPLO SA DE CV  RFC: PEJ150101AB1',
      'Receptor: COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV  Uso CFDI: G03',
      'Cantidad  Unidad  Descripción  Importe',
      '10  Pieza  Hojas blancas carta  $1,200.00',
      'Subtotal $1,200.00  IVA $192.00  Total $1,392.00',
      'Este documento es una representación impresa de un Comprobante Fiscal Digital por Internet',
    ].join('\n');
    expect(classify(doc(invoice)).type).toBe('unknown');
  });

  it.each([
    ['a phone photo of an INE front (OCR)', 'ine-synthetic-a-front-photo.psm6.txt'],
    ['a blurred photo whose labels OCR split (OCR)', 'ine-synthetic-b-front-photo2.psm11.txt'],
    ['an older IFE model (OCR)', 'ine-synthetic-c-front-photo.psm6.txt'],
    ['the back alone, its MRZ read 1DMEX (OCR)', 'ine-synthetic-a-back-photo.psm6.txt'],
  ])('classifies %s as person_id', (_, name) => {
    expect(classify(doc(csfFixture(name))).type).toBe('person_id');
  });

  it('classifies an INE front whose headings OCR lost by its clave de elector', () => {
    const result = classify(doc('NOMBRE\nPEREZ\nLOPEZ\nJUAN CARLOS\nPRLPJN9OO71509H300\n15/07/1990'));
    expect(result).toMatchObject({
      type: 'person_id',
      matched: expect.arrayContaining(['a clave de elector or an INE MRZ']),
    });
  });

  it.each([
    ['English prose', PROSE],
    ['Spanish prose', SPANISH_PROSE],
    ['an empty document', ''],
  ])('classifies %s as unknown, with no phrases', (_, text) => {
    expect(classify(doc(text))).toMatchObject({ type: 'unknown', matched: [] });
  });

  it('when two types score about the same, answers unknown', () => {
    expect(classify(doc(BANK_STATEMENT, CFE_BILL)).type).toBe('unknown');
  });

  it('scores every type between 0 and 1', () => {
    const { scores } = classify(doc(ACTA_ASAMBLEA));
    expect(Object.keys(scores).sort()).toEqual(
      ['aa_mx', 'ac_mx', 'bank_statement', 'csf_mx', 'person_id', 'proof_address', 'pw_mx'].sort(),
    );
    for (const value of Object.values(scores)) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of Object.values(scores)) expect(value).toBeLessThanOrEqual(1);
  });
});
