import { graphql } from '../../../gql';
import type {
  SourcedValueFieldsFragment,
  StaffDeliveriesQuery,
  StaffReportQuery,
  ValueSourceFieldsFragment,
} from '../../../gql/graphql';
import type { SectionName } from './company-fields';

export type ValueSource = ValueSourceFieldsFragment;
export type SourcedValue = SourcedValueFieldsFragment;
export type CrossCheck = SourcedValue['validations'][number];

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

/**
 * An item's JSON fields as the report reads them: free-form in the schema, in the REST layer's shape by
 * contract. Everything else of the report is typed from REPORT_QUERY.
 */
interface ItemJson {
  itemOptions: { allowed_item_types?: string[] } | null;
  itemValue: { fields?: Record<string, ExtractedField> } | null;
  validationResult: { passed?: boolean; checks?: Check[] } | null;
}

type Verification = NonNullable<StaffReportQuery['verification']>;
export type ReportItem = Omit<Verification['items'][number], keyof ItemJson> & ItemJson;
export type ItemFile = NonNullable<ReportItem['file']>;
export type Person = Verification['people']['keyPeople'][number];
export type Shareholders = Verification['shareholders'];
/** The report as the pages show it: company sections indexed by the names in company-fields.ts. */
export type Report = Omit<Verification, 'items' | 'company'> & {
  items: ReportItem[];
  company: Record<SectionName, Record<string, SourcedValue | null>>;
};

/** The one place the items' JSON is read in its REST shape. */
export const reportView = (v: Verification): Report => v as Report;

export const VALUE_SOURCE = graphql(`
  fragment ValueSourceFields on ValueSource {
    itemId
    itemType
    documentUrl
    documentDate
    informationSource
  }
`);

export const SOURCED_VALUE = graphql(`
  fragment SourcedValueFields on SourcedValue {
    value
    source {
      ...ValueSourceFields
    }
    validations {
      result
      crossCheckValue
      itemType
    }
  }
`);

export const PERSON = graphql(`
  fragment StaffPerson on Person {
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

/** The company's sections field by field, in the order of COMPANY_SECTIONS (company-fields.ts). */
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
      requirements {
        key
        label
        item {
          id
        }
      }
      items {
        id
        itemOrder
        type
        requestedType
        requirementKey
        itemStatus
        internalStatus
        itemError
        invalidated
        itemOptions
        itemValue
        validationResult
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
      company {
        tax {
          hasConstancia {
            ...SourcedValueFields
          }
          businessName {
            ...SourcedValueFields
          }
          businessType {
            ...SourcedValueFields
          }
          businessTaxId {
            ...SourcedValueFields
          }
          businessFiscalStatus {
            ...SourcedValueFields
          }
          businessRegime {
            ...SourcedValueFields
          }
          businessMainActivity {
            ...SourcedValueFields
          }
          qrValidation {
            ...SourcedValueFields
          }
          additionalData {
            ...SourcedValueFields
          }
        }
        legal {
          businessName {
            ...SourcedValueFields
          }
          businessType {
            ...SourcedValueFields
          }
          businessFolioNumber {
            ...SourcedValueFields
          }
          businessDuration {
            ...SourcedValueFields
          }
          businessExpiryDate {
            ...SourcedValueFields
          }
          businessLegalAddress {
            ...SourcedValueFields
          }
          businessCreditorAbility {
            ...SourcedValueFields
          }
          businessAssetPledging {
            ...SourcedValueFields
          }
          businessGuarantorAbility {
            ...SourcedValueFields
          }
          latestActaDate {
            ...SourcedValueFields
          }
          corporatePurpose {
            ...SourcedValueFields
          }
        }
        registration {
          hasConstitutive {
            ...SourcedValueFields
          }
          businessName {
            ...SourcedValueFields
          }
          actaNumber {
            ...SourcedValueFields
          }
          notaryNumber {
            ...SourcedValueFields
          }
          notaryName {
            ...SourcedValueFields
          }
          businessType {
            ...SourcedValueFields
          }
          folioNumber {
            ...SourcedValueFields
          }
          folioDate {
            ...SourcedValueFields
          }
          folioInscriptionDate {
            ...SourcedValueFields
          }
          city {
            ...SourcedValueFields
          }
          state {
            ...SourcedValueFields
          }
          registrationDate {
            ...SourcedValueFields
          }
        }
        address {
          businessFiscalAddress {
            ...SourcedValueFields
          }
          businessFiscalAddressDisaggregated {
            ...SourcedValueFields
          }
          businessComercialAddress {
            ...SourcedValueFields
          }
        }
        banking {
          entityName {
            ...SourcedValueFields
          }
          documentNumber {
            ...SourcedValueFields
          }
          documentDate {
            ...SourcedValueFields
          }
          address {
            ...SourcedValueFields
          }
          additionalData {
            ...SourcedValueFields
          }
        }
        signatoryValidation {
          fullName {
            ...SourcedValueFields
          }
          paternalLastName {
            ...SourcedValueFields
          }
          maternalLastName {
            ...SourcedValueFields
          }
          documentNumber {
            ...SourcedValueFields
          }
          validationStatus {
            ...SourcedValueFields
          }
          validationValue {
            ...SourcedValueFields
          }
          validationDate {
            ...SourcedValueFields
          }
          nameComparisonResult {
            ...SourcedValueFields
          }
          idValidationProvider {
            ...SourcedValueFields
          }
        }
      }
      people {
        keyPeople {
          ...StaffPerson
        }
        fullList {
          ...StaffPerson
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
          ...ValueSourceFields
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
