/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Who acted. */
export type ActorType =
  /** An API key of the account. */
  | 'API_KEY'
  /** A staff session made from an API key. */
  | 'STAFF_SESSION'
  /** bvs itself. */
  | 'SYSTEM';

/** The outcome of one check on a document item. */
export type CheckResult =
  /** The document fails the check (or, with needsReview, a person must confirm it). */
  | 'FAIL'
  /** The check does not apply to this document. */
  | 'NOT_APPLICABLE'
  /** The document satisfies the check. */
  | 'PASS'
  /** Worth a look; does not fail the item. */
  | 'WARNING';

/** The outcome of a cross-document check. */
export type CrossCheckResult =
  /** The other document or registry agrees. */
  | 'MATCH'
  /** The value was not found where it was looked for. */
  | 'NOT_FOUND'
  /** No constancia de situación fiscal to check against. */
  | 'NO_CSF'
  /** The other document or registry disagrees. */
  | 'NO_MATCH'
  /** The constancia's QR code could not be read or checked. */
  | 'NO_QR';

/** What a verification's findings mean under its flow's finding_rules (README "Findings and the decision"). */
export type Decision =
  /** No open finding needs a person and every required slot holds an accepted document. */
  | 'APPROVED'
  /** An open finding the flow rules review (by default every critical or warning one). */
  | 'NEEDS_REVIEW'
  /** An open finding the flow rules reject (even while documents are still expected). */
  | 'REJECTED';

/** A decision to list verifications by (VerificationFilter.decision). */
export type DecisionFilter =
  /** Decision approved. */
  | 'APPROVED'
  /** Decision needs review. */
  | 'NEEDS_REVIEW'
  /** No decision yet: a required slot still has no accepted document. */
  | 'NONE'
  /** Decision rejected. */
  | 'REJECTED';

/** Where a webhook delivery stands. */
export type DeliveryStatus =
  /** Not sent: the webhook was disabled when the delivery fell due. */
  | 'CANCELLED'
  /** Every attempt of the retry schedule failed; retry it by hand with retryWebhookDelivery. */
  | 'FAILED'
  /** Waiting for its first or next attempt (nextAttemptAt). */
  | 'PENDING'
  /** An attempt is in flight. */
  | 'SENDING'
  /** The receiver answered 2xx within the timeout. */
  | 'SUCCEEDED';

/** How far the required document slots are in receiving files. */
export type DocumentsStatus =
  /** Every required document slot has a file. */
  | 'FULL_UPLOAD'
  /** Some required documents received. */
  | 'PARTIAL_UPLOAD'
  /** No required document received yet. */
  | 'PENDING_UPLOAD';

/** The name of an event (spec 6.3); webhooks may subscribe to every name but the two verification_item ones on the subscription only. */
export type EventName =
  /** verification_item.pages_read: a long document's read progress; on the subscription only, never delivered. */
  | 'VERIFICATION_ITEM_PAGES_READ'
  /** verification_item.replacement_requested: staff asked for another document in an item's place; on the subscription only. */
  | 'VERIFICATION_ITEM_REPLACEMENT_REQUESTED'
  /** verification_item.v2.completed: an item completed (with item_error when there is one). */
  | 'VERIFICATION_ITEM_V2_COMPLETED'
  /** verification_item.v2.internal_status_changed: an item's internal status changed. */
  | 'VERIFICATION_ITEM_V2_INTERNAL_STATUS_CHANGED'
  /** verification.v2.created: a verification was created. */
  | 'VERIFICATION_V2_CREATED'
  /** verification.v2.decision_updated: the verification's decision changed (approved, needs review, rejected). */
  | 'VERIFICATION_V2_DECISION_UPDATED'
  /** verification.v2.findings.updated: a finding was opened, resolved, accepted or dismissed (the open counts). */
  | 'VERIFICATION_V2_FINDINGS_UPDATED'
  /** verification.v2.finished: the verification's finishing rule holds (again, after a reopening). */
  | 'VERIFICATION_V2_FINISHED';

/** The format of a generated document. */
export type ExportFormat =
  /** The filled Word document. */
  | 'DOCX'
  /** The filled document converted to PDF (needs LibreOffice on the server). */
  | 'PDF';

/** Which person and role fill a template's key_person_N variables. */
export type ExportKeyPersonInput = {
  /** key_person_1, key_person_2, … in order. */
  key: string;
  /** people_id from Verification.people.keyPeople. */
  personId: number;
  /** id of one of that person's roles. */
  roleId: string;
};

/** How a person closes a finding. */
export type FindingResolution =
  /** The risk is taken. */
  | 'ACCEPTED'
  /** The finding is wrong. */
  | 'DISMISSED';

/** How grave a finding is; each code has a default (README "Findings and the decision"). */
export type FindingSeverity =
  /** A defect that matters for onboarding. */
  | 'CRITICAL'
  /** For the record; ignored by the decision unless the flow rules otherwise. */
  | 'INFO'
  /** Worth a person's look. */
  | 'WARNING';

/** Where a finding stands. */
export type FindingStatus =
  /** Closed by a person who takes the risk. */
  | 'ACCEPTED'
  /** Closed by a person who judges it wrong. */
  | 'DISMISSED'
  /** Not yet closed: it counts for the decision. */
  | 'OPEN'
  /** Closed by the system: the check passes now, or the document was replaced or invalidated. */
  | 'RESOLVED';

/** Whether an item has completed; what went wrong lives in internalStatus and itemError. */
export type ItemStatus =
  /** Completed, possibly with an itemError. */
  | 'COMPLETE'
  /** Waiting for its document, answer or lookup, or being processed. */
  | 'PENDING';

/** What an item collects: a document type, a processing mode, a form or a public lookup (item_type, in upper case). */
export type ItemType =
  /** aa_mx: Acta de asamblea (shareholders' meeting minutes). */
  | 'AA_MX'
  /** ac_mx: Acta constitutiva (deed of incorporation). */
  | 'AC_MX'
  /** bank_statement: Estado de cuenta or carátula bancaria (bank statement). */
  | 'BANK_STATEMENT'
  /** camara_comercio_co_extractor: Colombia: certificado de Cámara de Comercio, extracted. */
  | 'CAMARA_COMERCIO_CO_EXTRACTOR'
  /** cc_co_ops: Colombia: certificado de Cámara de Comercio (chamber of commerce certificate). */
  | 'CC_CO_OPS'
  /** csf_mx: Constancia de situación fiscal (SAT tax status certificate). */
  | 'CSF_MX'
  /** curp_item: CURP lookup at RENAPO; no file. */
  | 'CURP_ITEM'
  /** designacion_responsable_cumplimiento_extractor: Designación de responsable de cumplimiento (compliance officer appointment). */
  | 'DESIGNACION_RESPONSABLE_CUMPLIMIENTO_EXTRACTOR'
  /** doc_validation: processing mode; a document checked to be of options.client_item_type (and its ruleset). */
  | 'DOC_VALIDATION'
  /** financial_statements_any: Estados financieros (financial statements). */
  | 'FINANCIAL_STATEMENTS_ANY'
  /** fme_mx: Folio mercantil electrónico (commercial registry folio). */
  | 'FME_MX'
  /** forms: A form the end client answers (options.schema_id names its form schema). */
  | 'FORMS'
  /** generic: processing mode; bvs classifies the document, and the item takes the type found. */
  | 'GENERIC'
  /** lien_certificate: Certificado de gravámenes (lien certificate; beta). */
  | 'LIEN_CERTIFICATE'
  /** payroll_receipt: Recibo de nómina (payroll receipt; beta). */
  | 'PAYROLL_RECEIPT'
  /** person_id: Identity document of a person (INE, passport, residence card). */
  | 'PERSON_ID'
  /** proof_address: Comprobante de domicilio (utility bill or similar proof of address). */
  | 'PROOF_ADDRESS'
  /** property_deed: Escritura de propiedad (property deed; beta). */
  | 'PROPERTY_DEED'
  /** property_tax_receipt: Boleta predial (property tax receipt; beta). */
  | 'PROPERTY_TAX_RECEIPT'
  /** public_address_cc_co: Colombia: address lookup at the chamber of commerce; no file. */
  | 'PUBLIC_ADDRESS_CC_CO'
  /** public_rut_co: Colombia: public RUT lookup; no file. */
  | 'PUBLIC_RUT_CO'
  /** public_sat_signatures: SAT lookup of e.firma and seals (options.type business or representatives); no file. */
  | 'PUBLIC_SAT_SIGNATURES'
  /** pw_mx: Poder notarial (notarised power of attorney). */
  | 'PW_MX'
  /** registro_actividades_vulnerables_extractor: Registro de actividades vulnerables (vulnerable activities registration). */
  | 'REGISTRO_ACTIVIDADES_VULNERABLES_EXTRACTOR'
  /** rues: Colombia: RUES registry lookup (options.nit); no file. */
  | 'RUES'
  /** rut_co: Colombia: RUT (tax registration). */
  | 'RUT_CO'
  /** siger: Lookup in the Registro Público de Comercio (SIGER); no file. */
  | 'SIGER'
  /** siger_shareholders: SIGER lookup of companies related to the shareholders; no file. */
  | 'SIGER_SHAREHOLDERS'
  /** tax_payment_compliance: Opinión de cumplimiento (SAT tax compliance opinion). */
  | 'TAX_PAYMENT_COMPLIANCE'
  /** trust_contract_fideicomiso_extractor: Contrato de fideicomiso (trust contract). */
  | 'TRUST_CONTRACT_FIDEICOMISO_EXTRACTOR'
  /** ubos: The ultimate beneficial owners module. */
  | 'UBOS'
  /** union_documents_extractor: A bundle of several documents in one file. */
  | 'UNION_DOCUMENTS_EXTRACTOR'
  /** unknown: a document that matched no known type when classified (generic items only). */
  | 'UNKNOWN';

/** An operator action on an item. */
export type ReviewAction =
  /** acceptItemAsType: the document was accepted as another type. */
  | 'ACCEPT_AS_TYPE'
  /** correctItemField: an extracted field was corrected. */
  | 'CORRECT_FIELD'
  /** invalidateItem: the item no longer satisfies its slot. */
  | 'INVALIDATE'
  /** reprocessItem: the file was processed again. */
  | 'REPROCESS';

/** Why a slot's document does not fill it, as the company being verified is told. */
export type SlotProblemKind =
  /** Another check the flow rules reject failed (the message says which). */
  | 'CHECK_FAILED'
  /** The ID has expired. */
  | 'EXPIRED'
  /** The document is another company's (its RFC or name does not match). */
  | 'NOT_THIS_COMPANY'
  /** The document is password-protected. */
  | 'PASSWORD_PROTECTED'
  /** Staff asked for another document (staffReason says why). */
  | 'REPLACEMENT_REQUESTED'
  /** The document is older than the flow accepts. */
  | 'TOO_OLD'
  /** The document could not be read. */
  | 'UNREADABLE'
  /** The document is not of a type the slot accepts. */
  | 'WRONG_TYPE';

/** Narrows a verification list; every given condition must hold. */
export type VerificationFilter = {
  /** Only verifications with this decision, or (NONE) with none yet. */
  decision?: DecisionFilter | null | undefined;
  /** Only verifications in this status. */
  status?: VerificationStatus | null | undefined;
  /** Only verifications with exactly this tag. */
  tag?: string | null | undefined;
};

/** Where a verification stands (DESIGN.md 5). */
export type VerificationStatus =
  /** An unrecoverable system failure. */
  | 'ERROR'
  /** Every required slot and non-optional item is complete; adding a required item reopens it. */
  | 'FINISHED'
  /** Collecting: the flow's finishing rule does not hold yet. */
  | 'PENDING';

export type OnboardingVerificationFragment = { id: string, taxId: string, businessName: string | null, friendlyName: string | null, tag: string, status: VerificationStatus, account: { name: string }, requirements: Array<{ key: string, label: string, description: string | null, required: boolean, optional: boolean, conditionalRender: boolean, conditionalRenderLabel: string | null, enabled: boolean, received: boolean, satisfied: boolean, allowedTypes: Array<ItemType>, problem: { kind: SlotProblemKind, staffReason: string | null, message: { es: string, en: string } } | null, item: { id: string } | null }>, items: Array<{ id: string, type: ItemType, requestedType: string, requirementKey: string | null, itemStatus: ItemStatus, internalStatus: string | null, itemError: string | null, isOptional: boolean, itemValue: unknown, invalidated: boolean, ruleOutcomes: Array<{ passed: boolean | null, errorMessage: string | null }>, file: { fileName: string | null, status: string, error: string | null, pagesDone: number | null, pagesTotal: number | null } | null, formSchema: { idSchema: string, name: string, uiSchemaDefinition: unknown } | null }>, nextStepsCheckout: Array<{ title: string, description: string }> };

export type OnboardingUpdatedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type OnboardingUpdatedSubscription = { verificationUpdated: { id: string, taxId: string, businessName: string | null, friendlyName: string | null, tag: string, status: VerificationStatus, account: { name: string }, requirements: Array<{ key: string, label: string, description: string | null, required: boolean, optional: boolean, conditionalRender: boolean, conditionalRenderLabel: string | null, enabled: boolean, received: boolean, satisfied: boolean, allowedTypes: Array<ItemType>, problem: { kind: SlotProblemKind, staffReason: string | null, message: { es: string, en: string } } | null, item: { id: string } | null }>, items: Array<{ id: string, type: ItemType, requestedType: string, requirementKey: string | null, itemStatus: ItemStatus, internalStatus: string | null, itemError: string | null, isOptional: boolean, itemValue: unknown, invalidated: boolean, ruleOutcomes: Array<{ passed: boolean | null, errorMessage: string | null }>, file: { fileName: string | null, status: string, error: string | null, pagesDone: number | null, pagesTotal: number | null } | null, formSchema: { idSchema: string, name: string, uiSchemaDefinition: unknown } | null }>, nextStepsCheckout: Array<{ title: string, description: string }> } };

export type OnboardingVerificationQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingVerificationQuery = { verification: { id: string, taxId: string, businessName: string | null, friendlyName: string | null, tag: string, status: VerificationStatus, account: { name: string }, requirements: Array<{ key: string, label: string, description: string | null, required: boolean, optional: boolean, conditionalRender: boolean, conditionalRenderLabel: string | null, enabled: boolean, received: boolean, satisfied: boolean, allowedTypes: Array<ItemType>, problem: { kind: SlotProblemKind, staffReason: string | null, message: { es: string, en: string } } | null, item: { id: string } | null }>, items: Array<{ id: string, type: ItemType, requestedType: string, requirementKey: string | null, itemStatus: ItemStatus, internalStatus: string | null, itemError: string | null, isOptional: boolean, itemValue: unknown, invalidated: boolean, ruleOutcomes: Array<{ passed: boolean | null, errorMessage: string | null }>, file: { fileName: string | null, status: string, error: string | null, pagesDone: number | null, pagesTotal: number | null } | null, formSchema: { idSchema: string, name: string, uiSchemaDefinition: unknown } | null }>, nextStepsCheckout: Array<{ title: string, description: string }> } | null };

export type OnboardingSetRequirementEnabledMutationVariables = Exact<{
  v: string | number;
  key: string | number;
  enabled: boolean;
}>;


export type OnboardingSetRequirementEnabledMutation = { verificationRequirementSet: { verification: { id: string } } };

export type OnboardingUploadTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type OnboardingUploadTicketMutation = { verificationItemUploadTicketCreate: { ticket: { uploadUrl: string } } };

export type OnboardingSubmitFormMutationVariables = Exact<{
  id: string | number;
  values: unknown;
}>;


export type OnboardingSubmitFormMutation = { verificationItemFormSubmit: { item: { id: string, itemStatus: ItemStatus } } };

export type StaffSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSessionMutation = { staffSessionCreate: { session: { token: string, expiresAt: string, account: { id: string, name: string } } } };

export type StaffRowFieldsFragment = { id: string, tag: string, taxId: string, businessName: string | null, status: VerificationStatus, documentsStatus: DocumentsStatus | null, decision: Decision | null, createdAt: string, updatedAt: string, findingsSummary: { open: number, critical: number }, itemCounts: { total: number, complete: number, failed: number } };

export type StaffListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: VerificationFilter | null | undefined;
}>;


export type StaffListQuery = { verifications: { nodes: Array<{ id: string, tag: string, taxId: string, businessName: string | null, status: VerificationStatus, documentsStatus: DocumentsStatus | null, decision: Decision | null, createdAt: string, updatedAt: string, findingsSummary: { open: number, critical: number }, itemCounts: { total: number, complete: number, failed: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type StaffRowQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffRowQuery = { verification: { id: string, tag: string, taxId: string, businessName: string | null, status: VerificationStatus, documentsStatus: DocumentsStatus | null, decision: Decision | null, createdAt: string, updatedAt: string, findingsSummary: { open: number, critical: number }, itemCounts: { total: number, complete: number, failed: number } } | null };

export type StaffEventsSubscriptionVariables = Exact<{
  verificationId?: string | number | null | undefined;
}>;


export type StaffEventsSubscription = { verificationEvents: { eventId: string, name: EventName, verificationId: string | null, itemId: string | null, occurredAt: string } };

export type StaffItemAfterReviewFragment = { id: string, type: ItemType, itemStatus: ItemStatus, internalStatus: string | null, invalidated: boolean };

export type StaffCorrectMutationVariables = Exact<{
  itemId: string | number;
  field: string;
  value?: unknown;
  reason?: string | null | undefined;
}>;


export type StaffCorrectMutation = { verificationItemFieldCorrect: { item: { id: string, type: ItemType, itemStatus: ItemStatus, internalStatus: string | null, invalidated: boolean } } };

export type StaffAcceptAsMutationVariables = Exact<{
  itemId: string | number;
  itemType: ItemType;
  reason?: string | null | undefined;
}>;


export type StaffAcceptAsMutation = { verificationItemAcceptAsType: { item: { id: string, type: ItemType, itemStatus: ItemStatus, internalStatus: string | null, invalidated: boolean } } };

export type StaffInvalidateMutationVariables = Exact<{
  itemId: string | number;
  reason?: string | null | undefined;
}>;


export type StaffInvalidateMutation = { verificationItemInvalidate: { item: { id: string, type: ItemType, itemStatus: ItemStatus, internalStatus: string | null, invalidated: boolean } } };

export type StaffReprocessMutationVariables = Exact<{
  itemId: string | number;
  reason?: string | null | undefined;
}>;


export type StaffReprocessMutation = { verificationItemReprocess: { item: { id: string, type: ItemType, itemStatus: ItemStatus, internalStatus: string | null, invalidated: boolean } } };

export type DocTemplateFieldsFragment = { id: string, name: string, fileName: string | null, variables: Array<string>, createdAt: string };

export type StaffTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTemplatesQuery = { docTemplates: Array<{ id: string, name: string, fileName: string | null, variables: Array<string>, createdAt: string }> };

export type StaffUploadTemplateMutationVariables = Exact<{
  name: string;
  base64: string;
  fileName?: string | null | undefined;
}>;


export type StaffUploadTemplateMutation = { docTemplateUpload: { template: { id: string, name: string, fileName: string | null, variables: Array<string>, createdAt: string } } };

export type StaffExportMutationVariables = Exact<{
  verificationId: string | number;
  templateId: string | number;
  keyPeople?: Array<ExportKeyPersonInput> | ExportKeyPersonInput | null | undefined;
  format?: ExportFormat | null | undefined;
}>;


export type StaffExportMutation = { verificationExport: { document: { downloadUrl: string, expiresIn: number, size: number, format: ExportFormat, unfilledVariables: Array<string> } } };

export type StaffResolveFindingMutationVariables = Exact<{
  verificationId: string | number;
  findingId: string | number;
  status: FindingResolution;
  reason: string;
}>;


export type StaffResolveFindingMutation = { resolveFinding: { finding: { id: string, status: FindingStatus }, verification: { id: string, decision: Decision | null } } };

export type StaffSetDecisionMutationVariables = Exact<{
  verificationId: string | number;
  decision: Decision;
  reason: string;
}>;


export type StaffSetDecisionMutation = { setVerificationDecision: { verification: { id: string, decision: Decision | null, decisionReason: string | null } } };

export type StaffRequestReplacementMutationVariables = Exact<{
  itemId: string | number;
  reason: string;
}>;


export type StaffRequestReplacementMutation = { verificationItemReplacementRequest: { item: { id: string, replacementRequested: boolean, replacementReason: string | null } } };

export type ReportTaxSectionFragment = { hasConstancia: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessType: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessTaxId: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessMainActivity: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessFiscalStatus: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, qrValidation: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessRegime: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, additionalData: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null };

export type ReportLegalSectionFragment = { businessName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessType: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessFolioNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessDuration: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessExpiryDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessLegalAddress: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessCreditorAbility: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessAssetPledging: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessGuarantorAbility: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, latestActaDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, corporatePurpose: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null };

export type ReportRegistrationSectionFragment = { hasConstitutive: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, actaNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, notaryNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, notaryName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessType: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, folioNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, folioDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, folioInscriptionDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, city: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, state: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, registrationDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null };

export type ReportAddressSectionFragment = { businessFiscalAddress: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessFiscalAddressDisaggregated: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessComercialAddress: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null };

export type ReportBankingSectionFragment = { entityName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, address: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, documentDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, documentNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, additionalData: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null };

export type ReportSignatoryValidationSectionFragment = { fullName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, paternalLastName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, maternalLastName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, documentNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, validationStatus: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, validationValue: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, validationDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, nameComparisonResult: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, idValidationProvider: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null };

export type ReportSourcedValueFragment = { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> };

export type ReportItemFragment = { id: string, itemOrder: number, type: ItemType, requestedType: string, requirementKey: string | null, itemStatus: ItemStatus, internalStatus: string | null, itemError: string | null, invalidated: boolean, allowedTypes: Array<ItemType> | null, originalFileUrl: string | null, completedAt: string | null, itemValue: unknown, replacementRequested: boolean, replacementReason: string | null, fields: Array<{ path: string, value: unknown, informationSource: string | null }>, checks: Array<{ code: string, result: CheckResult, field: string | null, message: string }>, file: { fileName: string | null, mimeType: string | null, sizeBytes: number | null, sha256: string | null, pageCount: number | null, pagesDone: number | null, pagesTotal: number | null, status: string, error: string | null, acceptedAsType: string | null, duplicateOfItemId: string | null, processedAt: string | null } | null, formSchema: { name: string, uiSchemaDefinition: unknown } | null, reviews: Array<{ id: string, action: ReviewAction, field: string | null, before: unknown, after: unknown, reason: string | null, createdAt: string }> };

export type ReportFindingFragment = { id: string, code: string, severity: FindingSeverity, status: FindingStatus, itemId: string | null, itemType: string | null, field: string | null, evidence: unknown, createdAt: string, resolvedAt: string | null, reason: string | null, message: { es: string, en: string }, resolvedBy: { type: ActorType, name: string } | null };

export type ReportAuditEntryFragment = { at: string, action: string, targetType: string, targetId: string | null, before: unknown, after: unknown, reason: string | null, actor: { type: ActorType, name: string } };

export type ReportPersonFragment = { peopleId: number, names: string, idNumber: string | null, requested: boolean, roles: Array<{ id: string, roleName: string, groupName: string, event: string, powers: Array<{ powerName: string, signatureType: string | null, hasLimits: boolean, limitsDescription: string | null }> }> };

export type StaffReportQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffReportQuery = { verification: { id: string, tag: string, taxId: string, businessName: string | null, email: string | null, flowId: string | null, status: VerificationStatus, documentsStatus: DocumentsStatus | null, createdAt: string, updatedAt: string, finishedAt: string | null, decision: Decision | null, decisionReason: string | null, findingsSummary: { open: number, critical: number }, findings: Array<{ id: string, code: string, severity: FindingSeverity, status: FindingStatus, itemId: string | null, itemType: string | null, field: string | null, evidence: unknown, createdAt: string, resolvedAt: string | null, reason: string | null, message: { es: string, en: string }, resolvedBy: { type: ActorType, name: string } | null }>, audit: Array<{ at: string, action: string, targetType: string, targetId: string | null, before: unknown, after: unknown, reason: string | null, actor: { type: ActorType, name: string } }>, requirements: Array<{ key: string, label: string, item: { id: string } | null }>, items: Array<{ id: string, itemOrder: number, type: ItemType, requestedType: string, requirementKey: string | null, itemStatus: ItemStatus, internalStatus: string | null, itemError: string | null, invalidated: boolean, allowedTypes: Array<ItemType> | null, originalFileUrl: string | null, completedAt: string | null, itemValue: unknown, replacementRequested: boolean, replacementReason: string | null, fields: Array<{ path: string, value: unknown, informationSource: string | null }>, checks: Array<{ code: string, result: CheckResult, field: string | null, message: string }>, file: { fileName: string | null, mimeType: string | null, sizeBytes: number | null, sha256: string | null, pageCount: number | null, pagesDone: number | null, pagesTotal: number | null, status: string, error: string | null, acceptedAsType: string | null, duplicateOfItemId: string | null, processedAt: string | null } | null, formSchema: { name: string, uiSchemaDefinition: unknown } | null, reviews: Array<{ id: string, action: ReviewAction, field: string | null, before: unknown, after: unknown, reason: string | null, createdAt: string }> }>, company: { tax: { hasConstancia: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessType: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessTaxId: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessMainActivity: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessFiscalStatus: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, qrValidation: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessRegime: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, additionalData: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null }, legal: { businessName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessType: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessFolioNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessDuration: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessExpiryDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessLegalAddress: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessCreditorAbility: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessAssetPledging: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessGuarantorAbility: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, latestActaDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, corporatePurpose: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null }, registration: { hasConstitutive: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, actaNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, notaryNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, notaryName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessType: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, folioNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, folioDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, folioInscriptionDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, city: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, state: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, registrationDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null }, address: { businessFiscalAddress: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessFiscalAddressDisaggregated: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, businessComercialAddress: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null }, banking: { entityName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, address: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, documentDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, documentNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, additionalData: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null }, signatoryValidation: { fullName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, paternalLastName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, maternalLastName: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, documentNumber: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, validationStatus: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, validationValue: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, validationDate: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, nameComparisonResult: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null, idValidationProvider: { value: unknown, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null, validations: Array<{ result: CrossCheckResult, crossCheckValue: unknown, itemType: string | null }> } | null } }, people: { keyPeople: Array<{ peopleId: number, names: string, idNumber: string | null, requested: boolean, roles: Array<{ id: string, roleName: string, groupName: string, event: string, powers: Array<{ powerName: string, signatureType: string | null, hasLimits: boolean, limitsDescription: string | null }> }> }>, fullList: Array<{ peopleId: number, names: string, idNumber: string | null, requested: boolean, roles: Array<{ id: string, roleName: string, groupName: string, event: string, powers: Array<{ powerName: string, signatureType: string | null, hasLimits: boolean, limitsDescription: string | null }> }> }>, boardMembers: Array<{ name: string, role: string, event: string }> }, shareholders: { unavailableReason: string | null, shareholders: Array<{ name: string, sharePercentage: number, shares: number | null, series: string | null, totalValue: number | null, currency: string }>, capital: { totalValue: number | null, fixedValue: number | null, variableValue: number | null, currency: string } | null, source: { itemId: string, itemType: string, documentUrl: string | null, documentDate: string | null, informationSource: string | null } | null } } | null };

export type StaffDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffDeliveriesQuery = { verification: { id: string, webhookDeliveries: Array<{ id: string, webhookId: string, eventName: string, status: DeliveryStatus, attemptCount: number, lastStatusCode: number | null, lastError: string | null, createdAt: string, completedAt: string | null }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OnboardingVerificationFragmentDoc = new TypedDocumentString(`
    fragment OnboardingVerification on Verification {
  id
  taxId
  businessName
  friendlyName
  tag
  status
  account {
    name
  }
  requirements {
    key
    label
    description
    required
    optional
    conditionalRender
    conditionalRenderLabel
    enabled
    received
    satisfied
    allowedTypes
    problem {
      kind
      message {
        es
        en
      }
      staffReason
    }
    item {
      id
    }
  }
  items {
    id
    type
    requestedType
    requirementKey
    itemStatus
    internalStatus
    itemError
    isOptional
    itemValue
    ruleOutcomes {
      passed
      errorMessage
    }
    invalidated
    file {
      fileName
      status
      error
      pagesDone
      pagesTotal
    }
    formSchema {
      idSchema
      name
      uiSchemaDefinition
    }
  }
  nextStepsCheckout {
    title
    description
  }
}
    `, {"fragmentName":"OnboardingVerification"}) as unknown as TypedDocumentString<OnboardingVerificationFragment, unknown>;
export const StaffRowFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"StaffRowFields"}) as unknown as TypedDocumentString<StaffRowFieldsFragment, unknown>;
export const StaffItemAfterReviewFragmentDoc = new TypedDocumentString(`
    fragment StaffItemAfterReview on VerificationItem {
  id
  type
  itemStatus
  internalStatus
  invalidated
}
    `, {"fragmentName":"StaffItemAfterReview"}) as unknown as TypedDocumentString<StaffItemAfterReviewFragment, unknown>;
export const DocTemplateFieldsFragmentDoc = new TypedDocumentString(`
    fragment DocTemplateFields on DocTemplate {
  id
  name
  fileName
  variables
  createdAt
}
    `, {"fragmentName":"DocTemplateFields"}) as unknown as TypedDocumentString<DocTemplateFieldsFragment, unknown>;
export const ReportSourcedValueFragmentDoc = new TypedDocumentString(`
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}
    `, {"fragmentName":"ReportSourcedValue"}) as unknown as TypedDocumentString<ReportSourcedValueFragment, unknown>;
export const ReportTaxSectionFragmentDoc = new TypedDocumentString(`
    fragment ReportTaxSection on TaxSection {
  hasConstancia {
    ...ReportSourcedValue
  }
  businessName {
    ...ReportSourcedValue
  }
  businessType {
    ...ReportSourcedValue
  }
  businessTaxId {
    ...ReportSourcedValue
  }
  businessMainActivity {
    ...ReportSourcedValue
  }
  businessFiscalStatus {
    ...ReportSourcedValue
  }
  qrValidation {
    ...ReportSourcedValue
  }
  businessRegime {
    ...ReportSourcedValue
  }
  additionalData {
    ...ReportSourcedValue
  }
}
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}`, {"fragmentName":"ReportTaxSection"}) as unknown as TypedDocumentString<ReportTaxSectionFragment, unknown>;
export const ReportLegalSectionFragmentDoc = new TypedDocumentString(`
    fragment ReportLegalSection on LegalSection {
  businessName {
    ...ReportSourcedValue
  }
  businessType {
    ...ReportSourcedValue
  }
  businessFolioNumber {
    ...ReportSourcedValue
  }
  businessDuration {
    ...ReportSourcedValue
  }
  businessExpiryDate {
    ...ReportSourcedValue
  }
  businessLegalAddress {
    ...ReportSourcedValue
  }
  businessCreditorAbility {
    ...ReportSourcedValue
  }
  businessAssetPledging {
    ...ReportSourcedValue
  }
  businessGuarantorAbility {
    ...ReportSourcedValue
  }
  latestActaDate {
    ...ReportSourcedValue
  }
  corporatePurpose {
    ...ReportSourcedValue
  }
}
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}`, {"fragmentName":"ReportLegalSection"}) as unknown as TypedDocumentString<ReportLegalSectionFragment, unknown>;
export const ReportRegistrationSectionFragmentDoc = new TypedDocumentString(`
    fragment ReportRegistrationSection on RegistrationSection {
  hasConstitutive {
    ...ReportSourcedValue
  }
  businessName {
    ...ReportSourcedValue
  }
  actaNumber {
    ...ReportSourcedValue
  }
  notaryNumber {
    ...ReportSourcedValue
  }
  notaryName {
    ...ReportSourcedValue
  }
  businessType {
    ...ReportSourcedValue
  }
  folioNumber {
    ...ReportSourcedValue
  }
  folioDate {
    ...ReportSourcedValue
  }
  folioInscriptionDate {
    ...ReportSourcedValue
  }
  city {
    ...ReportSourcedValue
  }
  state {
    ...ReportSourcedValue
  }
  registrationDate {
    ...ReportSourcedValue
  }
}
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}`, {"fragmentName":"ReportRegistrationSection"}) as unknown as TypedDocumentString<ReportRegistrationSectionFragment, unknown>;
export const ReportAddressSectionFragmentDoc = new TypedDocumentString(`
    fragment ReportAddressSection on AddressSection {
  businessFiscalAddress {
    ...ReportSourcedValue
  }
  businessFiscalAddressDisaggregated {
    ...ReportSourcedValue
  }
  businessComercialAddress {
    ...ReportSourcedValue
  }
}
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}`, {"fragmentName":"ReportAddressSection"}) as unknown as TypedDocumentString<ReportAddressSectionFragment, unknown>;
export const ReportBankingSectionFragmentDoc = new TypedDocumentString(`
    fragment ReportBankingSection on BankingSection {
  entityName {
    ...ReportSourcedValue
  }
  address {
    ...ReportSourcedValue
  }
  documentDate {
    ...ReportSourcedValue
  }
  documentNumber {
    ...ReportSourcedValue
  }
  additionalData {
    ...ReportSourcedValue
  }
}
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}`, {"fragmentName":"ReportBankingSection"}) as unknown as TypedDocumentString<ReportBankingSectionFragment, unknown>;
export const ReportSignatoryValidationSectionFragmentDoc = new TypedDocumentString(`
    fragment ReportSignatoryValidationSection on SignatoryValidationSection {
  fullName {
    ...ReportSourcedValue
  }
  paternalLastName {
    ...ReportSourcedValue
  }
  maternalLastName {
    ...ReportSourcedValue
  }
  documentNumber {
    ...ReportSourcedValue
  }
  validationStatus {
    ...ReportSourcedValue
  }
  validationValue {
    ...ReportSourcedValue
  }
  validationDate {
    ...ReportSourcedValue
  }
  nameComparisonResult {
    ...ReportSourcedValue
  }
  idValidationProvider {
    ...ReportSourcedValue
  }
}
    fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}`, {"fragmentName":"ReportSignatoryValidationSection"}) as unknown as TypedDocumentString<ReportSignatoryValidationSectionFragment, unknown>;
export const ReportItemFragmentDoc = new TypedDocumentString(`
    fragment ReportItem on VerificationItem {
  id
  itemOrder
  type
  requestedType
  requirementKey
  itemStatus
  internalStatus
  itemError
  invalidated
  allowedTypes
  fields {
    path
    value
    informationSource
  }
  checks {
    code
    result
    field
    message
  }
  originalFileUrl
  completedAt
  file {
    fileName
    mimeType
    sizeBytes
    sha256
    pageCount
    pagesDone
    pagesTotal
    status
    error
    acceptedAsType
    duplicateOfItemId
    processedAt
  }
  itemValue
  formSchema {
    name
    uiSchemaDefinition
  }
  replacementRequested
  replacementReason
  reviews {
    id
    action
    field
    before
    after
    reason
    createdAt
  }
}
    `, {"fragmentName":"ReportItem"}) as unknown as TypedDocumentString<ReportItemFragment, unknown>;
export const ReportFindingFragmentDoc = new TypedDocumentString(`
    fragment ReportFinding on Finding {
  id
  code
  severity
  status
  message {
    es
    en
  }
  itemId
  itemType
  field
  evidence
  createdAt
  resolvedAt
  resolvedBy {
    type
    name
  }
  reason
}
    `, {"fragmentName":"ReportFinding"}) as unknown as TypedDocumentString<ReportFindingFragment, unknown>;
export const ReportAuditEntryFragmentDoc = new TypedDocumentString(`
    fragment ReportAuditEntry on AuditEntry {
  at
  actor {
    type
    name
  }
  action
  targetType
  targetId
  before
  after
  reason
}
    `, {"fragmentName":"ReportAuditEntry"}) as unknown as TypedDocumentString<ReportAuditEntryFragment, unknown>;
export const ReportPersonFragmentDoc = new TypedDocumentString(`
    fragment ReportPerson on Person {
  peopleId
  names
  idNumber
  requested
  roles {
    id
    roleName
    groupName
    event
    powers {
      powerName
      signatureType
      hasLimits
      limitsDescription
    }
  }
}
    `, {"fragmentName":"ReportPerson"}) as unknown as TypedDocumentString<ReportPersonFragment, unknown>;
export const OnboardingUpdatedDocument = new TypedDocumentString(`
    subscription OnboardingUpdated($id: ID!) {
  verificationUpdated(id: $id) {
    ...OnboardingVerification
  }
}
    fragment OnboardingVerification on Verification {
  id
  taxId
  businessName
  friendlyName
  tag
  status
  account {
    name
  }
  requirements {
    key
    label
    description
    required
    optional
    conditionalRender
    conditionalRenderLabel
    enabled
    received
    satisfied
    allowedTypes
    problem {
      kind
      message {
        es
        en
      }
      staffReason
    }
    item {
      id
    }
  }
  items {
    id
    type
    requestedType
    requirementKey
    itemStatus
    internalStatus
    itemError
    isOptional
    itemValue
    ruleOutcomes {
      passed
      errorMessage
    }
    invalidated
    file {
      fileName
      status
      error
      pagesDone
      pagesTotal
    }
    formSchema {
      idSchema
      name
      uiSchemaDefinition
    }
  }
  nextStepsCheckout {
    title
    description
  }
}`) as unknown as TypedDocumentString<OnboardingUpdatedSubscription, OnboardingUpdatedSubscriptionVariables>;
export const OnboardingVerificationDocument = new TypedDocumentString(`
    query OnboardingVerification($id: ID!) {
  verification(id: $id) {
    ...OnboardingVerification
  }
}
    fragment OnboardingVerification on Verification {
  id
  taxId
  businessName
  friendlyName
  tag
  status
  account {
    name
  }
  requirements {
    key
    label
    description
    required
    optional
    conditionalRender
    conditionalRenderLabel
    enabled
    received
    satisfied
    allowedTypes
    problem {
      kind
      message {
        es
        en
      }
      staffReason
    }
    item {
      id
    }
  }
  items {
    id
    type
    requestedType
    requirementKey
    itemStatus
    internalStatus
    itemError
    isOptional
    itemValue
    ruleOutcomes {
      passed
      errorMessage
    }
    invalidated
    file {
      fileName
      status
      error
      pagesDone
      pagesTotal
    }
    formSchema {
      idSchema
      name
      uiSchemaDefinition
    }
  }
  nextStepsCheckout {
    title
    description
  }
}`) as unknown as TypedDocumentString<OnboardingVerificationQuery, OnboardingVerificationQueryVariables>;
export const OnboardingSetRequirementEnabledDocument = new TypedDocumentString(`
    mutation OnboardingSetRequirementEnabled($v: ID!, $key: ID!, $enabled: Boolean!) {
  verificationRequirementSet(
    input: {verificationId: $v, key: $key, enabled: $enabled}
  ) {
    verification {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OnboardingSetRequirementEnabledMutation, OnboardingSetRequirementEnabledMutationVariables>;
export const OnboardingUploadTicketDocument = new TypedDocumentString(`
    mutation OnboardingUploadTicket($id: ID!) {
  verificationItemUploadTicketCreate(input: {itemId: $id}) {
    ticket {
      uploadUrl
    }
  }
}
    `) as unknown as TypedDocumentString<OnboardingUploadTicketMutation, OnboardingUploadTicketMutationVariables>;
export const OnboardingSubmitFormDocument = new TypedDocumentString(`
    mutation OnboardingSubmitForm($id: ID!, $values: JSON!) {
  verificationItemFormSubmit(input: {itemId: $id, values: $values}) {
    item {
      id
      itemStatus
    }
  }
}
    `) as unknown as TypedDocumentString<OnboardingSubmitFormMutation, OnboardingSubmitFormMutationVariables>;
export const StaffSessionDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<StaffSessionMutation, StaffSessionMutationVariables>;
export const StaffListDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<StaffListQuery, StaffListQueryVariables>;
export const StaffRowDocument = new TypedDocumentString(`
    query StaffRow($id: ID!) {
  verification(id: $id) {
    ...StaffRowFields
  }
}
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
}`) as unknown as TypedDocumentString<StaffRowQuery, StaffRowQueryVariables>;
export const StaffEventsDocument = new TypedDocumentString(`
    subscription StaffEvents($verificationId: ID) {
  verificationEvents(verificationId: $verificationId) {
    eventId
    name
    verificationId
    itemId
    occurredAt
  }
}
    `) as unknown as TypedDocumentString<StaffEventsSubscription, StaffEventsSubscriptionVariables>;
export const StaffCorrectDocument = new TypedDocumentString(`
    mutation StaffCorrect($itemId: ID!, $field: String!, $value: JSON, $reason: String) {
  verificationItemFieldCorrect(
    input: {itemId: $itemId, field: $field, value: $value, reason: $reason}
  ) {
    item {
      ...StaffItemAfterReview
    }
  }
}
    fragment StaffItemAfterReview on VerificationItem {
  id
  type
  itemStatus
  internalStatus
  invalidated
}`) as unknown as TypedDocumentString<StaffCorrectMutation, StaffCorrectMutationVariables>;
export const StaffAcceptAsDocument = new TypedDocumentString(`
    mutation StaffAcceptAs($itemId: ID!, $itemType: ItemType!, $reason: String) {
  verificationItemAcceptAsType(
    input: {itemId: $itemId, itemType: $itemType, reason: $reason}
  ) {
    item {
      ...StaffItemAfterReview
    }
  }
}
    fragment StaffItemAfterReview on VerificationItem {
  id
  type
  itemStatus
  internalStatus
  invalidated
}`) as unknown as TypedDocumentString<StaffAcceptAsMutation, StaffAcceptAsMutationVariables>;
export const StaffInvalidateDocument = new TypedDocumentString(`
    mutation StaffInvalidate($itemId: ID!, $reason: String) {
  verificationItemInvalidate(input: {itemId: $itemId, reason: $reason}) {
    item {
      ...StaffItemAfterReview
    }
  }
}
    fragment StaffItemAfterReview on VerificationItem {
  id
  type
  itemStatus
  internalStatus
  invalidated
}`) as unknown as TypedDocumentString<StaffInvalidateMutation, StaffInvalidateMutationVariables>;
export const StaffReprocessDocument = new TypedDocumentString(`
    mutation StaffReprocess($itemId: ID!, $reason: String) {
  verificationItemReprocess(input: {itemId: $itemId, reason: $reason}) {
    item {
      ...StaffItemAfterReview
    }
  }
}
    fragment StaffItemAfterReview on VerificationItem {
  id
  type
  itemStatus
  internalStatus
  invalidated
}`) as unknown as TypedDocumentString<StaffReprocessMutation, StaffReprocessMutationVariables>;
export const StaffTemplatesDocument = new TypedDocumentString(`
    query StaffTemplates {
  docTemplates {
    ...DocTemplateFields
  }
}
    fragment DocTemplateFields on DocTemplate {
  id
  name
  fileName
  variables
  createdAt
}`) as unknown as TypedDocumentString<StaffTemplatesQuery, StaffTemplatesQueryVariables>;
export const StaffUploadTemplateDocument = new TypedDocumentString(`
    mutation StaffUploadTemplate($name: String!, $base64: String!, $fileName: String) {
  docTemplateUpload(input: {name: $name, base64: $base64, fileName: $fileName}) {
    template {
      ...DocTemplateFields
    }
  }
}
    fragment DocTemplateFields on DocTemplate {
  id
  name
  fileName
  variables
  createdAt
}`) as unknown as TypedDocumentString<StaffUploadTemplateMutation, StaffUploadTemplateMutationVariables>;
export const StaffExportDocument = new TypedDocumentString(`
    mutation StaffExport($verificationId: ID!, $templateId: ID!, $keyPeople: [ExportKeyPersonInput!], $format: ExportFormat) {
  verificationExport(
    input: {verificationId: $verificationId, templateId: $templateId, keyPeople: $keyPeople, format: $format}
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
    `) as unknown as TypedDocumentString<StaffExportMutation, StaffExportMutationVariables>;
export const StaffResolveFindingDocument = new TypedDocumentString(`
    mutation StaffResolveFinding($verificationId: ID!, $findingId: ID!, $status: FindingResolution!, $reason: String!) {
  resolveFinding(
    input: {verificationId: $verificationId, findingId: $findingId, status: $status, reason: $reason}
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
    `) as unknown as TypedDocumentString<StaffResolveFindingMutation, StaffResolveFindingMutationVariables>;
export const StaffSetDecisionDocument = new TypedDocumentString(`
    mutation StaffSetDecision($verificationId: ID!, $decision: Decision!, $reason: String!) {
  setVerificationDecision(
    input: {verificationId: $verificationId, decision: $decision, reason: $reason}
  ) {
    verification {
      id
      decision
      decisionReason
    }
  }
}
    `) as unknown as TypedDocumentString<StaffSetDecisionMutation, StaffSetDecisionMutationVariables>;
export const StaffRequestReplacementDocument = new TypedDocumentString(`
    mutation StaffRequestReplacement($itemId: ID!, $reason: String!) {
  verificationItemReplacementRequest(input: {itemId: $itemId, reason: $reason}) {
    item {
      id
      replacementRequested
      replacementReason
    }
  }
}
    `) as unknown as TypedDocumentString<StaffRequestReplacementMutation, StaffRequestReplacementMutationVariables>;
export const StaffReportDocument = new TypedDocumentString(`
    query StaffReport($id: ID!) {
  verification(id: $id) {
    id
    tag
    taxId
    businessName
    email
    flowId
    status
    documentsStatus
    createdAt
    updatedAt
    finishedAt
    decision
    decisionReason
    findingsSummary {
      open
      critical
    }
    findings {
      ...ReportFinding
    }
    audit {
      ...ReportAuditEntry
    }
    requirements {
      key
      label
      item {
        id
      }
    }
    items {
      ...ReportItem
    }
    company {
      tax {
        ...ReportTaxSection
      }
      legal {
        ...ReportLegalSection
      }
      registration {
        ...ReportRegistrationSection
      }
      address {
        ...ReportAddressSection
      }
      banking {
        ...ReportBankingSection
      }
      signatoryValidation {
        ...ReportSignatoryValidationSection
      }
    }
    people {
      keyPeople {
        ...ReportPerson
      }
      fullList {
        ...ReportPerson
      }
      boardMembers {
        name
        role
        event
      }
    }
    shareholders {
      shareholders {
        name
        sharePercentage
        shares
        series
        totalValue
        currency
      }
      capital {
        totalValue
        fixedValue
        variableValue
        currency
      }
      source {
        itemId
        itemType
        documentUrl
        documentDate
        informationSource
      }
      unavailableReason
    }
  }
}
    fragment ReportTaxSection on TaxSection {
  hasConstancia {
    ...ReportSourcedValue
  }
  businessName {
    ...ReportSourcedValue
  }
  businessType {
    ...ReportSourcedValue
  }
  businessTaxId {
    ...ReportSourcedValue
  }
  businessMainActivity {
    ...ReportSourcedValue
  }
  businessFiscalStatus {
    ...ReportSourcedValue
  }
  qrValidation {
    ...ReportSourcedValue
  }
  businessRegime {
    ...ReportSourcedValue
  }
  additionalData {
    ...ReportSourcedValue
  }
}
fragment ReportLegalSection on LegalSection {
  businessName {
    ...ReportSourcedValue
  }
  businessType {
    ...ReportSourcedValue
  }
  businessFolioNumber {
    ...ReportSourcedValue
  }
  businessDuration {
    ...ReportSourcedValue
  }
  businessExpiryDate {
    ...ReportSourcedValue
  }
  businessLegalAddress {
    ...ReportSourcedValue
  }
  businessCreditorAbility {
    ...ReportSourcedValue
  }
  businessAssetPledging {
    ...ReportSourcedValue
  }
  businessGuarantorAbility {
    ...ReportSourcedValue
  }
  latestActaDate {
    ...ReportSourcedValue
  }
  corporatePurpose {
    ...ReportSourcedValue
  }
}
fragment ReportRegistrationSection on RegistrationSection {
  hasConstitutive {
    ...ReportSourcedValue
  }
  businessName {
    ...ReportSourcedValue
  }
  actaNumber {
    ...ReportSourcedValue
  }
  notaryNumber {
    ...ReportSourcedValue
  }
  notaryName {
    ...ReportSourcedValue
  }
  businessType {
    ...ReportSourcedValue
  }
  folioNumber {
    ...ReportSourcedValue
  }
  folioDate {
    ...ReportSourcedValue
  }
  folioInscriptionDate {
    ...ReportSourcedValue
  }
  city {
    ...ReportSourcedValue
  }
  state {
    ...ReportSourcedValue
  }
  registrationDate {
    ...ReportSourcedValue
  }
}
fragment ReportAddressSection on AddressSection {
  businessFiscalAddress {
    ...ReportSourcedValue
  }
  businessFiscalAddressDisaggregated {
    ...ReportSourcedValue
  }
  businessComercialAddress {
    ...ReportSourcedValue
  }
}
fragment ReportBankingSection on BankingSection {
  entityName {
    ...ReportSourcedValue
  }
  address {
    ...ReportSourcedValue
  }
  documentDate {
    ...ReportSourcedValue
  }
  documentNumber {
    ...ReportSourcedValue
  }
  additionalData {
    ...ReportSourcedValue
  }
}
fragment ReportSignatoryValidationSection on SignatoryValidationSection {
  fullName {
    ...ReportSourcedValue
  }
  paternalLastName {
    ...ReportSourcedValue
  }
  maternalLastName {
    ...ReportSourcedValue
  }
  documentNumber {
    ...ReportSourcedValue
  }
  validationStatus {
    ...ReportSourcedValue
  }
  validationValue {
    ...ReportSourcedValue
  }
  validationDate {
    ...ReportSourcedValue
  }
  nameComparisonResult {
    ...ReportSourcedValue
  }
  idValidationProvider {
    ...ReportSourcedValue
  }
}
fragment ReportSourcedValue on SourcedValue {
  value
  source {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
  validations {
    result
    crossCheckValue
    itemType
  }
}
fragment ReportItem on VerificationItem {
  id
  itemOrder
  type
  requestedType
  requirementKey
  itemStatus
  internalStatus
  itemError
  invalidated
  allowedTypes
  fields {
    path
    value
    informationSource
  }
  checks {
    code
    result
    field
    message
  }
  originalFileUrl
  completedAt
  file {
    fileName
    mimeType
    sizeBytes
    sha256
    pageCount
    pagesDone
    pagesTotal
    status
    error
    acceptedAsType
    duplicateOfItemId
    processedAt
  }
  itemValue
  formSchema {
    name
    uiSchemaDefinition
  }
  replacementRequested
  replacementReason
  reviews {
    id
    action
    field
    before
    after
    reason
    createdAt
  }
}
fragment ReportFinding on Finding {
  id
  code
  severity
  status
  message {
    es
    en
  }
  itemId
  itemType
  field
  evidence
  createdAt
  resolvedAt
  resolvedBy {
    type
    name
  }
  reason
}
fragment ReportAuditEntry on AuditEntry {
  at
  actor {
    type
    name
  }
  action
  targetType
  targetId
  before
  after
  reason
}
fragment ReportPerson on Person {
  peopleId
  names
  idNumber
  requested
  roles {
    id
    roleName
    groupName
    event
    powers {
      powerName
      signatureType
      hasLimits
      limitsDescription
    }
  }
}`) as unknown as TypedDocumentString<StaffReportQuery, StaffReportQueryVariables>;
export const StaffDeliveriesDocument = new TypedDocumentString(`
    query StaffDeliveries($id: ID!) {
  verification(id: $id) {
    id
    webhookDeliveries(first: 50) {
      id
      webhookId
      eventName
      status
      attemptCount
      lastStatusCode
      lastError
      createdAt
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<StaffDeliveriesQuery, StaffDeliveriesQueryVariables>;