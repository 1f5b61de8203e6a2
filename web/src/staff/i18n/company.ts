import { COMPANY_SECTIONS } from '../../../../src/domain/company/sections';

/** Section and field names of the consolidated company data (spec 2.6). */
export const company = {
  'staff.company.empty': {
    es: 'Ningún documento ha aportado estos datos.',
    en: 'No document has provided this data.',
  },
  'staff.company.field': { es: 'Dato', en: 'Field' },
  'staff.company.value': { es: 'Valor', en: 'Value' },
  'staff.company.source': { es: 'Fuente', en: 'Source' },
  'staff.company.crossChecks': { es: 'Cruce entre documentos', en: 'Cross-checks' },
  // The sections' and their fields' labels are defined with them, in the domain.
  ...Object.fromEntries(
    COMPANY_SECTIONS.flatMap((section) => [
      [`staff.company.${section.graphql}`, section.label],
      ...section.fields.map((f) => [`staff.field.${section.graphql}.${f.graphql}`, f.label]),
    ]),
  ),
};
