import type { DocumentText } from '../src/domain/documents/extraction';
import { isPadding, letterheads } from '../src/domain/documents/extractors/acta-layout';
import { readDeed } from '../src/domain/documents/extractors/acta-text';

const ocr = (pages: string[]): DocumentText => ({
  pages: pages.map((text, i) => ({ page: i + 1, text, method: 'ocr' })),
  qrCodes: [],
  producer: null,
});

describe('padding that OCR reads as letters', () => {
  it.each([
    'eoacaommacacaaoa',
    'conmmmcamancanaacano=-',
    'rrnonnnnnnnnnn',
    'annnnninnnncaccnncneaann—',
    '=orrommiacanico',
    'nnon=----',
    'ttttmtitiiii',
    'nn',
    'ooo',
  ])('%s is padding', (token) => expect(isPadding(token)).toBe(true));

  it.each([
    'accionistas',
    'arrendamiento',
    'desarrollo',
    'coordinación',
    'cooperativa',
    'innecesario',
    'AARON',
    'SAAVEDRA',
    'II',
    'III',
    'posee',
    'y',
  ])('%s is a word', (token) => expect(isPadding(token)).toBe(false));
});

// Four sheets of a deed as OCR reads them: the letterhead, spoilt differently on each sheet.
const SHEETS = [
  `LTS Doctor: er Derecho PSSS
SS eo Roberto Hofmann Elizalde [SIP
NS Votario Público No. 34 [TESIS
E a dde Distrito Judicial de Tialrepantla " A ES
NÚMERO DIECIOCHO MIL TRESCIENTOS NUEVE
ANTE MI, LICENCIADO ROBERTO HOFFMANN ELIZALDE, NOTARIO PÚBLICO NÚMERO TREINTA Y CUATRO
los actos necesarios para la realización del objeto`,
  `| : > (ES Ys Doctor env Derecho AS
- NS a ES = Distrito Judicial de Tiabhebantla ( > [AS
-3-
social. ---TERCERA.- La duración de la Sociedad será de NOVENTA Y NUEVE AÑOS`,
  `o de Doctor: er Derecho A O
o sega Do) Notario Público No. 54 NES EN
| AENA Distrito Judicial de Tlalnepantla (E pod al
un COMISARIO y para ocupar dicho cargo se designa al señor`,
  `% es eN Ye Notario Público No. 34 EE po
| LE VÍ go) Disirito Judicial de Tlalhvopantla [10
---QUINTA.- Los gastos serán pagados por la sociedad`,
];

describe('page furniture', () => {
  it('finds the letterhead lines that recur at the top of the pages, however OCR spoilt them', () => {
    let text = '';
    const starts: number[] = [];
    for (const sheet of SHEETS) {
      starts.push(text.length);
      text += `${sheet}\n`;
    }
    const lines = letterheads(text, starts).map(([s, e]) => text.slice(s, e));
    expect(lines).toEqual(expect.arrayContaining([SHEETS[0]!.split('\n')[0], SHEETS[2]!.split('\n')[1]]));
    expect(lines.some((l) => l.includes('NÚMERO DIECIOCHO') || l.includes('ANTE MI'))).toBe(false);
    expect(lines.some((l) => l.includes('COMISARIO') || l.includes('QUINTA'))).toBe(false);
  });

  it('joins a sentence across a letterhead and a page number', () => {
    const deed = readDeed(ocr(SHEETS));
    expect(deed.text).toContain('REALIZACION DEL OBJETO SOCIAL. TERCERA.-');
    expect(deed.text).not.toMatch(/DERECHO|DISTRITO JUDICIAL|-3-/);
    expect(deed.text).toMatch(/ANTE MI, LICENCIADO ROBERTO HOFFMANN ELIZALDE, NOTARIO PUBLICO NUMERO/);
  });

  it("keeps a proemio line that shares the letterhead's name but says more", () => {
    const sheets = [
      'NOTARIO\nLic. Joaquín Talavera Sánchez\nTESTIMONIO de la escritura',
      '> AN | ño ic. Joaquin Talavera Sánchez\nESCRITURA NOVENTA Y OCHO MIL\n' +
        'LICENCIADO JOAQUIN TALAVERA SANCHEZ, Notario Cincuenta del\nDistrito Federal, hago constar',
      'a NES PL 5 Lic. oaquin Talavera Sánchez |\nUNICA.- otorga PODER GENERAL',
      ': SES y Lic. Joaquin Talavera Sánchez\npara pleitos y cobranzas',
    ];
    expect(readDeed(ocr(sheets)).text).toContain(
      'LICENCIADO JOAQUIN TALAVERA SANCHEZ, NOTARIO CINCUENTA DEL',
    );
  });

  it('drops padding read as letters between the words of a heading', () => {
    const deed = readDeed(ocr(['eoacaommacacaaoa NÚMERO DIECIOCHO MIL TRESCIENTOS NUEVE MERO | 7 |']));
    expect(deed.text.trim()).toMatch(/^NUMERO DIECIOCHO MIL TRESCIENTOS NUEVE MERO/);
  });

  it('tells how a span was written', () => {
    const deed = readDeed(ocr(['eones JOSE LUIS Higuera']));
    const at = (w: string) => deed.text.indexOf(w);
    expect(deed.casing(at('JOSE'), at('JOSE') + 9)).toBe('upper');
    expect(deed.casing(at('HIGUERA'), at('HIGUERA') + 7)).toBe('title');
    expect(deed.casing(at('EONES'), at('EONES') + 5)).toBe('lower');
  });
});
