import { GraphQLRequestError } from './client';

/** A query or mutation bound to the signed-in staff session (see staff/session.tsx). */
export type Call = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export type VerificationStatus = 'PENDING' | 'FINISHED' | 'ERROR';
export type DocumentsStatus = 'PENDING_UPLOAD' | 'PARTIAL_UPLOAD' | 'FULL_UPLOAD';

export interface StaffSession {
  token: string;
  expiresAt: string;
  account: { id: string; name: string };
}

/**
 * Exchanges an API key for a session token. The key travels once, in `x-api-key`, and is never kept:
 * every later request carries only the session token.
 */
export async function createSession(apiKey: string): Promise<StaffSession> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: 'mutation { createSession { token expiresAt account { id name } } }' }),
    });
  } catch {
    throw new GraphQLRequestError([{ message: 'network', code: 'NETWORK' }], 0);
  }
  const body = (await res.json().catch(() => null)) as {
    data?: { createSession: StaffSession };
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  if (body?.data?.createSession) return body.data.createSession;
  const errors = body?.errors?.map((e) => ({
    message: e.message,
    code: e.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
  }));
  throw new GraphQLRequestError(
    errors?.length ? errors : [{ message: `HTTP ${res.status}`, code: 'INTERNAL_SERVER_ERROR' }],
    res.status,
  );
}

export interface VerificationRow {
  id: string;
  tag: string;
  taxId: string;
  businessName: string | null;
  status: VerificationStatus;
  documentsStatus: DocumentsStatus | null;
  createdAt: string;
  updatedAt: string;
  items: { id: string; itemStatus: 'PENDING' | 'COMPLETE'; itemError: string | null }[];
}

const ROW =
  'id tag taxId businessName status documentsStatus createdAt updatedAt items { id itemStatus itemError }';

export interface ListFilter {
  status?: VerificationStatus;
  tag?: string;
}

export const LIST_QUERY = `query StaffList($first: Int, $after: String, $filter: VerificationFilter) {
  verifications(first: $first, after: $after, filter: $filter) {
    nodes { ${ROW} }
    pageInfo { hasNextPage endCursor }
  }
}`;
export interface ListResult {
  verifications: { nodes: VerificationRow[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

export const ROW_QUERY = `query StaffRow($id: ID!) { verification(id: $id) { ${ROW} } }`;
export interface RowResult {
  verification: VerificationRow | null;
}

export interface LiveEvent {
  eventId: string;
  eventName: string;
  verificationId: string | null;
  itemId: string | null;
  occurredAt: string;
}

/** Every event of the account, or of one verification when `verificationId` is given. */
export const EVENTS_SUBSCRIPTION = `subscription StaffEvents($verificationId: ID) {
  verificationEvents(verificationId: $verificationId) { eventId eventName verificationId itemId occurredAt }
}`;
export interface EventsResult {
  verificationEvents: LiveEvent;
}

const ITEM_AFTER_REVIEW = 'id itemType itemStatus internalStatus invalidated';

/** The four review actions of an item; each answers the item as it is right after the action. */
export const REVIEW_MUTATIONS = {
  correct: `mutation StaffCorrect($itemId: ID!, $field: String!, $value: JSON, $reason: String) {
    correctItemField(itemId: $itemId, field: $field, value: $value, reason: $reason) { ${ITEM_AFTER_REVIEW} }
  }`,
  acceptAs: `mutation StaffAcceptAs($itemId: ID!, $itemType: String!, $reason: String) {
    acceptItemAsType(itemId: $itemId, itemType: $itemType, reason: $reason) { ${ITEM_AFTER_REVIEW} }
  }`,
  invalidate: `mutation StaffInvalidate($itemId: ID!, $reason: String) {
    invalidateItem(itemId: $itemId, reason: $reason) { ${ITEM_AFTER_REVIEW} }
  }`,
  reprocess: `mutation StaffReprocess($itemId: ID!, $reason: String) {
    reprocessItem(itemId: $itemId, reason: $reason) { ${ITEM_AFTER_REVIEW} }
  }`,
} as const;
export type ReviewKind = keyof typeof REVIEW_MUTATIONS;

export interface DocTemplate {
  id: string;
  name: string;
  fileName: string | null;
  variables: string[];
  createdAt: string;
}
const TEMPLATE = 'id name fileName variables createdAt';
export const TEMPLATES_QUERY = `query StaffTemplates { docTemplates { ${TEMPLATE} } }`;
export const UPLOAD_TEMPLATE = `mutation StaffUploadTemplate($name: String!, $base64: String!, $fileName: String) {
  uploadDocTemplate(name: $name, base64: $base64, fileName: $fileName) { ${TEMPLATE} }
}`;

export interface ExportResult {
  downloadUrl: string;
  expiresIn: number;
  size: number;
  format: 'DOCX' | 'PDF';
  unfilledVariables: string[];
}
export interface ExportKeyPerson {
  key: string;
  personId: number;
  roleId: string;
}
export const EXPORT_MUTATION = `mutation StaffExport(
  $verificationId: ID!, $templateId: ID!, $keyPeople: [ExportKeyPersonInput!], $format: ExportFormat
) {
  exportVerification(verificationId: $verificationId, templateId: $templateId, keyPeople: $keyPeople, format: $format) {
    downloadUrl expiresIn size format unfilledVariables
  }
}`;
