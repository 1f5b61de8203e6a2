/**
 * Self-correction from redundancy (README "Confidence and review"): after an extractor has read a
 * document, values it read by OCR are compared with what the document says a second time — the CSF's
 * QR, a check digit, the RFC's and CURP's shared birth date, a CLABE's bank code against the bank named
 * on the statement. A confirmed value wins over the OCR reading; both are kept (`source.ocr_value`, a
 * check on the field). Then every field gets the reading's own confidence (confidence.ts).
 */

import { rfcHolds } from '../mx/rfc';
import { readConfidence, REPAIRED_CONFIDENCE } from './confidence';
import type { DocumentText, ExtractedField, Extraction, ExtractorResult, ReadCheck } from './extraction';
import {
  compact,
  embeddedDatesAgree,
  repairClabe,
  repairCurp,
  repairDigits,
  findRfc,
  type Repair,
} from './reconcile-ocr';

const RFC_FIELDS: Readonly<Record<string, string[]>> = {
  csf_mx: ['tax.business_tax_id', 'tax.cedula_tax_id', 'cadena_original_tax_id'],
  bank_statement: ['account.rfc'],
};
const CURP_FIELDS: Readonly<Record<string, string[]>> = {
  csf_mx: ['person.curp'],
  person_id: ['person.curp'],
};
const CLABE_FIELDS: Readonly<Record<string, string[]>> = { bank_statement: ['account.clabe'] };

type Repairer = (raw: string) => Repair | null;

const addCheck = (field: ExtractedField, check: ReadCheck): void => {
  field.checks = [...(field.checks ?? []).filter((c) => c.code !== check.code), check];
};

const isOcr = (field: ExtractedField, doc: DocumentText): boolean =>
  doc.pages.some((p) => p.page === field.source.page && p.method === 'ocr');

const text = (field: ExtractedField | undefined): string | null =>
  typeof field?.value === 'string' && field.value.trim() !== '' ? field.value : null;

/**
 * A value printed twice, once where OCR cannot misread it (a QR code): when they agree the reading is
 * confirmed; when an OCR'd value disagrees, the confirmed value is taken and the OCR reading kept beside
 * it; when the field was not found, it is filled from the confirmed copy. A text-layer value that
 * disagrees is left as printed: that is a forgery signal for the document's own checks, not a misread.
 * So is an OCR'd value that passes its own check (`selfValid`, e.g. an RFC's check digit): a misread
 * almost never does, an edited-then-scanned document does; taking the second copy would hide it.
 */
export function confirmBySecondSource(
  fields: Extraction,
  path: string,
  doc: DocumentText,
  second: {
    value: string;
    source: ExtractedField['source'];
    code: string;
    name: string;
    selfValid?: (read: string) => boolean;
  },
): void {
  const field = fields[path];
  const read = text(field);
  if (!field || read === null) {
    fields[path] = {
      value: second.value,
      source: { ...second.source, read_confidence: 1 },
      checks: [{ code: second.code, result: 'pass', message: `read from ${second.name}` }],
    };
    return;
  }
  if (compact(read) === compact(second.value)) {
    addCheck(field, { code: second.code, result: 'pass', message: `${second.name} confirms it` });
    return;
  }
  if (compact(read).includes(compact(second.value))) {
    // The value is there, with something the reading glued to it.
    fields[path] = { ...field, value: second.value, source: { ...field.source, ocr_value: read } };
    addCheck(fields[path], { code: second.code, result: 'pass', message: `${second.name} confirms it` });
    return;
  }
  if (!isOcr(field, doc)) return;
  if (second.selfValid?.(read)) {
    addCheck(field, {
      code: second.code,
      result: 'fail',
      message: `${second.name} says ${second.value}; the printed ${read} passes its own check and is kept`,
      expected: second.value,
      actual: read,
    });
    return;
  }
  fields[path] = {
    ...field,
    value: second.value,
    source: { ...field.source, ocr_value: read, read_confidence: 1 },
  };
  addCheck(fields[path], {
    code: second.code,
    result: 'warning',
    message: `OCR read ${read}; ${second.name} says ${second.value}, which is taken`,
    expected: second.value,
    actual: read,
  });
}

/**
 * An OCR'd identifier that fails its own check repaired by one look-alike glyph (reconcile-ocr.ts): the
 * repaired value is taken at a lowered confidence, the reading kept beside it.
 */
export function repairByCheckDigit(
  fields: Extraction,
  path: string,
  doc: DocumentText,
  repair: Repairer,
): void {
  const field = fields[path];
  const value = text(field);
  if (!field || value === null || !isOcr(field, doc)) return;
  // An extractor may have repaired the value already: the reading is then the run in its excerpt.
  const read = printedReading(field.source.text, value, repair) ?? value;
  const fixed = repair(read);
  if (!fixed || fixed.value === read) return;
  if (!fixed.changed) {
    // Only spaces or dashes inside the value: the same reading, written as the identifier is.
    fields[path] = { ...field, value: fixed.value };
    return;
  }
  fields[path] = {
    ...field,
    value: fixed.value,
    source: {
      ...field.source,
      ocr_value: read,
      read_confidence: Math.min(readConfidenceOf(field, doc), REPAIRED_CONFIDENCE),
    },
  };
  addCheck(fields[path], {
    code: 'ocr_repaired',
    result: 'warning',
    message: `OCR read ${read}; ${fixed.value} differs by look-alike characters only and is the reading that passes its check`,
    expected: fixed.value,
    actual: read,
  });
}

/**
 * The run of the excerpt, as long as the value and differing from it, that the repairer turns into the
 * value: what OCR printed before an extractor's own repair.
 */
function printedReading(excerpt: string, value: string, repair: Repairer): string | null {
  if (excerpt.includes(value)) return null;
  const compact = value.replace(/[\s-]/g, '');
  const pattern = new RegExp(`[A-Z0-9Ñ&]{${compact.length}}`, 'gu');
  for (const [run] of excerpt.toUpperCase().matchAll(pattern)) {
    if (run !== compact && repair(run)?.value === value) return run;
  }
  return null;
}

const readConfidenceOf = (field: ExtractedField, doc: DocumentText): number =>
  field.source.read_confidence ?? readConfidence(field, doc);

/** The CSF's QR #1, when it points at the SAT's validator: idCIF and RFC (documents.md §1.6). */
function csfQr(fields: Extraction): { idCif: string; rfc: string; source: ExtractedField['source'] } | null {
  const url = fields['qr.url'];
  const idCif = text(fields['qr.id_cif']);
  const rfc = text(fields['qr.tax_id']);
  if (!url || fields['qr.valid_host']?.value !== true || !idCif || !rfc) return null;
  return { idCif, rfc, source: url.source };
}

function csf(fields: Extraction, doc: DocumentText): void {
  const qr = csfQr(fields);
  const selfValid = (read: string) => rfcHolds(compact(read));
  for (const path of RFC_FIELDS.csf_mx!) {
    // The cédula's and cadena's copies are only compared when present; the main RFC may be filled.
    if (qr && (path === 'tax.business_tax_id' || fields[path]))
      confirmBySecondSource(fields, path, doc, {
        value: qr.rfc,
        source: qr.source,
        code: 'qr_matches',
        name: 'the QR code',
        selfValid,
      });
    else repairByCheckDigit(fields, path, doc, findRfc);
  }
  // A printed RFC kept against the QR means the QR may not be this document's: its idCIF (which has no
  // check digit to tell a misread from an edit) is then not taken over the printed one either.
  const rfcKept = fields['tax.business_tax_id']?.checks?.some(
    (c) => c.code === 'qr_matches' && c.result === 'fail',
  );
  if (qr && !rfcKept)
    confirmBySecondSource(fields, 'id_cif', doc, {
      value: qr.idCif,
      source: qr.source,
      code: 'qr_matches',
      name: 'the QR code',
    });
  else if (!qr) repairByCheckDigit(fields, 'id_cif', doc, repairDigits);
  const rfc = text(fields['tax.business_tax_id']);
  const curp = text(fields['person.curp']);
  const agree = rfc && curp ? embeddedDatesAgree(rfc, curp) : null;
  if (agree !== null) {
    const check: ReadCheck = {
      code: 'rfc_curp_dates_agree',
      result: agree ? 'pass' : 'fail',
      message: agree
        ? 'the RFC and the CURP carry the same birth date'
        : 'the RFC and the CURP carry different birth dates',
      actual: [rfc, curp],
    };
    addCheck(fields['person.curp']!, check);
  }
}

/** A CLABE's bank code against the bank the statement names in its header. */
function clabeBank(fields: Extraction): void {
  const clabe = fields['account.clabe'];
  const value = text(clabe);
  const bank = fields['bank.code'];
  const code = text(bank);
  // bank.code taken from the CLABE itself (same excerpt) would only confirm itself.
  if (!clabe || !value || !bank || !code || bank.source.text === clabe.source.text) return;
  const same = compact(value).startsWith(code);
  addCheck(clabe, {
    code: 'clabe_bank_matches',
    result: same ? 'pass' : 'fail',
    message: same
      ? 'the CLABE belongs to the bank named on the statement'
      : "the CLABE's bank code is not the bank named on the statement",
    expected: code,
    actual: compact(value).slice(0, 3),
  });
}

/**
 * The extractor's result, reconciled: redundant copies applied, the extractor's own checks moved onto
 * their fields, and every field given its reading confidence (`source.read_confidence`).
 */
export function reconcile(type: string, result: ExtractorResult, doc: DocumentText): ExtractorResult {
  const fields: Extraction = Object.fromEntries(
    Object.entries(result.fields).map(([p, f]) => [p, { ...f, source: { ...f.source } }]),
  );
  const warnings = [...result.warnings];
  for (const { field, ...check } of result.checks ?? []) {
    if (fields[field]) addCheck(fields[field], check);
    else warnings.push(`${check.code} (${check.result}): ${check.message}`);
  }
  if (type === 'csf_mx') csf(fields, doc);
  for (const path of RFC_FIELDS[type] ?? [])
    if (type !== 'csf_mx') repairByCheckDigit(fields, path, doc, findRfc);
  for (const path of CURP_FIELDS[type] ?? []) repairByCheckDigit(fields, path, doc, repairCurp);
  for (const path of CLABE_FIELDS[type] ?? []) repairByCheckDigit(fields, path, doc, repairClabe);
  if (type === 'bank_statement') clabeBank(fields);
  for (const field of Object.values(fields)) field.source.read_confidence = readConfidenceOf(field, doc);
  return { fields, warnings };
}
