import { graphql } from '../../../gql';
import type {
  ReportAuditEntryFragment,
  ReportFindingFragment,
  ReportItemFragment,
  ReportSourcedValueFragment,
  StaffDeliveriesQuery,
  StaffReportQuery,
} from '../../../gql/graphql';
import type { SectionName } from './company-fields';

type Verification = NonNullable<StaffReportQuery['verification']>;
export type SourcedValue = ReportSourcedValueFragment;
export type ValueSource = NonNullable<SourcedValue['source']>;
export type ReportItem = ReportItemFragment;
export type Finding = ReportFindingFragment;
export type AuditEntry = ReportAuditEntryFragment;
export type ItemFile = NonNullable<ReportItem['file']>;
export type Person = Verification['people']['keyPeople'][number];
export type Shareholders = Verification['shareholders'];
/** The report as the pages show it: company sections indexed by the field names of company-fields.ts. */
export type Report = Omit<Verification, 'company'> & {
  company: Record<SectionName, Record<string, SourcedValue | null>>;
};

/** Each company section as a record of its fields (company-fields.ts lists them). */
export const reportView = (v: Verification): Report => v;

export const SOURCED_VALUE_FIELDS = graphql(`
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
`);

/** An item's card. */
export const ITEM_FIELDS = graphql(`
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
`);

/** A finding with its evidence and, once closed, who closed it and why. */
export const FINDING_FIELDS = graphql(`
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
`);

/** One entry of the audit trail. */
export const AUDIT_FIELDS = graphql(`
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
`);

/** A person's card, in the key people and in the full list. */
export const PERSON_FIELDS = graphql(`
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
`);

/**
 * The report: one fragment per card or section (a spread adds no depth, src/graphql/limits.ts); the
 * company sections' fragments are generated from their definition (company-sections.fragments.ts).
 */
export const REPORT_QUERY = graphql(`
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
`);

/**
 * Asked apart from the report, so a failure here leaves the rest of the report readable. `eventName`
 * (deprecated) is kept: it is the name as webhook receivers see it, which `event`'s enum value is not.
 */
export const DELIVERIES_QUERY = graphql(`
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
`);
export type WebhookDelivery = NonNullable<StaffDeliveriesQuery['verification']>['webhookDeliveries'][number];
