/**
 * Which document a consolidated value comes from.
 *
 * 1. Only processed documents count: an item that is not `complete`, was invalidated, carries an
 *    `item_error` or has no extracted fields is never a source.
 * 2. A field an operator corrected (`information_source: manual`) wins over every extracted value of
 *    that field in the section's documents, however new they are; between two corrections the latest
 *    (`corrected_at`) wins.
 * 3. Otherwise the documents of each section are ranked, and the first one that has the field (not
 *    null, not an empty list) gives it, so a field the best document lacks comes from the next one:
 *    - tax, fiscal address, `verification.business_name`: `csf_mx`, newest `issued_at` first;
 *    - legal and registration (constitution data: deed number, notary, folio, name, type, duration,
 *      domicile, purpose): `ac_mx` first; `legal` falls back to the latest `aa_mx`, `registration`
 *      never does (an assembly's deed is not the constitution);
 *    - board, powers, shareholders and capital: the latest `aa_mx` (by `assembly.date`, else
 *      `deed.date`) that carries them, over the `ac_mx`;
 *    - banking: `bank_statement`, newest `statement.date` first;
 *    - signatory_validation: `person_id`, newest first;
 *    - commercial address: `proof_address`, newest `document.date` first.
 * 4. Ties (same date, or no date) go to the item completed last, then to the higher item id.
 * 5. A value built from several fields (the disaggregated fiscal address, the bank's rfc and CLABE, the
 *    capital) comes whole from one document: the one an operator corrected in any of those fields,
 *    else the first ranked that has any of them. `latest_acta_date` is the newest acta's own deed date.
 * 6. People are not chosen but merged: every acta (`ac_mx`, `aa_mx`, `pw_mx`), the ID and the
 *    verification's `key_people` contribute. The board and powers are replayed in date order, so an
 *    assembly's removals, ratifications and revocations override the constitution's appointments.
 */
import type { VerificationItem } from '../verifications/verification';

/** One extracted field as processing stores it in `item_value.fields`. */
export interface ItemField {
  value: unknown;
  source?: { information_source?: string; corrected_at?: string; page?: number | null; text?: string };
  validations?: unknown[];
}

/** A processed document that may be a source: the item, its fields and its file's link. */
export interface Doc {
  item: VerificationItem;
  type: string;
  fields: Record<string, ItemField>;
  url: string | null;
}

/** The field of a document a value was taken from. */
export interface Picked {
  doc: Doc;
  path: string;
  field: ItemField;
}

export const isUsable = (item: VerificationItem): boolean =>
  item.itemStatus === 'complete' &&
  item.invalidatedAt === null &&
  item.itemError === null &&
  typeof item.itemValue.fields === 'object' &&
  item.itemValue.fields !== null;

/** The usable documents, in item order. */
export function usableDocs(
  items: VerificationItem[],
  fileUrl: (item: VerificationItem) => string | null,
): Doc[] {
  return [...items]
    .sort((a, b) => a.itemOrder - b.itemOrder || a.id - b.id)
    .filter(isUsable)
    .map((item) => ({
      item,
      type: item.itemType,
      fields: item.itemValue.fields as Record<string, ItemField>,
      url: fileUrl(item),
    }));
}

export const text = (doc: Doc, path: string): string | null => {
  const v = doc.fields[path]?.value;
  return typeof v === 'string' && v.trim() !== '' ? v : null;
};

const completed = (doc: Doc): number => doc.item.completedAt?.getTime() ?? 0;

/** Newest first by the date read at `datePath` (ISO dates sort as strings), then rule 4. */
function newestFirst(docs: Doc[], datePaths: string[]): Doc[] {
  const dateOf = (d: Doc) => datePaths.map((p) => text(d, p)).find((v) => v !== null) ?? '';
  return [...docs].sort(
    (a, b) => dateOf(b).localeCompare(dateOf(a)) || completed(b) - completed(a) || b.item.id - a.item.id,
  );
}

const ofType = (docs: Doc[], type: string) => docs.filter((d) => d.type === type);

export const rank = {
  csf: (docs: Doc[]) => newestFirst(ofType(docs, 'csf_mx'), ['issued_at']),
  constitutive: (docs: Doc[]) => newestFirst(ofType(docs, 'ac_mx'), []),
  assemblies: (docs: Doc[]) => newestFirst(ofType(docs, 'aa_mx'), ['assembly.date', 'deed.date']),
  bank: (docs: Doc[]) => newestFirst(ofType(docs, 'bank_statement'), ['statement.date']),
  personId: (docs: Doc[]) => newestFirst(ofType(docs, 'person_id'), []),
  proofOfAddress: (docs: Doc[]) => newestFirst(ofType(docs, 'proof_address'), ['document.date']),
  /** Constitution data: the acta constitutiva, then the latest assembly. */
  legal: (docs: Doc[]) => [...rank.constitutive(docs), ...rank.assemblies(docs)],
  /** Board, powers, shareholders, capital: the latest assembly that carries them, then the constitutiva. */
  corporate: (docs: Doc[]) => [...rank.assemblies(docs), ...rank.constitutive(docs)],
};

const hasValue = (f: ItemField | undefined): f is ItemField =>
  f !== undefined &&
  f.value !== null &&
  f.value !== undefined &&
  f.value !== '' &&
  !(Array.isArray(f.value) && f.value.length === 0);

export const isManual = (f: ItemField | undefined): boolean => f?.source?.information_source === 'manual';

/** The best source of one field among ranked documents (rules 2 and 3). */
export function pick(ranked: Doc[], path: string): Picked | null {
  const manual = ranked
    .filter((doc) => isManual(doc.fields[path]))
    .sort((a, b) =>
      (b.fields[path]!.source?.corrected_at ?? '').localeCompare(a.fields[path]!.source?.corrected_at ?? ''),
    )[0];
  if (manual) return { doc: manual, path, field: manual.fields[path]! };
  const doc = ranked.find((d) => hasValue(d.fields[path]));
  return doc ? { doc, path, field: doc.fields[path]! } : null;
}

/**
 * The best document for a value built from several fields (an address, a capital): one corrected by
 * an operator in any of them, else the first ranked document with any of them.
 */
export function pickDoc(ranked: Doc[], paths: string[]): Doc | null {
  for (const path of paths) {
    const p = pick(ranked, path);
    if (p && isManual(p.field)) return p.doc;
  }
  return ranked.find((d) => paths.some((p) => hasValue(d.fields[p]))) ?? null;
}
