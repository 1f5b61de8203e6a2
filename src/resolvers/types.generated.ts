import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Account as AccountModel } from '../domain/accounts/account';
import type { Webhook as WebhookModel } from '../domain/webhooks/webhook';
import type { FormSchema as FormSchemaModel } from '../domain/form-schemas/form-schema';
import type { Flow as FlowModel } from '../domain/flows/flow';
import type { Verification as VerificationModel, VerificationItem as VerificationItemModel } from '../domain/verifications/verification';
import type { RequirementView, SectionModel, BoardMemberModel, CapitalModel, FieldViewModel } from './models';
import type { Finding as FindingModel, Resolver as ActorModel } from '../domain/verifications/findings/finding';
import type { AuditEntry as AuditEntryModel } from '../domain/verifications/findings/finding.repository';
import type { WebhookDelivery as WebhookDeliveryModel } from '../domain/webhooks/delivery';
import type { BusEvent } from '../events/dispatcher';
import type { ItemFile as ItemFileModel, ItemReview as ItemReviewModel } from '../domain/documents/document.repository';
import type { Details as CompanyModel, Sourced as SourcedModel, Source as SourceModel, CrossCheck as CrossCheckModel, Person as PersonModel, Role as RoleModel, Power as PowerModel, People as PeopleModel, Shareholder as ShareholderModel, Shareholders as ShareholdersModel, DocumentEntry as DocumentEntryModel } from '../domain/company/company';
import type { DocTemplate as DocTemplateModel } from '../domain/export/template.service';
import type { ExportedDocument as ExportResultModel, ExportedDocument as ExportedDocumentModel } from '../domain/export/export.service';
import type { StaffSession as StaffSessionModel } from '../domain/accounts/session';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time string in UTC with milliseconds, e.g. 2026-01-31T18:04:05.123Z. */
  DateTime: { input: Date; output: Date; }
  /** A free-form JSON value (objects whose shape the REST layer documents). */
  JSON: { input: unknown; output: unknown; }
};

/** A customer of bvs: the tenant that owns verifications, flows, form schemas, webhooks and API keys. */
export type Account = Node & {
  __typename?: 'Account';
  /** When the operator created the account. */
  createdAt: Scalars['DateTime']['output'];
  /** The account's UUID. */
  id: Scalars['ID']['output'];
  /** The name the operator gave the account at creation. */
  name: Scalars['String']['output'];
};

/** Who acted: an API key (its id and label), a staff session made from one, or bvs itself. */
export type Actor = {
  __typename?: 'Actor';
  /** The API key's id; null for the system. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The key's label (with "(staff session)" for a session), or system. */
  name: Scalars['String']['output'];
  /** What kind of actor. */
  type: ActorType;
};

/** Who acted. */
export enum ActorType {
  /** An API key of the account. */
  ApiKey = 'api_key',
  /** A staff session made from an API key. */
  StaffSession = 'staff_session',
  /** bvs itself. */
  System = 'system'
}

/** The company's addresses. */
export type AddressSection = {
  __typename?: 'AddressSection';
  /** The proof of address's address when it differs from the fiscal address; null when it is the same. */
  businessComercialAddress?: Maybe<SourcedValue>;
  /** The fiscal address on the constancia, as one line. */
  businessFiscalAddress?: Maybe<SourcedValue>;
  /** The fiscal address in parts: {street_type, street_name, external_number, internal_number, neighborhood, district, state, post_code}. */
  businessFiscalAddressDisaggregated?: Maybe<SourcedValue>;
};

/** One change of a finding, the decision or a slot, by a person or by the system. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What: finding.opened, finding.resolved, finding.accepted, finding.dismissed, decision.changed, decision.set, item.replacement_requested. */
  action: Scalars['String']['output'];
  /** Who. */
  actor: Actor;
  /** The state after (free-form: its keys depend on the action). */
  after?: Maybe<Scalars['JSON']['output']>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The state before (free-form: its keys depend on the action). */
  before?: Maybe<Scalars['JSON']['output']>;
  /** The person's or the system's reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The finding's or item's id; null for the decision. */
  targetId?: Maybe<Scalars['ID']['output']>;
  /** What it was done to: finding, decision or item. */
  targetType: Scalars['String']['output'];
};

/** The company's bank account (bank statement). */
export type BankingSection = {
  __typename?: 'BankingSection';
  /** {rfc, clabe_number} of the account holder. */
  additionalData?: Maybe<SourcedValue>;
  /** The address printed on the statement. */
  address?: Maybe<SourcedValue>;
  /** The statement's date. */
  documentDate?: Maybe<SourcedValue>;
  /** The CLABE, else the account number. */
  documentNumber?: Maybe<SourcedValue>;
  /** The bank's name. */
  entityName?: Maybe<SourcedValue>;
};

/** A member of the board of directors. */
export type BoardMember = {
  __typename?: 'BoardMember';
  /** What the deed did with the role: addition, mentioned, renewal, removal or ratification. */
  event: Scalars['String']['output'];
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The person's Person.peopleId. */
  peopleId: Scalars['Int']['output'];
  /** The role on the board, lower case (e.g. presidente). */
  role: Scalars['String']['output'];
};

/** The company's share capital. */
export type Capital = {
  __typename?: 'Capital';
  /** ISO 4217 code, e.g. MXN. */
  currency: Scalars['String']['output'];
  /** Fixed capital, in currency; null when the deed does not say. */
  fixedValue?: Maybe<Scalars['Float']['output']>;
  /** Total capital, in currency; null when the deed does not say. */
  totalValue?: Maybe<Scalars['Float']['output']>;
  /** Variable capital, in currency; null when the deed does not say. */
  variableValue?: Maybe<Scalars['Float']['output']>;
};

/** The outcome of one check on a document item. */
export enum CheckResult {
  /** The document fails the check (or, with needsReview, a person must confirm it). */
  Fail = 'fail',
  /** The check does not apply to this document. */
  NotApplicable = 'not_applicable',
  /** The document satisfies the check. */
  Pass = 'pass',
  /** Worth a look; does not fail the item. */
  Warning = 'warning'
}

/** A step shown to the end client at check-out. */
export type CheckoutStep = {
  __typename?: 'CheckoutStep';
  /** What the end client should do or expect. */
  description: Scalars['String']['output'];
  /** The step's title. */
  title: Scalars['String']['output'];
};

/** A step shown to the end client at check-out. */
export type CheckoutStepInput = {
  /** What the end client should do or expect (at most 2,000 characters). */
  description: Scalars['String']['input'];
  /** The step's title (at most 200 characters). */
  title: Scalars['String']['input'];
};

/** What bvs learned about the company, consolidated across its documents. */
export type Company = {
  __typename?: 'Company';
  /** From the constancia and the proof of address. */
  address: AddressSection;
  /** From the bank statement. */
  banking: BankingSection;
  /** From the deeds. */
  legal: LegalSection;
  /** From the constitutive deed and its registration. */
  registration: RegistrationSection;
  /** From the signatory's identity document. */
  signatoryValidation: SignatoryValidationSection;
  /** From the constancia de situación fiscal. */
  tax: TaxSection;
};

/** An operator's completion of an item. */
export type CompleteItemInput = {
  /** The internal status to record, lower case; extraction_finished when omitted. */
  internalStatus?: InputMaybe<Scalars['String']['input']>;
  /** An error code to record, lower case; none when omitted. */
  itemError?: InputMaybe<Scalars['String']['input']>;
  /** The document type found, for document items. */
  itemType?: InputMaybe<Scalars['String']['input']>;
  /** The extracted value (item_value) in the REST layer's shape; {} when omitted. */
  itemValue?: InputMaybe<Scalars['JSON']['input']>;
  /** The checks' outcome (validation_result) in the REST layer's shape. */
  validationResult?: InputMaybe<Scalars['JSON']['input']>;
};

/** A country bvs verifies companies of (ISO 3166-1 alpha-2). */
export enum Country {
  /** Colombia (co): accepted on flows; verifications are not created for it yet. */
  Co = 'co',
  /** Mexico (mx): the country verifications are created for today. */
  Mx = 'mx'
}

/** A new flow; a flow must collect something (a requirement or a flow item). */
export type CreateFlowInput = {
  /** Defaults to MX. */
  country?: InputMaybe<Country>;
  /** flow_items in the REST layer's shape. */
  flowItems?: InputMaybe<Scalars['JSON']['input']>;
  /** The flow's display name. */
  friendlyName: Scalars['String']['input'];
  /** 1 to 100 letters, digits, - or _; unique in the account (409 CONFLICT when taken). */
  idSlug: Scalars['ID']['input'];
  /** record_validation_schema in the REST layer's shape. */
  recordValidationSchema?: InputMaybe<Scalars['JSON']['input']>;
};

/** A new form schema. */
export type CreateFormSchemaInput = {
  /** 1 to 100 letters, digits, ., _ or -, starting with a letter or digit; unique in the account. */
  idSchema: Scalars['ID']['input'];
  /** The form's display name. */
  name: Scalars['String']['input'];
  /** The ui_schema_definition in the REST layer's shape; refused with the paths of its problems. */
  uiSchemaDefinition: Scalars['JSON']['input'];
};

/** A new verification: from a flow (flowId) or from an explicit item list (items). */
export type CreateVerificationInput = {
  /** The company's country, lower case; mx only today. */
  country: Scalars['String']['input'];
  /** Contact email of the company. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A flow's id_slug; or give items. */
  flowId?: InputMaybe<Scalars['String']['input']>;
  /** A display name (at most 300 characters). */
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  /** Items to collect when there is no flow (at most 50). */
  items?: InputMaybe<Array<ItemInput>>;
  /** Key people whose powers or identity to establish (at most 50). */
  keyPeople?: InputMaybe<Array<KeyPersonInput>>;
  /** Free-form data of the customer's, returned as given (at most 32 KB as JSON). */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** Options in the REST layer's shape (creator_email, disable_siger, …). */
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** Email of the company's signatory. */
  signatoryEmail?: InputMaybe<Scalars['String']['input']>;
  /** The customer's own label for the company (1 to 200 characters). */
  tag: Scalars['String']['input'];
  /** The company's RFC; checked for structure, date and check digit; stored upper case. */
  taxId: Scalars['String']['input'];
};

/** A new webhook. */
export type CreateWebhookInput = {
  /** A note for the account's own use. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Event names to subscribe to (see webhookEventNames); an unknown name is refused. */
  events: Array<Scalars['String']['input']>;
  /** An https URL with a public address (refused otherwise unless ALLOW_PRIVATE_NETWORK is set). */
  url: Scalars['String']['input'];
};

/** The only response that carries the signing secret; it cannot be read again. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The HMAC-SHA256 signing key (whsec_<base64>), used as-is to check Service-Signature; shown only here. */
  secret: Scalars['String']['output'];
  /** The webhook created. */
  webhook: Webhook;
};

/** A cross-document check shown beside a value (spec 2.6 validations). */
export type CrossCheck = {
  __typename?: 'CrossCheck';
  /**
   * match, no_match, no_csf, no_qr or not_found.
   * @deprecated Use result, the same outcome as a CrossCheckResult enum value.
   */
  crossCheck: Scalars['String']['output'];
  /** The value the check compared against (from the other document); null when there was none. */
  crossCheckValue?: Maybe<Scalars['JSON']['output']>;
  /** The type of the document compared against, lower case; null when not a document. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** The check's outcome. */
  result: CrossCheckResult;
};

/** The outcome of a cross-document check. */
export enum CrossCheckResult {
  /** The other document or registry agrees. */
  Match = 'match',
  /** The value was not found where it was looked for. */
  NotFound = 'not_found',
  /** No constancia de situación fiscal to check against. */
  NoCsf = 'no_csf',
  /** The other document or registry disagrees. */
  NoMatch = 'no_match',
  /** The constancia's QR code could not be read or checked. */
  NoQr = 'no_qr'
}

/** What a verification's findings mean under its flow's finding_rules (README "Findings and the decision"). */
export enum Decision {
  /** No open finding needs a person and every required slot holds an accepted document. */
  Approved = 'approved',
  /** An open finding the flow rules review (by default every critical or warning one). */
  NeedsReview = 'needs_review',
  /** An open finding the flow rules reject (even while documents are still expected). */
  Rejected = 'rejected'
}

/** A decision to list verifications by (VerificationFilter.decision). */
export enum DecisionFilter {
  /** Decision approved. */
  Approved = 'approved',
  /** Decision needs review. */
  NeedsReview = 'needs_review',
  /** No decision yet: a required slot still has no accepted document. */
  None = 'none',
  /** Decision rejected. */
  Rejected = 'rejected'
}

/** The answer to a delete: what was deleted. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** The identifier the delete was asked with (an id, an id_slug or an id_schema). */
  id: Scalars['ID']['output'];
  /** A human-readable confirmation, e.g. "Webhook deleted". */
  message: Scalars['String']['output'];
};

/** Where a webhook delivery stands. */
export enum DeliveryStatus {
  /** Not sent: the webhook was disabled when the delivery fell due. */
  Cancelled = 'cancelled',
  /** Every attempt of the retry schedule failed; retry it by hand with retryWebhookDelivery. */
  Failed = 'failed',
  /** Waiting for its first or next attempt (nextAttemptAt). */
  Pending = 'pending',
  /** An attempt is in flight. */
  Sending = 'sending',
  /** The receiver answered 2xx within the timeout. */
  Succeeded = 'succeeded'
}

/** A customer's DOCX template, with the variables it uses. */
export type DocTemplate = {
  __typename?: 'DocTemplate';
  /** When the template was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The uploaded file's name; null when none was given. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The template's UUID. */
  id: Scalars['ID']['output'];
  /** The template's display name. */
  name: Scalars['String']['output'];
  /** Size of the DOCX in bytes. */
  size: Scalars['Int']['output'];
  /** The variables and loops the template uses, as written in it (e.g. legal_business_name). */
  variables: Array<Scalars['String']['output']>;
};

/** The template to delete. */
export type DocTemplateDeleteInput = {
  /** The template's UUID. */
  id: Scalars['ID']['input'];
};

/** What docTemplateDelete removed. */
export type DocTemplateDeletePayload = {
  __typename?: 'DocTemplateDeletePayload';
  /** The deleted template's UUID. */
  deletedId: Scalars['ID']['output'];
};

/** A DOCX template to keep. */
export type DocTemplateUploadInput = {
  /** The DOCX file, base64-encoded (at most 10 MB once decoded). */
  base64: Scalars['String']['input'];
  /** The file's name, kept for display. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The template's display name (1 to 200 characters). */
  name: Scalars['String']['input'];
};

/** What docTemplateUpload made. */
export type DocTemplateUploadPayload = {
  __typename?: 'DocTemplateUploadPayload';
  /** The new template, with the variables it uses. */
  template: DocTemplate;
};

/** A document file of the verification (items that hold one, in item order). */
export type DocumentLink = {
  __typename?: 'DocumentLink';
  /** When bvs received the file. */
  createdAt: Scalars['DateTime']['output'];
  /** SHA-256 of the file, hex; null when bvs holds no file. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The item's type, lower case. */
  itemType: Scalars['String']['output'];
  /** Signed link to the file, valid one hour; null when bvs holds no file. */
  url?: Maybe<Scalars['String']['output']>;
};

/** How far the required document slots are in receiving files. */
export enum DocumentsStatus {
  /** Every required document slot has a file. */
  FullUpload = 'full_upload',
  /** Some required documents received. */
  PartialUpload = 'partial_upload',
  /** No required document received yet. */
  PendingUpload = 'pending_upload'
}

/** The name of an event (spec 6.3); webhooks may subscribe to every name but the two verification_item ones on the subscription only. */
export enum EventName {
  /** verification_item.pages_read: a long document's read progress; on the subscription only, never delivered. */
  VerificationItemPagesRead = 'verification_item.pages_read',
  /** verification_item.replacement_requested: staff asked for another document in an item's place; on the subscription only. */
  VerificationItemReplacementRequested = 'verification_item.replacement_requested',
  /** verification_item.v2.completed: an item completed (with item_error when there is one). */
  VerificationItemV2Completed = 'verification_item.v2.completed',
  /** verification_item.v2.internal_status_changed: an item's internal status changed. */
  VerificationItemV2InternalStatusChanged = 'verification_item.v2.internal_status_changed',
  /** verification.v2.created: a verification was created. */
  VerificationV2Created = 'verification.v2.created',
  /** verification.v2.decision_updated: the verification's decision changed (approved, needs review, rejected). */
  VerificationV2DecisionUpdated = 'verification.v2.decision_updated',
  /** verification.v2.findings.updated: a finding was opened, resolved, accepted or dismissed (the open counts). */
  VerificationV2FindingsUpdated = 'verification.v2.findings.updated',
  /** verification.v2.finished: the verification's finishing rule holds (again, after a reopening). */
  VerificationV2Finished = 'verification.v2.finished'
}

/** The format of a generated document. */
export enum ExportFormat {
  /** The filled Word document. */
  Docx = 'docx',
  /** The filled document converted to PDF (needs LibreOffice on the server). */
  Pdf = 'pdf'
}

/** Which person and role fill a template's key_person_N variables. */
export type ExportKeyPersonInput = {
  /** key_person_1, key_person_2, … in order. */
  key: Scalars['String']['input'];
  /** people_id from Verification.people.keyPeople. */
  personId: Scalars['Int']['input'];
  /** id of one of that person's roles. */
  roleId: Scalars['String']['input'];
};

/** A generated document, ready to download. */
export type ExportResult = {
  __typename?: 'ExportResult';
  /** Signed link to the generated file. */
  downloadUrl: Scalars['String']['output'];
  /** Milliseconds until the link expires. */
  expiresIn: Scalars['Float']['output'];
  /** The file's format. */
  format: ExportFormat;
  /** A human-readable confirmation. */
  message: Scalars['String']['output'];
  /** Size of the generated file in bytes. */
  size: Scalars['Int']['output'];
  /** Always true (a failure is a GraphQL error instead). */
  success: Scalars['Boolean']['output'];
  /** Variables of the template that rendered empty: no value, blank text, or a loop over an empty list. */
  unfilledVariables: Array<Scalars['String']['output']>;
};

/** A variable (or loop) a template may use. */
export type ExportVariable = {
  __typename?: 'ExportVariable';
  /** What the variable holds. */
  description: Scalars['String']['output'];
  /** An example value. */
  example?: Maybe<Scalars['String']['output']>;
  /** The group it belongs to, e.g. legal, tax, registration, banking, key_person, shareholders, export. */
  family: Scalars['String']['output'];
  /** As written in a template: N is 1-based (key people), <i> 0-based (shareholders). */
  name: Scalars['String']['output'];
};

/** A generated document, stored and ready to download. */
export type ExportedDocument = {
  __typename?: 'ExportedDocument';
  /** Signed link to the generated file. */
  downloadUrl: Scalars['String']['output'];
  /** Milliseconds until the link expires. */
  expiresIn: Scalars['Float']['output'];
  /** The file's format. */
  format: ExportFormat;
  /** Size of the generated file in bytes. */
  size: Scalars['Int']['output'];
  /** Variables of the template that rendered empty: no value, blank text, or a loop over an empty list. */
  unfilledVariables: Array<Scalars['String']['output']>;
};

/** A file sent inline, base64-encoded. */
export type FileUploadInput = {
  /** The file, base64-encoded (at most MAX_FILE_BYTES once decoded). */
  base64: Scalars['String']['input'];
  /** The file's name, kept for display only. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Opens a password-protected PDF. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** What a failed or inconclusive check, a refusal of a document or a flow rule found on one document. */
export type Finding = {
  __typename?: 'Finding';
  /** One per check, e.g. document_age, rfc_matches_verification, wrong_document_type (README lists them all). */
  code: Scalars['String']['output'];
  /** When it was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** What the check compared (expected, actual, cross_check_value, detail, read_confidence, …): free-form by contract, its keys depend on the check. */
  evidence: Scalars['JSON']['output'];
  /** The dotted path of the field the check is about, e.g. issued_at; null for the document as a whole. */
  field?: Maybe<Scalars['String']['output']>;
  /** The finding's UUID. */
  id: Scalars['ID']['output'];
  /** The item whose document it is about; null for none. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** That item's type when the finding was made. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** What it says, for the customer's staff and for integrators. */
  message: LocalizedText;
  /** Why it was closed; null while open. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When it was closed; null while open. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who closed it; null while open. */
  resolvedBy?: Maybe<Actor>;
  /** How grave it is. */
  severity: FindingSeverity;
  /** Where it stands. */
  status: FindingStatus;
};

/** How a person closes a finding. */
export enum FindingResolution {
  /** The risk is taken. */
  Accepted = 'accepted',
  /** The finding is wrong. */
  Dismissed = 'dismissed'
}

/** What open findings of one code do to the decision. */
export type FindingRule = {
  __typename?: 'FindingRule';
  /** The finding code. */
  code: Scalars['String']['output'];
  /** What it does. */
  rule: FindingRuleAction;
};

/** What an open finding of a code does to the decision (finding_rules). */
export enum FindingRuleAction {
  /** Nothing: the finding is kept for the record. */
  Ignore = 'ignore',
  /** The verification is rejected, and the finding's document does not fill its slot. */
  Reject = 'reject',
  /** The verification needs a person's review. */
  Review = 'review'
}

/** What an open finding of one code does to the decision. */
export type FindingRuleInput = {
  /** A finding code (README "Findings and the decision" lists them). */
  code: Scalars['String']['input'];
  /** What it does. */
  rule: FindingRuleAction;
};

/** How grave a finding is; each code has a default (README "Findings and the decision"). */
export enum FindingSeverity {
  /** A defect that matters for onboarding. */
  Critical = 'critical',
  /** For the record; ignored by the decision unless the flow rules otherwise. */
  Info = 'info',
  /** Worth a person's look. */
  Warning = 'warning'
}

/** Where a finding stands. */
export enum FindingStatus {
  /** Closed by a person who takes the risk. */
  Accepted = 'accepted',
  /** Closed by a person who judges it wrong. */
  Dismissed = 'dismissed',
  /** Not yet closed: it counts for the decision. */
  Open = 'open',
  /** Closed by the system: the check passes now, or the document was replaced or invalidated. */
  Resolved = 'resolved'
}

/** Open findings by weight. */
export type FindingsSummary = {
  __typename?: 'FindingsSummary';
  /** Open critical findings. */
  critical: Scalars['Int']['output'];
  /** Open findings the flow does not ignore. */
  open: Scalars['Int']['output'];
};

/** A template for verifications: which documents, forms and checks to collect, and how to finish. */
export type Flow = Node & {
  __typename?: 'Flow';
  /** The owning account's UUID. */
  accountId: Scalars['ID']['output'];
  /** The country of the companies it verifies. */
  country: Country;
  /** When the flow was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Who created the flow (flow_items.options.creator_email); null when not given. */
  creatorEmail?: Maybe<Scalars['String']['output']>;
  /** The flow's finding rules (record_validation_schema.finding_rules); codes not listed follow their severity. */
  findingRules: Array<FindingRule>;
  /** flow_items exactly as the REST layer shows it. */
  flowItems: Scalars['JSON']['output'];
  /** The flow's display name. */
  friendlyName: Scalars['String']['output'];
  /** The flow's UUID. */
  id: Scalars['ID']['output'];
  /** The account's own identifier for the flow (id_slug), unique in the account; verifications name it. */
  idSlug: Scalars['ID']['output'];
  /** The flow items, typed. */
  items: Array<FlowItem>;
  /** Steps shown to the end client at check-out (flow_items.options.next_steps_checkout). */
  nextStepsCheckout: Array<CheckoutStep>;
  /** record_validation_schema exactly as the REST layer shows it. */
  recordValidationSchema: Scalars['JSON']['output'];
  /** The requirement slots, required ones first, typed. */
  requirements: Array<FlowRequirement>;
  /** When the flow was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A flow's changes (flowUpdate); omitted or null fields stay as they are. */
export type FlowChangesInput = {
  /** A new country. */
  country?: InputMaybe<Country>;
  /** A new creator email. */
  creatorEmail?: InputMaybe<Scalars['String']['input']>;
  /** New finding rules, replacing all the old ones. */
  findingRules?: InputMaybe<Array<FindingRuleInput>>;
  /**
   * New flow_items in the REST layer's shape, replacing the old.
   * @deprecated Use items, nextStepsCheckout and creatorEmail.
   */
  flowItems?: InputMaybe<Scalars['JSON']['input']>;
  /** A new display name. */
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  /** A new id_slug, renaming the flow (DUPLICATE_RESOURCE when taken). */
  idSlug?: InputMaybe<Scalars['ID']['input']>;
  /** New items, replacing all the old ones. */
  items?: InputMaybe<Array<FlowItemInput>>;
  /** New check-out steps, replacing the old ones. */
  nextStepsCheckout?: InputMaybe<Array<CheckoutStepInput>>;
  /**
   * A new record_validation_schema in the REST layer's shape, replacing the old.
   * @deprecated Use requirements and findingRules.
   */
  recordValidationSchema?: InputMaybe<Scalars['JSON']['input']>;
  /** New document slots, replacing all the old ones (required and optional). */
  requirements?: InputMaybe<Array<FlowRequirementInput>>;
};

/** A page of the account's flows, newest first. */
export type FlowConnection = {
  __typename?: 'FlowConnection';
  /** The flows of the page with their cursors. */
  edges: Array<FlowEdge>;
  /** The flows of the page (the same as edges' nodes). */
  nodes: Array<Flow>;
  /** Where the page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A flow to create (flowCreate). */
export type FlowCreateInput = {
  /** Defaults to MX. */
  country?: InputMaybe<Country>;
  /** Who created the flow (flow_items.options.creator_email). */
  creatorEmail?: InputMaybe<Scalars['String']['input']>;
  /** What open findings of each code do to the decision; codes left out follow their severity. */
  findingRules?: InputMaybe<Array<FindingRuleInput>>;
  /**
   * flow_items in the REST layer's shape; empty when omitted.
   * @deprecated Use items, nextStepsCheckout and creatorEmail.
   */
  flowItems?: InputMaybe<Scalars['JSON']['input']>;
  /** The flow's display name. */
  friendlyName: Scalars['String']['input'];
  /** 1 to 100 letters, digits, - or _; unique in the account (DUPLICATE_RESOURCE when taken). */
  idSlug: Scalars['ID']['input'];
  /** The items every verification gets beside its slots; none when omitted. */
  items?: InputMaybe<Array<FlowItemInput>>;
  /** Steps shown to the end client at check-out; none when omitted. */
  nextStepsCheckout?: InputMaybe<Array<CheckoutStepInput>>;
  /**
   * record_validation_schema in the REST layer's shape; no requirements when omitted.
   * @deprecated Use requirements and findingRules.
   */
  recordValidationSchema?: InputMaybe<Scalars['JSON']['input']>;
  /** The document slots, required and optional; none when omitted. */
  requirements?: InputMaybe<Array<FlowRequirementInput>>;
};

/** The answer to flowCreate. */
export type FlowCreatePayload = {
  __typename?: 'FlowCreatePayload';
  /** The flow created. */
  flow: Flow;
};

/** Which flow to delete (flowDelete). */
export type FlowDeleteInput = {
  /** The flow's id_slug. */
  idSlug: Scalars['ID']['input'];
};

/** The answer to flowDelete. */
export type FlowDeletePayload = {
  __typename?: 'FlowDeletePayload';
  /** The id_slug of the flow deleted. */
  deletedId: Scalars['ID']['output'];
};

/** An edge of a flow list. */
export type FlowEdge = {
  __typename?: 'FlowEdge';
  /** Opaque cursor of this flow, for `after`. */
  cursor: Scalars['String']['output'];
  /** The flow. */
  node: Flow;
};

/** An item every verification of the flow gets beside its requirement slots (flow_items.items). */
export type FlowItem = {
  __typename?: 'FlowItem';
  /**
   * For doc_validation: the document type it checks; null otherwise.
   * @deprecated Use clientType, the same type as an ItemType enum value.
   */
  clientItemType?: Maybe<Scalars['String']['output']>;
  /** For doc_validation: the document type it checks; null otherwise. */
  clientType?: Maybe<ItemType>;
  /** True when the item never blocks finishing (options.is_optional). */
  isOptional: Scalars['Boolean']['output'];
  /** Every option as given, in the REST layer's shape: JSON because each item type has options of its own (e.g. ubos_threshold). */
  options: Scalars['JSON']['output'];
  /** For forms: the id_schema of the form schema it is answered with; null otherwise. */
  schemaId?: Maybe<Scalars['String']['output']>;
  /** The item type, e.g. forms, ubos or doc_validation (ItemType's values in lower case). */
  type: Scalars['String']['output'];
};

/** An item every verification of the flow gets beside its slots (one of flow_items.items). */
export type FlowItemInput = {
  /** For doc_validation: the document type it checks. */
  clientType?: InputMaybe<ItemType>;
  /** True when the item never blocks finishing; false when omitted. */
  isOptional?: InputMaybe<Scalars['Boolean']['input']>;
  /** Other options of the item's type in the REST layer's shape (e.g. ubos_threshold): free-form by contract. */
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** For forms: the id_schema of the account's form schema it is answered with (it must exist). */
  schemaId?: InputMaybe<Scalars['String']['input']>;
  /** The item's type. */
  type: ItemType;
};

/** A document slot of the flow's record_validation_schema. */
export type FlowRequirement = {
  __typename?: 'FlowRequirement';
  /**
   * Document item types the slot accepts (allowed_item_types, e.g. csf_mx).
   * @deprecated Use allowedTypes, the same types as ItemType enum values.
   */
  allowedItemTypes: Array<Scalars['String']['output']>;
  /** For a constancia: whose it must be; null for any. */
  allowedSubtype?: Maybe<TaxpayerKind>;
  /** Document item types the slot accepts (allowed_item_types). */
  allowedTypes: Array<ItemType>;
  /** True when the end client may switch the slot off with a checkbox (conditional_render). */
  conditionalRender: Scalars['Boolean']['output'];
  /** The checkbox's text for a conditional slot; null for other slots. */
  conditionalRenderLabel?: Maybe<Scalars['String']['output']>;
  /** Help text shown under the label; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** What a document of another type does to the slot. */
  invalidTypeAction: InvalidTypeAction;
  /** The slot's key in requirements or optional_requirements, e.g. doc_1. */
  key: Scalars['ID']['output'];
  /** The slot's title shown to the end client (ui_options.label). */
  label: Scalars['String']['output'];
  /**
   * What a document of another type does to the slot: invalidate (the default) or ignore.
   * @deprecated Use invalidTypeAction, the same as an enum.
   */
  onInvalidTypeError: Scalars['String']['output'];
  /** True for optional_requirements, which never block finishing. */
  optional: Scalars['Boolean']['output'];
  /** What the slot's document establishes about the key people. */
  peopleScope: Array<PersonScope>;
  /** Rules the slot's document must meet. */
  ruleset: Array<FlowRule>;
};

/** A document slot of the flow (record_validation_schema.requirements or optional_requirements). */
export type FlowRequirementInput = {
  /** For a constancia: whose it must be; any when omitted. */
  allowedSubtype?: InputMaybe<TaxpayerKind>;
  /** Document types the slot accepts (at least one). */
  allowedTypes: Array<ItemType>;
  /** True when the end client may switch the slot off with a checkbox. */
  conditionalRender?: InputMaybe<Scalars['Boolean']['input']>;
  /** The checkbox's text for a conditional slot. */
  conditionalRenderLabel?: InputMaybe<Scalars['String']['input']>;
  /** Help text shown under the label (at most 2,000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The slot's key: 1 to 64 letters, digits, _ or -; unique in the flow. */
  key: Scalars['ID']['input'];
  /** The slot's title shown to the end client (at most 200 characters). */
  label: Scalars['String']['input'];
  /** What a document of another type does to the slot; INVALIDATE when omitted. */
  onInvalidTypeError?: InputMaybe<InvalidTypeAction>;
  /** True for an optional slot, which never blocks finishing; false when omitted. */
  optional?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the slot's document establishes about the key people (required_options.people_scope). */
  peopleScope?: InputMaybe<Array<PersonScope>>;
  /** Rules the slot's document must meet (at most 20). */
  ruleset?: InputMaybe<Array<FlowRuleInput>>;
};

/** One rule of a slot's ruleset. */
export type FlowRule = {
  __typename?: 'FlowRule';
  /** What is said when the rule fails. */
  errorMessage: Scalars['String']['output'];
  /** The rule's id. */
  id: Scalars['String']['output'];
  /** The rule's parameters (free-form by contract); null when none. */
  params?: Maybe<Scalars['JSON']['output']>;
  /** The rule's expression; null when none. */
  validationRule?: Maybe<Scalars['String']['output']>;
};

/** One rule of a slot's ruleset (validation_options.ruleset). */
export type FlowRuleInput = {
  /** What the end client and the report say when the rule fails (1 to 1,000 characters). */
  errorMessage: Scalars['String']['input'];
  /** The rule's id (1 to 100 characters). */
  id: Scalars['String']['input'];
  /** The rule's parameters (free-form by contract). */
  params?: InputMaybe<Scalars['JSON']['input']>;
  /** The rule's expression, as the REST layer documents it; none when omitted. */
  validationRule?: InputMaybe<Scalars['String']['input']>;
};

/** Which flow to change, and how (flowUpdate). */
export type FlowUpdateInput = {
  /** The changes; error paths name them as input.changes.<field>. */
  changes: FlowChangesInput;
  /** The flow's current id_slug. */
  idSlug: Scalars['ID']['input'];
};

/** The answer to flowUpdate. */
export type FlowUpdatePayload = {
  __typename?: 'FlowUpdatePayload';
  /** The flow as changed. */
  flow: Flow;
};

/** A form the end client fills in (a forms item), defined by a recursive ui_schema_definition. */
export type FormSchema = Node & {
  __typename?: 'FormSchema';
  /** The owning account's UUID. */
  accountId: Scalars['ID']['output'];
  /** When the form schema was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The form schema's UUID, its global id for node(id:); the API addresses it by idSchema. */
  id: Scalars['ID']['output'];
  /** The client-chosen identifier (id_schema). */
  idSchema: Scalars['ID']['output'];
  /** The form's display name. */
  name: Scalars['String']['output'];
  /**
   * The recursive ui_schema_definition, in the REST layer's shape. JSON because sections and tables nest
   * up to 12 levels, which a GraphQL selection would have to spell out level by level.
   */
  uiSchemaDefinition: Scalars['JSON']['output'];
  /** When the form schema was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A form schema's changes (formSchemaUpdate); omitted or null fields stay as they are. */
export type FormSchemaChangesInput = {
  /** A new display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new ui_schema_definition, replacing the old, checked as at creation. */
  uiSchemaDefinition?: InputMaybe<Scalars['JSON']['input']>;
};

/** A page of the account's form schemas, newest first. */
export type FormSchemaConnection = {
  __typename?: 'FormSchemaConnection';
  /** The form schemas of the page with their cursors. */
  edges: Array<FormSchemaEdge>;
  /** The form schemas of the page (the same as edges' nodes). */
  nodes: Array<FormSchema>;
  /** Where the page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A form schema to create (formSchemaCreate). */
export type FormSchemaCreateInput = {
  /** 1 to 100 letters, digits, ., _ or -, starting with a letter or digit; unique in the account. */
  idSchema: Scalars['ID']['input'];
  /** The form's display name. */
  name: Scalars['String']['input'];
  /**
   * The ui_schema_definition in the REST layer's shape; its problems are named under
   * input.uiSchemaDefinition (e.g. input.uiSchemaDefinition.notaria.ui_order[1]).
   */
  uiSchemaDefinition: Scalars['JSON']['input'];
};

/** The answer to formSchemaCreate. */
export type FormSchemaCreatePayload = {
  __typename?: 'FormSchemaCreatePayload';
  /** The form schema created. */
  formSchema: FormSchema;
};

/** Which form schema to delete (formSchemaDelete). */
export type FormSchemaDeleteInput = {
  /** The form schema's id_schema. */
  idSchema: Scalars['ID']['input'];
};

/** The answer to formSchemaDelete. */
export type FormSchemaDeletePayload = {
  __typename?: 'FormSchemaDeletePayload';
  /** The id_schema of the form schema deleted. */
  deletedId: Scalars['ID']['output'];
};

/** An edge of a form schema list. */
export type FormSchemaEdge = {
  __typename?: 'FormSchemaEdge';
  /** Opaque cursor of this form schema, for `after`. */
  cursor: Scalars['String']['output'];
  /** The form schema. */
  node: FormSchema;
};

/** Which form schema to change, and how (formSchemaUpdate). */
export type FormSchemaUpdateInput = {
  /** The changes; error paths name them as input.changes.<field>. */
  changes: FormSchemaChangesInput;
  /** The form schema's id_schema. */
  idSchema: Scalars['ID']['input'];
};

/** The answer to formSchemaUpdate. */
export type FormSchemaUpdatePayload = {
  __typename?: 'FormSchemaUpdatePayload';
  /** The form schema as changed. */
  formSchema: FormSchema;
};

/** What a document of a type its slot does not allow does to the slot (on_invalid_type_error). */
export enum InvalidTypeAction {
  /** The document is kept as it is, and does not fill the slot. */
  Ignore = 'ignore',
  /** The item is completed as classification_failed and does not fill the slot. */
  Invalidate = 'invalidate'
}

/** One check bvs ran on a document item (validation_result.checks; README "Checks"). */
export type ItemCheck = {
  __typename?: 'ItemCheck';
  /** What the document holds, of the same kind as expected; null when it states none. */
  actual?: Maybe<Scalars['JSON']['output']>;
  /** The check's code, lower case, e.g. business_name_matches_csf. */
  code: Scalars['String']['output'];
  /** For a check against another document, that comparison's outcome; null for other checks. */
  crossCheck?: Maybe<CrossCheckResult>;
  /** For a check against another document, that document's type, lower case; null otherwise. */
  crossCheckItemType?: Maybe<Scalars['String']['output']>;
  /** For a check against another document, the value found there (of the checked field's kind, hence JSON); null otherwise. */
  crossCheckValue?: Maybe<Scalars['JSON']['output']>;
  /** What the check expected: a string, number, date or object depending on the check, hence JSON; null when it states none. */
  expected?: Maybe<Scalars['JSON']['output']>;
  /** The field path the check concerns (see ItemField.path); null when it concerns the whole document. */
  field?: Maybe<Scalars['String']['output']>;
  /** What the check found, in English. */
  message: Scalars['String']['output'];
  /** True when a failure needs a person to confirm the value rather than proves a defect (the item ends needs_review). */
  needsReview: Scalars['Boolean']['output'];
  /** The check's outcome. */
  result: CheckResult;
};

/** A verification's items counted, for lists that show progress without loading every item. */
export type ItemCounts = {
  __typename?: 'ItemCounts';
  /** Items whose itemStatus is COMPLETE. */
  complete: Scalars['Int']['output'];
  /** Items with an itemError. */
  failed: Scalars['Int']['output'];
  /** Every item of the verification. */
  total: Scalars['Int']['output'];
};

/** One extracted field of a document item (item_value.fields), with how sure bvs is of it. */
export type ItemField = {
  __typename?: 'ItemField';
  /** The item's checks on this field (those of VerificationItem.checks whose field is this path). */
  checks: Array<ItemCheck>;
  /**
   * 0–1: the reading's confidence (1 for a text layer, a QR code or an operator's correction; for OCR the
   * engine's confidence in the words the value was read from), raised by checks that confirm the value and
   * lowered by checks that contradict it. Null for an item processed before confidences existed.
   */
  confidence?: Maybe<Scalars['Float']['output']>;
  /** document, ocr or manual. */
  informationSource?: Maybe<Scalars['String']['output']>;
  /** What OCR read, when a value confirmed elsewhere (the QR code, a check digit) was taken instead. */
  ocrValue?: Maybe<Scalars['JSON']['output']>;
  /** The page the value was read from. */
  page?: Maybe<Scalars['Int']['output']>;
  /** Dotted path, as listed per item type in the README (Fields by item type). */
  path: Scalars['String']['output'];
  /** The excerpt the value was read from. */
  sourceText?: Maybe<Scalars['String']['output']>;
  /**
   * The checks on this field ({code, result, ...}), as in item_value.fields[path].validations.
   * @deprecated Use checks, the same checks typed.
   */
  validations: Scalars['JSON']['output'];
  /** The value read (or corrected); null when the document did not hold it. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A document file of an item: what bvs received and how processing went. */
export type ItemFile = {
  __typename?: 'ItemFile';
  /** Type an operator accepted the document as. */
  acceptedAsType?: Maybe<Scalars['String']['output']>;
  /** When the file record was created (the upload, or the start of the fetch). */
  createdAt: Scalars['DateTime']['output'];
  /** Another item of the same verification holding the same file. */
  duplicateOfItemId?: Maybe<Scalars['ID']['output']>;
  /** Why processing failed, lower case (e.g. password_protected_pdf, ocr_failed); null otherwise. */
  error?: Maybe<Scalars['String']['output']>;
  /** The file's name as sent, without any path; null when none was given. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The file's UUID (one per processing run: reprocessing makes a new one over the same bytes). */
  id: Scalars['ID']['output'];
  /** The content type bvs detected from the bytes, e.g. application/pdf; null before they arrive. */
  mimeType?: Maybe<Scalars['String']['output']>;
  /** How the file arrived: upload (sent to bvs) or file_url (fetched by bvs). */
  origin: Scalars['String']['output'];
  /** Pages of the document; null before it is known. */
  pageCount?: Maybe<Scalars['Int']['output']>;
  /** Pages of the file read so far (text layer or OCR); with pagesTotal, the progress of a long scan. */
  pagesDone?: Maybe<Scalars['Int']['output']>;
  /** Pages of the file, known once it is planned (null before). */
  pagesTotal?: Maybe<Scalars['Int']['output']>;
  /** When processing finished; null until then. */
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Milliseconds processing took; null until it finished. */
  processingMs?: Maybe<Scalars['Int']['output']>;
  /** SHA-256 of the content, hex. */
  sha256?: Maybe<Scalars['String']['output']>;
  /** Size in bytes; null before the bytes arrive. */
  sizeBytes?: Maybe<Scalars['Int']['output']>;
  /** fetching, received, processed, failed, or superseded (by a newer file or run of the item). */
  status: Scalars['String']['output'];
};

/** An item to collect, given explicitly (spec 4.4). */
export type ItemInput = {
  /** Options in the REST layer's shape (file_url, is_optional, client_item_type, ...). */
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** Up to 20 tags: an object of strings, numbers and booleans. */
  tags?: InputMaybe<Scalars['JSON']['input']>;
  /** The item type, lower case (an ItemType value's lower-case name, e.g. csf_mx); unknown types are refused. */
  type: Scalars['String']['input'];
};

/** What bvs did with an item (internalStatus, in lower case there). */
export enum ItemInternalStatus {
  /** Its document could not be classified. */
  ClassificationFailed = 'classification_failed',
  /** Read; the checks have not judged it (an operator's completion by default). */
  ExtractionFinished = 'extraction_finished',
  /** Set aside by a person; it counts for nothing. */
  Invalidated = 'invalidated',
  /** Read, but a field needs a person's review. */
  NeedsReview = 'needs_review',
  /** Waiting for a person's review. */
  PendingReview = 'pending_review',
  /** Waiting for its document's checks. */
  PendingValidation = 'pending_validation',
  /** Its document is being read. */
  Processing = 'processing',
  /** Read, and a check failed. */
  ValidationFailed = 'validation_failed',
  /** Read, and every check passed. */
  ValidationSuccess = 'validation_success'
}

/** An operator's action on an item, kept for audit. */
export type ItemReview = {
  __typename?: 'ItemReview';
  /** What was done. */
  action: ReviewAction;
  /** The id of the credential that acted (the API key id). */
  actorId: Scalars['String']['output'];
  /** Who acted: account (an API key or staff session). */
  actorKind: Scalars['String']['output'];
  /** The value, type or internal status after the action; null when there is none. */
  after?: Maybe<Scalars['JSON']['output']>;
  /** The value, type or internal status before the action; null when there was none. */
  before?: Maybe<Scalars['JSON']['output']>;
  /** When the action was taken. */
  createdAt: Scalars['DateTime']['output'];
  /** The field path corrected (CORRECT_FIELD); null for other actions. */
  field?: Maybe<Scalars['String']['output']>;
  /** The review's UUID. */
  id: Scalars['ID']['output'];
  /** The operator's reason; null when none was given. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Whether an item has completed; what went wrong lives in internalStatus and itemError. */
export enum ItemStatus {
  /** Completed, possibly with an itemError. */
  Complete = 'complete',
  /** Waiting for its document, answer or lookup, or being processed. */
  Pending = 'pending'
}

/** What an item collects: a document type, a processing mode, a form or a public lookup (item_type, in upper case). */
export enum ItemType {
  /** aa_mx: Acta de asamblea (shareholders' meeting minutes). */
  AaMx = 'aa_mx',
  /** ac_mx: Acta constitutiva (deed of incorporation). */
  AcMx = 'ac_mx',
  /** bank_statement: Estado de cuenta or carátula bancaria (bank statement). */
  BankStatement = 'bank_statement',
  /** camara_comercio_co_extractor: Colombia: certificado de Cámara de Comercio, extracted. */
  CamaraComercioCoExtractor = 'camara_comercio_co_extractor',
  /** cc_co_ops: Colombia: certificado de Cámara de Comercio (chamber of commerce certificate). */
  CcCoOps = 'cc_co_ops',
  /** csf_mx: Constancia de situación fiscal (SAT tax status certificate). */
  CsfMx = 'csf_mx',
  /** curp_item: CURP lookup at RENAPO; no file. */
  CurpItem = 'curp_item',
  /** designacion_responsable_cumplimiento_extractor: Designación de responsable de cumplimiento (compliance officer appointment). */
  DesignacionResponsableCumplimientoExtractor = 'designacion_responsable_cumplimiento_extractor',
  /** doc_validation: processing mode; a document checked to be of options.client_item_type (and its ruleset). */
  DocValidation = 'doc_validation',
  /** financial_statements_any: Estados financieros (financial statements). */
  FinancialStatementsAny = 'financial_statements_any',
  /** fme_mx: Folio mercantil electrónico (commercial registry folio). */
  FmeMx = 'fme_mx',
  /** forms: A form the end client answers (options.schema_id names its form schema). */
  Forms = 'forms',
  /** generic: processing mode; bvs classifies the document, and the item takes the type found. */
  Generic = 'generic',
  /** lien_certificate: Certificado de gravámenes (lien certificate; beta). */
  LienCertificate = 'lien_certificate',
  /** payroll_receipt: Recibo de nómina (payroll receipt; beta). */
  PayrollReceipt = 'payroll_receipt',
  /** person_id: Identity document of a person (INE, passport, residence card). */
  PersonId = 'person_id',
  /** proof_address: Comprobante de domicilio (utility bill or similar proof of address). */
  ProofAddress = 'proof_address',
  /** property_deed: Escritura de propiedad (property deed; beta). */
  PropertyDeed = 'property_deed',
  /** property_tax_receipt: Boleta predial (property tax receipt; beta). */
  PropertyTaxReceipt = 'property_tax_receipt',
  /** public_address_cc_co: Colombia: address lookup at the chamber of commerce; no file. */
  PublicAddressCcCo = 'public_address_cc_co',
  /** public_rut_co: Colombia: public RUT lookup; no file. */
  PublicRutCo = 'public_rut_co',
  /** public_sat_signatures: SAT lookup of e.firma and seals (options.type business or representatives); no file. */
  PublicSatSignatures = 'public_sat_signatures',
  /** pw_mx: Poder notarial (notarised power of attorney). */
  PwMx = 'pw_mx',
  /** registro_actividades_vulnerables_extractor: Registro de actividades vulnerables (vulnerable activities registration). */
  RegistroActividadesVulnerablesExtractor = 'registro_actividades_vulnerables_extractor',
  /** rues: Colombia: RUES registry lookup (options.nit); no file. */
  Rues = 'rues',
  /** rut_co: Colombia: RUT (tax registration). */
  RutCo = 'rut_co',
  /** siger: Lookup in the Registro Público de Comercio (SIGER); no file. */
  Siger = 'siger',
  /** siger_shareholders: SIGER lookup of companies related to the shareholders; no file. */
  SigerShareholders = 'siger_shareholders',
  /** tax_payment_compliance: Opinión de cumplimiento (SAT tax compliance opinion). */
  TaxPaymentCompliance = 'tax_payment_compliance',
  /** trust_contract_fideicomiso_extractor: Contrato de fideicomiso (trust contract). */
  TrustContractFideicomisoExtractor = 'trust_contract_fideicomiso_extractor',
  /** ubos: The ultimate beneficial owners module. */
  Ubos = 'ubos',
  /** union_documents_extractor: A bundle of several documents in one file. */
  UnionDocumentsExtractor = 'union_documents_extractor',
  /** unknown: a document that matched no known type when classified (generic items only). */
  Unknown = 'unknown'
}

/** A person whose powers or identity the verification should establish. */
export type KeyPersonInput = {
  /** The person's full name, as the documents spell it. */
  names: Scalars['String']['input'];
  /** What to establish: powers and/or doc_validation; defaults to [powers]. */
  scope?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The company as its deeds describe it (acta constitutiva, actas de asamblea), newest deed first. */
export type LegalSection = {
  __typename?: 'LegalSection';
  /** Boolean: whether the corporate purpose allows pledging or mortgaging assets; null when it cannot tell. */
  businessAssetPledging?: Maybe<SourcedValue>;
  /** Boolean: whether the corporate purpose allows granting loans or credit; null when it cannot tell. */
  businessCreditorAbility?: Maybe<SourcedValue>;
  /** The company's duration as the deed states it (e.g. 99 años, indefinida). */
  businessDuration?: Maybe<SourcedValue>;
  /** Deed date plus duration in years (YYYY-MM-DD); null for an indefinite duration. */
  businessExpiryDate?: Maybe<SourcedValue>;
  /** Folio mercantil electrónico. */
  businessFolioNumber?: Maybe<SourcedValue>;
  /** Boolean: whether the corporate purpose allows guaranteeing third parties; null when it cannot tell. */
  businessGuarantorAbility?: Maybe<SourcedValue>;
  /** Domicilio social in the deed. */
  businessLegalAddress?: Maybe<SourcedValue>;
  /** Razón social in the deed. */
  businessName?: Maybe<SourcedValue>;
  /** Type of company in the deed (e.g. S.A. de C.V.). */
  businessType?: Maybe<SourcedValue>;
  /** Objeto social: {full_text, summary}. */
  corporatePurpose?: Maybe<SourcedValue>;
  /** The date of the newest acta (YYYY-MM-DD). */
  latestActaDate?: Maybe<SourcedValue>;
};

/** A text in Spanish and English. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  /** In English. */
  en: Scalars['String']['output'];
  /** In Spanish. */
  es: Scalars['String']['output'];
};

/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts the document as another type: it is extracted as that type and no longer refused.
   * @deprecated Use verificationItemAcceptAsType; removed in the next release.
   */
  acceptItemAsType: VerificationItem;
  /**
   * Adds items to a verification (at most 100 items in all); a required item reopens a finished one.
   * @deprecated Use verificationItemsAdd; removed in the next release.
   */
  addVerificationItems: Array<VerificationItem>;
  /**
   * Operator action: completes an item with its extracted value.
   * @deprecated Use verificationItemComplete; removed in the next release.
   */
  completeItem: VerificationItem;
  /**
   * Corrects an extracted field; kept with information_source manual and who did it.
   * @deprecated Use verificationItemFieldCorrect; removed in the next release.
   */
  correctItemField: VerificationItem;
  /**
   * Creates a flow.
   * @deprecated Use flowCreate; removed in the next release.
   */
  createFlow: Flow;
  /**
   * Creates a form schema.
   * @deprecated Use formSchemaCreate; removed in the next release.
   */
  createFormSchema: FormSchema;
  /**
   * Signs the staff pages in: needs an API key (x-api-key); a session cannot create another.
   * @deprecated Use staffSessionCreate; removed in the next release.
   */
  createSession: StaffSession;
  /**
   * A signed URL to PUT one file to an item, for clients that cannot send base64.
   * @deprecated Use verificationItemUploadTicketCreate; removed in the next release.
   */
  createUploadTicket: UploadTicket;
  /**
   * Creates a verification; its items come from the flow or from the list given.
   * @deprecated Use verificationCreate; removed in the next release.
   */
  createVerification: Verification;
  /**
   * Creates a webhook and returns its signing secret, once.
   * @deprecated Use webhookCreate; removed in the next release.
   */
  createWebhook: CreateWebhookPayload;
  /**
   * Deletes a template of the account; true once deleted (NOT_FOUND for an unknown id).
   * @deprecated Use docTemplateDelete; removed in the next release.
   */
  deleteDocTemplate: Scalars['Boolean']['output'];
  /**
   * Deletes a flow; its verifications stay (their flow field becomes null).
   * @deprecated Use flowDelete; removed in the next release.
   */
  deleteFlow: DeletePayload;
  /**
   * Deletes a form schema; refused (409 CONFLICT) while a flow's forms item names it.
   * @deprecated Use formSchemaDelete; removed in the next release.
   */
  deleteFormSchema: DeletePayload;
  /**
   * Deletes a webhook of the account, with its deliveries and their attempts.
   * @deprecated Use webhookDelete; removed in the next release.
   */
  deleteWebhook: DeletePayload;
  /** Deletes a template of the account (NOT_FOUND for an unknown id). */
  docTemplateDelete: DocTemplateDeletePayload;
  /** Uploads a DOCX template (base64); a template with a syntax error is refused with that error. */
  docTemplateUpload: DocTemplateUploadPayload;
  /**
   * Fills a template with the verification's data; key people fill key_person_N variables.
   * @deprecated Use verificationExport; removed in the next release.
   */
  exportVerification: ExportResult;
  /** Creates a flow. Errors name the input's fields (input.friendlyName, input.flowItems.items[0].type). */
  flowCreate: FlowCreatePayload;
  /** Deletes a flow; its verifications stay (their flow field becomes null). */
  flowDelete: FlowDeletePayload;
  /** Changes a flow; verifications already created from it keep the rules they were created with. */
  flowUpdate: FlowUpdatePayload;
  /** Creates a form schema. */
  formSchemaCreate: FormSchemaCreatePayload;
  /** Deletes a form schema; refused (CONFLICT) while a flow's forms item names it. */
  formSchemaDelete: FormSchemaDeletePayload;
  /** Changes a form schema. */
  formSchemaUpdate: FormSchemaUpdatePayload;
  /**
   * Marks a complete item invalid: it no longer satisfies its slot (409 CONFLICT while still processing).
   * @deprecated Use verificationItemInvalidate; removed in the next release.
   */
  invalidateItem: VerificationItem;
  /**
   * Processes the item's file again, as a new run (409 CONFLICT when it has no file).
   * @deprecated Use verificationItemReprocess; removed in the next release.
   */
  reprocessItem: VerificationItem;
  /** Accepts or dismisses an open finding with a reason (API keys only); a closed finding is a CONFLICT. */
  resolveFinding: ResolveFindingPayload;
  /**
   * Re-sends every failed delivery of a webhook created since a time.
   * @deprecated Use webhookDeliveriesRetryFailed; removed in the next release.
   */
  retryFailedWebhookDeliveries: RetryDeliveriesPayload;
  /**
   * Re-sends one delivery now, with the same body and signature.
   * @deprecated Use webhookDeliveryRetry; removed in the next release.
   */
  retryWebhookDelivery: WebhookDelivery;
  /**
   * Switches a conditional_render requirement on or off (the end client's checkbox).
   * @deprecated Use verificationRequirementSet; removed in the next release.
   */
  setRequirementEnabled: Verification;
  /** Sets the decision by hand with a reason (API keys only); it holds until the set of open findings changes. */
  setVerificationDecision: SetVerificationDecisionPayload;
  /**
   * Signs the staff pages in: needs an API key (x-api-key); a session cannot create another. Nothing
   * else is needed, so the input may be omitted.
   */
  staffSessionCreate: StaffSessionCreatePayload;
  /**
   * Answers a forms item (the end client's access token, or an API key): the values are checked against
   * the item's form schema (errors in extensions.details with paths like values.notaria.curp), file
   * answers are stored, and the item completes.
   * @deprecated Use verificationItemFormSubmit; removed in the next release.
   */
  submitFormItem: VerificationItem;
  /**
   * Changes a flow; verifications already created from it keep the rules they were created with.
   * @deprecated Use flowUpdate; removed in the next release.
   */
  updateFlow: Flow;
  /**
   * Changes a form schema.
   * @deprecated Use formSchemaUpdate; removed in the next release.
   */
  updateFormSchema: FormSchema;
  /**
   * Changes a webhook of the account.
   * @deprecated Use webhookUpdate; removed in the next release.
   */
  updateWebhook: Webhook;
  /**
   * Uploads a DOCX template (base64); a template with a syntax error is refused with that error.
   * @deprecated Use docTemplateUpload; removed in the next release.
   */
  uploadDocTemplate: DocTemplate;
  /**
   * Uploads a document to an item (API key or the end client's access token); processing is queued.
   * @deprecated Use verificationItemFileUpload; removed in the next release.
   */
  uploadItemFile: VerificationItem;
  /** Creates a verification; its items come from the flow or from the list given. */
  verificationCreate: VerificationCreatePayload;
  /** Fills a template with the verification's data; key people fill key_person_N variables. */
  verificationExport: VerificationExportPayload;
  /** Accepts the document as another type: it is extracted as that type and no longer refused. */
  verificationItemAcceptAsType: VerificationItemAcceptAsTypePayload;
  /** Operator action: completes an item with its extracted value. */
  verificationItemComplete: VerificationItemCompletePayload;
  /** Corrects an extracted field; kept with information_source manual and who did it. */
  verificationItemFieldCorrect: VerificationItemFieldCorrectPayload;
  /** Uploads a document to an item (API key or the end client's access token); processing is queued. */
  verificationItemFileUpload: VerificationItemFileUploadPayload;
  /**
   * Answers a forms item (the end client's access token, or an API key): the values are checked against
   * the item's form schema (errors in extensions.details with paths like input.values.notaria.curp), file
   * answers are stored, and the item completes.
   */
  verificationItemFormSubmit: VerificationItemFormSubmitPayload;
  /** Marks a complete item invalid: it no longer satisfies its slot (CONFLICT while still processing). */
  verificationItemInvalidate: VerificationItemInvalidatePayload;
  /** Asks the end client for another document in an item's place (API keys only). */
  verificationItemReplacementRequest: VerificationItemReplacementRequestPayload;
  /** Processes the item's file again, as a new run (CONFLICT when it has no file). */
  verificationItemReprocess: VerificationItemReprocessPayload;
  /** A signed URL to PUT one file to an item, for clients that cannot send base64. */
  verificationItemUploadTicketCreate: VerificationItemUploadTicketCreatePayload;
  /** Adds items to a verification (at most 100 items in all); a required item reopens a finished one. */
  verificationItemsAdd: VerificationItemsAddPayload;
  /** Switches a conditional_render requirement on or off (the end client's checkbox). */
  verificationRequirementSet: VerificationRequirementSetPayload;
  /** Creates a webhook and returns its signing secret, once. */
  webhookCreate: WebhookCreatePayload;
  /** Deletes a webhook of the account, with its deliveries and their attempts. */
  webhookDelete: WebhookDeletePayload;
  /** Re-sends every failed delivery of a webhook created since a time. */
  webhookDeliveriesRetryFailed: WebhookDeliveriesRetryFailedPayload;
  /** Re-sends one delivery now, with the same body and signature. */
  webhookDeliveryRetry: WebhookDeliveryRetryPayload;
  /** Changes a webhook of the account. */
  webhookUpdate: WebhookUpdatePayload;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationAcceptItemAsTypeArgs = {
  itemId: Scalars['ID']['input'];
  itemType: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationAddVerificationItemsArgs = {
  items: Array<ItemInput>;
  verificationId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCompleteItemArgs = {
  input: CompleteItemInput;
  itemId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCorrectItemFieldArgs = {
  field: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCreateFlowArgs = {
  input: CreateFlowInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCreateFormSchemaArgs = {
  input: CreateFormSchemaInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCreateUploadTicketArgs = {
  itemId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCreateVerificationArgs = {
  input: CreateVerificationInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationDeleteDocTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationDeleteFlowArgs = {
  idSlug: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationDeleteFormSchemaArgs = {
  idSchema: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationDocTemplateDeleteArgs = {
  input: DocTemplateDeleteInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationDocTemplateUploadArgs = {
  input: DocTemplateUploadInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationExportVerificationArgs = {
  format?: InputMaybe<ExportFormat>;
  keyPeople?: InputMaybe<Array<ExportKeyPersonInput>>;
  templateId: Scalars['ID']['input'];
  verificationId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationFlowCreateArgs = {
  input: FlowCreateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationFlowDeleteArgs = {
  input: FlowDeleteInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationFlowUpdateArgs = {
  input: FlowUpdateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationFormSchemaCreateArgs = {
  input: FormSchemaCreateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationFormSchemaDeleteArgs = {
  input: FormSchemaDeleteInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationFormSchemaUpdateArgs = {
  input: FormSchemaUpdateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationInvalidateItemArgs = {
  itemId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationReprocessItemArgs = {
  itemId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationResolveFindingArgs = {
  input: ResolveFindingInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationRetryFailedWebhookDeliveriesArgs = {
  since: Scalars['DateTime']['input'];
  webhookId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationRetryWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationSetRequirementEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  key: Scalars['ID']['input'];
  verificationId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationSetVerificationDecisionArgs = {
  input: SetVerificationDecisionInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationStaffSessionCreateArgs = {
  input?: InputMaybe<StaffSessionCreateInput>;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationSubmitFormItemArgs = {
  itemId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationUpdateFlowArgs = {
  idSlug: Scalars['ID']['input'];
  input: UpdateFlowInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationUpdateFormSchemaArgs = {
  idSchema: Scalars['ID']['input'];
  input: UpdateFormSchemaInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationUpdateWebhookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationUploadDocTemplateArgs = {
  base64: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationUploadItemFileArgs = {
  file: FileUploadInput;
  itemId: Scalars['ID']['input'];
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationCreateArgs = {
  input: VerificationCreateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationExportArgs = {
  input: VerificationExportInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemAcceptAsTypeArgs = {
  input: VerificationItemAcceptAsTypeInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemCompleteArgs = {
  input: VerificationItemCompleteInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemFieldCorrectArgs = {
  input: VerificationItemFieldCorrectInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemFileUploadArgs = {
  input: VerificationItemFileUploadInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemFormSubmitArgs = {
  input: VerificationItemFormSubmitInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemInvalidateArgs = {
  input: VerificationItemInvalidateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemReplacementRequestArgs = {
  input: VerificationItemReplacementRequestInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemReprocessArgs = {
  input: VerificationItemReprocessInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemUploadTicketCreateArgs = {
  input: VerificationItemUploadTicketCreateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationItemsAddArgs = {
  input: VerificationItemsAddInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationVerificationRequirementSetArgs = {
  input: VerificationRequirementSetInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationWebhookCreateArgs = {
  input: WebhookCreateInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationWebhookDeleteArgs = {
  input: WebhookDeleteInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationWebhookDeliveriesRetryFailedArgs = {
  input: WebhookDeliveriesRetryFailedInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationWebhookDeliveryRetryArgs = {
  input: WebhookDeliveryRetryInput;
};


/** Changes. Every change is scoped to the caller's account; areas of the schema extend this type. */
export type MutationWebhookUpdateArgs = {
  input: WebhookUpdateInput;
};

/**
 * An object with a global id, fetchable again with `Query.node(id:)`. Ids are those the rest of the schema
 * already uses: UUIDs for accounts, verifications, flows, form schemas, webhooks and webhook deliveries,
 * positive integers for verification items; no two objects share one.
 */
export type Node = {
  /** The object's id, unique across every type that implements Node. */
  id: Scalars['ID']['output'];
};

/** Where a page of a connection sits in the whole list (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last node of the page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * True when more nodes follow this page: ask again with `after: endCursor`. On a page asked for with
   * `before`, true (the node named by the cursor follows).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * True when nodes come before this page: ask again with `last` and `before: startCursor`. On a page
   * asked for with `after`, true; on a page asked for with `last`, true when newer nodes remain before it.
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first node of the page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A person or company named in the documents. */
export type Person = {
  __typename?: 'Person';
  /** The person's CURP or the company's RFC; null when unknown. */
  idNumber?: Maybe<Scalars['String']['output']>;
  /** curp or rfc; null when idNumber is. */
  idType?: Maybe<Scalars['String']['output']>;
  /** The name as the documents spell it. */
  names: Scalars['String']['output'];
  /** Stable integer id within the verification (the same person across documents has the same id). */
  peopleId: Scalars['Int']['output'];
  /** Named in the verification's key_people at creation. */
  requested: Scalars['Boolean']['output'];
  /** Every role the documents give the person. */
  roles: Array<PersonRole>;
  /** person or business. */
  type: Scalars['String']['output'];
};

/** A power granted to a person in a role. */
export type PersonPower = {
  __typename?: 'PersonPower';
  /** True when the deed limits the power. */
  hasLimits: Scalars['Boolean']['output'];
  /** The limits as the deed words them; null when none. */
  limitsDescription?: Maybe<Scalars['String']['output']>;
  /** pleitos_y_cobranzas, actos_de_administracion, actos_de_dominio, titulos_de_credito, … */
  powerName: Scalars['String']['output'];
  /** individual or joint; null when the deed does not say. */
  signatureType?: Maybe<Scalars['String']['output']>;
};

/** A role a person holds in the company, as one deed states it. */
export type PersonRole = {
  __typename?: 'PersonRole';
  /** What the deed did with the role: addition, mentioned, renewal, removal or ratification. */
  event: Scalars['String']['output'];
  /** board_members, executives, proxies, auditors or shareholders. */
  groupName: Scalars['String']['output'];
  /** Stable id within the verification, e.g. r-<item>-<n>; use it as ExportKeyPersonInput.roleId. */
  id: Scalars['ID']['output'];
  /** The powers granted with the role. */
  powers: Array<PersonPower>;
  /** The role, lower case (e.g. administrador_unico, apoderado, comisario, accionista). */
  roleName: Scalars['String']['output'];
  /** The deed the role was read from. */
  source?: Maybe<ValueSource>;
};

/** What a verification establishes about a key person. */
export enum PersonScope {
  /** The person's identity document. */
  DocValidation = 'doc_validation',
  /** The person's powers in the company's deeds. */
  Powers = 'powers'
}

/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type Query = {
  __typename?: 'Query';
  /** The latest verification with this tag. */
  companyByTag?: Maybe<Verification>;
  /** A template of the account; null for an unknown id or another account's. */
  docTemplate?: Maybe<DocTemplate>;
  /** The account's templates. */
  docTemplates: Array<DocTemplate>;
  /** Every variable and loop a template may use. */
  exportVariables: Array<ExportVariable>;
  /** A flow of the account; null when the account has none with this id_slug. */
  flow?: Maybe<Flow>;
  /** The account's flows, newest first (at most 200 exist per account). */
  flows: FlowConnection;
  /** A form schema of the account; null when the account has none with this id_schema. */
  formSchema?: Maybe<FormSchema>;
  /** The account's form schemas, newest first (at most 200 exist per account). */
  formSchemas: FormSchemaConnection;
  /**
   * The object with this global id, if the caller may read it; null for an unknown id, an id of another
   * account (indistinguishable from unknown), or a malformed id.
   */
  node?: Maybe<Node>;
  /** A verification the caller may read; null for an unknown id or another account's. */
  verification?: Maybe<Verification>;
  /** An item the caller may read; null for an unknown id or another account's. */
  verificationItem?: Maybe<VerificationItem>;
  /** The account's verifications, newest first. */
  verifications: VerificationConnection;
  /** The account that the API key belongs to. */
  viewer: Account;
  /** A webhook of the account; null for an unknown id or another account's. */
  webhook?: Maybe<Webhook>;
  /** Event names a webhook may subscribe to. */
  webhookEventNames: Array<Scalars['String']['output']>;
  /** The account's webhooks, newest first (at most 50 exist per account). */
  webhooks: WebhookConnection;
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryCompanyByTagArgs = {
  tag: Scalars['String']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryDocTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryFlowArgs = {
  idSlug: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryFlowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryFormSchemaArgs = {
  idSchema: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryFormSchemasArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryVerificationArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryVerificationItemArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryVerificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VerificationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every read is scoped to the caller's account (an end-client access token: to its verification). */
export type QueryWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** The company's constitution and its registration (from the acta constitutiva). */
export type RegistrationSection = {
  __typename?: 'RegistrationSection';
  /** The constitutive deed's number. */
  actaNumber?: Maybe<SourcedValue>;
  /** Razón social at constitution. */
  businessName?: Maybe<SourcedValue>;
  /** Type of company at constitution. */
  businessType?: Maybe<SourcedValue>;
  /** City of the notary (or the place of the deed). */
  city?: Maybe<SourcedValue>;
  /** Date of the registration (YYYY-MM-DD). */
  folioDate?: Maybe<SourcedValue>;
  /** Date the folio was inscribed (YYYY-MM-DD). */
  folioInscriptionDate?: Maybe<SourcedValue>;
  /** Folio mercantil electrónico. */
  folioNumber?: Maybe<SourcedValue>;
  /** Boolean: whether an acta constitutiva was received (false with no source when none). */
  hasConstitutive?: Maybe<SourcedValue>;
  /** The notary's name. */
  notaryName?: Maybe<SourcedValue>;
  /** The notary's number. */
  notaryNumber?: Maybe<SourcedValue>;
  /** Date of the registration (YYYY-MM-DD). */
  registrationDate?: Maybe<SourcedValue>;
  /** State (entidad federativa) of the notary. */
  state?: Maybe<SourcedValue>;
};

/** A person the verification was asked about at creation (key_people). */
export type RequestedPerson = {
  __typename?: 'RequestedPerson';
  /** The person's full name, as given. */
  names: Scalars['String']['output'];
  /** What the verification establishes about the person. */
  scope: Array<PersonScope>;
};

/** A requirement slot of a verification (copied from its flow at creation) and how far it is. */
export type RequirementState = {
  __typename?: 'RequirementState';
  /**
   * Document item types the slot accepts, e.g. csf_mx.
   * @deprecated Use allowedTypes, the same types as ItemType enum values.
   */
  allowedItemTypes: Array<Scalars['String']['output']>;
  /** Document item types the slot accepts. */
  allowedTypes: Array<ItemType>;
  /** True when the end client may switch the slot off (setRequirementEnabled). */
  conditionalRender: Scalars['Boolean']['output'];
  /** The checkbox's text for a conditional slot; null for other slots. */
  conditionalRenderLabel?: Maybe<Scalars['String']['output']>;
  /** Help text shown under the label; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** False when the end client switched a conditional slot off. */
  enabled: Scalars['Boolean']['output'];
  /** The item that fills the slot; null when none does. */
  item?: Maybe<VerificationItem>;
  /** The slot's key, e.g. doc_1. */
  key: Scalars['ID']['output'];
  /** The slot's title shown to the end client. */
  label: Scalars['String']['output'];
  /** True for optional_requirements, which never block finishing. */
  optional: Scalars['Boolean']['output'];
  /** Why the slot's document does not fill it; null when it does, or when none is there yet. */
  problem?: Maybe<SlotProblem>;
  /** True once the slot's item has a file or has completed, and its document is not refused (problem says why when it is). */
  received: Scalars['Boolean']['output'];
  /** True when the slot must be satisfied for the verification to finish (enabled and not optional). */
  required: Scalars['Boolean']['output'];
  /** True when the slot holds a complete item of an allowed type with no itemError. */
  satisfied: Scalars['Boolean']['output'];
};

/** A finding to close (resolveFinding). */
export type ResolveFindingInput = {
  /** The finding's UUID. */
  findingId: Scalars['ID']['input'];
  /** Why, for the audit trail; required. */
  reason: Scalars['String']['input'];
  /** Accepted (the risk is taken) or dismissed (the finding is wrong). */
  status: FindingResolution;
  /** The verification's UUID. */
  verificationId: Scalars['ID']['input'];
};

/** The answer to resolveFinding. */
export type ResolveFindingPayload = {
  __typename?: 'ResolveFindingPayload';
  /** The finding, closed. */
  finding: Finding;
  /** The verification with its decision recomputed. */
  verification: Verification;
};

/** The answer to retryFailedWebhookDeliveries. */
export type RetryDeliveriesPayload = {
  __typename?: 'RetryDeliveriesPayload';
  /** How many failed deliveries were queued again. */
  count: Scalars['Int']['output'];
};

/** An operator action on an item. */
export enum ReviewAction {
  /** acceptItemAsType: the document was accepted as another type. */
  AcceptAsType = 'accept_as_type',
  /** correctItemField: an extracted field was corrected. */
  CorrectField = 'correct_field',
  /** invalidateItem: the item no longer satisfies its slot. */
  Invalidate = 'invalidate',
  /** reprocessItem: the file was processed again. */
  Reprocess = 'reprocess'
}

/** The outcome of one rule of an item's ruleset. */
export type RuleOutcome = {
  __typename?: 'RuleOutcome';
  /** The rule's error message, shown when it fails; null when none. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The rule's id, as given in the ruleset. */
  id: Scalars['String']['output'];
  /** The rule's parameters as given (free-form per rule, hence JSON); null when none. */
  params?: Maybe<Scalars['JSON']['output']>;
  /** Whether the document satisfies the rule; null when the rule could not be evaluated. */
  passed?: Maybe<Scalars['Boolean']['output']>;
};

/** A decision set by a person (setVerificationDecision). */
export type SetVerificationDecisionInput = {
  /** The decision. */
  decision: Decision;
  /** Why, for the audit trail; required. */
  reason: Scalars['String']['input'];
  /** The verification's UUID. */
  verificationId: Scalars['ID']['input'];
};

/** The answer to setVerificationDecision. */
export type SetVerificationDecisionPayload = {
  __typename?: 'SetVerificationDecisionPayload';
  /** The verification with its decision; it holds until the set of open findings changes. */
  verification: Verification;
};

/** A shareholder, from the newest deed that lists them. */
export type ShareholderEntry = {
  __typename?: 'ShareholderEntry';
  /** ISO 4217 code, e.g. MXN. */
  currency: Scalars['String']['output'];
  /** The shareholder's name. */
  name: Scalars['String']['output'];
  /** The shareholder's Person.peopleId; null when not matched to a person. */
  peopleId?: Maybe<Scalars['Int']['output']>;
  /** Share series (e.g. A); null when none. */
  series?: Maybe<Scalars['String']['output']>;
  /** Share of the capital, 0–100. */
  sharePercentage: Scalars['Float']['output'];
  /** Number of shares; null when the deed does not say. */
  shares?: Maybe<Scalars['Float']['output']>;
  /** Value of the holding, in currency; null when the deed does not say. */
  totalValue?: Maybe<Scalars['Float']['output']>;
};

/** The signatory's identity document (INE) and how it checked out. */
export type SignatoryValidationSection = {
  __typename?: 'SignatoryValidationSection';
  /** The identity document's number. */
  documentNumber?: Maybe<SourcedValue>;
  /** Full name on the identity document. */
  fullName?: Maybe<SourcedValue>;
  /** {provider_name, provider_id, provider_details_url}: who validated (bvs, and the item id). */
  idValidationProvider?: Maybe<SourcedValue>;
  /** Second (maternal) surname. */
  maternalLastName?: Maybe<SourcedValue>;
  /** strong_match, weak_match or no_match: the name against the confirmed value. */
  nameComparisonResult?: Maybe<SourcedValue>;
  /** First (paternal) surname. */
  paternalLastName?: Maybe<SourcedValue>;
  /** When the validation was made (ISO 8601). */
  validationDate?: Maybe<SourcedValue>;
  /** match or no_match: whether the document's checks passed; null when none ran. */
  validationStatus?: Maybe<SourcedValue>;
  /** The value the passing check confirmed (e.g. the name a registry returned); null otherwise. */
  validationValue?: Maybe<SourcedValue>;
};

/** Why a slot needs another document, in words for the end client (no finding's evidence beyond that). */
export type SlotProblem = {
  __typename?: 'SlotProblem';
  /** What is wrong. */
  kind: SlotProblemKind;
  /** What to tell the end client, and what to do. */
  message: LocalizedText;
  /** The staff's own words when they asked for another document; null otherwise. */
  staffReason?: Maybe<Scalars['String']['output']>;
};

/** Why a slot's document does not fill it, as the company being verified is told. */
export enum SlotProblemKind {
  /** Another check the flow rules reject failed (the message says which). */
  CheckFailed = 'check_failed',
  /** The ID has expired. */
  Expired = 'expired',
  /** The document is another company's (its RFC or name does not match). */
  NotThisCompany = 'not_this_company',
  /** The document is password-protected. */
  PasswordProtected = 'password_protected',
  /** Staff asked for another document (staffReason says why). */
  ReplacementRequested = 'replacement_requested',
  /** The document is older than the flow accepts. */
  TooOld = 'too_old',
  /** The document could not be read. */
  Unreadable = 'unreadable',
  /** The document is not of a type the slot accepts. */
  WrongType = 'wrong_type'
}

/** A value with its provenance; null fields are values no document provided yet. */
export type SourcedValue = {
  __typename?: 'SourcedValue';
  /** Where it came from; null for a value bvs derived without a document (e.g. hasConstancia false). */
  source?: Maybe<ValueSource>;
  /** Cross-document checks of the value; empty when none applies. */
  validations: Array<CrossCheck>;
  /** The value: a string, number, boolean or object, as the field documents. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A short-lived bearer token for the staff pages, made from an API key (the key itself stays out of the browser). */
export type StaffSession = {
  __typename?: 'StaffSession';
  /** The account the session acts for. */
  account: Account;
  /** When the token stops being accepted; sign in again after it. */
  expiresAt: Scalars['DateTime']['output'];
  /** Send as Authorization: Bearer <token>, and as connectionParams.authorization on graphql-ws. */
  token: Scalars['String']['output'];
};

/** The input of staffSessionCreate: nothing is needed but the API key, so every field is optional. */
export type StaffSessionCreateInput = {
  /** Any string of the client's (at most 200 characters), echoed in the payload to match answers to requests. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to staffSessionCreate. */
export type StaffSessionCreatePayload = {
  __typename?: 'StaffSessionCreatePayload';
  /** The input's clientMutationId; null when none was given. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The new session. */
  session: StaffSession;
};

/** Live events over graphql-ws on /graphql (API key, staff session or end-client access token). */
export type Subscription = {
  __typename?: 'Subscription';
  /** Each event of the caller's account, optionally of one verification and of some event names. */
  verificationEvents: VerificationEvent;
  /** The verification's new state after each change. */
  verificationUpdated: Verification;
};


/** Live events over graphql-ws on /graphql (API key, staff session or end-client access token). */
export type SubscriptionVerificationEventsArgs = {
  eventNames?: InputMaybe<Array<Scalars['String']['input']>>;
  verificationId?: InputMaybe<Scalars['ID']['input']>;
};


/** Live events over graphql-ws on /graphql (API key, staff session or end-client access token). */
export type SubscriptionVerificationUpdatedArgs = {
  id: Scalars['ID']['input'];
};

/** The company as the SAT knows it (constancia de situación fiscal). */
export type TaxSection = {
  __typename?: 'TaxSection';
  /** {qr_status}: valid, invalid or not_found. */
  additionalData?: Maybe<SourcedValue>;
  /** Estatus en el padrón (e.g. ACTIVO). */
  businessFiscalStatus?: Maybe<SourcedValue>;
  /** Activities in force: [{order, economic_activity, percentage, date}]. */
  businessMainActivity?: Maybe<SourcedValue>;
  /** Razón social at the SAT, checked against the deeds. */
  businessName?: Maybe<SourcedValue>;
  /** Régimen fiscal. */
  businessRegime?: Maybe<SourcedValue>;
  /** The RFC on the constancia. */
  businessTaxId?: Maybe<SourcedValue>;
  /** Régimen de capital (e.g. SOCIEDAD ANONIMA DE CAPITAL VARIABLE). */
  businessType?: Maybe<SourcedValue>;
  /** Boolean: whether a constancia was received (false with no source when none). */
  hasConstancia?: Maybe<SourcedValue>;
  /** Boolean: whether the constancia's QR matched the SAT's validator; null when no QR was read. */
  qrValidation?: Maybe<SourcedValue>;
};

/** Which taxpayer a slot's constancia must be of (allowed_item_subtype). */
export enum TaxpayerKind {
  /** A company (persona moral). */
  Business = 'business',
  /** A person (persona física). */
  Individual = 'individual'
}

/** A flow's new values; omitted or null fields stay as they are. Existing verifications keep their copy. */
export type UpdateFlowInput = {
  /** A new country. */
  country?: InputMaybe<Country>;
  /** New flow_items in the REST layer's shape, replacing the old. */
  flowItems?: InputMaybe<Scalars['JSON']['input']>;
  /** A new display name. */
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  /** A new id_slug (409 CONFLICT when taken). */
  idSlug?: InputMaybe<Scalars['ID']['input']>;
  /** A new record_validation_schema in the REST layer's shape, replacing the old. */
  recordValidationSchema?: InputMaybe<Scalars['JSON']['input']>;
};

/** A form schema's new values; omitted or null fields stay as they are. */
export type UpdateFormSchemaInput = {
  /** A new display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new ui_schema_definition, replacing the old, checked as at creation. */
  uiSchemaDefinition?: InputMaybe<Scalars['JSON']['input']>;
};

/** Changes to a webhook; omitted or null fields stay as they are. */
export type UpdateWebhookInput = {
  /** A new note. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new list of event names, replacing the old one. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Switches deliveries on or off. */
  status?: InputMaybe<WebhookStatus>;
  /** A new https URL, checked as at creation. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Permission to PUT one file to an item without a credential. */
export type UploadTicket = {
  __typename?: 'UploadTicket';
  /** When the URL stops working (15 minutes after it was made). */
  expiresAt: Scalars['DateTime']['output'];
  /** PUT the file's bytes to this URL (no credential needed) before expiresAt. */
  uploadUrl: Scalars['String']['output'];
};

/** Where a consolidated value came from (spec 2.6 source). */
export type ValueSource = {
  __typename?: 'ValueSource';
  /** The document's own date (YYYY-MM-DD); null when it shows none. */
  documentDate?: Maybe<Scalars['String']['output']>;
  /** The document's number (deed number, CLABE, …); null when it has none. */
  documentNumber?: Maybe<Scalars['String']['output']>;
  /** Signed link to the original file, valid one hour. */
  documentUrl?: Maybe<Scalars['String']['output']>;
  /** The entity the document is from (e.g. the bank of a statement); null when unknown. */
  entityName?: Maybe<Scalars['String']['output']>;
  /** Further facts about the document, by item type (e.g. idType for an INE); null when none. */
  extraFields?: Maybe<Scalars['JSON']['output']>;
  /** document, ocr or manual. */
  informationSource?: Maybe<Scalars['String']['output']>;
  /** The item the value was read from. */
  itemId: Scalars['ID']['output'];
  /** That item's type, lower case (e.g. csf_mx). */
  itemType: Scalars['String']['output'];
  /** When bvs read it: the item's completion time (ISO 8601); null while pending. */
  sourceDate?: Maybe<Scalars['String']['output']>;
  /** The id of the person or company the document is about; null when not known (bvs does not set it yet). */
  subjectId?: Maybe<Scalars['String']['output']>;
};

/** A company being verified: its documents, forms and checks are collected as items. */
export type Verification = Node & {
  __typename?: 'Verification';
  /** A fresh end-client token; null when the caller is the end client. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The owning account. */
  account: Account;
  /** The owning account's UUID. */
  accountId: Scalars['ID']['output'];
  /** Every change of a finding, the decision or a slot, oldest first (API keys only; empty for an end client). */
  audit: Array<AuditEntry>;
  /** The company's name as recorded on the verification; null when unknown (read names are in company). */
  businessName?: Maybe<Scalars['String']['output']>;
  /** What the documents say about the company, consolidated. */
  company: Company;
  /**
   * The company's country, lower case (mx).
   * @deprecated Use countryCode, the same country as a Country enum value.
   */
  country: Scalars['String']['output'];
  /** The company's country. */
  countryCode: Country;
  /** When the verification was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The API key id that created the verification; null when unknown. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** What the findings mean: null while a required slot has no accepted document (unless a finding already rejects). */
  decision?: Maybe<Decision>;
  /** Why: the system's rule, or the person's reason. */
  decisionReason?: Maybe<Scalars['String']['output']>;
  /** The staff report page of the verification (PUBLIC_BASE_URL/app/verifications/{id}). */
  detailsUrl: Scalars['String']['output'];
  /** The verification's document files. */
  documents: Array<DocumentLink>;
  /** How far the required documents are; null when the verification requires no document. */
  documentsStatus?: Maybe<DocumentsStatus>;
  /** Contact email of the company; null when not given. */
  email?: Maybe<Scalars['String']['output']>;
  /** Every finding, oldest first (API keys only; an end client's token reads an empty list). */
  findings: Array<Finding>;
  /** Open findings the flow does not ignore, and open critical ones. */
  findingsSummary: FindingsSummary;
  /** When it finished; null while it is not finished. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The flow, unless it was deleted since. */
  flow?: Maybe<Flow>;
  /** The flow's id_slug at creation (null for a verification built from an item list). */
  flowId?: Maybe<Scalars['String']['output']>;
  /** Display name given at creation; null when not given. */
  friendlyName?: Maybe<Scalars['String']['output']>;
  /** The verification's UUID. */
  id: Scalars['ID']['output'];
  /** How many items it has, complete and with an itemError: one counting statement, no item loaded. */
  itemCounts: ItemCounts;
  /** Every item, in itemOrder (at most 100; an operation lists at most GRAPHQL_MAX_ITEMS items in all). */
  items: Array<VerificationItem>;
  /**
   * The key people named at creation: [{names, scope}], scope being powers and/or doc_validation.
   * @deprecated Use requestedPeople, the same people with typed fields.
   */
  keyPeople: Scalars['JSON']['output'];
  /** The customer's free-form data, returned as given (at most 32 KB as JSON); null when not given. */
  metadata?: Maybe<Scalars['JSON']['output']>;
  /** Steps shown to the end client at check-out. */
  nextStepsCheckout: Array<CheckoutStep>;
  /** The end client's onboarding page, carrying a fresh access token. */
  onboardingUrl: Scalars['String']['output'];
  /** Options in the REST layer's shape (creator_email, disable_siger, …); null when not given. */
  options?: Maybe<Scalars['JSON']['output']>;
  /** The people the documents name. */
  people: VerificationPeople;
  /** The key people named at creation, in the order given. */
  requestedPeople: Array<RequestedPerson>;
  /** Each requirement slot of the flow and how far it is. */
  requirements: Array<RequirementState>;
  /** The shareholders and capital. */
  shareholders: VerificationShareholders;
  /** Email of the company's signatory; null when not given. */
  signatoryEmail?: Maybe<Scalars['String']['output']>;
  /** Where the verification stands. */
  status: VerificationStatus;
  /** The customer's own label for the company; not unique (companyByTag answers the newest). */
  tag: Scalars['String']['output'];
  /** The company's RFC, upper case, checked for structure, date and check digit. */
  taxId: Scalars['String']['output'];
  /** When the verification last changed (its status, documents status, or an event of it or its items). */
  updatedAt: Scalars['DateTime']['output'];
  /** Webhook deliveries of this verification's events, newest first (API key or staff session). */
  webhookDeliveries: Array<WebhookDelivery>;
};


/** A company being verified: its documents, forms and checks are collected as items. */
export type VerificationWebhookDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the account's verifications, newest first. */
export type VerificationConnection = {
  __typename?: 'VerificationConnection';
  /** The verifications of the page with their cursors. */
  edges: Array<VerificationEdge>;
  /** The verifications of the page (the same as edges' nodes). */
  nodes: Array<Verification>;
  /** Where the page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A new verification: from a flow (flowId) or from an explicit item list (items). */
export type VerificationCreateInput = {
  /** The company's country; MX only today. */
  country: Country;
  /** Contact email of the company. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A flow's id_slug; or give items. */
  flowId?: InputMaybe<Scalars['String']['input']>;
  /** A display name (at most 300 characters). */
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  /** Items to collect when there is no flow (at most 50). */
  items?: InputMaybe<Array<VerificationItemInput>>;
  /** Key people whose powers or identity to establish (at most 50). */
  keyPeople?: InputMaybe<Array<VerificationKeyPersonInput>>;
  /** Free-form data of the customer's, returned as given (at most 32 KB as JSON). */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** Options in the REST layer's shape (creator_email, disable_siger, …). */
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** Email of the company's signatory. */
  signatoryEmail?: InputMaybe<Scalars['String']['input']>;
  /** The customer's own label for the company (1 to 200 characters). */
  tag: Scalars['String']['input'];
  /** The company's RFC; checked for structure, date and check digit; stored upper case. */
  taxId: Scalars['String']['input'];
};

/** What verificationCreate made. */
export type VerificationCreatePayload = {
  __typename?: 'VerificationCreatePayload';
  /** The new verification, with its items. */
  verification: Verification;
};

/** An edge of a verification list. */
export type VerificationEdge = {
  __typename?: 'VerificationEdge';
  /** Opaque cursor of this verification, for `after`. */
  cursor: Scalars['String']['output'];
  /** The verification. */
  node: Verification;
};

/** An event of the account, as webhooks receive it (spec 6.3). */
export type VerificationEvent = {
  __typename?: 'VerificationEvent';
  /** The webhook payload's data (null when it was too large to travel inline). */
  data?: Maybe<Scalars['JSON']['output']>;
  /** Stable id of the event, the same in every webhook delivery of it (for de-duplication). */
  eventId: Scalars['ID']['output'];
  /**
   * The event name as webhooks receive it, e.g. verification.v2.finished.
   * @deprecated Use name, the same event as an EventName enum value.
   */
  eventName: Scalars['String']['output'];
  /** The item the event is about; null for verification-level events. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** Which event this is. */
  name: EventName;
  /** When the change happened (the time of its transaction). */
  occurredAt: Scalars['DateTime']['output'];
  /** The verification the event is about; null for an event about none. */
  verificationId?: Maybe<Scalars['ID']['output']>;
};

/** A verification to fill a template with. */
export type VerificationExportInput = {
  /** DOCX when omitted. */
  format?: InputMaybe<ExportFormat>;
  /** Who fills key_person_1, key_person_2, … (at most 20); none when omitted. */
  keyPeople?: InputMaybe<Array<ExportKeyPersonInput>>;
  /** The template's UUID. */
  templateId: Scalars['ID']['input'];
  /** The verification's UUID. */
  verificationId: Scalars['ID']['input'];
};

/** What verificationExport made. */
export type VerificationExportPayload = {
  __typename?: 'VerificationExportPayload';
  /** The generated document. */
  document: ExportedDocument;
};

/** Narrows a verification list; every given condition must hold. */
export type VerificationFilter = {
  /** Only verifications with this decision, or (NONE) with none yet. */
  decision?: InputMaybe<DecisionFilter>;
  /** Only verifications in this status. */
  status?: InputMaybe<VerificationStatus>;
  /** Only verifications with exactly this tag. */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** One thing a verification collects: a document, a form answer or a public lookup. */
export type VerificationItem = Node & {
  __typename?: 'VerificationItem';
  /** The document types the item's slot allows; null when it allows any. */
  allowedTypes?: Maybe<Array<ItemType>>;
  /**
   * The checks run on the item, in the order they ran; empty before any. A validation_result an operator
   * gave with completeItem shows here as far as its checks take this shape.
   */
  checks: Array<ItemCheck>;
  /** Whether every check on the item passed; null before the item was checked. */
  checksPassed?: Maybe<Scalars['Boolean']['output']>;
  /** The type a doc_validation item expects, or the hint given for a generic item; null when none. */
  clientType?: Maybe<ItemType>;
  /** When the item completed; null while pending. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the item was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The extracted fields with their confidence; empty for items that are not documents. */
  fields: Array<ItemField>;
  /** The item's current document file; null for items without one. */
  file?: Maybe<ItemFile>;
  /** The form schema a forms item is answered with (null for other items, or when it was deleted). */
  formSchema?: Maybe<FormSchema>;
  /** The item's id, a positive integer (as a string). */
  id: Scalars['ID']['output'];
  /**
   * What bvs did with the item, lower case: one of the ItemInternalStatus values (pending_validation,
   * processing, validation_success, validation_failed, needs_review, extraction_finished,
   * pending_review, classification_failed, invalidated). Null before the item has one.
   */
  internalStatus?: Maybe<Scalars['String']['output']>;
  /** True when an operator invalidated the item: it no longer satisfies its slot. */
  invalidated: Scalars['Boolean']['output'];
  /** Whether the verification may finish without this item (item_options.is_optional). */
  isOptional: Scalars['Boolean']['output'];
  /** Why the item failed, lower case, e.g. invalid_document_type, password_protected_pdf; null when nothing did. */
  itemError?: Maybe<Scalars['String']['output']>;
  /**
   * The item's options (item_options) as the customer gave them: the keys bvs reads are typed in
   * `allowedTypes`, `clientType` and `isOptional`; other keys are the customer's own and kept as
   * given, hence JSON. Null when none.
   */
  itemOptions?: Maybe<Scalars['JSON']['output']>;
  /** 1, 2, … in creation order, unique in the verification. */
  itemOrder: Scalars['Int']['output'];
  /** basic for forms and ubos items, advanced for everything extracted or looked up. */
  itemScope: Scalars['String']['output'];
  /** Whether the item has completed. */
  itemStatus: ItemStatus;
  /**
   * The item's type, lower case: what was asked for, or the type found once a generic document is classified.
   * @deprecated Use type, the same type as an ItemType enum value.
   */
  itemType: Scalars['String']['output'];
  /** The slot's ui_options shown to the end client; null for items outside a slot. */
  itemUiOptions?: Maybe<Scalars['JSON']['output']>;
  /**
   * The item's value (item_value) in the REST layer's shape: a document's reading (typed in `fields`), a
   * form's answers (keys and values as the form schema defines them) or the value an operator completed
   * the item with. JSON because its shape is the form's or the customer's.
   */
  itemValue: Scalars['JSON']['output'];
  /** Signed link to the original file, valid one hour; null until bvs holds a file. */
  originalFileUrl?: Maybe<Scalars['String']['output']>;
  /** The staff's reason for asking, for the end client; null when none is asked. */
  replacementReason?: Maybe<Scalars['String']['output']>;
  /** Staff asked for another document in this item's place, and none has arrived yet. */
  replacementRequested: Scalars['Boolean']['output'];
  /** What was asked for: a concrete type, generic (classify) or doc_validation; lower case. */
  requestedType: Scalars['String']['output'];
  /** The flow requirement slot this item fills; null for items outside the flow's slots. */
  requirementKey?: Maybe<Scalars['String']['output']>;
  /** The fields a person must confirm before the item is trusted (internal status needs_review); empty when none. */
  reviewFields: Array<Scalars['String']['output']>;
  /** Operator actions on the item (empty for an end-client caller). */
  reviews: Array<ItemReview>;
  /** The outcome of each rule of the item's ruleset (item_options.ruleset); empty when it has none. */
  ruleOutcomes: Array<RuleOutcome>;
  /** A single tag (spec field, kept for compatibility); bvs does not set it, so it is null. */
  tag?: Maybe<Scalars['String']['output']>;
  /** The customer's tags, an object of strings, numbers and booleans ({} when none). */
  tags: Scalars['JSON']['output'];
  /** The item's type: what was asked for, or the type found once a generic document is classified. */
  type: ItemType;
  /** Whether the document is of a type the item's slot allows; null before the item was checked. */
  typeAccepted?: Maybe<Scalars['Boolean']['output']>;
  /** When the item last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** When the item's user event completed (spec field); bvs does not set it, so it is null. */
  userEventCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** add_item for items given explicitly (at creation or added later); null for items of the flow. */
  userEventName?: Maybe<Scalars['String']['output']>;
  /** Why the user event needs attention, e.g. item created without a file_url; null when it does not. */
  userEventReason?: Maybe<Scalars['String']['output']>;
  /**
   * The checks' outcome (validation_result), in the REST layer's shape; null before any.
   * @deprecated Use checksPassed, typeAccepted, checks and ruleOutcomes, its parts as typed fields.
   */
  validationResult?: Maybe<Scalars['JSON']['output']>;
  /** The verification the item belongs to. */
  verification: Verification;
  /** The verification's UUID. */
  verificationId: Scalars['ID']['output'];
};

/** An operator's acceptance of a document as another type. */
export type VerificationItemAcceptAsTypeInput = {
  /** The item's id. */
  itemId: Scalars['ID']['input'];
  /** A document type bvs extracts that the item's slot allows. */
  itemType: ItemType;
  /** Why, for the audit trail. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What verificationItemAcceptAsType changed. */
export type VerificationItemAcceptAsTypePayload = {
  __typename?: 'VerificationItemAcceptAsTypePayload';
  /** The item, processing again as the type given. */
  item: VerificationItem;
};

/** An operator's completion of an item. */
export type VerificationItemCompleteInput = {
  /** The internal status to record; EXTRACTION_FINISHED when omitted. */
  internalStatus?: InputMaybe<ItemInternalStatus>;
  /** An error code to record, lower case; none when omitted. */
  itemError?: InputMaybe<Scalars['String']['input']>;
  /** The item's id. */
  itemId: Scalars['ID']['input'];
  /** The document type found, for document items. */
  itemType?: InputMaybe<ItemType>;
  /** The extracted value (item_value) in the REST layer's shape; {} when omitted. */
  itemValue?: InputMaybe<Scalars['JSON']['input']>;
  /** The checks' outcome (validation_result) in the REST layer's shape; omitted keeps it, null clears it. */
  validationResult?: InputMaybe<Scalars['JSON']['input']>;
};

/** What verificationItemComplete changed. */
export type VerificationItemCompletePayload = {
  __typename?: 'VerificationItemCompletePayload';
  /** The completed item. */
  item: VerificationItem;
};

/** An operator's correction of one extracted field. */
export type VerificationItemFieldCorrectInput = {
  /** A field path such as tax.business_name (see ItemField.path). */
  field: Scalars['String']['input'];
  /** The item's id. */
  itemId: Scalars['ID']['input'];
  /** Why, for the audit trail. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The correct value; null (or omitted) clears it. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** What verificationItemFieldCorrect changed. */
export type VerificationItemFieldCorrectPayload = {
  __typename?: 'VerificationItemFieldCorrectPayload';
  /** The item, checked again with the corrected value. */
  item: VerificationItem;
};

/** A document sent inline to an item. */
export type VerificationItemFileUploadInput = {
  /** The file. */
  file: FileUploadInput;
  /** The item's id. */
  itemId: Scalars['ID']['input'];
};

/** What verificationItemFileUpload changed. */
export type VerificationItemFileUploadPayload = {
  __typename?: 'VerificationItemFileUploadPayload';
  /** The item, its document now queued for processing. */
  item: VerificationItem;
};

/** The answers to a forms item. */
export type VerificationItemFormSubmitInput = {
  /** The forms item's id. */
  itemId: Scalars['ID']['input'];
  /** The answers, keyed as the form schema's fields (a file as {file_name, content_type, base64}). */
  values: Scalars['JSON']['input'];
};

/** What verificationItemFormSubmit changed. */
export type VerificationItemFormSubmitPayload = {
  __typename?: 'VerificationItemFormSubmitPayload';
  /** The forms item, completed with the answers. */
  item: VerificationItem;
};

/** An item to collect, given explicitly (spec 4.4). */
export type VerificationItemInput = {
  /** Options in the REST layer's shape (file_url, is_optional, client_item_type, ...). */
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** Up to 20 tags: an object of strings, numbers and booleans. */
  tags?: InputMaybe<Scalars['JSON']['input']>;
  /** The item type; UNKNOWN is refused (it names a document that matched no type). */
  type: ItemType;
};

/** An operator's invalidation of an item. */
export type VerificationItemInvalidateInput = {
  /** The item's id. */
  itemId: Scalars['ID']['input'];
  /** Why, for the audit trail. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What verificationItemInvalidate changed. */
export type VerificationItemInvalidatePayload = {
  __typename?: 'VerificationItemInvalidatePayload';
  /** The item, no longer satisfying its slot. */
  item: VerificationItem;
};

/** A document to ask again for (verificationItemReplacementRequest). */
export type VerificationItemReplacementRequestInput = {
  /** The item's id. */
  itemId: Scalars['ID']['input'];
  /** Why, in words the end client understands; required. */
  reason: Scalars['String']['input'];
};

/** The answer to verificationItemReplacementRequest. */
export type VerificationItemReplacementRequestPayload = {
  __typename?: 'VerificationItemReplacementRequestPayload';
  /** The item, whose document no longer fills its slot. */
  item: VerificationItem;
};

/** An operator's request to process an item's file again. */
export type VerificationItemReprocessInput = {
  /** The item's id. */
  itemId: Scalars['ID']['input'];
  /** Why, for the audit trail. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What verificationItemReprocess changed. */
export type VerificationItemReprocessPayload = {
  __typename?: 'VerificationItemReprocessPayload';
  /** The item, processing again. */
  item: VerificationItem;
};

/** The item a signed upload URL is for. */
export type VerificationItemUploadTicketCreateInput = {
  /** The item's id. */
  itemId: Scalars['ID']['input'];
};

/** What verificationItemUploadTicketCreate made. */
export type VerificationItemUploadTicketCreatePayload = {
  __typename?: 'VerificationItemUploadTicketCreatePayload';
  /** Where and until when the file may be PUT. */
  ticket: UploadTicket;
};

/** Items to add to a verification. */
export type VerificationItemsAddInput = {
  /** The items to add (1 to 50; at most 100 items in all). */
  items: Array<VerificationItemInput>;
  /** The verification's UUID. */
  verificationId: Scalars['ID']['input'];
};

/** What verificationItemsAdd made. */
export type VerificationItemsAddPayload = {
  __typename?: 'VerificationItemsAddPayload';
  /** The items added, in the order given. */
  items: Array<VerificationItem>;
};

/** A person whose powers or identity the verification should establish (verificationCreate). */
export type VerificationKeyPersonInput = {
  /** The person's full name, as the documents spell it. */
  names: Scalars['String']['input'];
  /** What to establish; [POWERS] when omitted. */
  scope?: InputMaybe<Array<PersonScope>>;
};

/** The people of the company, as its documents name them. */
export type VerificationPeople = {
  __typename?: 'VerificationPeople';
  /** The board of directors. */
  boardMembers: Array<BoardMember>;
  /** Everyone the documents name. */
  fullList: Array<Person>;
  /** The people named in key_people at creation, and those holding powers in force. */
  keyPeople: Array<Person>;
};

/** Switches a conditional_render requirement slot on or off. */
export type VerificationRequirementSetInput = {
  /** False to switch the slot off (it no longer blocks finishing), true to switch it back on. */
  enabled: Scalars['Boolean']['input'];
  /** The slot's key. */
  key: Scalars['ID']['input'];
  /** The verification's UUID. */
  verificationId: Scalars['ID']['input'];
};

/** What verificationRequirementSet changed. */
export type VerificationRequirementSetPayload = {
  __typename?: 'VerificationRequirementSetPayload';
  /** The verification, with its requirements as they are now. */
  verification: Verification;
};

/** The company's shareholders and capital. */
export type VerificationShareholders = {
  __typename?: 'VerificationShareholders';
  /** The share capital; null when no deed states it. */
  capital?: Maybe<Capital>;
  /** The shareholders; empty until a deed listing them is processed. */
  shareholders: Array<ShareholderEntry>;
  /** The deed the list was read from; null when none. */
  source?: Maybe<ValueSource>;
  /** pending_extraction until an acta is processed. */
  unavailableReason?: Maybe<Scalars['String']['output']>;
};

/** Where a verification stands (DESIGN.md 5). */
export enum VerificationStatus {
  /** An unrecoverable system failure. */
  Error = 'error',
  /** Every required slot and non-optional item is complete; adding a required item reopens it. */
  Finished = 'finished',
  /** Collecting: the flow's finishing rule does not hold yet. */
  Pending = 'pending'
}

/** An HTTPS endpoint of the account that receives signed event deliveries (header Service-Signature). */
export type Webhook = Node & {
  __typename?: 'Webhook';
  /** When the webhook was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The webhook's deliveries, newest first. */
  deliveries: WebhookDeliveryConnection;
  /** The account's own note about the webhook; null when none was given. */
  description?: Maybe<Scalars['String']['output']>;
  /** The events this webhook is subscribed to. */
  eventNames: Array<EventName>;
  /**
   * Subscribed event names, e.g. verification.v2.finished.
   * @deprecated Use eventNames, the same names as the EventName enum.
   */
  events: Array<Scalars['String']['output']>;
  /** The webhook's UUID. */
  id: Scalars['ID']['output'];
  /** Whether deliveries are sent. */
  status: WebhookStatus;
  /** When the webhook was last changed (equal to createdAt until then). */
  updatedAt: Scalars['DateTime']['output'];
  /** The https URL deliveries are POSTed to (a public address unless ALLOW_PRIVATE_NETWORK is set). */
  url: Scalars['String']['output'];
};


/** An HTTPS endpoint of the account that receives signed event deliveries (header Service-Signature). */
export type WebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DeliveryStatus>;
};

/** One HTTP attempt of a webhook delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** 1 for the first attempt, counting up with each retry. */
  attemptNumber: Scalars['Int']['output'];
  /** Why the attempt failed: HTTP <status> for a non-2xx answer, timeout, or the network error; null on success. */
  error?: Maybe<Scalars['String']['output']>;
  /** Milliseconds from sending to the answer or the failure. */
  latencyMs: Scalars['Int']['output'];
  /** succeeded or failed. */
  outcome: Scalars['String']['output'];
  /** The first 1 KB of the receiver's answer. */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** When the request was sent. */
  startedAt: Scalars['DateTime']['output'];
  /** The receiver's HTTP status; null when no answer came (timeout, refused connection, blocked address). */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** A webhook's changes (webhookUpdate); omitted fields stay as they are. */
export type WebhookChangesInput = {
  /** A new note; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new list of events, replacing the old one; null leaves it. */
  events?: InputMaybe<Array<EventName>>;
  /** Switches deliveries on or off; null leaves it. */
  status?: InputMaybe<WebhookStatus>;
  /** A new https URL, checked as at creation; null leaves it. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the account's webhooks, newest first. */
export type WebhookConnection = {
  __typename?: 'WebhookConnection';
  /** The webhooks of the page with their cursors. */
  edges: Array<WebhookEdge>;
  /** The webhooks of the page (the same as edges' nodes). */
  nodes: Array<Webhook>;
  /** Where the page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A webhook to create (webhookCreate). */
export type WebhookCreateInput = {
  /** A note for the account's own use. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The events to subscribe to: the four webhook events (an internal event name is refused). */
  events: Array<EventName>;
  /** An https URL with a public address (refused otherwise unless ALLOW_PRIVATE_NETWORK is set). */
  url: Scalars['String']['input'];
};

/** The answer to webhookCreate: the only one that carries the signing secret. */
export type WebhookCreatePayload = {
  __typename?: 'WebhookCreatePayload';
  /** The HMAC-SHA256 signing key (whsec_<base64>), used as-is to check Service-Signature; shown only here. */
  secret: Scalars['String']['output'];
  /** The webhook created. */
  webhook: Webhook;
};

/** Which webhook to delete (webhookDelete). */
export type WebhookDeleteInput = {
  /** The webhook's UUID. */
  id: Scalars['ID']['input'];
};

/** The answer to webhookDelete. */
export type WebhookDeletePayload = {
  __typename?: 'WebhookDeletePayload';
  /** The UUID of the webhook deleted. */
  deletedId: Scalars['ID']['output'];
};

/** Which failed deliveries to send again (webhookDeliveriesRetryFailed). */
export type WebhookDeliveriesRetryFailedInput = {
  /** Only deliveries created at or after this time. */
  since: Scalars['DateTime']['input'];
  /** The webhook's UUID. */
  webhookId: Scalars['ID']['input'];
};

/** The answer to webhookDeliveriesRetryFailed. */
export type WebhookDeliveriesRetryFailedPayload = {
  __typename?: 'WebhookDeliveriesRetryFailedPayload';
  /** How many failed deliveries were queued again. */
  count: Scalars['Int']['output'];
};

/** One event sent to one webhook, with its retries. */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attemptCount: Scalars['Int']['output'];
  /** Every attempt so far, first first. */
  attempts: Array<WebhookAttempt>;
  /** The exact body sent on every attempt. */
  body: Scalars['String']['output'];
  /** When it succeeded, failed for good or was cancelled; null while pending. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the delivery was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** Which event is delivered. */
  event: EventName;
  /** The event delivered (VerificationEvent.eventId). */
  eventId: Scalars['ID']['output'];
  /**
   * The event name, e.g. verification.v2.finished.
   * @deprecated Use event, the same name as an EventName enum value.
   */
  eventName: Scalars['String']['output'];
  /** The delivery's UUID. */
  id: Scalars['ID']['output'];
  /** Error of the latest attempt; null when it succeeded or none was made. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** HTTP status of the latest attempt; null before any answer. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due; null once the delivery succeeded, failed for good or was cancelled. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the delivery stands. */
  status: DeliveryStatus;
  /** When the delivery last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The verification the event is about; null for an event about none. */
  verificationId?: Maybe<Scalars['ID']['output']>;
  /** The webhook it is sent to. */
  webhookId: Scalars['ID']['output'];
};

/** A page of a webhook's deliveries, newest first. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The deliveries of the page with their cursors. */
  edges: Array<WebhookDeliveryEdge>;
  /** The deliveries of the page (the same as edges' nodes). */
  nodes: Array<WebhookDelivery>;
  /** Where the page sits in the whole list. */
  pageInfo: PageInfo;
};

/** An edge of a delivery list. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Opaque cursor of this delivery, for `after`. */
  cursor: Scalars['String']['output'];
  /** The delivery. */
  node: WebhookDelivery;
};

/** Which delivery to send again (webhookDeliveryRetry). */
export type WebhookDeliveryRetryInput = {
  /** The delivery's UUID (of that webhook). */
  deliveryId: Scalars['ID']['input'];
  /** The webhook's UUID. */
  webhookId: Scalars['ID']['input'];
};

/** The answer to webhookDeliveryRetry. */
export type WebhookDeliveryRetryPayload = {
  __typename?: 'WebhookDeliveryRetryPayload';
  /** The delivery, queued again. */
  delivery: WebhookDelivery;
};

/** An edge of a webhook list. */
export type WebhookEdge = {
  __typename?: 'WebhookEdge';
  /** Opaque cursor of this webhook, for `after`. */
  cursor: Scalars['String']['output'];
  /** The webhook. */
  node: Webhook;
};

/** Whether a webhook receives deliveries. */
export enum WebhookStatus {
  /** Nothing is sent: deliveries that fall due while disabled are cancelled. */
  Disabled = 'disabled',
  /** Events the webhook subscribes to are delivered. */
  Enabled = 'enabled'
}

/** Which webhook to change, and how (webhookUpdate). */
export type WebhookUpdateInput = {
  /** The changes; error paths name them as input.changes.<field>. */
  changes: WebhookChangesInput;
  /** The webhook's UUID. */
  id: Scalars['ID']['input'];
};

/** The answer to webhookUpdate. */
export type WebhookUpdatePayload = {
  __typename?: 'WebhookUpdatePayload';
  /** The webhook as changed. */
  webhook: Webhook;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( AccountModel )
    | ( FlowModel )
    | ( FormSchemaModel )
    | ( VerificationModel )
    | ( VerificationItemModel )
    | ( WebhookModel )
    | ( WebhookDeliveryModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<AccountModel>;
  Actor: ResolverTypeWrapper<ActorModel>;
  ActorType: null;
  AddressSection: ResolverTypeWrapper<SectionModel>;
  AuditEntry: ResolverTypeWrapper<AuditEntryModel>;
  BankingSection: ResolverTypeWrapper<SectionModel>;
  BoardMember: ResolverTypeWrapper<BoardMemberModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Capital: ResolverTypeWrapper<CapitalModel>;
  CheckResult: null;
  CheckoutStep: ResolverTypeWrapper<CheckoutStep>;
  CheckoutStepInput: CheckoutStepInput;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompleteItemInput: CompleteItemInput;
  Country: null;
  CreateFlowInput: CreateFlowInput;
  CreateFormSchemaInput: CreateFormSchemaInput;
  CreateVerificationInput: CreateVerificationInput;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: ResolverTypeWrapper<Omit<CreateWebhookPayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  CrossCheck: ResolverTypeWrapper<CrossCheckModel>;
  CrossCheckResult: null;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decision: null;
  DecisionFilter: null;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DeliveryStatus: null;
  DocTemplate: ResolverTypeWrapper<DocTemplateModel>;
  DocTemplateDeleteInput: DocTemplateDeleteInput;
  DocTemplateDeletePayload: ResolverTypeWrapper<DocTemplateDeletePayload>;
  DocTemplateUploadInput: DocTemplateUploadInput;
  DocTemplateUploadPayload: ResolverTypeWrapper<Omit<DocTemplateUploadPayload, 'template'> & { template: ResolversTypes['DocTemplate'] }>;
  DocumentLink: ResolverTypeWrapper<DocumentEntryModel>;
  DocumentsStatus: null;
  EventName: null;
  ExportFormat: null;
  ExportKeyPersonInput: ExportKeyPersonInput;
  ExportResult: ResolverTypeWrapper<ExportResultModel>;
  ExportVariable: ResolverTypeWrapper<ExportVariable>;
  ExportedDocument: ResolverTypeWrapper<ExportedDocumentModel>;
  FileUploadInput: FileUploadInput;
  Finding: ResolverTypeWrapper<FindingModel>;
  FindingResolution: null;
  FindingRule: ResolverTypeWrapper<FindingRule>;
  FindingRuleAction: null;
  FindingRuleInput: FindingRuleInput;
  FindingSeverity: null;
  FindingStatus: null;
  FindingsSummary: ResolverTypeWrapper<FindingsSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Flow: ResolverTypeWrapper<FlowModel>;
  FlowChangesInput: FlowChangesInput;
  FlowConnection: ResolverTypeWrapper<Omit<FlowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['FlowEdge']>, nodes: Array<ResolversTypes['Flow']> }>;
  FlowCreateInput: FlowCreateInput;
  FlowCreatePayload: ResolverTypeWrapper<Omit<FlowCreatePayload, 'flow'> & { flow: ResolversTypes['Flow'] }>;
  FlowDeleteInput: FlowDeleteInput;
  FlowDeletePayload: ResolverTypeWrapper<FlowDeletePayload>;
  FlowEdge: ResolverTypeWrapper<Omit<FlowEdge, 'node'> & { node: ResolversTypes['Flow'] }>;
  FlowItem: ResolverTypeWrapper<FlowItem>;
  FlowItemInput: FlowItemInput;
  FlowRequirement: ResolverTypeWrapper<FlowRequirement>;
  FlowRequirementInput: FlowRequirementInput;
  FlowRule: ResolverTypeWrapper<FlowRule>;
  FlowRuleInput: FlowRuleInput;
  FlowUpdateInput: FlowUpdateInput;
  FlowUpdatePayload: ResolverTypeWrapper<Omit<FlowUpdatePayload, 'flow'> & { flow: ResolversTypes['Flow'] }>;
  FormSchema: ResolverTypeWrapper<FormSchemaModel>;
  FormSchemaChangesInput: FormSchemaChangesInput;
  FormSchemaConnection: ResolverTypeWrapper<Omit<FormSchemaConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['FormSchemaEdge']>, nodes: Array<ResolversTypes['FormSchema']> }>;
  FormSchemaCreateInput: FormSchemaCreateInput;
  FormSchemaCreatePayload: ResolverTypeWrapper<Omit<FormSchemaCreatePayload, 'formSchema'> & { formSchema: ResolversTypes['FormSchema'] }>;
  FormSchemaDeleteInput: FormSchemaDeleteInput;
  FormSchemaDeletePayload: ResolverTypeWrapper<FormSchemaDeletePayload>;
  FormSchemaEdge: ResolverTypeWrapper<Omit<FormSchemaEdge, 'node'> & { node: ResolversTypes['FormSchema'] }>;
  FormSchemaUpdateInput: FormSchemaUpdateInput;
  FormSchemaUpdatePayload: ResolverTypeWrapper<Omit<FormSchemaUpdatePayload, 'formSchema'> & { formSchema: ResolversTypes['FormSchema'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidTypeAction: null;
  ItemCheck: ResolverTypeWrapper<ItemCheck>;
  ItemCounts: ResolverTypeWrapper<ItemCounts>;
  ItemField: ResolverTypeWrapper<FieldViewModel>;
  ItemFile: ResolverTypeWrapper<ItemFileModel>;
  ItemInput: ItemInput;
  ItemInternalStatus: null;
  ItemReview: ResolverTypeWrapper<ItemReviewModel>;
  ItemStatus: null;
  ItemType: null;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyPersonInput: KeyPersonInput;
  LegalSection: ResolverTypeWrapper<SectionModel>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Person: ResolverTypeWrapper<PersonModel>;
  PersonPower: ResolverTypeWrapper<PowerModel>;
  PersonRole: ResolverTypeWrapper<RoleModel>;
  PersonScope: null;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationSection: ResolverTypeWrapper<SectionModel>;
  RequestedPerson: ResolverTypeWrapper<RequestedPerson>;
  RequirementState: ResolverTypeWrapper<RequirementView>;
  ResolveFindingInput: ResolveFindingInput;
  ResolveFindingPayload: ResolverTypeWrapper<Omit<ResolveFindingPayload, 'finding' | 'verification'> & { finding: ResolversTypes['Finding'], verification: ResolversTypes['Verification'] }>;
  RetryDeliveriesPayload: ResolverTypeWrapper<RetryDeliveriesPayload>;
  ReviewAction: null;
  RuleOutcome: ResolverTypeWrapper<RuleOutcome>;
  SetVerificationDecisionInput: SetVerificationDecisionInput;
  SetVerificationDecisionPayload: ResolverTypeWrapper<Omit<SetVerificationDecisionPayload, 'verification'> & { verification: ResolversTypes['Verification'] }>;
  ShareholderEntry: ResolverTypeWrapper<ShareholderModel>;
  SignatoryValidationSection: ResolverTypeWrapper<SectionModel>;
  SlotProblem: ResolverTypeWrapper<SlotProblem>;
  SlotProblemKind: null;
  SourcedValue: ResolverTypeWrapper<SourcedModel>;
  StaffSession: ResolverTypeWrapper<StaffSessionModel>;
  StaffSessionCreateInput: StaffSessionCreateInput;
  StaffSessionCreatePayload: ResolverTypeWrapper<Omit<StaffSessionCreatePayload, 'session'> & { session: ResolversTypes['StaffSession'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TaxSection: ResolverTypeWrapper<SectionModel>;
  TaxpayerKind: null;
  UpdateFlowInput: UpdateFlowInput;
  UpdateFormSchemaInput: UpdateFormSchemaInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UploadTicket: ResolverTypeWrapper<UploadTicket>;
  ValueSource: ResolverTypeWrapper<SourceModel>;
  Verification: ResolverTypeWrapper<VerificationModel>;
  VerificationConnection: ResolverTypeWrapper<Omit<VerificationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['VerificationEdge']>, nodes: Array<ResolversTypes['Verification']> }>;
  VerificationCreateInput: VerificationCreateInput;
  VerificationCreatePayload: ResolverTypeWrapper<Omit<VerificationCreatePayload, 'verification'> & { verification: ResolversTypes['Verification'] }>;
  VerificationEdge: ResolverTypeWrapper<Omit<VerificationEdge, 'node'> & { node: ResolversTypes['Verification'] }>;
  VerificationEvent: ResolverTypeWrapper<BusEvent>;
  VerificationExportInput: VerificationExportInput;
  VerificationExportPayload: ResolverTypeWrapper<Omit<VerificationExportPayload, 'document'> & { document: ResolversTypes['ExportedDocument'] }>;
  VerificationFilter: VerificationFilter;
  VerificationItem: ResolverTypeWrapper<VerificationItemModel>;
  VerificationItemAcceptAsTypeInput: VerificationItemAcceptAsTypeInput;
  VerificationItemAcceptAsTypePayload: ResolverTypeWrapper<Omit<VerificationItemAcceptAsTypePayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemCompleteInput: VerificationItemCompleteInput;
  VerificationItemCompletePayload: ResolverTypeWrapper<Omit<VerificationItemCompletePayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemFieldCorrectInput: VerificationItemFieldCorrectInput;
  VerificationItemFieldCorrectPayload: ResolverTypeWrapper<Omit<VerificationItemFieldCorrectPayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemFileUploadInput: VerificationItemFileUploadInput;
  VerificationItemFileUploadPayload: ResolverTypeWrapper<Omit<VerificationItemFileUploadPayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemFormSubmitInput: VerificationItemFormSubmitInput;
  VerificationItemFormSubmitPayload: ResolverTypeWrapper<Omit<VerificationItemFormSubmitPayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemInput: VerificationItemInput;
  VerificationItemInvalidateInput: VerificationItemInvalidateInput;
  VerificationItemInvalidatePayload: ResolverTypeWrapper<Omit<VerificationItemInvalidatePayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemReplacementRequestInput: VerificationItemReplacementRequestInput;
  VerificationItemReplacementRequestPayload: ResolverTypeWrapper<Omit<VerificationItemReplacementRequestPayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemReprocessInput: VerificationItemReprocessInput;
  VerificationItemReprocessPayload: ResolverTypeWrapper<Omit<VerificationItemReprocessPayload, 'item'> & { item: ResolversTypes['VerificationItem'] }>;
  VerificationItemUploadTicketCreateInput: VerificationItemUploadTicketCreateInput;
  VerificationItemUploadTicketCreatePayload: ResolverTypeWrapper<VerificationItemUploadTicketCreatePayload>;
  VerificationItemsAddInput: VerificationItemsAddInput;
  VerificationItemsAddPayload: ResolverTypeWrapper<Omit<VerificationItemsAddPayload, 'items'> & { items: Array<ResolversTypes['VerificationItem']> }>;
  VerificationKeyPersonInput: VerificationKeyPersonInput;
  VerificationPeople: ResolverTypeWrapper<PeopleModel>;
  VerificationRequirementSetInput: VerificationRequirementSetInput;
  VerificationRequirementSetPayload: ResolverTypeWrapper<Omit<VerificationRequirementSetPayload, 'verification'> & { verification: ResolversTypes['Verification'] }>;
  VerificationShareholders: ResolverTypeWrapper<ShareholdersModel>;
  VerificationStatus: null;
  Webhook: ResolverTypeWrapper<WebhookModel>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookChangesInput: WebhookChangesInput;
  WebhookConnection: ResolverTypeWrapper<Omit<WebhookConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookEdge']>, nodes: Array<ResolversTypes['Webhook']> }>;
  WebhookCreateInput: WebhookCreateInput;
  WebhookCreatePayload: ResolverTypeWrapper<Omit<WebhookCreatePayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  WebhookDeleteInput: WebhookDeleteInput;
  WebhookDeletePayload: ResolverTypeWrapper<WebhookDeletePayload>;
  WebhookDeliveriesRetryFailedInput: WebhookDeliveriesRetryFailedInput;
  WebhookDeliveriesRetryFailedPayload: ResolverTypeWrapper<WebhookDeliveriesRetryFailedPayload>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryConnection: ResolverTypeWrapper<Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryEdge: ResolverTypeWrapper<Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversTypes['WebhookDelivery'] }>;
  WebhookDeliveryRetryInput: WebhookDeliveryRetryInput;
  WebhookDeliveryRetryPayload: ResolverTypeWrapper<Omit<WebhookDeliveryRetryPayload, 'delivery'> & { delivery: ResolversTypes['WebhookDelivery'] }>;
  WebhookEdge: ResolverTypeWrapper<Omit<WebhookEdge, 'node'> & { node: ResolversTypes['Webhook'] }>;
  WebhookStatus: null;
  WebhookUpdateInput: WebhookUpdateInput;
  WebhookUpdatePayload: ResolverTypeWrapper<Omit<WebhookUpdatePayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: AccountModel;
  Actor: ActorModel;
  AddressSection: SectionModel;
  AuditEntry: AuditEntryModel;
  BankingSection: SectionModel;
  BoardMember: BoardMemberModel;
  Boolean: Scalars['Boolean']['output'];
  Capital: CapitalModel;
  CheckoutStep: CheckoutStep;
  CheckoutStepInput: CheckoutStepInput;
  Company: CompanyModel;
  CompleteItemInput: CompleteItemInput;
  CreateFlowInput: CreateFlowInput;
  CreateFormSchemaInput: CreateFormSchemaInput;
  CreateVerificationInput: CreateVerificationInput;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: Omit<CreateWebhookPayload, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  CrossCheck: CrossCheckModel;
  DateTime: Scalars['DateTime']['output'];
  DeletePayload: DeletePayload;
  DocTemplate: DocTemplateModel;
  DocTemplateDeleteInput: DocTemplateDeleteInput;
  DocTemplateDeletePayload: DocTemplateDeletePayload;
  DocTemplateUploadInput: DocTemplateUploadInput;
  DocTemplateUploadPayload: Omit<DocTemplateUploadPayload, 'template'> & { template: ResolversParentTypes['DocTemplate'] };
  DocumentLink: DocumentEntryModel;
  ExportKeyPersonInput: ExportKeyPersonInput;
  ExportResult: ExportResultModel;
  ExportVariable: ExportVariable;
  ExportedDocument: ExportedDocumentModel;
  FileUploadInput: FileUploadInput;
  Finding: FindingModel;
  FindingRule: FindingRule;
  FindingRuleInput: FindingRuleInput;
  FindingsSummary: FindingsSummary;
  Float: Scalars['Float']['output'];
  Flow: FlowModel;
  FlowChangesInput: FlowChangesInput;
  FlowConnection: Omit<FlowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['FlowEdge']>, nodes: Array<ResolversParentTypes['Flow']> };
  FlowCreateInput: FlowCreateInput;
  FlowCreatePayload: Omit<FlowCreatePayload, 'flow'> & { flow: ResolversParentTypes['Flow'] };
  FlowDeleteInput: FlowDeleteInput;
  FlowDeletePayload: FlowDeletePayload;
  FlowEdge: Omit<FlowEdge, 'node'> & { node: ResolversParentTypes['Flow'] };
  FlowItem: FlowItem;
  FlowItemInput: FlowItemInput;
  FlowRequirement: FlowRequirement;
  FlowRequirementInput: FlowRequirementInput;
  FlowRule: FlowRule;
  FlowRuleInput: FlowRuleInput;
  FlowUpdateInput: FlowUpdateInput;
  FlowUpdatePayload: Omit<FlowUpdatePayload, 'flow'> & { flow: ResolversParentTypes['Flow'] };
  FormSchema: FormSchemaModel;
  FormSchemaChangesInput: FormSchemaChangesInput;
  FormSchemaConnection: Omit<FormSchemaConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['FormSchemaEdge']>, nodes: Array<ResolversParentTypes['FormSchema']> };
  FormSchemaCreateInput: FormSchemaCreateInput;
  FormSchemaCreatePayload: Omit<FormSchemaCreatePayload, 'formSchema'> & { formSchema: ResolversParentTypes['FormSchema'] };
  FormSchemaDeleteInput: FormSchemaDeleteInput;
  FormSchemaDeletePayload: FormSchemaDeletePayload;
  FormSchemaEdge: Omit<FormSchemaEdge, 'node'> & { node: ResolversParentTypes['FormSchema'] };
  FormSchemaUpdateInput: FormSchemaUpdateInput;
  FormSchemaUpdatePayload: Omit<FormSchemaUpdatePayload, 'formSchema'> & { formSchema: ResolversParentTypes['FormSchema'] };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ItemCheck: ItemCheck;
  ItemCounts: ItemCounts;
  ItemField: FieldViewModel;
  ItemFile: ItemFileModel;
  ItemInput: ItemInput;
  ItemReview: ItemReviewModel;
  JSON: Scalars['JSON']['output'];
  KeyPersonInput: KeyPersonInput;
  LegalSection: SectionModel;
  LocalizedText: LocalizedText;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  Person: PersonModel;
  PersonPower: PowerModel;
  PersonRole: RoleModel;
  Query: Record<PropertyKey, never>;
  RegistrationSection: SectionModel;
  RequestedPerson: RequestedPerson;
  RequirementState: RequirementView;
  ResolveFindingInput: ResolveFindingInput;
  ResolveFindingPayload: Omit<ResolveFindingPayload, 'finding' | 'verification'> & { finding: ResolversParentTypes['Finding'], verification: ResolversParentTypes['Verification'] };
  RetryDeliveriesPayload: RetryDeliveriesPayload;
  RuleOutcome: RuleOutcome;
  SetVerificationDecisionInput: SetVerificationDecisionInput;
  SetVerificationDecisionPayload: Omit<SetVerificationDecisionPayload, 'verification'> & { verification: ResolversParentTypes['Verification'] };
  ShareholderEntry: ShareholderModel;
  SignatoryValidationSection: SectionModel;
  SlotProblem: SlotProblem;
  SourcedValue: SourcedModel;
  StaffSession: StaffSessionModel;
  StaffSessionCreateInput: StaffSessionCreateInput;
  StaffSessionCreatePayload: Omit<StaffSessionCreatePayload, 'session'> & { session: ResolversParentTypes['StaffSession'] };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TaxSection: SectionModel;
  UpdateFlowInput: UpdateFlowInput;
  UpdateFormSchemaInput: UpdateFormSchemaInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UploadTicket: UploadTicket;
  ValueSource: SourceModel;
  Verification: VerificationModel;
  VerificationConnection: Omit<VerificationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['VerificationEdge']>, nodes: Array<ResolversParentTypes['Verification']> };
  VerificationCreateInput: VerificationCreateInput;
  VerificationCreatePayload: Omit<VerificationCreatePayload, 'verification'> & { verification: ResolversParentTypes['Verification'] };
  VerificationEdge: Omit<VerificationEdge, 'node'> & { node: ResolversParentTypes['Verification'] };
  VerificationEvent: BusEvent;
  VerificationExportInput: VerificationExportInput;
  VerificationExportPayload: Omit<VerificationExportPayload, 'document'> & { document: ResolversParentTypes['ExportedDocument'] };
  VerificationFilter: VerificationFilter;
  VerificationItem: VerificationItemModel;
  VerificationItemAcceptAsTypeInput: VerificationItemAcceptAsTypeInput;
  VerificationItemAcceptAsTypePayload: Omit<VerificationItemAcceptAsTypePayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemCompleteInput: VerificationItemCompleteInput;
  VerificationItemCompletePayload: Omit<VerificationItemCompletePayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemFieldCorrectInput: VerificationItemFieldCorrectInput;
  VerificationItemFieldCorrectPayload: Omit<VerificationItemFieldCorrectPayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemFileUploadInput: VerificationItemFileUploadInput;
  VerificationItemFileUploadPayload: Omit<VerificationItemFileUploadPayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemFormSubmitInput: VerificationItemFormSubmitInput;
  VerificationItemFormSubmitPayload: Omit<VerificationItemFormSubmitPayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemInput: VerificationItemInput;
  VerificationItemInvalidateInput: VerificationItemInvalidateInput;
  VerificationItemInvalidatePayload: Omit<VerificationItemInvalidatePayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemReplacementRequestInput: VerificationItemReplacementRequestInput;
  VerificationItemReplacementRequestPayload: Omit<VerificationItemReplacementRequestPayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemReprocessInput: VerificationItemReprocessInput;
  VerificationItemReprocessPayload: Omit<VerificationItemReprocessPayload, 'item'> & { item: ResolversParentTypes['VerificationItem'] };
  VerificationItemUploadTicketCreateInput: VerificationItemUploadTicketCreateInput;
  VerificationItemUploadTicketCreatePayload: VerificationItemUploadTicketCreatePayload;
  VerificationItemsAddInput: VerificationItemsAddInput;
  VerificationItemsAddPayload: Omit<VerificationItemsAddPayload, 'items'> & { items: Array<ResolversParentTypes['VerificationItem']> };
  VerificationKeyPersonInput: VerificationKeyPersonInput;
  VerificationPeople: PeopleModel;
  VerificationRequirementSetInput: VerificationRequirementSetInput;
  VerificationRequirementSetPayload: Omit<VerificationRequirementSetPayload, 'verification'> & { verification: ResolversParentTypes['Verification'] };
  VerificationShareholders: ShareholdersModel;
  Webhook: WebhookModel;
  WebhookAttempt: WebhookAttempt;
  WebhookChangesInput: WebhookChangesInput;
  WebhookConnection: Omit<WebhookConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookEdge']>, nodes: Array<ResolversParentTypes['Webhook']> };
  WebhookCreateInput: WebhookCreateInput;
  WebhookCreatePayload: Omit<WebhookCreatePayload, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  WebhookDeleteInput: WebhookDeleteInput;
  WebhookDeletePayload: WebhookDeletePayload;
  WebhookDeliveriesRetryFailedInput: WebhookDeliveriesRetryFailedInput;
  WebhookDeliveriesRetryFailedPayload: WebhookDeliveriesRetryFailedPayload;
  WebhookDelivery: WebhookDeliveryModel;
  WebhookDeliveryConnection: Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookDeliveryEdge: Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversParentTypes['WebhookDelivery'] };
  WebhookDeliveryRetryInput: WebhookDeliveryRetryInput;
  WebhookDeliveryRetryPayload: Omit<WebhookDeliveryRetryPayload, 'delivery'> & { delivery: ResolversParentTypes['WebhookDelivery'] };
  WebhookEdge: Omit<WebhookEdge, 'node'> & { node: ResolversParentTypes['Webhook'] };
  WebhookUpdateInput: WebhookUpdateInput;
  WebhookUpdatePayload: Omit<WebhookUpdatePayload, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
};

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Actor'] = ResolversParentTypes['Actor']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActorType'], ParentType, ContextType>;
};

export type ActorTypeResolvers = { API_KEY: 'api_key', STAFF_SESSION: 'staff_session', SYSTEM: 'system' };

export type AddressSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressSection'] = ResolversParentTypes['AddressSection']> = {
  businessComercialAddress?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessFiscalAddress?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessFiscalAddressDisaggregated?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['Actor'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankingSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankingSection'] = ResolversParentTypes['BankingSection']> = {
  additionalData?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  documentDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  entityName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
};

export type BoardMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardMember'] = ResolversParentTypes['BoardMember']> = {
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  peopleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapitalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Capital'] = ResolversParentTypes['Capital']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixedValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  variableValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CheckResultResolvers = { FAIL: 'fail', NOT_APPLICABLE: 'not_applicable', PASS: 'pass', WARNING: 'warning' };

export type CheckoutStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutStep'] = ResolversParentTypes['CheckoutStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  address?: Resolver<ResolversTypes['AddressSection'], ParentType, ContextType>;
  banking?: Resolver<ResolversTypes['BankingSection'], ParentType, ContextType>;
  legal?: Resolver<ResolversTypes['LegalSection'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['RegistrationSection'], ParentType, ContextType>;
  signatoryValidation?: Resolver<ResolversTypes['SignatoryValidationSection'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['TaxSection'], ParentType, ContextType>;
};

export type CountryResolvers = { CO: 'co', MX: 'mx' };

export type CreateWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWebhookPayload'] = ResolversParentTypes['CreateWebhookPayload']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type CrossCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossCheck'] = ResolversParentTypes['CrossCheck']> = {
  crossCheck?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  crossCheckValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['CrossCheckResult'], ParentType, ContextType>;
};

export type CrossCheckResultResolvers = { MATCH: 'match', NOT_FOUND: 'not_found', NO_CSF: 'no_csf', NO_MATCH: 'no_match', NO_QR: 'no_qr' };

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DecisionResolvers = { APPROVED: 'approved', NEEDS_REVIEW: 'needs_review', REJECTED: 'rejected' };

export type DecisionFilterResolvers = { APPROVED: 'approved', NEEDS_REVIEW: 'needs_review', NONE: 'none', REJECTED: 'rejected' };

export type DeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryStatusResolvers = { CANCELLED: 'cancelled', FAILED: 'failed', PENDING: 'pending', SENDING: 'sending', SUCCEEDED: 'succeeded' };

export type DocTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocTemplate'] = ResolversParentTypes['DocTemplate']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DocTemplateDeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocTemplateDeletePayload'] = ResolversParentTypes['DocTemplateDeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DocTemplateUploadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocTemplateUploadPayload'] = ResolversParentTypes['DocTemplateUploadPayload']> = {
  template?: Resolver<ResolversTypes['DocTemplate'], ParentType, ContextType>;
};

export type DocumentLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentLink'] = ResolversParentTypes['DocumentLink']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DocumentsStatusResolvers = { FULL_UPLOAD: 'full_upload', PARTIAL_UPLOAD: 'partial_upload', PENDING_UPLOAD: 'pending_upload' };

export type EventNameResolvers = { VERIFICATION_ITEM_PAGES_READ: 'verification_item.pages_read', VERIFICATION_ITEM_REPLACEMENT_REQUESTED: 'verification_item.replacement_requested', VERIFICATION_ITEM_V2_COMPLETED: 'verification_item.v2.completed', VERIFICATION_ITEM_V2_INTERNAL_STATUS_CHANGED: 'verification_item.v2.internal_status_changed', VERIFICATION_V2_CREATED: 'verification.v2.created', VERIFICATION_V2_DECISION_UPDATED: 'verification.v2.decision_updated', VERIFICATION_V2_FINDINGS_UPDATED: 'verification.v2.findings.updated', VERIFICATION_V2_FINISHED: 'verification.v2.finished' };

export type ExportFormatResolvers = { DOCX: 'docx', PDF: 'pdf' };

export type ExportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportResult'] = ResolversParentTypes['ExportResult']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unfilledVariables?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExportVariableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportVariable'] = ResolversParentTypes['ExportVariable']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  example?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExportedDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportedDocument'] = ResolversParentTypes['ExportedDocument']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unfilledVariables?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FindingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Finding'] = ResolversParentTypes['Finding']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  evidence?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['FindingSeverity'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FindingStatus'], ParentType, ContextType>;
};

export type FindingResolutionResolvers = { ACCEPTED: 'accepted', DISMISSED: 'dismissed' };

export type FindingRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FindingRule'] = ResolversParentTypes['FindingRule']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['FindingRuleAction'], ParentType, ContextType>;
};

export type FindingRuleActionResolvers = { IGNORE: 'ignore', REJECT: 'reject', REVIEW: 'review' };

export type FindingSeverityResolvers = { CRITICAL: 'critical', INFO: 'info', WARNING: 'warning' };

export type FindingStatusResolvers = { ACCEPTED: 'accepted', DISMISSED: 'dismissed', OPEN: 'open', RESOLVED: 'resolved' };

export type FindingsSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FindingsSummary'] = ResolversParentTypes['FindingsSummary']> = {
  critical?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FlowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flow'] = ResolversParentTypes['Flow']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creatorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  findingRules?: Resolver<Array<ResolversTypes['FindingRule']>, ParentType, ContextType>;
  flowItems?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  friendlyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSlug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FlowItem']>, ParentType, ContextType>;
  nextStepsCheckout?: Resolver<Array<ResolversTypes['CheckoutStep']>, ParentType, ContextType>;
  recordValidationSchema?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['FlowRequirement']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FlowConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowConnection'] = ResolversParentTypes['FlowConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FlowEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Flow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FlowCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowCreatePayload'] = ResolversParentTypes['FlowCreatePayload']> = {
  flow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
};

export type FlowDeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowDeletePayload'] = ResolversParentTypes['FlowDeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FlowEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowEdge'] = ResolversParentTypes['FlowEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
};

export type FlowItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowItem'] = ResolversParentTypes['FlowItem']> = {
  clientItemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientType?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
  isOptional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  schemaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlowRequirementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowRequirement'] = ResolversParentTypes['FlowRequirement']> = {
  allowedItemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allowedSubtype?: Resolver<Maybe<ResolversTypes['TaxpayerKind']>, ParentType, ContextType>;
  allowedTypes?: Resolver<Array<ResolversTypes['ItemType']>, ParentType, ContextType>;
  conditionalRender?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditionalRenderLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invalidTypeAction?: Resolver<ResolversTypes['InvalidTypeAction'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onInvalidTypeError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peopleScope?: Resolver<Array<ResolversTypes['PersonScope']>, ParentType, ContextType>;
  ruleset?: Resolver<Array<ResolversTypes['FlowRule']>, ParentType, ContextType>;
};

export type FlowRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowRule'] = ResolversParentTypes['FlowRule']> = {
  errorMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  validationRule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FlowUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowUpdatePayload'] = ResolversParentTypes['FlowUpdatePayload']> = {
  flow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
};

export type FormSchemaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchema'] = ResolversParentTypes['FormSchema']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSchema?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uiSchemaDefinition?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FormSchemaConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaConnection'] = ResolversParentTypes['FormSchemaConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FormSchemaEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['FormSchema']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FormSchemaCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaCreatePayload'] = ResolversParentTypes['FormSchemaCreatePayload']> = {
  formSchema?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType>;
};

export type FormSchemaDeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaDeletePayload'] = ResolversParentTypes['FormSchemaDeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FormSchemaEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaEdge'] = ResolversParentTypes['FormSchemaEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType>;
};

export type FormSchemaUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaUpdatePayload'] = ResolversParentTypes['FormSchemaUpdatePayload']> = {
  formSchema?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType>;
};

export type InvalidTypeActionResolvers = { IGNORE: 'ignore', INVALIDATE: 'invalidate' };

export type ItemCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemCheck'] = ResolversParentTypes['ItemCheck']> = {
  actual?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  crossCheck?: Resolver<Maybe<ResolversTypes['CrossCheckResult']>, ParentType, ContextType>;
  crossCheckItemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crossCheckValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  expected?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['CheckResult'], ParentType, ContextType>;
};

export type ItemCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemCounts'] = ResolversParentTypes['ItemCounts']> = {
  complete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemField'] = ResolversParentTypes['ItemField']> = {
  checks?: Resolver<Array<ResolversTypes['ItemCheck']>, ParentType, ContextType>;
  confidence?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  informationSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ocrValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validations?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ItemFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemFile'] = ResolversParentTypes['ItemFile']> = {
  acceptedAsType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duplicateOfItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pagesDone?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pagesTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  processingMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemInternalStatusResolvers = { CLASSIFICATION_FAILED: 'classification_failed', EXTRACTION_FINISHED: 'extraction_finished', INVALIDATED: 'invalidated', NEEDS_REVIEW: 'needs_review', PENDING_REVIEW: 'pending_review', PENDING_VALIDATION: 'pending_validation', PROCESSING: 'processing', VALIDATION_FAILED: 'validation_failed', VALIDATION_SUCCESS: 'validation_success' };

export type ItemReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemReview'] = ResolversParentTypes['ItemReview']> = {
  action?: Resolver<ResolversTypes['ReviewAction'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ItemStatusResolvers = { COMPLETE: 'complete', PENDING: 'pending' };

export type ItemTypeResolvers = { AA_MX: 'aa_mx', AC_MX: 'ac_mx', BANK_STATEMENT: 'bank_statement', CAMARA_COMERCIO_CO_EXTRACTOR: 'camara_comercio_co_extractor', CC_CO_OPS: 'cc_co_ops', CSF_MX: 'csf_mx', CURP_ITEM: 'curp_item', DESIGNACION_RESPONSABLE_CUMPLIMIENTO_EXTRACTOR: 'designacion_responsable_cumplimiento_extractor', DOC_VALIDATION: 'doc_validation', FINANCIAL_STATEMENTS_ANY: 'financial_statements_any', FME_MX: 'fme_mx', FORMS: 'forms', GENERIC: 'generic', LIEN_CERTIFICATE: 'lien_certificate', PAYROLL_RECEIPT: 'payroll_receipt', PERSON_ID: 'person_id', PROOF_ADDRESS: 'proof_address', PROPERTY_DEED: 'property_deed', PROPERTY_TAX_RECEIPT: 'property_tax_receipt', PUBLIC_ADDRESS_CC_CO: 'public_address_cc_co', PUBLIC_RUT_CO: 'public_rut_co', PUBLIC_SAT_SIGNATURES: 'public_sat_signatures', PW_MX: 'pw_mx', REGISTRO_ACTIVIDADES_VULNERABLES_EXTRACTOR: 'registro_actividades_vulnerables_extractor', RUES: 'rues', RUT_CO: 'rut_co', SIGER: 'siger', SIGER_SHAREHOLDERS: 'siger_shareholders', TAX_PAYMENT_COMPLIANCE: 'tax_payment_compliance', TRUST_CONTRACT_FIDEICOMISO_EXTRACTOR: 'trust_contract_fideicomiso_extractor', UBOS: 'ubos', UNION_DOCUMENTS_EXTRACTOR: 'union_documents_extractor', UNKNOWN: 'unknown' };

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LegalSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegalSection'] = ResolversParentTypes['LegalSection']> = {
  businessAssetPledging?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessCreditorAbility?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessDuration?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessExpiryDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessFolioNumber?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessGuarantorAbility?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessLegalAddress?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessType?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  corporatePurpose?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  latestActaDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  es?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptItemAsType?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationAcceptItemAsTypeArgs, 'itemId' | 'itemType'>>;
  addVerificationItems?: Resolver<Array<ResolversTypes['VerificationItem']>, ParentType, ContextType, RequireFields<MutationAddVerificationItemsArgs, 'items' | 'verificationId'>>;
  completeItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationCompleteItemArgs, 'input' | 'itemId'>>;
  correctItemField?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationCorrectItemFieldArgs, 'field' | 'itemId'>>;
  createFlow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType, RequireFields<MutationCreateFlowArgs, 'input'>>;
  createFormSchema?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType, RequireFields<MutationCreateFormSchemaArgs, 'input'>>;
  createSession?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType>;
  createUploadTicket?: Resolver<ResolversTypes['UploadTicket'], ParentType, ContextType, RequireFields<MutationCreateUploadTicketArgs, 'itemId'>>;
  createVerification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType, RequireFields<MutationCreateVerificationArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['CreateWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteDocTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDocTemplateArgs, 'id'>>;
  deleteFlow?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowArgs, 'idSlug'>>;
  deleteFormSchema?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteFormSchemaArgs, 'idSchema'>>;
  deleteWebhook?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  docTemplateDelete?: Resolver<ResolversTypes['DocTemplateDeletePayload'], ParentType, ContextType, RequireFields<MutationDocTemplateDeleteArgs, 'input'>>;
  docTemplateUpload?: Resolver<ResolversTypes['DocTemplateUploadPayload'], ParentType, ContextType, RequireFields<MutationDocTemplateUploadArgs, 'input'>>;
  exportVerification?: Resolver<ResolversTypes['ExportResult'], ParentType, ContextType, RequireFields<MutationExportVerificationArgs, 'templateId' | 'verificationId'>>;
  flowCreate?: Resolver<ResolversTypes['FlowCreatePayload'], ParentType, ContextType, RequireFields<MutationFlowCreateArgs, 'input'>>;
  flowDelete?: Resolver<ResolversTypes['FlowDeletePayload'], ParentType, ContextType, RequireFields<MutationFlowDeleteArgs, 'input'>>;
  flowUpdate?: Resolver<ResolversTypes['FlowUpdatePayload'], ParentType, ContextType, RequireFields<MutationFlowUpdateArgs, 'input'>>;
  formSchemaCreate?: Resolver<ResolversTypes['FormSchemaCreatePayload'], ParentType, ContextType, RequireFields<MutationFormSchemaCreateArgs, 'input'>>;
  formSchemaDelete?: Resolver<ResolversTypes['FormSchemaDeletePayload'], ParentType, ContextType, RequireFields<MutationFormSchemaDeleteArgs, 'input'>>;
  formSchemaUpdate?: Resolver<ResolversTypes['FormSchemaUpdatePayload'], ParentType, ContextType, RequireFields<MutationFormSchemaUpdateArgs, 'input'>>;
  invalidateItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationInvalidateItemArgs, 'itemId'>>;
  reprocessItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationReprocessItemArgs, 'itemId'>>;
  resolveFinding?: Resolver<ResolversTypes['ResolveFindingPayload'], ParentType, ContextType, RequireFields<MutationResolveFindingArgs, 'input'>>;
  retryFailedWebhookDeliveries?: Resolver<ResolversTypes['RetryDeliveriesPayload'], ParentType, ContextType, RequireFields<MutationRetryFailedWebhookDeliveriesArgs, 'since' | 'webhookId'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  setRequirementEnabled?: Resolver<ResolversTypes['Verification'], ParentType, ContextType, RequireFields<MutationSetRequirementEnabledArgs, 'enabled' | 'key' | 'verificationId'>>;
  setVerificationDecision?: Resolver<ResolversTypes['SetVerificationDecisionPayload'], ParentType, ContextType, RequireFields<MutationSetVerificationDecisionArgs, 'input'>>;
  staffSessionCreate?: Resolver<ResolversTypes['StaffSessionCreatePayload'], ParentType, ContextType, Partial<MutationStaffSessionCreateArgs>>;
  submitFormItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationSubmitFormItemArgs, 'itemId' | 'values'>>;
  updateFlow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType, RequireFields<MutationUpdateFlowArgs, 'idSlug' | 'input'>>;
  updateFormSchema?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType, RequireFields<MutationUpdateFormSchemaArgs, 'idSchema' | 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id' | 'input'>>;
  uploadDocTemplate?: Resolver<ResolversTypes['DocTemplate'], ParentType, ContextType, RequireFields<MutationUploadDocTemplateArgs, 'base64' | 'name'>>;
  uploadItemFile?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationUploadItemFileArgs, 'file' | 'itemId'>>;
  verificationCreate?: Resolver<ResolversTypes['VerificationCreatePayload'], ParentType, ContextType, RequireFields<MutationVerificationCreateArgs, 'input'>>;
  verificationExport?: Resolver<ResolversTypes['VerificationExportPayload'], ParentType, ContextType, RequireFields<MutationVerificationExportArgs, 'input'>>;
  verificationItemAcceptAsType?: Resolver<ResolversTypes['VerificationItemAcceptAsTypePayload'], ParentType, ContextType, RequireFields<MutationVerificationItemAcceptAsTypeArgs, 'input'>>;
  verificationItemComplete?: Resolver<ResolversTypes['VerificationItemCompletePayload'], ParentType, ContextType, RequireFields<MutationVerificationItemCompleteArgs, 'input'>>;
  verificationItemFieldCorrect?: Resolver<ResolversTypes['VerificationItemFieldCorrectPayload'], ParentType, ContextType, RequireFields<MutationVerificationItemFieldCorrectArgs, 'input'>>;
  verificationItemFileUpload?: Resolver<ResolversTypes['VerificationItemFileUploadPayload'], ParentType, ContextType, RequireFields<MutationVerificationItemFileUploadArgs, 'input'>>;
  verificationItemFormSubmit?: Resolver<ResolversTypes['VerificationItemFormSubmitPayload'], ParentType, ContextType, RequireFields<MutationVerificationItemFormSubmitArgs, 'input'>>;
  verificationItemInvalidate?: Resolver<ResolversTypes['VerificationItemInvalidatePayload'], ParentType, ContextType, RequireFields<MutationVerificationItemInvalidateArgs, 'input'>>;
  verificationItemReplacementRequest?: Resolver<ResolversTypes['VerificationItemReplacementRequestPayload'], ParentType, ContextType, RequireFields<MutationVerificationItemReplacementRequestArgs, 'input'>>;
  verificationItemReprocess?: Resolver<ResolversTypes['VerificationItemReprocessPayload'], ParentType, ContextType, RequireFields<MutationVerificationItemReprocessArgs, 'input'>>;
  verificationItemUploadTicketCreate?: Resolver<ResolversTypes['VerificationItemUploadTicketCreatePayload'], ParentType, ContextType, RequireFields<MutationVerificationItemUploadTicketCreateArgs, 'input'>>;
  verificationItemsAdd?: Resolver<ResolversTypes['VerificationItemsAddPayload'], ParentType, ContextType, RequireFields<MutationVerificationItemsAddArgs, 'input'>>;
  verificationRequirementSet?: Resolver<ResolversTypes['VerificationRequirementSetPayload'], ParentType, ContextType, RequireFields<MutationVerificationRequirementSetArgs, 'input'>>;
  webhookCreate?: Resolver<ResolversTypes['WebhookCreatePayload'], ParentType, ContextType, RequireFields<MutationWebhookCreateArgs, 'input'>>;
  webhookDelete?: Resolver<ResolversTypes['WebhookDeletePayload'], ParentType, ContextType, RequireFields<MutationWebhookDeleteArgs, 'input'>>;
  webhookDeliveriesRetryFailed?: Resolver<ResolversTypes['WebhookDeliveriesRetryFailedPayload'], ParentType, ContextType, RequireFields<MutationWebhookDeliveriesRetryFailedArgs, 'input'>>;
  webhookDeliveryRetry?: Resolver<ResolversTypes['WebhookDeliveryRetryPayload'], ParentType, ContextType, RequireFields<MutationWebhookDeliveryRetryArgs, 'input'>>;
  webhookUpdate?: Resolver<ResolversTypes['WebhookUpdatePayload'], ParentType, ContextType, RequireFields<MutationWebhookUpdateArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Account' | 'Flow' | 'FormSchema' | 'Verification' | 'VerificationItem' | 'Webhook' | 'WebhookDelivery', ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  idNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  names?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  peopleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['PersonRole']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonPowerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonPower'] = ResolversParentTypes['PersonPower']> = {
  hasLimits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limitsDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  powerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signatureType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonRole'] = ResolversParentTypes['PersonRole']> = {
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  powers?: Resolver<Array<ResolversTypes['PersonPower']>, ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['ValueSource']>, ParentType, ContextType>;
};

export type PersonScopeResolvers = { DOC_VALIDATION: 'doc_validation', POWERS: 'powers' };

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  companyByTag?: Resolver<Maybe<ResolversTypes['Verification']>, ParentType, ContextType, RequireFields<QueryCompanyByTagArgs, 'tag'>>;
  docTemplate?: Resolver<Maybe<ResolversTypes['DocTemplate']>, ParentType, ContextType, RequireFields<QueryDocTemplateArgs, 'id'>>;
  docTemplates?: Resolver<Array<ResolversTypes['DocTemplate']>, ParentType, ContextType>;
  exportVariables?: Resolver<Array<ResolversTypes['ExportVariable']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType, RequireFields<QueryFlowArgs, 'idSlug'>>;
  flows?: Resolver<ResolversTypes['FlowConnection'], ParentType, ContextType, Partial<QueryFlowsArgs>>;
  formSchema?: Resolver<Maybe<ResolversTypes['FormSchema']>, ParentType, ContextType, RequireFields<QueryFormSchemaArgs, 'idSchema'>>;
  formSchemas?: Resolver<ResolversTypes['FormSchemaConnection'], ParentType, ContextType, Partial<QueryFormSchemasArgs>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  verification?: Resolver<Maybe<ResolversTypes['Verification']>, ParentType, ContextType, RequireFields<QueryVerificationArgs, 'id'>>;
  verificationItem?: Resolver<Maybe<ResolversTypes['VerificationItem']>, ParentType, ContextType, RequireFields<QueryVerificationItemArgs, 'id'>>;
  verifications?: Resolver<ResolversTypes['VerificationConnection'], ParentType, ContextType, Partial<QueryVerificationsArgs>>;
  viewer?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookEventNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  webhooks?: Resolver<ResolversTypes['WebhookConnection'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
};

export type RegistrationSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationSection'] = ResolversParentTypes['RegistrationSection']> = {
  actaNumber?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessType?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  folioDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  folioInscriptionDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  folioNumber?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  hasConstitutive?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  notaryName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  notaryNumber?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  registrationDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
};

export type RequestedPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestedPerson'] = ResolversParentTypes['RequestedPerson']> = {
  names?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<Array<ResolversTypes['PersonScope']>, ParentType, ContextType>;
};

export type RequirementStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequirementState'] = ResolversParentTypes['RequirementState']> = {
  allowedItemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allowedTypes?: Resolver<Array<ResolversTypes['ItemType']>, ParentType, ContextType>;
  conditionalRender?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditionalRenderLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['VerificationItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['SlotProblem']>, ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  satisfied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResolveFindingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolveFindingPayload'] = ResolversParentTypes['ResolveFindingPayload']> = {
  finding?: Resolver<ResolversTypes['Finding'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
};

export type RetryDeliveriesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryDeliveriesPayload'] = ResolversParentTypes['RetryDeliveriesPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewActionResolvers = { ACCEPT_AS_TYPE: 'accept_as_type', CORRECT_FIELD: 'correct_field', INVALIDATE: 'invalidate', REPROCESS: 'reprocess' };

export type RuleOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleOutcome'] = ResolversParentTypes['RuleOutcome']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  passed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SetVerificationDecisionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetVerificationDecisionPayload'] = ResolversParentTypes['SetVerificationDecisionPayload']> = {
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
};

export type ShareholderEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareholderEntry'] = ResolversParentTypes['ShareholderEntry']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  peopleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SignatoryValidationSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignatoryValidationSection'] = ResolversParentTypes['SignatoryValidationSection']> = {
  documentNumber?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  idValidationProvider?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  maternalLastName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  nameComparisonResult?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  paternalLastName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  validationDate?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  validationStatus?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  validationValue?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
};

export type SlotProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SlotProblem'] = ResolversParentTypes['SlotProblem']> = {
  kind?: Resolver<ResolversTypes['SlotProblemKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  staffReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SlotProblemKindResolvers = { CHECK_FAILED: 'check_failed', EXPIRED: 'expired', NOT_THIS_COMPANY: 'not_this_company', PASSWORD_PROTECTED: 'password_protected', REPLACEMENT_REQUESTED: 'replacement_requested', TOO_OLD: 'too_old', UNREADABLE: 'unreadable', WRONG_TYPE: 'wrong_type' };

export type SourcedValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourcedValue'] = ResolversParentTypes['SourcedValue']> = {
  source?: Resolver<Maybe<ResolversTypes['ValueSource']>, ParentType, ContextType>;
  validations?: Resolver<Array<ResolversTypes['CrossCheck']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type StaffSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffSession'] = ResolversParentTypes['StaffSession']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffSessionCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffSessionCreatePayload'] = ResolversParentTypes['StaffSessionCreatePayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  verificationEvents?: SubscriptionResolver<ResolversTypes['VerificationEvent'], "verificationEvents", ParentType, ContextType, Partial<SubscriptionVerificationEventsArgs>>;
  verificationUpdated?: SubscriptionResolver<ResolversTypes['Verification'], "verificationUpdated", ParentType, ContextType, RequireFields<SubscriptionVerificationUpdatedArgs, 'id'>>;
};

export type TaxSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxSection'] = ResolversParentTypes['TaxSection']> = {
  additionalData?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessFiscalStatus?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessMainActivity?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessRegime?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessTaxId?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessType?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  hasConstancia?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  qrValidation?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
};

export type TaxpayerKindResolvers = { BUSINESS: 'business', INDIVIDUAL: 'individual' };

export type UploadTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadTicket'] = ResolversParentTypes['UploadTicket']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ValueSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValueSource'] = ResolversParentTypes['ValueSource']> = {
  documentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extraFields?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  informationSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Verification'] = ResolversParentTypes['Verification']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  audit?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['Decision']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['DocumentLink']>, ParentType, ContextType>;
  documentsStatus?: Resolver<Maybe<ResolversTypes['DocumentsStatus']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  findingsSummary?: Resolver<ResolversTypes['FindingsSummary'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  flowId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  friendlyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCounts?: Resolver<ResolversTypes['ItemCounts'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['VerificationItem']>, ParentType, ContextType>;
  keyPeople?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  nextStepsCheckout?: Resolver<Array<ResolversTypes['CheckoutStep']>, ParentType, ContextType>;
  onboardingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['VerificationPeople'], ParentType, ContextType>;
  requestedPeople?: Resolver<Array<ResolversTypes['RequestedPerson']>, ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['RequirementState']>, ParentType, ContextType>;
  shareholders?: Resolver<ResolversTypes['VerificationShareholders'], ParentType, ContextType>;
  signatoryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, Partial<VerificationWebhookDeliveriesArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VerificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationConnection'] = ResolversParentTypes['VerificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['VerificationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Verification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type VerificationCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationCreatePayload'] = ResolversParentTypes['VerificationCreatePayload']> = {
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
};

export type VerificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationEdge'] = ResolversParentTypes['VerificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
};

export type VerificationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationEvent'] = ResolversParentTypes['VerificationEvent']> = {
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['EventName'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verificationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type VerificationExportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationExportPayload'] = ResolversParentTypes['VerificationExportPayload']> = {
  document?: Resolver<ResolversTypes['ExportedDocument'], ParentType, ContextType>;
};

export type VerificationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItem'] = ResolversParentTypes['VerificationItem']> = {
  allowedTypes?: Resolver<Maybe<Array<ResolversTypes['ItemType']>>, ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['ItemCheck']>, ParentType, ContextType>;
  checksPassed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  clientType?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ItemField']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['ItemFile']>, ParentType, ContextType>;
  formSchema?: Resolver<Maybe<ResolversTypes['FormSchema']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invalidated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOptional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOptions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemScope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemStatus?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemUiOptions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  itemValue?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  originalFileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestedType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirementKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['ItemReview']>, ParentType, ContextType>;
  ruleOutcomes?: Resolver<Array<ResolversTypes['RuleOutcome']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
  typeAccepted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userEventCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userEventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userEventReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationResult?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
  verificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VerificationItemAcceptAsTypePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemAcceptAsTypePayload'] = ResolversParentTypes['VerificationItemAcceptAsTypePayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemCompletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemCompletePayload'] = ResolversParentTypes['VerificationItemCompletePayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemFieldCorrectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemFieldCorrectPayload'] = ResolversParentTypes['VerificationItemFieldCorrectPayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemFileUploadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemFileUploadPayload'] = ResolversParentTypes['VerificationItemFileUploadPayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemFormSubmitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemFormSubmitPayload'] = ResolversParentTypes['VerificationItemFormSubmitPayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemInvalidatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemInvalidatePayload'] = ResolversParentTypes['VerificationItemInvalidatePayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemReplacementRequestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemReplacementRequestPayload'] = ResolversParentTypes['VerificationItemReplacementRequestPayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemReprocessPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemReprocessPayload'] = ResolversParentTypes['VerificationItemReprocessPayload']> = {
  item?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType>;
};

export type VerificationItemUploadTicketCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemUploadTicketCreatePayload'] = ResolversParentTypes['VerificationItemUploadTicketCreatePayload']> = {
  ticket?: Resolver<ResolversTypes['UploadTicket'], ParentType, ContextType>;
};

export type VerificationItemsAddPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItemsAddPayload'] = ResolversParentTypes['VerificationItemsAddPayload']> = {
  items?: Resolver<Array<ResolversTypes['VerificationItem']>, ParentType, ContextType>;
};

export type VerificationPeopleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationPeople'] = ResolversParentTypes['VerificationPeople']> = {
  boardMembers?: Resolver<Array<ResolversTypes['BoardMember']>, ParentType, ContextType>;
  fullList?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  keyPeople?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
};

export type VerificationRequirementSetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationRequirementSetPayload'] = ResolversParentTypes['VerificationRequirementSetPayload']> = {
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
};

export type VerificationShareholdersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationShareholders'] = ResolversParentTypes['VerificationShareholders']> = {
  capital?: Resolver<Maybe<ResolversTypes['Capital']>, ParentType, ContextType>;
  shareholders?: Resolver<Array<ResolversTypes['ShareholderEntry']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['ValueSource']>, ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VerificationStatusResolvers = { ERROR: 'error', FINISHED: 'finished', PENDING: 'pending' };

export type WebhookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['WebhookDeliveryConnection'], ParentType, ContextType, Partial<WebhookDeliveriesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventNames?: Resolver<Array<ResolversTypes['EventName']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WebhookAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = {
  attemptNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookConnection'] = ResolversParentTypes['WebhookConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WebhookEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WebhookCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookCreatePayload'] = ResolversParentTypes['WebhookCreatePayload']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type WebhookDeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeletePayload'] = ResolversParentTypes['WebhookDeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookDeliveriesRetryFailedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveriesRetryFailedPayload'] = ResolversParentTypes['WebhookDeliveriesRetryFailedPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attemptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['EventName'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verificationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WebhookDeliveryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryConnection'] = ResolversParentTypes['WebhookDeliveryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WebhookDeliveryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WebhookDeliveryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryEdge'] = ResolversParentTypes['WebhookDeliveryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
};

export type WebhookDeliveryRetryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryRetryPayload'] = ResolversParentTypes['WebhookDeliveryRetryPayload']> = {
  delivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
};

export type WebhookEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEdge'] = ResolversParentTypes['WebhookEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type WebhookStatusResolvers = { DISABLED: 'disabled', ENABLED: 'enabled' };

export type WebhookUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookUpdatePayload'] = ResolversParentTypes['WebhookUpdatePayload']> = {
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Account?: AccountResolvers<ContextType>;
  Actor?: ActorResolvers<ContextType>;
  ActorType?: ActorTypeResolvers;
  AddressSection?: AddressSectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  BankingSection?: BankingSectionResolvers<ContextType>;
  BoardMember?: BoardMemberResolvers<ContextType>;
  Capital?: CapitalResolvers<ContextType>;
  CheckResult?: CheckResultResolvers;
  CheckoutStep?: CheckoutStepResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  Country?: CountryResolvers;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  CrossCheck?: CrossCheckResolvers<ContextType>;
  CrossCheckResult?: CrossCheckResultResolvers;
  DateTime?: GraphQLScalarType;
  Decision?: DecisionResolvers;
  DecisionFilter?: DecisionFilterResolvers;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DeliveryStatus?: DeliveryStatusResolvers;
  DocTemplate?: DocTemplateResolvers<ContextType>;
  DocTemplateDeletePayload?: DocTemplateDeletePayloadResolvers<ContextType>;
  DocTemplateUploadPayload?: DocTemplateUploadPayloadResolvers<ContextType>;
  DocumentLink?: DocumentLinkResolvers<ContextType>;
  DocumentsStatus?: DocumentsStatusResolvers;
  EventName?: EventNameResolvers;
  ExportFormat?: ExportFormatResolvers;
  ExportResult?: ExportResultResolvers<ContextType>;
  ExportVariable?: ExportVariableResolvers<ContextType>;
  ExportedDocument?: ExportedDocumentResolvers<ContextType>;
  Finding?: FindingResolvers<ContextType>;
  FindingResolution?: FindingResolutionResolvers;
  FindingRule?: FindingRuleResolvers<ContextType>;
  FindingRuleAction?: FindingRuleActionResolvers;
  FindingSeverity?: FindingSeverityResolvers;
  FindingStatus?: FindingStatusResolvers;
  FindingsSummary?: FindingsSummaryResolvers<ContextType>;
  Flow?: FlowResolvers<ContextType>;
  FlowConnection?: FlowConnectionResolvers<ContextType>;
  FlowCreatePayload?: FlowCreatePayloadResolvers<ContextType>;
  FlowDeletePayload?: FlowDeletePayloadResolvers<ContextType>;
  FlowEdge?: FlowEdgeResolvers<ContextType>;
  FlowItem?: FlowItemResolvers<ContextType>;
  FlowRequirement?: FlowRequirementResolvers<ContextType>;
  FlowRule?: FlowRuleResolvers<ContextType>;
  FlowUpdatePayload?: FlowUpdatePayloadResolvers<ContextType>;
  FormSchema?: FormSchemaResolvers<ContextType>;
  FormSchemaConnection?: FormSchemaConnectionResolvers<ContextType>;
  FormSchemaCreatePayload?: FormSchemaCreatePayloadResolvers<ContextType>;
  FormSchemaDeletePayload?: FormSchemaDeletePayloadResolvers<ContextType>;
  FormSchemaEdge?: FormSchemaEdgeResolvers<ContextType>;
  FormSchemaUpdatePayload?: FormSchemaUpdatePayloadResolvers<ContextType>;
  InvalidTypeAction?: InvalidTypeActionResolvers;
  ItemCheck?: ItemCheckResolvers<ContextType>;
  ItemCounts?: ItemCountsResolvers<ContextType>;
  ItemField?: ItemFieldResolvers<ContextType>;
  ItemFile?: ItemFileResolvers<ContextType>;
  ItemInternalStatus?: ItemInternalStatusResolvers;
  ItemReview?: ItemReviewResolvers<ContextType>;
  ItemStatus?: ItemStatusResolvers;
  ItemType?: ItemTypeResolvers;
  JSON?: GraphQLScalarType;
  LegalSection?: LegalSectionResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonPower?: PersonPowerResolvers<ContextType>;
  PersonRole?: PersonRoleResolvers<ContextType>;
  PersonScope?: PersonScopeResolvers;
  Query?: QueryResolvers<ContextType>;
  RegistrationSection?: RegistrationSectionResolvers<ContextType>;
  RequestedPerson?: RequestedPersonResolvers<ContextType>;
  RequirementState?: RequirementStateResolvers<ContextType>;
  ResolveFindingPayload?: ResolveFindingPayloadResolvers<ContextType>;
  RetryDeliveriesPayload?: RetryDeliveriesPayloadResolvers<ContextType>;
  ReviewAction?: ReviewActionResolvers;
  RuleOutcome?: RuleOutcomeResolvers<ContextType>;
  SetVerificationDecisionPayload?: SetVerificationDecisionPayloadResolvers<ContextType>;
  ShareholderEntry?: ShareholderEntryResolvers<ContextType>;
  SignatoryValidationSection?: SignatoryValidationSectionResolvers<ContextType>;
  SlotProblem?: SlotProblemResolvers<ContextType>;
  SlotProblemKind?: SlotProblemKindResolvers;
  SourcedValue?: SourcedValueResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  StaffSessionCreatePayload?: StaffSessionCreatePayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TaxSection?: TaxSectionResolvers<ContextType>;
  TaxpayerKind?: TaxpayerKindResolvers;
  UploadTicket?: UploadTicketResolvers<ContextType>;
  ValueSource?: ValueSourceResolvers<ContextType>;
  Verification?: VerificationResolvers<ContextType>;
  VerificationConnection?: VerificationConnectionResolvers<ContextType>;
  VerificationCreatePayload?: VerificationCreatePayloadResolvers<ContextType>;
  VerificationEdge?: VerificationEdgeResolvers<ContextType>;
  VerificationEvent?: VerificationEventResolvers<ContextType>;
  VerificationExportPayload?: VerificationExportPayloadResolvers<ContextType>;
  VerificationItem?: VerificationItemResolvers<ContextType>;
  VerificationItemAcceptAsTypePayload?: VerificationItemAcceptAsTypePayloadResolvers<ContextType>;
  VerificationItemCompletePayload?: VerificationItemCompletePayloadResolvers<ContextType>;
  VerificationItemFieldCorrectPayload?: VerificationItemFieldCorrectPayloadResolvers<ContextType>;
  VerificationItemFileUploadPayload?: VerificationItemFileUploadPayloadResolvers<ContextType>;
  VerificationItemFormSubmitPayload?: VerificationItemFormSubmitPayloadResolvers<ContextType>;
  VerificationItemInvalidatePayload?: VerificationItemInvalidatePayloadResolvers<ContextType>;
  VerificationItemReplacementRequestPayload?: VerificationItemReplacementRequestPayloadResolvers<ContextType>;
  VerificationItemReprocessPayload?: VerificationItemReprocessPayloadResolvers<ContextType>;
  VerificationItemUploadTicketCreatePayload?: VerificationItemUploadTicketCreatePayloadResolvers<ContextType>;
  VerificationItemsAddPayload?: VerificationItemsAddPayloadResolvers<ContextType>;
  VerificationPeople?: VerificationPeopleResolvers<ContextType>;
  VerificationRequirementSetPayload?: VerificationRequirementSetPayloadResolvers<ContextType>;
  VerificationShareholders?: VerificationShareholdersResolvers<ContextType>;
  VerificationStatus?: VerificationStatusResolvers;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookConnection?: WebhookConnectionResolvers<ContextType>;
  WebhookCreatePayload?: WebhookCreatePayloadResolvers<ContextType>;
  WebhookDeletePayload?: WebhookDeletePayloadResolvers<ContextType>;
  WebhookDeliveriesRetryFailedPayload?: WebhookDeliveriesRetryFailedPayloadResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
  WebhookDeliveryRetryPayload?: WebhookDeliveryRetryPayloadResolvers<ContextType>;
  WebhookEdge?: WebhookEdgeResolvers<ContextType>;
  WebhookStatus?: WebhookStatusResolvers;
  WebhookUpdatePayload?: WebhookUpdatePayloadResolvers<ContextType>;
};

