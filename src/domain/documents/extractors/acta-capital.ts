/** The capital clause: total, fixed and variable parts, and the par value of a share. */
import type { ExtractedField, Extraction } from '../extraction';
import { readAmount, readNumber } from './acta-figures';
import type { DeedText } from './acta-text';

// What sits between a label and its amount: "ES DE", "ASCIENDE A LA CANTIDAD DE", "QUEDA FIJADO EN".
const VERB =
  '(?: (?:ES|SERA|ASCIENDE|ASCENDERA|QUEDA|QUEDARA|QUEDA FIJADO|SE FIJA|SE ESTABLECE|CORRESPONDE|CORRESPONDERA))?(?: (?:A|EN|DE|POR))*(?: LA (?:CANTIDAD|SUMA)(?: TOTAL)?(?: DE)?)?(?: ?:)?';

const LABELS = {
  fixed: new RegExp(
    `\\b(?:CAPITAL (?:SOCIAL )?)?(?:MINIMO )?FIJO(?: SIN DERECHO A RETIRO)?(?: INICIAL)?${VERB}`,
    'g',
  ),
  variable: new RegExp(
    `\\b(?:PARTE|PORCION|CAPITAL) VARIABLE(?: DEL CAPITAL(?: SOCIAL)?)?(?: INICIAL)?(?: SUSCRITA Y PAGADA)?${VERB}`,
    'g',
  ),
  total: new RegExp(
    `(?<!(?:VARIABLE|FIJO|PARTE) DEL )\\bCAPITAL SOCIAL(?: (?:TOTAL|INICIAL|SUSCRITO|Y|PAGADO|AUTORIZADO))*${VERB}`,
    'g',
  ),
  resulting: new RegExp(
    `\\bPARA QUEDAR(?: EL CAPITAL SOCIAL)?(?: FIJADO)? EN(?: LA (?:CANTIDAD|SUMA))?(?: TOTAL)?(?: DE)?`,
    'g',
  ),
  shareValue: new RegExp(`\\bVALOR NOMINAL(?: CADA UNA)?(?: DE)?(?: ?:)?`, 'g'),
  // "… CON UN VALOR DE CUATRO MIL QUINIENTOS PESOS MONEDA NACIONAL, CADA UNA"
  eachValue: /\b(?:CON|DE) (?:UN )?VALOR(?: NOMINAL)?(?: DE)?(?: ?:)?/g,
};

const SHARES = /\bREPRESENTAD[OA] POR\b(?: UN TOTAL DE)?(?= ?[\dA-Z])/g;

/** The last amount that follows `label` closely: a later clause restates an earlier one's figure. */
function lastAmount(deed: DeedText, label: RegExp): ExtractedField<number> | null {
  let found: ExtractedField<number> | null = null;
  for (const m of deed.text.matchAll(label)) {
    const amount = readAmount(deed.text, m.index + m[0].length);
    if (amount && amount.start - (m.index + m[0].length) <= 2)
      found = deed.field(amount.value, m.index, amount.end);
  }
  return found;
}

/** An amount said to be each share's ("… PESOS, CADA UNA"). */
function eachShareValue(deed: DeedText): ExtractedField<number> | null {
  let found: ExtractedField<number> | null = null;
  for (const m of deed.text.matchAll(LABELS.eachValue)) {
    const amount = readAmount(deed.text, m.index + m[0].length);
    if (!amount || amount.start - (m.index + m[0].length) > 2) continue;
    if (
      /^[ ,.]*(?:MONEDA NACIONAL|M\.? ?N\.?)?[ ,.]*CADA UNA\b/.test(
        deed.text.slice(amount.end, amount.end + 40),
      )
    )
      found = deed.field(amount.value, m.index, amount.end);
  }
  return found;
}

/** The number of shares the capital clause says the capital is divided into. */
function shareCount(deed: DeedText): ExtractedField<number> | null {
  for (const m of deed.text.matchAll(SHARES)) {
    const n = readNumber(deed.text, m.index + m[0].length);
    if (n && n.value > 0 && /^ ?ACCION(?:ES)?\b/.test(deed.text.slice(n.end, n.end + 10)))
      return deed.field(n.value, m.index, n.end + 9);
  }
  return null;
}

export function findCapital(deed: DeedText): Extraction {
  const fields: Extraction = {};
  const fixed = lastAmount(deed, LABELS.fixed);
  const variable = lastAmount(deed, LABELS.variable);
  const total = lastAmount(deed, LABELS.resulting) ?? lastAmount(deed, LABELS.total);
  const shareValue = lastAmount(deed, LABELS.shareValue) ?? eachShareValue(deed);
  // A count for the whole capital only: with a variable part, the clause's count may be the fixed part's.
  const shares = variable ? null : shareCount(deed);
  if (shares) fields['capital.shares'] = shares;
  if (total) fields['capital.total'] = total;
  else if (fixed) fields['capital.total'] = { ...fixed, value: fixed.value + (variable?.value ?? 0) };
  if (fixed) fields['capital.fixed'] = fixed;
  if (variable) fields['capital.variable'] = variable;
  const any = total ?? fixed ?? variable;
  if (any) fields['capital.currency'] = { ...any, value: 'MXN' };
  if (shareValue) fields['capital.share_value'] = shareValue;
  return fields;
}
