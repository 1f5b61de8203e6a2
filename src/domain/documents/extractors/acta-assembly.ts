/** An assembly minute (`aa_mx`): its kind, date and resolutions, and where the resolutions are. */
import { findSpanishWordsDate } from '../../mx/spanish-numbers';
import type { Extraction } from '../extraction';
import type { Span } from './acta-people';
import { clauseEnd, type DeedText, HEADING, nextMatch } from './acta-text';

const KIND =
  /\bASAMBLEA (?:GENERAL )?(ORDINARIA Y EXTRAORDINARIA|EXTRAORDINARIA Y ORDINARIA|ORDINARIA|EXTRAORDINARIA)\b/g;
const HELD = /\bCELEBRADA\b|\bSE REUNIERON\b|\bREUNIDOS\b|\bSIENDO LAS\b/g;
const RESOLUTIONS =
  /\bSE (?:TOMARON|ADOPTARON|APROBARON) (?:LOS|LAS) SIGUIENTES (?:ACUERDOS|RESOLUCIONES)\b ?[:.-]*|\b(?:RESOLUCIONES|ACUERDOS)(?: ?[:.-]+| (?=PRIMER[AO]\b|UNIC[AO]\b))/g;
const RESOLUTIONS_END =
  /\bNO HABIENDO (?:OTRO|MAS) ASUNTOS?\b|\bCLAUSURA\b|\bSE LEVANTO LA (?:SESION|ASAMBLEA)\b|\bSE DIO POR TERMINADA\b|\bYO,? (?:EL|LA) NOTARI[OA]\b|\bCERTIFICO\b/g;
const AGENDA = /\bORDEN DEL DIA\b/g;

export function findAssembly(deed: DeedText): Extraction {
  const { text } = deed;
  const fields: Extraction = {};
  const kind = nextMatch(text, KIND, 0);
  if (kind) {
    const value = kind[1]!.includes(' Y ') ? 'ordinaria_y_extraordinaria' : kind[1]!.toLowerCase();
    fields['assembly.type'] = deed.field(value, kind.index, kind.index + kind[0].length);
  }
  for (let m = nextMatch(text, HELD, 0); m; m = nextMatch(text, HELD, m.index + 1)) {
    const date = findSpanishWordsDate(text.slice(m.index, m.index + 250));
    if (!date) continue;
    fields['assembly.date'] = deed.field(date.date, m.index, m.index + date.end);
    break;
  }
  return fields;
}

/** The resolutions of the minute, after its agenda: "RESOLUCIONES: PRIMERA.- …" up to the closing. */
export function resolutionsRegion(text: string): Span | null {
  const agenda = nextMatch(text, AGENDA, 0);
  const open = nextMatch(text, RESOLUTIONS, agenda ? agenda.index : 0);
  if (!open) return null;
  const start = open.index + open[0].length;
  const end = nextMatch(text, RESOLUTIONS_END, start)?.index ?? text.length;
  return { start, end };
}

/** Each numbered resolution as its first sentence, at most ~160 characters. */
export function findResolutions(deed: DeedText, region: Span): Extraction {
  const { text } = deed;
  const heads: { start: number; body: number }[] = [];
  for (
    let m = nextMatch(text, HEADING, region.start, region.end);
    m;
    m = nextMatch(text, HEADING, m.index + 1, region.end)
  )
    heads.push({ start: m.index, body: m.index + m[0].length });
  if (!heads.length) return {};
  const resolutions = heads.map((h, i) => {
    const end = clauseEnd(text, h.body, heads[i + 1]?.start ?? region.end);
    const sentence = deed.raw(h.body, end).replace(/^[\s.:-]+/, '');
    return sentence.length <= 160 ? sentence : `${sentence.slice(0, sentence.lastIndexOf(' ', 160))}…`;
  });
  return { 'assembly.resolutions': deed.field(resolutions, heads[0]!.start, region.end) };
}
