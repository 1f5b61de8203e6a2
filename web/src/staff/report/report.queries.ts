import { graphql } from '../../../gql';
import type { StaffDeliveriesQuery, StaffReportQuery } from '../../../gql/graphql';
import type { SectionName } from './company-fields';

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
export type SourcedValue = NonNullable<Verification['company']['tax']['businessName']>;
export type ValueSource = NonNullable<SourcedValue['source']>;
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

/**
 * The company's sections field by field, in the order of COMPANY_SECTIONS (company-fields.ts). Written
 * out without fragments: graphql-armor counts each fragment spread as two levels of depth, and the pages
 * keep to half of each limit (test/graphql-limits.test.ts).
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
          businessName {
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
          businessType {
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
          businessTaxId {
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
          businessFiscalStatus {
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
          businessRegime {
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
          businessMainActivity {
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
          qrValidation {
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
          additionalData {
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
        }
        legal {
          businessName {
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
          businessType {
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
          businessFolioNumber {
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
          businessDuration {
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
          businessExpiryDate {
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
          businessLegalAddress {
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
          businessCreditorAbility {
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
          businessAssetPledging {
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
          businessGuarantorAbility {
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
          latestActaDate {
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
          corporatePurpose {
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
        }
        registration {
          hasConstitutive {
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
          businessName {
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
          actaNumber {
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
          notaryNumber {
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
          notaryName {
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
          businessType {
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
          folioNumber {
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
          folioDate {
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
          folioInscriptionDate {
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
          city {
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
          state {
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
          registrationDate {
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
        }
        address {
          businessFiscalAddress {
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
          businessFiscalAddressDisaggregated {
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
          businessComercialAddress {
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
        }
        banking {
          entityName {
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
          documentNumber {
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
          documentDate {
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
          address {
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
          additionalData {
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
        }
        signatoryValidation {
          fullName {
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
          paternalLastName {
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
          maternalLastName {
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
          documentNumber {
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
          validationStatus {
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
          validationValue {
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
          validationDate {
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
          nameComparisonResult {
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
          idValidationProvider {
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
        }
      }
      people {
        keyPeople {
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
        fullList {
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
