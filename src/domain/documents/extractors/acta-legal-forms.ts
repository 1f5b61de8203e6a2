/** Mexican legal forms in full and abbreviated (../shared/mx/documents.md §4.1), matched on folded text. */

interface LegalForm {
  full: string;
  abbreviations: string[];
}

const FORMS: LegalForm[] = [
  { full: 'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE', abbreviations: ['SAPI DE CV'] },
  { full: 'SOCIEDAD ANONIMA PROMOTORA DE INVERSION', abbreviations: ['SAPI'] },
  { full: 'SOCIEDAD ANONIMA BURSATIL DE CAPITAL VARIABLE', abbreviations: ['SAB DE CV'] },
  { full: 'SOCIEDAD ANONIMA BURSATIL', abbreviations: ['SAB'] },
  { full: 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE', abbreviations: ['SA DE CV'] },
  { full: 'SOCIEDAD ANONIMA', abbreviations: ['SA'] },
  {
    full: 'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
    abbreviations: ['S DE RL DE CV', 'SRL DE CV'],
  },
  { full: 'SOCIEDAD DE RESPONSABILIDAD LIMITADA MICROINDUSTRIAL', abbreviations: ['S DE RL MI'] },
  { full: 'SOCIEDAD DE RESPONSABILIDAD LIMITADA', abbreviations: ['S DE RL', 'SRL'] },
  { full: 'SOCIEDAD POR ACCIONES SIMPLIFICADA DE CAPITAL VARIABLE', abbreviations: ['SAS DE CV'] },
  { full: 'SOCIEDAD POR ACCIONES SIMPLIFICADA', abbreviations: ['SAS'] },
  {
    full: 'SOCIEDAD COOPERATIVA DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
    abbreviations: ['SC DE RL DE CV'],
  },
  { full: 'SOCIEDAD COOPERATIVA DE RESPONSABILIDAD LIMITADA', abbreviations: ['SC DE RL', 'SCL'] },
  { full: 'SOCIEDAD COOPERATIVA DE RESPONSABILIDAD SUPLEMENTADA', abbreviations: ['SC DE RS'] },
  { full: 'SOCIEDAD DE PRODUCCION RURAL DE RESPONSABILIDAD LIMITADA', abbreviations: ['SPR DE RL'] },
  { full: 'SOCIEDAD DE PRODUCCION RURAL DE RESPONSABILIDAD ILIMITADA', abbreviations: ['SPR DE RI'] },
  { full: 'SOCIEDAD EN COMANDITA POR ACCIONES', abbreviations: ['S EN C POR A'] },
  { full: 'SOCIEDAD EN COMANDITA SIMPLE', abbreviations: ['S EN CS', 'S EN C'] },
  { full: 'SOCIEDAD EN NOMBRE COLECTIVO', abbreviations: ['S EN NC'] },
  { full: 'SOCIEDAD CIVIL', abbreviations: ['SC'] },
  { full: 'ASOCIACION CIVIL', abbreviations: ['AC'] },
  { full: 'INSTITUCION DE ASISTENCIA PRIVADA', abbreviations: ['IAP'] },
  { full: 'ASOCIACION EN PARTICIPACION', abbreviations: ['A EN P'] },
];

const CONNECTORS = new Set(['DE', 'EN', 'POR']);

/** `S DE RL DE CV` → a pattern for "S. DE R.L. DE C.V.", "S DE RL DE CV", "S. de R. L. de C. V.". */
function abbreviationPattern(abbreviation: string): string {
  return abbreviation
    .split(' ')
    .map((w) => (CONNECTORS.has(w) ? w : [...w].map((c) => `${c}[.:,]?`).join(' ?')))
    .join(' ?');
}

// Between the words of a form written in full, scans leave stray marks and specks:
// "SOCIEDAD.-ANONIMA", "SOCIEDAD ANONIMA DE CAPITAL\n o VARIABLE".
const GAP = `[ .,:;'"-]*(?:\\b[A-Z]\\b[ .,:;'"-]*)?`;

const VARIABLE = ' DE CAPITAL VARIABLE';

/**
 * Deeds mix the two writings: "SOCIEDAD ANÓNIMA DE C.V.", "S.A. DE CAPITAL VARIABLE". A variable-capital
 * form is also matched as its base in full with the abbreviation's tail, and the other way round.
 */
function mixedWritings(form: LegalForm): string[] {
  if (!form.full.endsWith(VARIABLE)) return [];
  const base = FORMS.find((f) => f.full === form.full.slice(0, -VARIABLE.length));
  if (!base) return [];
  return [
    `${base.full.replace(/ /g, GAP)}${GAP}DE ?${abbreviationPattern('CV')}`,
    ...base.abbreviations.map((a) => `${abbreviationPattern(a)}${GAP}${VARIABLE.trim().replace(/ /g, GAP)}`),
  ];
}

const PATTERNS = FORMS.flatMap((form) =>
  [form.full.replace(/ /g, GAP), ...form.abbreviations.map(abbreviationPattern), ...mixedWritings(form)].map(
    (p) => ({
      full: form.full,
      re: new RegExp(`(?<![A-ZÑ])(?:${p})(?![A-ZÑ])`, 'g'),
    }),
  ),
);

export interface LegalFormHit {
  full: string;
  start: number;
  end: number;
}

/** The earliest (then longest) legal form in [from, to) of folded text. */
export function findLegalForm(text: string, from = 0, to = text.length): LegalFormHit | null {
  let best: LegalFormHit | null = null;
  for (const { full, re } of PATTERNS) {
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m || m.index + m[0].length > to) continue;
    const hit = { full, start: m.index, end: m.index + m[0].length };
    if (!best || hit.start < best.start || (hit.start === best.start && hit.end > best.end)) best = hit;
  }
  return best;
}

/** The legal form that starts right at `pos` (after a comma), else null. */
export function legalFormAt(text: string, pos: number): LegalFormHit | null {
  const lead = /[ ,"]*/y;
  lead.lastIndex = pos;
  lead.exec(text);
  const hit = findLegalForm(text, lead.lastIndex, Math.min(text.length, lead.lastIndex + 80));
  return hit && hit.start === lead.lastIndex ? hit : null;
}

/** A denomination without a trailing legal form: `ALFA, S.A. DE C.V.` → `ALFA` and the full form. */
export function splitDenomination(name: string): { name: string; form: string | null } {
  for (let i = name.indexOf(' '); i >= 0; i = name.indexOf(' ', i + 1)) {
    const hit = legalFormAt(name, i);
    if (hit && /^[ .,"]*$/.test(name.slice(hit.end)))
      return { name: name.slice(0, i).replace(/[ ,]+$/, ''), form: hit.full };
  }
  return { name: name.replace(/[ ,.]+$/, ''), form: null };
}
