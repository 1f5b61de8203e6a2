/** People's names inside deed prose: where one starts (after a title or article) and where it stops. */

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);

/** Words skipped before a name: titles, articles and the prepositions that introduce one. */
const LEAD = new Set(
  words(`SENOR SENORA SENORES SENORAS SENORITA SR SRA SRES SRITA DON DONA LIC LICENCIADO LICENCIADA LICENCIADOS
  ING INGENIERO INGENIERA ARQ ARQUITECTO ARQUITECTA DR DRA DOCTOR DOCTORA C CC CP CIUDADANO CIUDADANA CONTADOR
  CONTADORA PUBLICO PUBLICA MTRO MTRA MAESTRO MAESTRA ABOGADO ABOGADA EL LA LOS LAS AL A DE DEL FAVOR EN`),
);

/** Particles that may sit inside a name ("MARIA DE LA LUZ"), never at its start or end. */
const PARTICLES = new Set(words('DE DEL LA LAS LOS'));

/** Words that end a name: they are never part of one in these deeds. */
const STOP = new Set(
  words(`A AL ANTE BAJO CON CONTRA DESDE EN ENTRE HACIA HASTA PARA POR SEGUN SIN SOBRE TRAS MEDIANTE QUE QUIEN
  QUIENES CUYO CUYA EL LO LE LES SE SU SUS SI NO NI O U E Y COMO CUAL CUANDO DONDE ESTE ESTA ESTOS ESTAS DICHO DICHA
  MISMO MISMA ACEPTA ACEPTO ACEPTAN ES SON SERA SERAN FUE FUERON TENDRA TENDRAN PODRA PODRAN DEBERA DEBERAN ESTANDO
  PRESENTE MEXICANO MEXICANA MEXICANOS MAYOR MAYORES EDAD NACIONALIDAD ORIGINARIO ORIGINARIA CASADO CASADA SOLTERO
  SOLTERA DOMICILIO TITULAR NOTARIO NOTARIA CORREDOR CORREDURIA PUBLICO PUBLICA CARACTER CARGO CARGOS SOCIEDAD
  EMPRESA ADMINISTRADOR ADMINISTRADORA UNICO UNICA PRESIDENTE PRESIDENTA SECRETARIO SECRETARIA TESORERO TESORERA
  VOCAL VOCALES CONSEJERO CONSEJERA CONSEJEROS COMISARIO COMISARIA GERENTE GERENTES APODERADO APODERADA APODERADOS
  PODER PODERES PODERDANTE FACULTAD FACULTADES ACCIONES ACCION ACCIONISTA ACCIONISTAS PARTE PARTES SOCIAL SOCIALES
  SOCIO SOCIOS SOCIA SERIE CAPITAL CONSEJO ADMINISTRACION ASAMBLEA GENERAL ESPECIAL SIGUIENTE SIGUIENTES
  CONJUNTAMENTE INDIVIDUALMENTE INDISTINTAMENTE SEPARADAMENTE MANCOMUNADAMENTE CONJUNTA INDIVIDUAL ESCRITURA
  INSTRUMENTO POLIZA NUMERO FECHA VALOR NOMINAL TOTAL IMPORTE APORTACION APORTACIONES PESOS MONEDA NACIONAL
  RESPECTIVAMENTE DELEGADO DELEGADA ESCRUTADOR ESCRUTADORA REPRESENTANTE REPRESENTADA REPRESENTADO LEGAL HAGO
  CONSTAR DOY FE CERTIFICO EJERCICIO RESIDENCIA CIUDAD ESTADO MUNICIPIO DISTRITO REGISTRO FEDERAL CONTRIBUYENTES
  CLAVE RFC CURP NACIO SUSCRIBE SUSCRIBEN SUSCRIBIO PAGA PAGAN APORTA APORTAN TITULARES NOMBRE NOMBRES PORCENTAJE
  FIJO VARIABLE SUSCRITO PAGADO INICIAL CANTIDAD MONTO PRIMERO PRIMERA SEGUNDO SEGUNDA TERCERO TERCERA CUARTO CUARTA
  QUINTO QUINTA SEXTO SEXTA SEPTIMO SEPTIMA OCTAVO OCTAVA NOVENO NOVENA DECIMO DECIMA UNDECIMO VIGESIMO ARTICULO
  CLAUSULA CLAUSULAS TRANSITORIAS TRANSITORIOS CAPITULO UN UNO UNA DOS TRES CUATRO CINCO SEIS SIETE OCHO NUEVE DIEZ
  CIEN CIENTO MIL DIA DIAS MES ANO ANOS HORAS ENERO FEBRERO MARZO ABRIL MAYO JUNIO JULIO AGOSTO SEPTIEMBRE
  OCTUBRE NOVIEMBRE DICIEMBRE RENUNCIA NOMBRAMIENTO DESIGNACION RATIFICACION REVOCACION EFECTOS VIGENCIA PLAZO
  OTORGA OTORGAN OTORGADO OTORGADOS OTORGADAS CONFIERE CONFERIDO CONFERIDOS DESIGNA NOMBRA RATIFICA REVOCA
  INTEGRADO INTEGRADA SIGUIENTE MANERA FORMA PERSONAS LIMITACION LIMITE FIRMA MANCOMUNADA INDISTINTA
  MENOS MAS TODO TODOS TODAS CADA CUALQUIER CUALQUIERA ALGUN ALGUNO ALGUNA NINGUN NINGUNO OTRO OTRA OTROS
  OTRAS DEMAS TANTO TANTOS DICHOS DICHAS MISMOS MISMAS AMBOS PERSONA VOTOS VOTO POR CIENTO PORCIENTO ACTO
  SEGUIDO ACUERDO ACUERDOS ACREDITA ACREDITAN ACREDITO MANIFIESTA MANIFIESTAN DECLARA DECLARAN COMPARECE
  COMPARECEN EXHIBE EXHIBEN INTERVIENE INTERVIENEN SOLICITA SOLICITAN`),
);

export interface NameHit {
  name: string;
  start: number;
  end: number;
  /** Whether a title, article or preposition came before the name. */
  led: boolean;
}

// Dotted abbreviations ("C.P.") are one token, so that they are recognised as titles.
const TOKEN = / ?((?:[A-ZÑ]\.){2,}|[A-ZÑ]+(?:'[A-ZÑ]+)?\.?|[^ ])/y;

/** The name at `pos`, after any titles ("LIC.", "LA SEÑORA"); at least two words, at most `max`. */
export function readName(text: string, pos: number, max = 6): NameHit | null {
  TOKEN.lastIndex = pos;
  const taken: { bare: string; start: number; end: number }[] = [];
  let pending: typeof taken = [];
  let led = false;
  let naming = false;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const token = m[1]!;
    // Sets hold N for Ñ: a folded "SEÑORA" is still a title.
    const bare = token.replace(/\.$/, '');
    const key = bare.replace(/Ñ/g, 'N').replace(/\./g, '');
    const start = TOKEN.lastIndex - token.length;
    const piece = { bare, start, end: start + bare.length };
    if (!naming && (LEAD.has(key) || token === ',' || token === ':')) {
      led = true;
      continue;
    }
    naming = true;
    if (!/^[A-ZÑ]/.test(token)) break;
    if (PARTICLES.has(key) && bare === token) {
      pending.push(piece);
      continue;
    }
    if (STOP.has(key) || LEAD.has(key) || bare.includes('.') || (bare.length === 1 && bare === token)) break;
    taken.push(...pending, piece);
    pending = [];
    if (token.endsWith('.') && bare.length > 1) break;
    if (taken.filter((t) => !PARTICLES.has(t.bare)).length >= max) break;
  }
  if (taken.filter((t) => !PARTICLES.has(t.bare)).length < 2) return null;
  const name = taken.map((t) => t.bare).join(' ');
  return { name, start: taken[0]!.start, end: taken[taken.length - 1]!.end, led };
}

/**
 * Whether a name read from a scan is plausibly one: OCR specks ("IN ENE MS", "VNA TAO V") are short
 * words without vowels; every word of a name has three letters or more and a vowel (particles aside).
 */
export function plausibleName(name: string): boolean {
  const words = name.split(' ').filter((w) => !PARTICLES.has(w));
  return words.length >= 2 && words.every((w) => w.length >= 3 && /[AEIOUY]/.test(w));
}

/** A list of names at `pos`: "LOS SEÑORES JUAN PÉREZ LÓPEZ, ANA RUIZ MENA Y LUIS SOTO PAZ". */
export function readNames(text: string, pos: number): NameHit[] {
  const found: NameHit[] = [];
  // A margin speck of a scan may sit between two names of a list ("… MARTINEZ, N o FERNANDO …").
  const sep = /,? ?(?:Y|E) |, ?(?:[A-Z] ){0,2}/y;
  for (let p = pos; ;) {
    const hit = readName(text, p);
    if (!hit) break;
    found.push(hit);
    sep.lastIndex = hit.end;
    if (!sep.exec(text)) break;
    p = sep.lastIndex;
  }
  return found;
}

/** The first name in [from, to) that follows a title, an article or a preposition. */
export function findName(text: string, from: number, to: number): NameHit | null {
  for (let p = from; p >= 0 && p < to; p = text.indexOf(' ', p + 1)) {
    const hit = readName(text, p);
    if (hit && hit.led && hit.end <= to) return hit;
  }
  return null;
}

/** The last name in [from, to) that follows a title, an article or a preposition. */
export function lastName(text: string, from: number, to: number): NameHit | null {
  let last: NameHit | null = null;
  for (let hit = findName(text, from, to); hit; hit = findName(text, hit.end, to)) last = hit;
  return last;
}

/**
 * A table row's name cell: the first name in `segment` that the row's figures follow closely (within 40
 * characters, "SUSCRIBE Y PAGA" in prose), past column headings or prose glued before it.
 */
export function cleanName(segment: string): { name: string; start: number } | null {
  for (let p = 0; p >= 0 && p < segment.length; p = segment.indexOf(' ', p + 1)) {
    const hit = readName(segment, p);
    if (hit && segment.length - hit.end <= 40) return { name: hit.name, start: hit.start };
  }
  return null;
}
