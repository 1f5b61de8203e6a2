import type { StaffReportQuery } from '../../../gql/graphql';

type Company = NonNullable<StaffReportQuery['verification']>['company'];

/**
 * The consolidated company sections and their fields, in the order the report shows them; each field
 * must be one REPORT_QUERY asks for (report.queries.ts), which the type below checks.
 */
export const COMPANY_SECTIONS = {
  tax: [
    'hasConstancia',
    'businessName',
    'businessType',
    'businessTaxId',
    'businessFiscalStatus',
    'businessRegime',
    'businessMainActivity',
    'qrValidation',
    'additionalData',
  ],
  legal: [
    'businessName',
    'businessType',
    'businessFolioNumber',
    'businessDuration',
    'businessExpiryDate',
    'businessLegalAddress',
    'businessCreditorAbility',
    'businessAssetPledging',
    'businessGuarantorAbility',
    'latestActaDate',
    'corporatePurpose',
  ],
  registration: [
    'hasConstitutive',
    'businessName',
    'actaNumber',
    'notaryNumber',
    'notaryName',
    'businessType',
    'folioNumber',
    'folioDate',
    'folioInscriptionDate',
    'city',
    'state',
    'registrationDate',
  ],
  address: ['businessFiscalAddress', 'businessFiscalAddressDisaggregated', 'businessComercialAddress'],
  banking: ['entityName', 'documentNumber', 'documentDate', 'address', 'additionalData'],
  signatoryValidation: [
    'fullName',
    'paternalLastName',
    'maternalLastName',
    'documentNumber',
    'validationStatus',
    'validationValue',
    'validationDate',
    'nameComparisonResult',
    'idValidationProvider',
  ],
} as const satisfies { [S in keyof Company]: readonly (keyof Company[S])[] };

export type SectionName = keyof typeof COMPANY_SECTIONS;
export const SECTION_NAMES = Object.keys(COMPANY_SECTIONS) as SectionName[];
