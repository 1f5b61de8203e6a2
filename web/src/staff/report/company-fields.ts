/** The consolidated company sections and their fields, in the order the report shows them. */
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
} as const;

export type SectionName = keyof typeof COMPANY_SECTIONS;
export const SECTION_NAMES = Object.keys(COMPANY_SECTIONS) as SectionName[];

export const SOURCE_SELECTION = 'itemId itemType documentUrl documentDate informationSource';

const SOURCED = `{ value source { ${SOURCE_SELECTION} } validations { crossCheck crossCheckValue itemType } }`;

/** The GraphQL selection of `Verification.company`, built from the list above. */
export const COMPANY_SELECTION = `company { ${SECTION_NAMES.map(
  (s) => `${s} { ${COMPANY_SECTIONS[s].map((f) => `${f} ${SOURCED}`).join(' ')} }`,
).join(' ')} }`;
