/** How grave a finding is; its code gives the default (README "Findings and the decision"). */
export const SEVERITIES = ['info', 'warning', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What a flow does with an open finding of a code: nothing, a person's review, or a rejection. */
export const FINDING_RULES = ['ignore', 'review', 'reject'] as const;
export type FindingRule = (typeof FINDING_RULES)[number];

export interface Message {
  es: string;
  en: string;
}

/** The values a message may quote: what the check compared. */
export interface Evidence {
  expected?: unknown;
  actual?: unknown;
  cross_check_value?: unknown;
  [k: string]: unknown;
}

interface CodeDef {
  severity: Severity;
  /** What the finding says, in words the customer's staff (es) and integrators (en) read. */
  message: (e: Evidence) => Message;
}

const q = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);

const fixed = (es: string, en: string) => (): Message => ({ es, en });

/**
 * Every finding code with its default severity (README "Findings"). A code is a check of the documents
 * work (validation_result.checks), a refusal of the item (its error or type), or a rule of the flow.
 * A check whose result is `warning` (inconclusive rather than failed) gives its finding one severity
 * lower than the code's.
 */
export const FINDING_CODES: Record<string, CodeDef> = {
  rfc_check_digit: {
    severity: 'critical',
    message: (e) => ({
      es: `El RFC ${q(e.actual)} no es válido (su dígito verificador o su forma no cuadran).`,
      en: `The RFC ${q(e.actual)} is not valid (its check digit or form is wrong).`,
    }),
  },
  rfc_matches_verification: {
    severity: 'critical',
    message: (e) => ({
      es: `El RFC del documento (${q(e.actual)}) no es el de la verificación (${q(e.expected)}).`,
      en: `The document's RFC (${q(e.actual)}) is not the verification's (${q(e.expected)}).`,
    }),
  },
  rfc_consistent: {
    severity: 'critical',
    message: fixed(
      'El RFC impreso en la constancia no es el mismo en todos los lugares donde aparece.',
      'The RFC printed in the constancia differs from one place to another.',
    ),
  },
  csf_status_active: {
    severity: 'critical',
    message: (e) => ({
      es: `El contribuyente no está activo ante el SAT (${q(e.actual)}).`,
      en: `The taxpayer is not active with the SAT (${q(e.actual)}).`,
    }),
  },
  csf_regime_in_force: {
    severity: 'warning',
    message: fixed(
      'Ningún régimen fiscal de la constancia está vigente.',
      'No tax regime of the constancia is in force.',
    ),
  },
  csf_qr_present: {
    severity: 'critical',
    message: fixed(
      'La constancia no tiene un código QR del SAT legible; toda constancia auténtica lo lleva.',
      'The constancia has no readable SAT QR code; every genuine constancia carries one.',
    ),
  },
  qr_validation: {
    severity: 'critical',
    message: fixed(
      'El código QR de la constancia no lleva al validador del SAT o nombra otro RFC o idCIF.',
      "The constancia's QR code does not lead to the SAT's validator, or names another RFC or idCIF.",
    ),
  },
  qr_matches: {
    severity: 'critical',
    message: (e) => ({
      es: `Lo impreso no coincide con el código QR (${q(e.actual)} frente a ${q(e.expected)}).`,
      en: `What is printed differs from the QR code (${q(e.actual)} against ${q(e.expected)}).`,
    }),
  },
  document_age: {
    severity: 'warning',
    message: (e) => ({
      es: `El documento se emitió hace ${q(e.actual)} días; se aceptan hasta ${q(e.expected)}.`,
      en: `The document was issued ${q(e.actual)} days ago; at most ${q(e.expected)} are accepted.`,
    }),
  },
  business_name_matches_csf: {
    severity: 'warning',
    message: (e) => ({
      es: `El nombre no coincide con el de la constancia de situación fiscal (${q(e.cross_check_value)}).`,
      en: `The name does not match the constancia de situación fiscal's (${q(e.cross_check_value)}).`,
    }),
  },
  clabe_check_digit: {
    severity: 'critical',
    message: (e) => ({
      es: `La CLABE ${q(e.actual)} no es válida.`,
      en: `The CLABE ${q(e.actual)} is not valid.`,
    }),
  },
  clabe_bank_matches: {
    severity: 'warning',
    message: fixed(
      'El banco de la CLABE no es el banco que emitió el estado de cuenta.',
      "The CLABE's bank is not the bank that issued the statement.",
    ),
  },
  balances_consistent: {
    severity: 'warning',
    message: fixed(
      'Los saldos del estado de cuenta no cuadran (inicial + abonos − cargos ≠ final).',
      "The statement's balances do not add up (opening + credits − debits ≠ closing).",
    ),
  },
  curp_check_digit: {
    severity: 'critical',
    message: (e) => ({
      es: `La CURP ${q(e.actual)} no es válida.`,
      en: `The CURP ${q(e.actual)} is not valid.`,
    }),
  },
  rfc_curp_dates_agree: {
    severity: 'warning',
    message: fixed(
      'La fecha de nacimiento del RFC no es la de la CURP.',
      "The RFC's date of birth is not the CURP's.",
    ),
  },
  id_in_force: {
    severity: 'critical',
    message: (e) => ({
      es: `La identificación venció en ${q(e.actual)}.`,
      en: `The ID expired in ${q(e.actual)}.`,
    }),
  },
  signatory_is_key_person: {
    severity: 'warning',
    message: fixed(
      'La persona de la identificación no es ninguna de las personas clave de la verificación.',
      "The ID's holder is none of the verification's key people.",
    ),
  },
  signatory_has_powers: {
    severity: 'critical',
    message: fixed(
      'La persona de la identificación no tiene poderes vigentes en las escrituras.',
      "The ID's holder holds no powers in force in the deeds.",
    ),
  },
  shareholders_sum_100: {
    severity: 'warning',
    message: (e) => ({
      es: `Las participaciones de los accionistas suman ${q(e.actual)} %, no 100 %.`,
      en: `The shareholdings add up to ${q(e.actual)} %, not 100 %.`,
    }),
  },
  duplicate_document: {
    severity: 'warning',
    message: (e) => ({
      es: `El mismo archivo ya se subió en el documento ${q(e.actual)}.`,
      en: `The same file was already uploaded as item ${q(e.actual)}.`,
    }),
  },
  ocr_repaired: {
    severity: 'info',
    message: (e) => ({
      es: `La lectura ${q(e.actual)} se corrigió a ${q(e.expected)} (caracteres parecidos).`,
      en: `The reading ${q(e.actual)} was corrected to ${q(e.expected)} (look-alike characters).`,
    }),
  },
  required_field: {
    severity: 'warning',
    message: (e) => ({
      es:
        e.actual === null
          ? `Falta el dato obligatorio ${q(e.field)}.`
          : `El dato obligatorio ${q(e.field)} se leyó con poca seguridad (${q(e.actual)}).`,
      en:
        e.actual === null
          ? `The required field ${q(e.field)} is missing.`
          : `The required field ${q(e.field)} was read with low confidence (${q(e.actual)}).`,
    }),
  },
  wrong_document_type: {
    severity: 'critical',
    message: (e) => ({
      es: `El documento no es del tipo que se pidió (se esperaba ${q(e.expected)}, se recibió ${q(e.actual)}).`,
      en: `The document is not of the type asked for (expected ${q(e.expected)}, received ${q(e.actual)}).`,
    }),
  },
  unreadable_document: {
    severity: 'critical',
    message: (e) => ({
      es: `No se pudo leer el documento (${q(e.error)}).`,
      en: `The document could not be read (${q(e.error)}).`,
    }),
  },
  password_protected: {
    severity: 'critical',
    message: fixed(
      'El documento está protegido con contraseña y no se pudo abrir.',
      'The document is password-protected and could not be opened.',
    ),
  },
  rule_failed: {
    severity: 'critical',
    message: (e) => ({
      es: `El documento no cumple la regla del flujo ${q(e.rule)}${e.error_message ? `: ${q(e.error_message)}` : ''}.`,
      en: `The document fails the flow's rule ${q(e.rule)}${e.error_message ? `: ${q(e.error_message)}` : ''}.`,
    }),
  },
  rule_needs_review: {
    severity: 'info',
    message: (e) => ({
      es: `Una persona debe revisar la regla del flujo ${q(e.rule)}${e.error_message ? `: ${q(e.error_message)}` : ''}.`,
      en: `A person must check the flow's rule ${q(e.rule)}${e.error_message ? `: ${q(e.error_message)}` : ''}.`,
    }),
  },
};

/** A check bvs may add later than this catalogue: its finding is a warning with the check's own words. */
export function codeDef(code: string, checkMessage?: string): CodeDef {
  return (
    FINDING_CODES[code] ?? {
      severity: 'warning',
      message: () => ({ es: checkMessage ?? code, en: checkMessage ?? code }),
    }
  );
}

/** Every finding code, for the flow's `finding_rules`. */
export const FINDING_CODE_LIST = Object.keys(FINDING_CODES) as [string, ...string[]];

export const isFindingCode = (code: string): boolean => Object.hasOwn(FINDING_CODES, code);

const LOWER: Record<Severity, Severity> = { critical: 'warning', warning: 'info', info: 'info' };
export const lowered = (s: Severity): Severity => LOWER[s];
