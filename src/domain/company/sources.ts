/** The `documents` and `sources` read-outs (compat-notes 6.1): every file and every document item. */
import { fieldConfidences } from '../documents/confidence';
import type { VerificationItem } from '../verifications/verification';
import type { DocumentEntry, SourceEntry } from './company';
import type { Doc, ItemField } from './precedence';
import { documentDate, documentNumber, entityName } from './sourced';

/** `item_value.sha256` when processing recorded it there; null otherwise. */
const hashOf = (item: VerificationItem): string | null =>
  typeof item.itemValue.sha256 === 'string' ? item.itemValue.sha256 : null;

const hasFile = (item: VerificationItem): boolean => item.fileId !== null;

const isDocument = (item: VerificationItem): boolean =>
  hasFile(item) || (typeof item.itemValue.fields === 'object' && item.itemValue.fields !== null);

const inOrder = (items: VerificationItem[]) =>
  [...items].sort((a, b) => a.itemOrder - b.itemOrder || a.id - b.id);

export function documents(
  items: VerificationItem[],
  fileUrl: (item: VerificationItem) => string | null,
): { documents: DocumentEntry[] } {
  return {
    documents: inOrder(items)
      .filter(hasFile)
      .map((item) => ({
        url: fileUrl(item),
        created_at: (item.fileReceivedAt ?? item.createdAt).toISOString(),
        item_type: item.itemType,
        hash: hashOf(item),
      })),
  };
}

export function sources(
  items: VerificationItem[],
  fileUrl: (item: VerificationItem) => string | null,
): { sources: SourceEntry[] } {
  return {
    sources: inOrder(items)
      .filter(isDocument)
      .map((item) => {
        // Even an invalidated or failed item says what it was read as.
        const doc: Doc = {
          item,
          type: item.itemType,
          fields: (item.itemValue.fields ?? {}) as Record<string, ItemField>,
          url: fileUrl(item),
        };
        return {
          id: item.id,
          type: item.itemType,
          entity_name: entityName(doc),
          document_number: documentNumber(doc),
          document_date: documentDate(doc),
          original_file_url: doc.url,
          user_event_completed_at: item.userEventCompletedAt?.toISOString() ?? null,
          user_event_name: item.userEventName,
          invalidated: item.invalidatedAt !== null,
          item_status: item.itemStatus,
          item_internal_status: item.itemInternalStatus,
          item_error: item.itemError,
          is_duplicate_item: typeof item.itemValue.duplicate_of_item_id === 'number',
          validation_result: item.validationResult,
          field_confidences: fieldConfidences(item.itemValue),
        };
      }),
  };
}
