import { graphql } from '../../gql';
import type {
  DocTemplateFieldsFragment,
  StaffExportMutation,
  StaffRowFieldsFragment,
  StaffSessionMutation,
  VerificationFilter,
} from '../../gql/graphql';
import { GraphQLRequestError, type Document, type ResultOf, type VariablesOf } from './client';

export type {
  Decision,
  DecisionFilter,
  DocumentsStatus,
  FindingResolution,
  VerificationStatus,
} from '../../gql/graphql';

/** A query or mutation bound to the signed-in staff session (see staff/session.tsx). */
export type Call = <T, V>(document: Document<T, V>, variables: V) => Promise<T>;

export type StaffSession = StaffSessionMutation['staffSessionCreate']['session'];

/** Sent by hand, not through gql(): the API key travels in its own header, once. */
export const CREATE_SESSION = graphql(`
  mutation StaffSession {
    staffSessionCreate {
      session {
        token
        expiresAt
        account {
          id
          name
        }
      }
    }
  }
`);

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
      body: JSON.stringify({ query: CREATE_SESSION.toString() }),
    });
  } catch {
    throw new GraphQLRequestError([{ message: 'network', code: 'NETWORK' }], 0);
  }
  const body = (await res.json().catch(() => null)) as {
    data?: StaffSessionMutation;
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  if (body?.data?.staffSessionCreate) return body.data.staffSessionCreate.session;
  const errors = body?.errors?.map((e) => ({
    message: e.message,
    code: e.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
  }));
  throw new GraphQLRequestError(
    errors?.length ? errors : [{ message: `HTTP ${res.status}`, code: 'INTERNAL_SERVER_ERROR' }],
    res.status,
  );
}

export const ROW_FIELDS = graphql(`
  fragment StaffRowFields on Verification {
    id
    tag
    taxId
    businessName
    status
    documentsStatus
    decision
    findingsSummary {
      open
      critical
    }
    createdAt
    updatedAt
    itemCounts {
      total
      complete
      failed
    }
  }
`);
export type VerificationRow = StaffRowFieldsFragment;

export type ListFilter = Pick<VerificationFilter, 'status' | 'tag' | 'decision'>;

export const LIST_QUERY = graphql(`
  query StaffList($first: Int, $after: String, $filter: VerificationFilter) {
    verifications(first: $first, after: $after, filter: $filter) {
      nodes {
        ...StaffRowFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ROW_QUERY = graphql(`
  query StaffRow($id: ID!) {
    verification(id: $id) {
      ...StaffRowFields
    }
  }
`);

/** Every event of the account, or of one verification when `verificationId` is given. */
export const EVENTS_SUBSCRIPTION = graphql(`
  subscription StaffEvents($verificationId: ID) {
    verificationEvents(verificationId: $verificationId) {
      eventId
      name
      verificationId
      itemId
      occurredAt
    }
  }
`);

export const ITEM_AFTER_REVIEW = graphql(`
  fragment StaffItemAfterReview on VerificationItem {
    id
    type
    itemStatus
    internalStatus
    invalidated
  }
`);

/** The four review actions of an item; each answers the item as it is right after the action. */
export const REVIEW_MUTATIONS = {
  correct: graphql(`
    mutation StaffCorrect($itemId: ID!, $field: String!, $value: JSON, $reason: String) {
      verificationItemFieldCorrect(
        input: { itemId: $itemId, field: $field, value: $value, reason: $reason }
      ) {
        item {
          ...StaffItemAfterReview
        }
      }
    }
  `),
  acceptAs: graphql(`
    mutation StaffAcceptAs($itemId: ID!, $itemType: ItemType!, $reason: String) {
      verificationItemAcceptAsType(input: { itemId: $itemId, itemType: $itemType, reason: $reason }) {
        item {
          ...StaffItemAfterReview
        }
      }
    }
  `),
  invalidate: graphql(`
    mutation StaffInvalidate($itemId: ID!, $reason: String) {
      verificationItemInvalidate(input: { itemId: $itemId, reason: $reason }) {
        item {
          ...StaffItemAfterReview
        }
      }
    }
  `),
  reprocess: graphql(`
    mutation StaffReprocess($itemId: ID!, $reason: String) {
      verificationItemReprocess(input: { itemId: $itemId, reason: $reason }) {
        item {
          ...StaffItemAfterReview
        }
      }
    }
  `),
} as const;
export type ReviewKind = keyof typeof REVIEW_MUTATIONS;
type ReviewDocuments = typeof REVIEW_MUTATIONS;
export type ReviewVariables = { [K in ReviewKind]: VariablesOf<ReviewDocuments[K]> };
/** The same documents, typed so that `REVIEW_DOCUMENTS[kind]` keeps its kind's variables together. */
export const REVIEW_DOCUMENTS: {
  [K in ReviewKind]: Document<ResultOf<ReviewDocuments[K]>, ReviewVariables[K]>;
} = REVIEW_MUTATIONS;

export const DOC_TEMPLATE = graphql(`
  fragment DocTemplateFields on DocTemplate {
    id
    name
    fileName
    variables
    createdAt
  }
`);
export type DocTemplate = DocTemplateFieldsFragment;

export const TEMPLATES_QUERY = graphql(`
  query StaffTemplates {
    docTemplates {
      ...DocTemplateFields
    }
  }
`);

export const UPLOAD_TEMPLATE = graphql(`
  mutation StaffUploadTemplate($name: String!, $base64: String!, $fileName: String) {
    docTemplateUpload(input: { name: $name, base64: $base64, fileName: $fileName }) {
      template {
        ...DocTemplateFields
      }
    }
  }
`);

export const EXPORT_MUTATION = graphql(`
  mutation StaffExport(
    $verificationId: ID!
    $templateId: ID!
    $keyPeople: [ExportKeyPersonInput!]
    $format: ExportFormat
  ) {
    verificationExport(
      input: {
        verificationId: $verificationId
        templateId: $templateId
        keyPeople: $keyPeople
        format: $format
      }
    ) {
      document {
        downloadUrl
        expiresIn
        size
        format
        unfilledVariables
      }
    }
  }
`);
export type ExportResult = StaffExportMutation['verificationExport']['document'];

/** Issue 18: closing a finding, setting the decision by hand, asking for another document. */
export const RESOLVE_FINDING = graphql(`
  mutation StaffResolveFinding(
    $verificationId: ID!
    $findingId: ID!
    $status: FindingResolution!
    $reason: String!
  ) {
    resolveFinding(
      input: { verificationId: $verificationId, findingId: $findingId, status: $status, reason: $reason }
    ) {
      finding {
        id
        status
      }
      verification {
        id
        decision
      }
    }
  }
`);

export const SET_DECISION = graphql(`
  mutation StaffSetDecision($verificationId: ID!, $decision: Decision!, $reason: String!) {
    setVerificationDecision(
      input: { verificationId: $verificationId, decision: $decision, reason: $reason }
    ) {
      verification {
        id
        decision
        decisionReason
      }
    }
  }
`);

export const REQUEST_REPLACEMENT = graphql(`
  mutation StaffRequestReplacement($itemId: ID!, $reason: String!) {
    verificationItemReplacementRequest(input: { itemId: $itemId, reason: $reason }) {
      item {
        id
        replacementRequested
        replacementReason
      }
    }
  }
`);
