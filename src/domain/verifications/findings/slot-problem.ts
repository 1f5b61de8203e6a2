import type { Message } from '../../shared/finding-codes';
import type { VerificationItem } from '../verification';
import { ruleFor, type FindingRules } from './decision';
import type { Finding } from './finding';

/**
 * Why a slot's document does not fill it, as the company being verified should read it (issue 18:
 * "which slot needs a new document and why, in words a person understands"). The end client sees
 * this and nothing else of the findings: no evidence beyond what helps it send the right document.
 */
export const SLOT_PROBLEM_KINDS = [
  'wrong_type',
  'unreadable',
  'password_protected',
  'too_old',
  'expired',
  'not_this_company',
  'replacement_requested',
  'check_failed',
] as const;
export type SlotProblemKind = (typeof SLOT_PROBLEM_KINDS)[number];

export interface SlotProblem {
  kind: SlotProblemKind;
  /** What to tell the end client, in Spanish and English. */
  message: Message;
  /** The staff's own words when they asked for another document; null otherwise. */
  staffReason: string | null;
}

/** A finding code → the kind of problem the end client is told (others are `check_failed`). */
const KIND_OF_CODE: Record<string, SlotProblemKind> = {
  wrong_document_type: 'wrong_type',
  unreadable_document: 'unreadable',
  password_protected: 'password_protected',
  document_age: 'too_old',
  id_in_force: 'expired',
  rfc_matches_verification: 'not_this_company',
  business_name_matches_csf: 'not_this_company',
};

/** An item error → its kind (item errors are told by the page in its own words, with the types). */
const KIND_OF_ERROR: Record<string, SlotProblemKind> = {
  invalid_document_type: 'wrong_type',
  classification_failed: 'wrong_type',
  password_protected_pdf: 'password_protected',
  invalid_file_password: 'password_protected',
  unsupported_file_type: 'unreadable',
  get_input_file_info_failed: 'unreadable',
  processing_failed: 'unreadable',
  corrupted_file: 'unreadable',
  too_many_pages: 'unreadable',
  image_too_large: 'unreadable',
  no_text_found: 'unreadable',
  ocr_failed: 'unreadable',
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function messageOf(kind: SlotProblemKind, finding: Finding | null): Message {
  switch (kind) {
    case 'wrong_type':
      return {
        es: 'El documento no es del tipo que se pide aquí. Sube el documento correcto.',
        en: 'The document is not of the type asked for here. Upload the right document.',
      };
    case 'unreadable':
      return {
        es: 'No pudimos leer el documento. Sube una copia completa y legible.',
        en: 'We could not read the document. Upload a complete, legible copy.',
      };
    case 'password_protected':
      return {
        es: 'El documento está protegido con contraseña. Sube una copia sin contraseña o escribe la contraseña.',
        en: 'The document is password-protected. Upload a copy without a password, or enter the password.',
      };
    case 'too_old': {
      const days = num(finding?.evidence.actual);
      const limit = num(finding?.evidence.expected);
      return days !== null && limit !== null
        ? {
            es: `El documento se emitió hace ${days} días y se aceptan hasta ${limit}. Sube uno emitido en los últimos ${limit} días.`,
            en: `The document was issued ${days} days ago and at most ${limit} are accepted. Upload one issued in the last ${limit} days.`,
          }
        : {
            es: 'El documento es demasiado antiguo. Sube uno reciente.',
            en: 'The document is too old. Upload a recent one.',
          };
    }
    case 'expired':
      return {
        es: 'La identificación está vencida. Sube una identificación vigente.',
        en: 'The ID has expired. Upload an ID that is in force.',
      };
    case 'not_this_company':
      return {
        es: 'El documento no corresponde a la empresa que se verifica (su RFC o su nombre no coinciden). Sube el de tu empresa.',
        en: 'The document is not the verified company’s (its RFC or name does not match). Upload your company’s.',
      };
    case 'replacement_requested':
      return {
        es: 'Quien te pidió la verificación necesita otro documento en lugar de este.',
        en: 'Whoever asked for the verification needs another document in place of this one.',
      };
    case 'check_failed':
      return finding
        ? {
            es: `${finding.message.es} Sube otro documento.`,
            en: `${finding.message.en} Upload another document.`,
          }
        : {
            es: 'El documento no pasó la revisión. Sube otro documento.',
            en: 'The document did not pass the check. Upload another document.',
          };
  }
}

const GRAVITY = { critical: 0, warning: 1, info: 2 } as const;

/**
 * Why each item's document does not fill its slot, by item id: a staff's replacement request first
 * (its reason is theirs), then the item's error, then the gravest open finding on it that the flow
 * rules `reject`. Items whose document fills its slot are absent.
 */
export function slotProblems(
  items: readonly VerificationItem[],
  findings: readonly Finding[],
  rules: FindingRules,
): Map<number, SlotProblem> {
  const out = new Map<number, SlotProblem>();
  const rejecting = findings
    .filter((f) => f.status === 'open' && f.itemId !== null && ruleFor(f, rules) === 'reject')
    .sort((a, b) => GRAVITY[a.severity] - GRAVITY[b.severity]);
  for (const item of items) {
    if (item.replacementRequestedAt) {
      out.set(item.id, {
        kind: 'replacement_requested',
        message: messageOf('replacement_requested', null),
        staffReason: item.replacementReason,
      });
      continue;
    }
    if (item.itemError) {
      const kind = KIND_OF_ERROR[item.itemError] ?? 'check_failed';
      out.set(item.id, { kind, message: messageOf(kind, null), staffReason: null });
      continue;
    }
    const finding = rejecting.find((f) => f.itemId === item.id);
    if (finding) {
      const kind = KIND_OF_CODE[finding.code] ?? 'check_failed';
      out.set(item.id, { kind, message: messageOf(kind, finding), staffReason: null });
    }
  }
  return out;
}
