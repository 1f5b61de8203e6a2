import type { DocumentsStatus, VerificationStatus } from '../../api/staff';
import { COMPANY_SELECTION, SOURCE_SELECTION, type SectionName } from './company-fields';

export interface ValueSource {
  itemId: string;
  itemType: string;
  documentUrl: string | null;
  documentDate: string | null;
  informationSource: string | null;
}
export interface CrossCheck {
  crossCheck: string;
  crossCheckValue: unknown;
  itemType: string | null;
}
export interface SourcedValue {
  value: unknown;
  source: ValueSource | null;
  validations: CrossCheck[];
}

export interface ItemFile {
  fileName: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  sha256: string | null;
  pageCount: number | null;
  /** Pages read so far and in all, while a long document is read. */
  pagesDone: number | null;
  pagesTotal: number | null;
  status: string;
  error: string | null;
  acceptedAsType: string | null;
  duplicateOfItemId: string | null;
  processedAt: string | null;
}
export interface ItemReview {
  id: string;
  action: 'CORRECT_FIELD' | 'ACCEPT_AS_TYPE' | 'INVALIDATE' | 'REPROCESS';
  field: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
}
export interface Check {
  code: string;
  result: 'pass' | 'fail' | 'warning' | 'not_applicable';
  field?: string;
  message?: string;
}
export interface ExtractedField {
  value: unknown;
  source?: { information_source?: string; page?: number | null; text?: string } | null;
}
export interface ReportItem {
  id: string;
  itemOrder: number;
  itemType: string;
  requestedType: string;
  requirementKey: string | null;
  itemStatus: 'PENDING' | 'COMPLETE';
  internalStatus: string | null;
  itemError: string | null;
  invalidated: boolean;
  itemOptions: { allowed_item_types?: string[] } | null;
  itemValue: { fields?: Record<string, ExtractedField> } | null;
  validationResult: { passed?: boolean; checks?: Check[] } | null;
  originalFileUrl: string | null;
  completedAt: string | null;
  file: ItemFile | null;
  reviews: ItemReview[];
}
export interface PersonPower {
  powerName: string;
  signatureType: string | null;
  hasLimits: boolean;
  limitsDescription: string | null;
}
export interface PersonRole {
  id: string;
  roleName: string;
  groupName: string;
  event: string;
  powers: PersonPower[];
}
export interface Person {
  peopleId: number;
  names: string;
  idNumber: string | null;
  requested: boolean;
  roles: PersonRole[];
}
export interface Shareholders {
  shareholders: {
    name: string;
    sharePercentage: number;
    shares: number | null;
    series: string | null;
    totalValue: number | null;
    currency: string;
  }[];
  capital: {
    totalValue: number | null;
    fixedValue: number | null;
    variableValue: number | null;
    currency: string;
  } | null;
  source: ValueSource | null;
  unavailableReason: string | null;
}
export interface Report {
  id: string;
  tag: string;
  taxId: string;
  businessName: string | null;
  email: string | null;
  flowId: string | null;
  status: VerificationStatus;
  documentsStatus: DocumentsStatus | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  requirements: { key: string; label: string; item: { id: string } | null }[];
  items: ReportItem[];
  company: Record<SectionName, Record<string, SourcedValue | null>>;
  people: {
    keyPeople: Person[];
    fullList: Person[];
    boardMembers: { name: string; role: string; event: string }[];
  };
  shareholders: Shareholders;
}

const PERSON =
  'peopleId names idNumber requested roles { id roleName groupName event powers { powerName signatureType hasLimits limitsDescription } }';

export const REPORT_QUERY = `query StaffReport($id: ID!) {
  verification(id: $id) {
    id tag taxId businessName email flowId status documentsStatus createdAt updatedAt finishedAt
    requirements { key label item { id } }
    items {
      id itemOrder itemType requestedType requirementKey itemStatus internalStatus itemError invalidated
      itemOptions itemValue validationResult originalFileUrl completedAt
      file { fileName mimeType sizeBytes sha256 pageCount pagesDone pagesTotal status error acceptedAsType duplicateOfItemId processedAt }
      reviews { id action field before after reason createdAt }
    }
    ${COMPANY_SELECTION}
    people { keyPeople { ${PERSON} } fullList { ${PERSON} } boardMembers { name role event } }
    shareholders {
      shareholders { name sharePercentage shares series totalValue currency }
      capital { totalValue fixedValue variableValue currency }
      source { ${SOURCE_SELECTION} }
      unavailableReason
    }
  }
}`;
export interface ReportResult {
  verification: Report | null;
}

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  eventName: string;
  status: 'PENDING' | 'SENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  attemptCount: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** Asked apart from the report, so a failure here leaves the rest of the report readable. */
export const DELIVERIES_QUERY = `query StaffDeliveries($id: ID!) {
  verification(id: $id) {
    id
    webhookDeliveries(first: 50) {
      id webhookId eventName status attemptCount lastStatusCode lastError createdAt completedAt
    }
  }
}`;
export interface DeliveriesResult {
  verification: { id: string; webhookDeliveries: WebhookDelivery[] } | null;
}
