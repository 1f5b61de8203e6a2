import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Account as AccountModel } from '../domain/accounts/account';
import type { Webhook as WebhookModel } from '../domain/webhooks/webhook';
import type { FormSchema as FormSchemaModel } from '../domain/form-schemas/form-schema';
import type { Flow as FlowModel } from '../domain/flows/flow';
import type { Verification as VerificationModel, VerificationItem as VerificationItemModel } from '../domain/verifications/verification';
import type { RequirementView, SectionModel, BoardMemberModel, CapitalModel } from './models';
import type { WebhookDelivery as WebhookDeliveryModel } from '../domain/webhooks/delivery';
import type { BusEvent } from '../events/dispatcher';
import type { ItemFile as ItemFileModel, ItemReview as ItemReviewModel } from '../domain/documents/document.repository';
import type { Details as CompanyModel, Sourced as SourcedModel, Source as SourceModel, CrossCheck as CrossCheckModel, Person as PersonModel, Role as RoleModel, Power as PowerModel, People as PeopleModel, Shareholder as ShareholderModel, Shareholders as ShareholdersModel, DocumentEntry as DocumentEntryModel } from '../domain/company/company';
import type { DocTemplate as DocTemplateModel } from '../domain/export/template.service';
import type { ExportResult as ExportResultModel } from '../domain/export/export.service';
import type { FieldView as FieldViewModel } from '../domain/documents/confidence';
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
  /** An ISO 8601 date-time string. */
  DateTime: { input: Date; output: Date; }
  /** A free-form JSON value (objects whose shape the REST layer documents). */
  JSON: { input: unknown; output: unknown; }
};

export type Account = {
  __typename?: 'Account';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AddressSection = {
  __typename?: 'AddressSection';
  businessComercialAddress?: Maybe<SourcedValue>;
  businessFiscalAddress?: Maybe<SourcedValue>;
  businessFiscalAddressDisaggregated?: Maybe<SourcedValue>;
};

export type BankingSection = {
  __typename?: 'BankingSection';
  additionalData?: Maybe<SourcedValue>;
  address?: Maybe<SourcedValue>;
  documentDate?: Maybe<SourcedValue>;
  documentNumber?: Maybe<SourcedValue>;
  entityName?: Maybe<SourcedValue>;
};

export type BoardMember = {
  __typename?: 'BoardMember';
  event: Scalars['String']['output'];
  name: Scalars['String']['output'];
  peopleId: Scalars['Int']['output'];
  role: Scalars['String']['output'];
};

export type Capital = {
  __typename?: 'Capital';
  currency: Scalars['String']['output'];
  fixedValue?: Maybe<Scalars['Float']['output']>;
  totalValue?: Maybe<Scalars['Float']['output']>;
  variableValue?: Maybe<Scalars['Float']['output']>;
};

export type CheckoutStep = {
  __typename?: 'CheckoutStep';
  description: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** What bvs learned about the company, consolidated across its documents. */
export type Company = {
  __typename?: 'Company';
  address: AddressSection;
  banking: BankingSection;
  legal: LegalSection;
  registration: RegistrationSection;
  signatoryValidation: SignatoryValidationSection;
  tax: TaxSection;
};

export type CompleteItemInput = {
  internalStatus?: InputMaybe<Scalars['String']['input']>;
  itemError?: InputMaybe<Scalars['String']['input']>;
  /** The document type found, for document items. */
  itemType?: InputMaybe<Scalars['String']['input']>;
  itemValue?: InputMaybe<Scalars['JSON']['input']>;
  validationResult?: InputMaybe<Scalars['JSON']['input']>;
};

export enum Country {
  Co = 'co',
  Mx = 'mx'
}

export type CreateFlowInput = {
  country?: InputMaybe<Country>;
  /** flow_items in the REST layer's shape. */
  flowItems?: InputMaybe<Scalars['JSON']['input']>;
  friendlyName: Scalars['String']['input'];
  idSlug: Scalars['ID']['input'];
  /** record_validation_schema in the REST layer's shape. */
  recordValidationSchema?: InputMaybe<Scalars['JSON']['input']>;
};

export type CreateFormSchemaInput = {
  idSchema: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  uiSchemaDefinition: Scalars['JSON']['input'];
};

export type CreateVerificationInput = {
  country: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  /** A flow's id_slug; or give items. */
  flowId?: InputMaybe<Scalars['String']['input']>;
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<ItemInput>>;
  keyPeople?: InputMaybe<Array<KeyPersonInput>>;
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  options?: InputMaybe<Scalars['JSON']['input']>;
  signatoryEmail?: InputMaybe<Scalars['String']['input']>;
  tag: Scalars['String']['input'];
  taxId: Scalars['String']['input'];
};

export type CreateWebhookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** The only response that carries the signing secret; it cannot be read again. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  secret: Scalars['String']['output'];
  webhook: Webhook;
};

/** A cross-document check shown beside a value (spec 2.6 validations). */
export type CrossCheck = {
  __typename?: 'CrossCheck';
  /** match, no_match, no_csf, no_qr or not_found. */
  crossCheck: Scalars['String']['output'];
  crossCheckValue?: Maybe<Scalars['JSON']['output']>;
  itemType?: Maybe<Scalars['String']['output']>;
};

export type DeletePayload = {
  __typename?: 'DeletePayload';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export enum DeliveryStatus {
  Cancelled = 'cancelled',
  Failed = 'failed',
  Pending = 'pending',
  Sending = 'sending',
  Succeeded = 'succeeded'
}

/** A customer's DOCX template, with the variables it uses. */
export type DocTemplate = {
  __typename?: 'DocTemplate';
  createdAt: Scalars['DateTime']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  variables: Array<Scalars['String']['output']>;
};

export type DocumentLink = {
  __typename?: 'DocumentLink';
  createdAt: Scalars['DateTime']['output'];
  hash?: Maybe<Scalars['String']['output']>;
  itemType: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export enum DocumentsStatus {
  FullUpload = 'full_upload',
  PartialUpload = 'partial_upload',
  PendingUpload = 'pending_upload'
}

export enum ExportFormat {
  Docx = 'docx',
  Pdf = 'pdf'
}

export type ExportKeyPersonInput = {
  /** key_person_1, key_person_2, … in order. */
  key: Scalars['String']['input'];
  /** people_id from Verification.people.keyPeople. */
  personId: Scalars['Int']['input'];
  /** id of one of that person's roles. */
  roleId: Scalars['String']['input'];
};

export type ExportResult = {
  __typename?: 'ExportResult';
  /** Signed link to the generated file. */
  downloadUrl: Scalars['String']['output'];
  /** Milliseconds until the link expires. */
  expiresIn: Scalars['Float']['output'];
  format: ExportFormat;
  message: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
  unfilledVariables: Array<Scalars['String']['output']>;
};

/** A variable (or loop) a template may use. */
export type ExportVariable = {
  __typename?: 'ExportVariable';
  description: Scalars['String']['output'];
  example?: Maybe<Scalars['String']['output']>;
  family: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A field-level problem in an input, with its dotted path. */
export type FieldIssue = {
  __typename?: 'FieldIssue';
  message: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type FileUploadInput = {
  /** The file, base64-encoded (at most MAX_FILE_BYTES once decoded). */
  base64: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Opens a password-protected PDF. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type Flow = {
  __typename?: 'Flow';
  accountId: Scalars['ID']['output'];
  country: Country;
  createdAt: Scalars['DateTime']['output'];
  /** flow_items exactly as the REST layer shows it. */
  flowItems: Scalars['JSON']['output'];
  friendlyName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  idSlug: Scalars['ID']['output'];
  items: Array<FlowItem>;
  nextStepsCheckout: Array<CheckoutStep>;
  /** record_validation_schema exactly as the REST layer shows it. */
  recordValidationSchema: Scalars['JSON']['output'];
  requirements: Array<FlowRequirement>;
  updatedAt: Scalars['DateTime']['output'];
};

export type FlowConnection = {
  __typename?: 'FlowConnection';
  edges: Array<FlowEdge>;
  nodes: Array<Flow>;
  pageInfo: PageInfo;
};

export type FlowEdge = {
  __typename?: 'FlowEdge';
  cursor: Scalars['String']['output'];
  node: Flow;
};

export type FlowItem = {
  __typename?: 'FlowItem';
  clientItemType?: Maybe<Scalars['String']['output']>;
  isOptional: Scalars['Boolean']['output'];
  /** Every option as given, in the REST layer's shape. */
  options: Scalars['JSON']['output'];
  schemaId?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A document slot of the flow's record_validation_schema. */
export type FlowRequirement = {
  __typename?: 'FlowRequirement';
  allowedItemTypes: Array<Scalars['String']['output']>;
  conditionalRender: Scalars['Boolean']['output'];
  conditionalRenderLabel?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  key: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  onInvalidTypeError: Scalars['String']['output'];
  /** True for optional_requirements, which never block finishing. */
  optional: Scalars['Boolean']['output'];
};

export type FormSchema = {
  __typename?: 'FormSchema';
  accountId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The client-chosen identifier (id_schema). */
  idSchema: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The recursive ui_schema_definition, in the REST layer's shape. */
  uiSchemaDefinition: Scalars['JSON']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type FormSchemaConnection = {
  __typename?: 'FormSchemaConnection';
  edges: Array<FormSchemaEdge>;
  nodes: Array<FormSchema>;
  pageInfo: PageInfo;
};

export type FormSchemaEdge = {
  __typename?: 'FormSchemaEdge';
  cursor: Scalars['String']['output'];
  node: FormSchema;
};

/** One extracted field of a document item (item_value.fields), with how sure bvs is of it. */
export type ItemField = {
  __typename?: 'ItemField';
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
  /** The checks on this field ({code, result, ...}), as in item_value.fields[path].validations. */
  validations: Scalars['JSON']['output'];
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A document file of an item: what bvs received and how processing went. */
export type ItemFile = {
  __typename?: 'ItemFile';
  /** Type an operator accepted the document as. */
  acceptedAsType?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Another item of the same verification holding the same file. */
  duplicateOfItemId?: Maybe<Scalars['ID']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mimeType?: Maybe<Scalars['String']['output']>;
  origin: Scalars['String']['output'];
  pageCount?: Maybe<Scalars['Int']['output']>;
  /** Pages of the file read so far (text layer or OCR); with pagesTotal, the progress of a long scan. */
  pagesDone?: Maybe<Scalars['Int']['output']>;
  /** Pages of the file, known once it is planned (null before). */
  pagesTotal?: Maybe<Scalars['Int']['output']>;
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  processingMs?: Maybe<Scalars['Int']['output']>;
  /** SHA-256 of the content, hex. */
  sha256?: Maybe<Scalars['String']['output']>;
  sizeBytes?: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
};

export type ItemInput = {
  /** Options in the REST layer's shape (file_url, is_optional, client_item_type, ...). */
  options?: InputMaybe<Scalars['JSON']['input']>;
  tags?: InputMaybe<Scalars['JSON']['input']>;
  type: Scalars['String']['input'];
};

/** An operator's action on an item, kept for audit. */
export type ItemReview = {
  __typename?: 'ItemReview';
  action: ReviewAction;
  actorId: Scalars['String']['output'];
  actorKind: Scalars['String']['output'];
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  field?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export enum ItemStatus {
  Complete = 'complete',
  Pending = 'pending'
}

export type KeyPersonInput = {
  names: Scalars['String']['input'];
  scope?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type LegalSection = {
  __typename?: 'LegalSection';
  businessAssetPledging?: Maybe<SourcedValue>;
  businessCreditorAbility?: Maybe<SourcedValue>;
  businessDuration?: Maybe<SourcedValue>;
  businessExpiryDate?: Maybe<SourcedValue>;
  businessFolioNumber?: Maybe<SourcedValue>;
  businessGuarantorAbility?: Maybe<SourcedValue>;
  businessLegalAddress?: Maybe<SourcedValue>;
  businessName?: Maybe<SourcedValue>;
  businessType?: Maybe<SourcedValue>;
  corporatePurpose?: Maybe<SourcedValue>;
  latestActaDate?: Maybe<SourcedValue>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** @deprecated placeholder; areas extend Mutation */
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Accepts the document as another type: it is extracted as that type and no longer refused. */
  acceptItemAsType: VerificationItem;
  addVerificationItems: Array<VerificationItem>;
  /** Operator action: completes an item with its extracted value. */
  completeItem: VerificationItem;
  /** Corrects an extracted field; kept with information_source manual and who did it. */
  correctItemField: VerificationItem;
  createFlow: Flow;
  createFormSchema: FormSchema;
  /** Signs the staff pages in: needs an API key (x-api-key); a session cannot create another. */
  createSession: StaffSession;
  /** A signed URL to PUT one file to an item, for clients that cannot send base64. */
  createUploadTicket: UploadTicket;
  createVerification: Verification;
  createWebhook: CreateWebhookPayload;
  deleteDocTemplate: Scalars['Boolean']['output'];
  deleteFlow: DeletePayload;
  deleteFormSchema: DeletePayload;
  deleteWebhook: DeletePayload;
  /** Fills a template with the verification's data; key people fill key_person_N variables. */
  exportVerification: ExportResult;
  invalidateItem: VerificationItem;
  reprocessItem: VerificationItem;
  /** Re-sends every failed delivery of a webhook created since a time. */
  retryFailedWebhookDeliveries: RetryDeliveriesPayload;
  /** Re-sends one delivery now, with the same body and signature. */
  retryWebhookDelivery: WebhookDelivery;
  /** Switches a conditional_render requirement on or off (the end client's checkbox). */
  setRequirementEnabled: Verification;
  /**
   * Answers a forms item (the end client's access token, or an API key): the values are checked against
   * the item's form schema (errors in extensions.details with paths like values.notaria.curp), file
   * answers are stored, and the item completes.
   */
  submitFormItem: VerificationItem;
  updateFlow: Flow;
  updateFormSchema: FormSchema;
  updateWebhook: Webhook;
  /** Uploads a DOCX template (base64); a template with a syntax error is refused with that error. */
  uploadDocTemplate: DocTemplate;
  /** Uploads a document to an item (API key or the end client's access token); processing is queued. */
  uploadItemFile: VerificationItem;
};


export type MutationAcceptItemAsTypeArgs = {
  itemId: Scalars['ID']['input'];
  itemType: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddVerificationItemsArgs = {
  items: Array<ItemInput>;
  verificationId: Scalars['ID']['input'];
};


export type MutationCompleteItemArgs = {
  input: CompleteItemInput;
  itemId: Scalars['ID']['input'];
};


export type MutationCorrectItemFieldArgs = {
  field: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};


export type MutationCreateFlowArgs = {
  input: CreateFlowInput;
};


export type MutationCreateFormSchemaArgs = {
  input: CreateFormSchemaInput;
};


export type MutationCreateUploadTicketArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationCreateVerificationArgs = {
  input: CreateVerificationInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteDocTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFlowArgs = {
  idSlug: Scalars['ID']['input'];
};


export type MutationDeleteFormSchemaArgs = {
  idSchema: Scalars['ID']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExportVerificationArgs = {
  format?: InputMaybe<ExportFormat>;
  keyPeople?: InputMaybe<Array<ExportKeyPersonInput>>;
  templateId: Scalars['ID']['input'];
  verificationId: Scalars['ID']['input'];
};


export type MutationInvalidateItemArgs = {
  itemId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReprocessItemArgs = {
  itemId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRetryFailedWebhookDeliveriesArgs = {
  since: Scalars['DateTime']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationRetryWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationSetRequirementEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  key: Scalars['ID']['input'];
  verificationId: Scalars['ID']['input'];
};


export type MutationSubmitFormItemArgs = {
  itemId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


export type MutationUpdateFlowArgs = {
  idSlug: Scalars['ID']['input'];
  input: UpdateFlowInput;
};


export type MutationUpdateFormSchemaArgs = {
  idSchema: Scalars['ID']['input'];
  input: UpdateFormSchemaInput;
};


export type MutationUpdateWebhookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};


export type MutationUploadDocTemplateArgs = {
  base64: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationUploadItemFileArgs = {
  file: FileUploadInput;
  itemId: Scalars['ID']['input'];
};

/** Relay-style page information. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Person = {
  __typename?: 'Person';
  idNumber?: Maybe<Scalars['String']['output']>;
  idType?: Maybe<Scalars['String']['output']>;
  names: Scalars['String']['output'];
  peopleId: Scalars['Int']['output'];
  /** Named in the verification's key_people at creation. */
  requested: Scalars['Boolean']['output'];
  roles: Array<PersonRole>;
  type: Scalars['String']['output'];
};

export type PersonPower = {
  __typename?: 'PersonPower';
  hasLimits: Scalars['Boolean']['output'];
  limitsDescription?: Maybe<Scalars['String']['output']>;
  powerName: Scalars['String']['output'];
  signatureType?: Maybe<Scalars['String']['output']>;
};

export type PersonRole = {
  __typename?: 'PersonRole';
  event: Scalars['String']['output'];
  groupName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  powers: Array<PersonPower>;
  roleName: Scalars['String']['output'];
  source?: Maybe<ValueSource>;
};

export type Query = {
  __typename?: 'Query';
  /** The latest verification with this tag. */
  companyByTag?: Maybe<Verification>;
  docTemplate?: Maybe<DocTemplate>;
  docTemplates: Array<DocTemplate>;
  exportVariables: Array<ExportVariable>;
  flow?: Maybe<Flow>;
  flows: FlowConnection;
  formSchema?: Maybe<FormSchema>;
  formSchemas: FormSchemaConnection;
  verification?: Maybe<Verification>;
  verificationItem?: Maybe<VerificationItem>;
  verifications: VerificationConnection;
  /** The account that the API key belongs to. */
  viewer: Account;
  webhook?: Maybe<Webhook>;
  /** Event names a webhook may subscribe to. */
  webhookEventNames: Array<Scalars['String']['output']>;
  webhooks: WebhookConnection;
};


export type QueryCompanyByTagArgs = {
  tag: Scalars['String']['input'];
};


export type QueryDocTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFlowArgs = {
  idSlug: Scalars['ID']['input'];
};


export type QueryFlowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFormSchemaArgs = {
  idSchema: Scalars['ID']['input'];
};


export type QueryFormSchemasArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVerificationItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVerificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VerificationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type RegistrationSection = {
  __typename?: 'RegistrationSection';
  actaNumber?: Maybe<SourcedValue>;
  businessName?: Maybe<SourcedValue>;
  businessType?: Maybe<SourcedValue>;
  city?: Maybe<SourcedValue>;
  folioDate?: Maybe<SourcedValue>;
  folioInscriptionDate?: Maybe<SourcedValue>;
  folioNumber?: Maybe<SourcedValue>;
  hasConstitutive?: Maybe<SourcedValue>;
  notaryName?: Maybe<SourcedValue>;
  notaryNumber?: Maybe<SourcedValue>;
  registrationDate?: Maybe<SourcedValue>;
  state?: Maybe<SourcedValue>;
};

export type RequirementState = {
  __typename?: 'RequirementState';
  allowedItemTypes: Array<Scalars['String']['output']>;
  conditionalRender: Scalars['Boolean']['output'];
  conditionalRenderLabel?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  item?: Maybe<VerificationItem>;
  key: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  optional: Scalars['Boolean']['output'];
  received: Scalars['Boolean']['output'];
  required: Scalars['Boolean']['output'];
  satisfied: Scalars['Boolean']['output'];
};

export type RetryDeliveriesPayload = {
  __typename?: 'RetryDeliveriesPayload';
  count: Scalars['Int']['output'];
};

export enum ReviewAction {
  AcceptAsType = 'accept_as_type',
  CorrectField = 'correct_field',
  Invalidate = 'invalidate',
  Reprocess = 'reprocess'
}

export type ShareholderEntry = {
  __typename?: 'ShareholderEntry';
  currency: Scalars['String']['output'];
  name: Scalars['String']['output'];
  peopleId?: Maybe<Scalars['Int']['output']>;
  series?: Maybe<Scalars['String']['output']>;
  sharePercentage: Scalars['Float']['output'];
  shares?: Maybe<Scalars['Float']['output']>;
  totalValue?: Maybe<Scalars['Float']['output']>;
};

export type SignatoryValidationSection = {
  __typename?: 'SignatoryValidationSection';
  documentNumber?: Maybe<SourcedValue>;
  fullName?: Maybe<SourcedValue>;
  idValidationProvider?: Maybe<SourcedValue>;
  maternalLastName?: Maybe<SourcedValue>;
  nameComparisonResult?: Maybe<SourcedValue>;
  paternalLastName?: Maybe<SourcedValue>;
  validationDate?: Maybe<SourcedValue>;
  validationStatus?: Maybe<SourcedValue>;
  validationValue?: Maybe<SourcedValue>;
};

/** A value with its provenance; null fields are values no document provided yet. */
export type SourcedValue = {
  __typename?: 'SourcedValue';
  source?: Maybe<ValueSource>;
  validations: Array<CrossCheck>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A short-lived bearer token for the staff pages, made from an API key (the key itself stays out of the browser). */
export type StaffSession = {
  __typename?: 'StaffSession';
  account: Account;
  expiresAt: Scalars['DateTime']['output'];
  /** Send as Authorization: Bearer <token>, and as connectionParams.authorization on graphql-ws. */
  token: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Each event of the caller's account, optionally of one verification and of some event names. */
  verificationEvents: VerificationEvent;
  /** The verification's new state after each change. */
  verificationUpdated: Verification;
};


export type SubscriptionVerificationEventsArgs = {
  eventNames?: InputMaybe<Array<Scalars['String']['input']>>;
  verificationId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionVerificationUpdatedArgs = {
  id: Scalars['ID']['input'];
};

export type TaxSection = {
  __typename?: 'TaxSection';
  additionalData?: Maybe<SourcedValue>;
  businessFiscalStatus?: Maybe<SourcedValue>;
  businessMainActivity?: Maybe<SourcedValue>;
  businessName?: Maybe<SourcedValue>;
  businessRegime?: Maybe<SourcedValue>;
  businessTaxId?: Maybe<SourcedValue>;
  businessType?: Maybe<SourcedValue>;
  hasConstancia?: Maybe<SourcedValue>;
  qrValidation?: Maybe<SourcedValue>;
};

export type UpdateFlowInput = {
  country?: InputMaybe<Country>;
  flowItems?: InputMaybe<Scalars['JSON']['input']>;
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  idSlug?: InputMaybe<Scalars['ID']['input']>;
  recordValidationSchema?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateFormSchemaInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  uiSchemaDefinition?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateWebhookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<WebhookStatus>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UploadTicket = {
  __typename?: 'UploadTicket';
  expiresAt: Scalars['DateTime']['output'];
  /** PUT the file's bytes to this URL (no credential needed) before expiresAt. */
  uploadUrl: Scalars['String']['output'];
};

/** Where a consolidated value came from (spec 2.6 source). */
export type ValueSource = {
  __typename?: 'ValueSource';
  documentDate?: Maybe<Scalars['String']['output']>;
  documentNumber?: Maybe<Scalars['String']['output']>;
  /** Signed link to the original file, valid one hour. */
  documentUrl?: Maybe<Scalars['String']['output']>;
  entityName?: Maybe<Scalars['String']['output']>;
  extraFields?: Maybe<Scalars['JSON']['output']>;
  /** document, ocr or manual. */
  informationSource?: Maybe<Scalars['String']['output']>;
  itemId: Scalars['ID']['output'];
  itemType: Scalars['String']['output'];
  sourceDate?: Maybe<Scalars['String']['output']>;
  subjectId?: Maybe<Scalars['String']['output']>;
};

/** A company being verified: its documents, forms and checks are collected as items. */
export type Verification = {
  __typename?: 'Verification';
  /** A fresh end-client token; null when the caller is the end client. */
  accessToken?: Maybe<Scalars['String']['output']>;
  account: Account;
  accountId: Scalars['ID']['output'];
  businessName?: Maybe<Scalars['String']['output']>;
  company: Company;
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  detailsUrl: Scalars['String']['output'];
  documents: Array<DocumentLink>;
  documentsStatus?: Maybe<DocumentsStatus>;
  email?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The flow, unless it was deleted since. */
  flow?: Maybe<Flow>;
  /** The flow's id_slug at creation (null for a verification built from an item list). */
  flowId?: Maybe<Scalars['String']['output']>;
  friendlyName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  items: Array<VerificationItem>;
  keyPeople: Scalars['JSON']['output'];
  metadata?: Maybe<Scalars['JSON']['output']>;
  /** Steps shown to the end client at check-out. */
  nextStepsCheckout: Array<CheckoutStep>;
  onboardingUrl: Scalars['String']['output'];
  options?: Maybe<Scalars['JSON']['output']>;
  people: VerificationPeople;
  /** Each requirement slot of the flow and how far it is. */
  requirements: Array<RequirementState>;
  shareholders: VerificationShareholders;
  signatoryEmail?: Maybe<Scalars['String']['output']>;
  status: VerificationStatus;
  tag: Scalars['String']['output'];
  taxId: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Webhook deliveries of this verification's events, newest first (API key or staff session). */
  webhookDeliveries: Array<WebhookDelivery>;
};


/** A company being verified: its documents, forms and checks are collected as items. */
export type VerificationWebhookDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type VerificationConnection = {
  __typename?: 'VerificationConnection';
  edges: Array<VerificationEdge>;
  nodes: Array<Verification>;
  pageInfo: PageInfo;
};

export type VerificationEdge = {
  __typename?: 'VerificationEdge';
  cursor: Scalars['String']['output'];
  node: Verification;
};

/** An event of the account, as webhooks receive it (spec 6.3). */
export type VerificationEvent = {
  __typename?: 'VerificationEvent';
  /** The webhook payload's data (null when it was too large to travel inline). */
  data?: Maybe<Scalars['JSON']['output']>;
  eventId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  itemId?: Maybe<Scalars['ID']['output']>;
  occurredAt: Scalars['DateTime']['output'];
  verificationId?: Maybe<Scalars['ID']['output']>;
};

export type VerificationFilter = {
  status?: InputMaybe<VerificationStatus>;
  tag?: InputMaybe<Scalars['String']['input']>;
};

export type VerificationItem = {
  __typename?: 'VerificationItem';
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The extracted fields with their confidence; empty for items that are not documents. */
  fields: Array<ItemField>;
  file?: Maybe<ItemFile>;
  /** The form schema a forms item is answered with (null for other items, or when it was deleted). */
  formSchema?: Maybe<FormSchema>;
  id: Scalars['ID']['output'];
  internalStatus?: Maybe<Scalars['String']['output']>;
  invalidated: Scalars['Boolean']['output'];
  itemError?: Maybe<Scalars['String']['output']>;
  itemOptions?: Maybe<Scalars['JSON']['output']>;
  itemOrder: Scalars['Int']['output'];
  itemScope: Scalars['String']['output'];
  itemStatus: ItemStatus;
  itemType: Scalars['String']['output'];
  itemUiOptions?: Maybe<Scalars['JSON']['output']>;
  itemValue: Scalars['JSON']['output'];
  originalFileUrl?: Maybe<Scalars['String']['output']>;
  requestedType: Scalars['String']['output'];
  requirementKey?: Maybe<Scalars['String']['output']>;
  /** The fields a person must confirm before the item is trusted (internal status needs_review); empty when none. */
  reviewFields: Array<Scalars['String']['output']>;
  reviews: Array<ItemReview>;
  tag?: Maybe<Scalars['String']['output']>;
  tags: Scalars['JSON']['output'];
  updatedAt: Scalars['DateTime']['output'];
  userEventCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  userEventName?: Maybe<Scalars['String']['output']>;
  userEventReason?: Maybe<Scalars['String']['output']>;
  validationResult?: Maybe<Scalars['JSON']['output']>;
  verification: Verification;
  verificationId: Scalars['ID']['output'];
};

export type VerificationPeople = {
  __typename?: 'VerificationPeople';
  boardMembers: Array<BoardMember>;
  fullList: Array<Person>;
  keyPeople: Array<Person>;
};

export type VerificationShareholders = {
  __typename?: 'VerificationShareholders';
  capital?: Maybe<Capital>;
  shareholders: Array<ShareholderEntry>;
  source?: Maybe<ValueSource>;
  /** pending_extraction until an acta is processed. */
  unavailableReason?: Maybe<Scalars['String']['output']>;
};

export enum VerificationStatus {
  Error = 'error',
  Finished = 'finished',
  Pending = 'pending'
}

export type Webhook = {
  __typename?: 'Webhook';
  createdAt: Scalars['DateTime']['output'];
  deliveries: WebhookDeliveryConnection;
  description?: Maybe<Scalars['String']['output']>;
  /** Subscribed event names, e.g. verification.v2.finished. */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: WebhookStatus;
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};


export type WebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DeliveryStatus>;
};

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  attemptNumber: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  outcome: Scalars['String']['output'];
  /** The first 1 KB of the receiver's answer. */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  startedAt: Scalars['DateTime']['output'];
  statusCode?: Maybe<Scalars['Int']['output']>;
};

export type WebhookConnection = {
  __typename?: 'WebhookConnection';
  edges: Array<WebhookEdge>;
  nodes: Array<Webhook>;
  pageInfo: PageInfo;
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attemptCount: Scalars['Int']['output'];
  attempts: Array<WebhookAttempt>;
  /** The exact body sent on every attempt. */
  body: Scalars['String']['output'];
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  eventId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  status: DeliveryStatus;
  updatedAt: Scalars['DateTime']['output'];
  verificationId?: Maybe<Scalars['ID']['output']>;
  webhookId: Scalars['ID']['output'];
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  edges: Array<WebhookDeliveryEdge>;
  nodes: Array<WebhookDelivery>;
  pageInfo: PageInfo;
};

export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: WebhookDelivery;
};

export type WebhookEdge = {
  __typename?: 'WebhookEdge';
  cursor: Scalars['String']['output'];
  node: Webhook;
};

export enum WebhookStatus {
  Disabled = 'disabled',
  Enabled = 'enabled'
}



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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<AccountModel>;
  AddressSection: ResolverTypeWrapper<SectionModel>;
  BankingSection: ResolverTypeWrapper<SectionModel>;
  BoardMember: ResolverTypeWrapper<BoardMemberModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Capital: ResolverTypeWrapper<CapitalModel>;
  CheckoutStep: ResolverTypeWrapper<CheckoutStep>;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompleteItemInput: CompleteItemInput;
  Country: null;
  CreateFlowInput: CreateFlowInput;
  CreateFormSchemaInput: CreateFormSchemaInput;
  CreateVerificationInput: CreateVerificationInput;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: ResolverTypeWrapper<Omit<CreateWebhookPayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  CrossCheck: ResolverTypeWrapper<CrossCheckModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DeliveryStatus: null;
  DocTemplate: ResolverTypeWrapper<DocTemplateModel>;
  DocumentLink: ResolverTypeWrapper<DocumentEntryModel>;
  DocumentsStatus: null;
  ExportFormat: null;
  ExportKeyPersonInput: ExportKeyPersonInput;
  ExportResult: ResolverTypeWrapper<ExportResultModel>;
  ExportVariable: ResolverTypeWrapper<ExportVariable>;
  FieldIssue: ResolverTypeWrapper<FieldIssue>;
  FileUploadInput: FileUploadInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Flow: ResolverTypeWrapper<FlowModel>;
  FlowConnection: ResolverTypeWrapper<Omit<FlowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['FlowEdge']>, nodes: Array<ResolversTypes['Flow']> }>;
  FlowEdge: ResolverTypeWrapper<Omit<FlowEdge, 'node'> & { node: ResolversTypes['Flow'] }>;
  FlowItem: ResolverTypeWrapper<FlowItem>;
  FlowRequirement: ResolverTypeWrapper<FlowRequirement>;
  FormSchema: ResolverTypeWrapper<FormSchemaModel>;
  FormSchemaConnection: ResolverTypeWrapper<Omit<FormSchemaConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['FormSchemaEdge']>, nodes: Array<ResolversTypes['FormSchema']> }>;
  FormSchemaEdge: ResolverTypeWrapper<Omit<FormSchemaEdge, 'node'> & { node: ResolversTypes['FormSchema'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItemField: ResolverTypeWrapper<FieldViewModel>;
  ItemFile: ResolverTypeWrapper<ItemFileModel>;
  ItemInput: ItemInput;
  ItemReview: ResolverTypeWrapper<ItemReviewModel>;
  ItemStatus: null;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyPersonInput: KeyPersonInput;
  LegalSection: ResolverTypeWrapper<SectionModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Person: ResolverTypeWrapper<PersonModel>;
  PersonPower: ResolverTypeWrapper<PowerModel>;
  PersonRole: ResolverTypeWrapper<RoleModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationSection: ResolverTypeWrapper<SectionModel>;
  RequirementState: ResolverTypeWrapper<RequirementView>;
  RetryDeliveriesPayload: ResolverTypeWrapper<RetryDeliveriesPayload>;
  ReviewAction: null;
  ShareholderEntry: ResolverTypeWrapper<ShareholderModel>;
  SignatoryValidationSection: ResolverTypeWrapper<SectionModel>;
  SourcedValue: ResolverTypeWrapper<SourcedModel>;
  StaffSession: ResolverTypeWrapper<StaffSessionModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TaxSection: ResolverTypeWrapper<SectionModel>;
  UpdateFlowInput: UpdateFlowInput;
  UpdateFormSchemaInput: UpdateFormSchemaInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UploadTicket: ResolverTypeWrapper<UploadTicket>;
  ValueSource: ResolverTypeWrapper<SourceModel>;
  Verification: ResolverTypeWrapper<VerificationModel>;
  VerificationConnection: ResolverTypeWrapper<Omit<VerificationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['VerificationEdge']>, nodes: Array<ResolversTypes['Verification']> }>;
  VerificationEdge: ResolverTypeWrapper<Omit<VerificationEdge, 'node'> & { node: ResolversTypes['Verification'] }>;
  VerificationEvent: ResolverTypeWrapper<BusEvent>;
  VerificationFilter: VerificationFilter;
  VerificationItem: ResolverTypeWrapper<VerificationItemModel>;
  VerificationPeople: ResolverTypeWrapper<PeopleModel>;
  VerificationShareholders: ResolverTypeWrapper<ShareholdersModel>;
  VerificationStatus: null;
  Webhook: ResolverTypeWrapper<WebhookModel>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookConnection: ResolverTypeWrapper<Omit<WebhookConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookEdge']>, nodes: Array<ResolversTypes['Webhook']> }>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryConnection: ResolverTypeWrapper<Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryEdge: ResolverTypeWrapper<Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversTypes['WebhookDelivery'] }>;
  WebhookEdge: ResolverTypeWrapper<Omit<WebhookEdge, 'node'> & { node: ResolversTypes['Webhook'] }>;
  WebhookStatus: null;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: AccountModel;
  AddressSection: SectionModel;
  BankingSection: SectionModel;
  BoardMember: BoardMemberModel;
  Boolean: Scalars['Boolean']['output'];
  Capital: CapitalModel;
  CheckoutStep: CheckoutStep;
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
  DocumentLink: DocumentEntryModel;
  ExportKeyPersonInput: ExportKeyPersonInput;
  ExportResult: ExportResultModel;
  ExportVariable: ExportVariable;
  FieldIssue: FieldIssue;
  FileUploadInput: FileUploadInput;
  Float: Scalars['Float']['output'];
  Flow: FlowModel;
  FlowConnection: Omit<FlowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['FlowEdge']>, nodes: Array<ResolversParentTypes['Flow']> };
  FlowEdge: Omit<FlowEdge, 'node'> & { node: ResolversParentTypes['Flow'] };
  FlowItem: FlowItem;
  FlowRequirement: FlowRequirement;
  FormSchema: FormSchemaModel;
  FormSchemaConnection: Omit<FormSchemaConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['FormSchemaEdge']>, nodes: Array<ResolversParentTypes['FormSchema']> };
  FormSchemaEdge: Omit<FormSchemaEdge, 'node'> & { node: ResolversParentTypes['FormSchema'] };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ItemField: FieldViewModel;
  ItemFile: ItemFileModel;
  ItemInput: ItemInput;
  ItemReview: ItemReviewModel;
  JSON: Scalars['JSON']['output'];
  KeyPersonInput: KeyPersonInput;
  LegalSection: SectionModel;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Person: PersonModel;
  PersonPower: PowerModel;
  PersonRole: RoleModel;
  Query: Record<PropertyKey, never>;
  RegistrationSection: SectionModel;
  RequirementState: RequirementView;
  RetryDeliveriesPayload: RetryDeliveriesPayload;
  ShareholderEntry: ShareholderModel;
  SignatoryValidationSection: SectionModel;
  SourcedValue: SourcedModel;
  StaffSession: StaffSessionModel;
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
  VerificationEdge: Omit<VerificationEdge, 'node'> & { node: ResolversParentTypes['Verification'] };
  VerificationEvent: BusEvent;
  VerificationFilter: VerificationFilter;
  VerificationItem: VerificationItemModel;
  VerificationPeople: PeopleModel;
  VerificationShareholders: ShareholdersModel;
  Webhook: WebhookModel;
  WebhookAttempt: WebhookAttempt;
  WebhookConnection: Omit<WebhookConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookEdge']>, nodes: Array<ResolversParentTypes['Webhook']> };
  WebhookDelivery: WebhookDeliveryModel;
  WebhookDeliveryConnection: Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookDeliveryEdge: Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversParentTypes['WebhookDelivery'] };
  WebhookEdge: Omit<WebhookEdge, 'node'> & { node: ResolversParentTypes['Webhook'] };
};

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressSection'] = ResolversParentTypes['AddressSection']> = {
  businessComercialAddress?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessFiscalAddress?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
  businessFiscalAddressDisaggregated?: Resolver<Maybe<ResolversTypes['SourcedValue']>, ParentType, ContextType>;
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
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

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

export type DocumentLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentLink'] = ResolversParentTypes['DocumentLink']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DocumentsStatusResolvers = { FULL_UPLOAD: 'full_upload', PARTIAL_UPLOAD: 'partial_upload', PENDING_UPLOAD: 'pending_upload' };

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

export type FieldIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldIssue'] = ResolversParentTypes['FieldIssue']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flow'] = ResolversParentTypes['Flow']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  flowItems?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  friendlyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSlug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FlowItem']>, ParentType, ContextType>;
  nextStepsCheckout?: Resolver<Array<ResolversTypes['CheckoutStep']>, ParentType, ContextType>;
  recordValidationSchema?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['FlowRequirement']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FlowConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowConnection'] = ResolversParentTypes['FlowConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FlowEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Flow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FlowEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowEdge'] = ResolversParentTypes['FlowEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
};

export type FlowItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowItem'] = ResolversParentTypes['FlowItem']> = {
  clientItemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOptional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  schemaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlowRequirementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowRequirement'] = ResolversParentTypes['FlowRequirement']> = {
  allowedItemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conditionalRender?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditionalRenderLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onInvalidTypeError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FormSchemaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchema'] = ResolversParentTypes['FormSchema']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idSchema?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uiSchemaDefinition?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FormSchemaConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaConnection'] = ResolversParentTypes['FormSchemaConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FormSchemaEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['FormSchema']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FormSchemaEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormSchemaEdge'] = ResolversParentTypes['FormSchemaEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType>;
};

export type ItemFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemField'] = ResolversParentTypes['ItemField']> = {
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
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
  exportVerification?: Resolver<ResolversTypes['ExportResult'], ParentType, ContextType, RequireFields<MutationExportVerificationArgs, 'templateId' | 'verificationId'>>;
  invalidateItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationInvalidateItemArgs, 'itemId'>>;
  reprocessItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationReprocessItemArgs, 'itemId'>>;
  retryFailedWebhookDeliveries?: Resolver<ResolversTypes['RetryDeliveriesPayload'], ParentType, ContextType, RequireFields<MutationRetryFailedWebhookDeliveriesArgs, 'since' | 'webhookId'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  setRequirementEnabled?: Resolver<ResolversTypes['Verification'], ParentType, ContextType, RequireFields<MutationSetRequirementEnabledArgs, 'enabled' | 'key' | 'verificationId'>>;
  submitFormItem?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationSubmitFormItemArgs, 'itemId' | 'values'>>;
  updateFlow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType, RequireFields<MutationUpdateFlowArgs, 'idSlug' | 'input'>>;
  updateFormSchema?: Resolver<ResolversTypes['FormSchema'], ParentType, ContextType, RequireFields<MutationUpdateFormSchemaArgs, 'idSchema' | 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id' | 'input'>>;
  uploadDocTemplate?: Resolver<ResolversTypes['DocTemplate'], ParentType, ContextType, RequireFields<MutationUploadDocTemplateArgs, 'base64' | 'name'>>;
  uploadItemFile?: Resolver<ResolversTypes['VerificationItem'], ParentType, ContextType, RequireFields<MutationUploadItemFileArgs, 'file' | 'itemId'>>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  companyByTag?: Resolver<Maybe<ResolversTypes['Verification']>, ParentType, ContextType, RequireFields<QueryCompanyByTagArgs, 'tag'>>;
  docTemplate?: Resolver<Maybe<ResolversTypes['DocTemplate']>, ParentType, ContextType, RequireFields<QueryDocTemplateArgs, 'id'>>;
  docTemplates?: Resolver<Array<ResolversTypes['DocTemplate']>, ParentType, ContextType>;
  exportVariables?: Resolver<Array<ResolversTypes['ExportVariable']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType, RequireFields<QueryFlowArgs, 'idSlug'>>;
  flows?: Resolver<ResolversTypes['FlowConnection'], ParentType, ContextType, Partial<QueryFlowsArgs>>;
  formSchema?: Resolver<Maybe<ResolversTypes['FormSchema']>, ParentType, ContextType, RequireFields<QueryFormSchemaArgs, 'idSchema'>>;
  formSchemas?: Resolver<ResolversTypes['FormSchemaConnection'], ParentType, ContextType, Partial<QueryFormSchemasArgs>>;
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

export type RequirementStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequirementState'] = ResolversParentTypes['RequirementState']> = {
  allowedItemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conditionalRender?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditionalRenderLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['VerificationItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  satisfied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RetryDeliveriesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryDeliveriesPayload'] = ResolversParentTypes['RetryDeliveriesPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewActionResolvers = { ACCEPT_AS_TYPE: 'accept_as_type', CORRECT_FIELD: 'correct_field', INVALIDATE: 'invalidate', REPROCESS: 'reprocess' };

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
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['DocumentLink']>, ParentType, ContextType>;
  documentsStatus?: Resolver<Maybe<ResolversTypes['DocumentsStatus']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  flowId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  friendlyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['VerificationItem']>, ParentType, ContextType>;
  keyPeople?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  nextStepsCheckout?: Resolver<Array<ResolversTypes['CheckoutStep']>, ParentType, ContextType>;
  onboardingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['VerificationPeople'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['RequirementState']>, ParentType, ContextType>;
  shareholders?: Resolver<ResolversTypes['VerificationShareholders'], ParentType, ContextType>;
  signatoryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, Partial<VerificationWebhookDeliveriesArgs>>;
};

export type VerificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationConnection'] = ResolversParentTypes['VerificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['VerificationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Verification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
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
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verificationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type VerificationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationItem'] = ResolversParentTypes['VerificationItem']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ItemField']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['ItemFile']>, ParentType, ContextType>;
  formSchema?: Resolver<Maybe<ResolversTypes['FormSchema']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invalidated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOptions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemScope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemStatus?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemUiOptions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  itemValue?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  originalFileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirementKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['ItemReview']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userEventCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userEventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userEventReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationResult?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
  verificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VerificationPeopleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationPeople'] = ResolversParentTypes['VerificationPeople']> = {
  boardMembers?: Resolver<Array<ResolversTypes['BoardMember']>, ParentType, ContextType>;
  fullList?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  keyPeople?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
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
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attemptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type WebhookEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEdge'] = ResolversParentTypes['WebhookEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type WebhookStatusResolvers = { DISABLED: 'disabled', ENABLED: 'enabled' };

export type Resolvers<ContextType = GraphQLContext> = {
  Account?: AccountResolvers<ContextType>;
  AddressSection?: AddressSectionResolvers<ContextType>;
  BankingSection?: BankingSectionResolvers<ContextType>;
  BoardMember?: BoardMemberResolvers<ContextType>;
  Capital?: CapitalResolvers<ContextType>;
  CheckoutStep?: CheckoutStepResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  Country?: CountryResolvers;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  CrossCheck?: CrossCheckResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DeliveryStatus?: DeliveryStatusResolvers;
  DocTemplate?: DocTemplateResolvers<ContextType>;
  DocumentLink?: DocumentLinkResolvers<ContextType>;
  DocumentsStatus?: DocumentsStatusResolvers;
  ExportFormat?: ExportFormatResolvers;
  ExportResult?: ExportResultResolvers<ContextType>;
  ExportVariable?: ExportVariableResolvers<ContextType>;
  FieldIssue?: FieldIssueResolvers<ContextType>;
  Flow?: FlowResolvers<ContextType>;
  FlowConnection?: FlowConnectionResolvers<ContextType>;
  FlowEdge?: FlowEdgeResolvers<ContextType>;
  FlowItem?: FlowItemResolvers<ContextType>;
  FlowRequirement?: FlowRequirementResolvers<ContextType>;
  FormSchema?: FormSchemaResolvers<ContextType>;
  FormSchemaConnection?: FormSchemaConnectionResolvers<ContextType>;
  FormSchemaEdge?: FormSchemaEdgeResolvers<ContextType>;
  ItemField?: ItemFieldResolvers<ContextType>;
  ItemFile?: ItemFileResolvers<ContextType>;
  ItemReview?: ItemReviewResolvers<ContextType>;
  ItemStatus?: ItemStatusResolvers;
  JSON?: GraphQLScalarType;
  LegalSection?: LegalSectionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonPower?: PersonPowerResolvers<ContextType>;
  PersonRole?: PersonRoleResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrationSection?: RegistrationSectionResolvers<ContextType>;
  RequirementState?: RequirementStateResolvers<ContextType>;
  RetryDeliveriesPayload?: RetryDeliveriesPayloadResolvers<ContextType>;
  ReviewAction?: ReviewActionResolvers;
  ShareholderEntry?: ShareholderEntryResolvers<ContextType>;
  SignatoryValidationSection?: SignatoryValidationSectionResolvers<ContextType>;
  SourcedValue?: SourcedValueResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TaxSection?: TaxSectionResolvers<ContextType>;
  UploadTicket?: UploadTicketResolvers<ContextType>;
  ValueSource?: ValueSourceResolvers<ContextType>;
  Verification?: VerificationResolvers<ContextType>;
  VerificationConnection?: VerificationConnectionResolvers<ContextType>;
  VerificationEdge?: VerificationEdgeResolvers<ContextType>;
  VerificationEvent?: VerificationEventResolvers<ContextType>;
  VerificationItem?: VerificationItemResolvers<ContextType>;
  VerificationPeople?: VerificationPeopleResolvers<ContextType>;
  VerificationShareholders?: VerificationShareholdersResolvers<ContextType>;
  VerificationStatus?: VerificationStatusResolvers;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookConnection?: WebhookConnectionResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
  WebhookEdge?: WebhookEdgeResolvers<ContextType>;
  WebhookStatus?: WebhookStatusResolvers;
};

