/**
 * The company sections (the groups of the `details` read-out, spec 2.6, and of GraphQL's `Company`),
 * defined once: each field's REST (snake_case) and GraphQL (camelCase) name, the shape of its value,
 * its description, the staff report's labels and the export variables it feeds. Derived from here:
 * the GraphQL section types (scripts/company-sections.ts writes schema/company-sections.graphql and the
 * report's fragments), their resolvers, the OpenAPI schemas, the export catalogue and the report's
 * section list. The values themselves are built in details.ts, details-tax.ts and signatory.ts, typed
 * by `SectionValues`. Pure data: the pages import it too.
 */

/** The shape of a field's `value` (OpenAPI documents it; GraphQL carries it as JSON). */
export type ValueShape =
  | 'unknown'
  | 'boolean'
  | 'record'
  | { object: Readonly<Record<string, 'string' | 'string?' | 'int?' | 'unknown'>> }
  | { list: ValueShape };

/** An export variable a field feeds: `<section prefix><name>`, from the value or one of its parts. */
export interface ExportSpec {
  name: string;
  description: string;
  example: string;
}

export interface SectionFieldSpec {
  /** What the field holds, in English: the SDL and OpenAPI description. */
  description: string;
  /** The staff report's row label. */
  label: { es: string; en: string };
  value?: ValueShape;
  /** The export variables it feeds (none when absent). */
  exports?: readonly ExportSpec[];
}

export type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

/** snake_case to camelCase, the one rule between the REST and the GraphQL names. */
export const camel = <S extends string>(s: S): Camel<S> =>
  s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as Camel<S>;

const exported = (name: string, description: string, example: string): ExportSpec => ({
  name,
  description,
  example,
});

/**
 * The sections in the staff report's order; the fields of each in the order of the SDL, the report
 * and the export catalogue.
 */
export const SECTION_SPECS = {
  tax: {
    type: 'TaxSection',
    description: 'The company as the SAT knows it (constancia de situación fiscal).',
    companyDescription: 'From the constancia de situación fiscal.',
    label: { es: 'Datos fiscales (SAT)', en: 'Tax data (SAT)' },
    fields: {
      has_constancia: {
        description: 'Boolean: whether a constancia was received (false with no source when none).',
        label: { es: 'Tiene constancia', en: 'Has a CSF' },
        value: 'boolean',
        exports: [
          exported('has_constancia', 'Whether a tax status certificate (CSF) was read (boolean)', 'true'),
        ],
      },
      business_name: {
        description: 'Razón social at the SAT, checked against the deeds.',
        label: { es: 'Razón social', en: 'Business name' },
        exports: [exported('business_name', 'Business name at the SAT', 'GRUPO INDUSTRIAL DEL BAJIO')],
      },
      business_type: {
        description: 'Régimen de capital (e.g. SOCIEDAD ANONIMA DE CAPITAL VARIABLE).',
        label: { es: 'Régimen de capital', en: 'Legal form' },
        exports: [
          exported(
            'business_type',
            'Legal form at the SAT (régimen de capital)',
            'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
          ),
        ],
      },
      business_tax_id: {
        description: 'The RFC on the constancia.',
        label: { es: 'RFC', en: 'Tax ID (RFC)' },
        exports: [exported('business_tax_id', 'RFC', 'GIB180314AB1')],
      },
      business_main_activity: {
        description: 'Activities in force: [{order, economic_activity, percentage, date}].',
        label: { es: 'Actividades económicas', en: 'Economic activities' },
        value: {
          list: {
            object: {
              order: 'unknown',
              economic_activity: 'unknown',
              percentage: 'unknown',
              date: 'unknown',
            },
          },
        },
        exports: [
          exported(
            'business_main_activity',
            'Economic activities, one per line',
            '1. Fabricación de autopartes (70%)',
          ),
        ],
      },
      business_fiscal_status: {
        description: 'Estatus en el padrón (e.g. ACTIVO).',
        label: { es: 'Situación fiscal', en: 'Tax status' },
        exports: [exported('business_fiscal_status', 'Taxpayer status at the SAT', 'ACTIVO')],
      },
      qr_validation: {
        description:
          "Boolean: whether the constancia's QR matched the SAT's validator; null when no QR was read.",
        label: { es: 'QR validado', en: 'QR validated' },
        value: 'boolean',
        exports: [exported('qr_validation', 'Whether the CSF QR code was validated (boolean)', 'true')],
      },
      business_regime: {
        description: 'Régimen fiscal.',
        label: { es: 'Régimen fiscal', en: 'Tax regime' },
        exports: [
          exported('business_regime', 'Tax regime in force', 'Régimen General de Ley Personas Morales'),
        ],
      },
      additional_data: {
        description: '{qr_status}: valid, invalid or not_found.',
        label: { es: 'Datos adicionales', en: 'Additional data' },
        value: { object: { qr_status: 'string?' } },
        exports: [exported('qr_status', 'Status of the CSF QR validation', 'valid')],
      },
    },
  },
  legal: {
    type: 'LegalSection',
    description:
      'The company as its deeds describe it (acta constitutiva, actas de asamblea), newest deed first.',
    companyDescription: 'From the deeds.',
    label: { es: 'Datos legales', en: 'Legal data' },
    fields: {
      business_name: {
        description: 'Razón social in the deed.',
        label: { es: 'Denominación', en: 'Business name' },
        exports: [
          exported(
            'business_name',
            'Business name (razón social) in the articles of incorporation',
            'GRUPO INDUSTRIAL DEL BAJIO',
          ),
        ],
      },
      business_type: {
        description: 'Type of company in the deed (e.g. S.A. de C.V.).',
        label: { es: 'Tipo de sociedad', en: 'Company type' },
        exports: [exported('business_type', 'Legal form', 'S.A. de C.V.')],
      },
      business_folio_number: {
        description: 'Folio mercantil electrónico.',
        label: { es: 'Folio mercantil', en: 'Commercial folio' },
        exports: [
          exported(
            'business_folio_number',
            'Public Registry of Commerce folio (folio mercantil)',
            'N-2019012345',
          ),
        ],
      },
      business_duration: {
        description: "The company's duration as the deed states it (e.g. 99 años, indefinida).",
        label: { es: 'Duración', en: 'Duration' },
        exports: [exported('business_duration', 'Duration of the company', 'Indefinida')],
      },
      business_expiry_date: {
        description: 'Deed date plus duration in years (YYYY-MM-DD); null for an indefinite duration.',
        label: { es: 'Vencimiento', en: 'Expiry' },
        exports: [
          exported(
            'business_expiry_date',
            'Date the company expires, when its duration is limited',
            '2118-03-14',
          ),
        ],
      },
      business_legal_address: {
        description: 'Domicilio social in the deed.',
        label: { es: 'Domicilio social', en: 'Registered seat' },
        exports: [
          exported(
            'business_legal_address',
            'Registered domicile (domicilio social)',
            'Querétaro, Querétaro',
          ),
        ],
      },
      business_creditor_ability: {
        description:
          'Boolean: whether the corporate purpose allows granting loans or credit; null when it cannot tell.',
        label: { es: 'Puede ser acreedora', en: 'May act as creditor' },
        value: 'boolean',
        exports: [
          exported('business_creditor_ability', 'Whether the company may act as creditor (boolean)', 'true'),
        ],
      },
      business_asset_pledging: {
        description:
          'Boolean: whether the corporate purpose allows pledging or mortgaging assets; null when it cannot tell.',
        label: { es: 'Puede gravar activos', en: 'May pledge assets' },
        value: 'boolean',
        exports: [
          exported('business_asset_pledging', 'Whether the company may pledge its assets (boolean)', 'true'),
        ],
      },
      business_guarantor_ability: {
        description:
          'Boolean: whether the corporate purpose allows guaranteeing third parties; null when it cannot tell.',
        label: { es: 'Puede ser garante', en: 'May act as guarantor' },
        value: 'boolean',
        exports: [
          exported(
            'business_guarantor_ability',
            'Whether the company may act as guarantor (boolean)',
            'false',
          ),
        ],
      },
      latest_acta_date: {
        description: 'The date of the newest acta (YYYY-MM-DD).',
        label: { es: 'Fecha de la última acta', en: 'Latest minutes date' },
        exports: [exported('latest_acta_date', 'Date of the latest deed (acta) read', '2023-06-30')],
      },
      corporate_purpose: {
        description: 'Objeto social: {full_text, summary}.',
        label: { es: 'Objeto social', en: 'Corporate purpose' },
        value: { object: { full_text: 'string', summary: 'string' } },
        exports: [
          exported(
            'corporate_purpose',
            'Summary of the corporate purpose (objeto social)',
            'Fabricación de autopartes',
          ),
          exported(
            'corporate_purpose_full_text',
            'Corporate purpose as written in the deed',
            'La sociedad tendrá por objeto…',
          ),
        ],
      },
    },
  },
  registration: {
    type: 'RegistrationSection',
    description: "The company's constitution and its registration (from the acta constitutiva).",
    companyDescription: 'From the constitutive deed and its registration.',
    label: { es: 'Constitución y registro', en: 'Incorporation and registration' },
    fields: {
      has_constitutive: {
        description: 'Boolean: whether an acta constitutiva was received (false with no source when none).',
        label: { es: 'Tiene acta constitutiva', en: 'Has articles of incorporation' },
        value: 'boolean',
        exports: [
          exported(
            'has_constitutive',
            'Whether an articles of incorporation deed was read (boolean)',
            'true',
          ),
        ],
      },
      business_name: {
        description: 'Razón social at constitution.',
        label: { es: 'Denominación', en: 'Business name' },
        exports: [exported('business_name', 'Business name in the deed', 'GRUPO INDUSTRIAL DEL BAJIO')],
      },
      acta_number: {
        description: "The constitutive deed's number.",
        label: { es: 'Número de escritura', en: 'Deed number' },
        exports: [exported('acta_number', 'Deed (escritura) number', '45,678')],
      },
      notary_number: {
        description: "The notary's number.",
        label: { es: 'Número de notaría', en: 'Notary number' },
        exports: [exported('notary_number', 'Notary public number', '12')],
      },
      notary_name: {
        description: "The notary's name.",
        label: { es: 'Notario', en: 'Notary' },
        exports: [exported('notary_name', 'Notary public name', 'LIC. ROBERTO MENDEZ SOTO')],
      },
      business_type: {
        description: 'Type of company at constitution.',
        label: { es: 'Tipo de sociedad', en: 'Company type' },
        exports: [exported('business_type', 'Legal form in the deed', 'S.A. de C.V.')],
      },
      folio_number: {
        description: 'Folio mercantil electrónico.',
        label: { es: 'Folio mercantil', en: 'Commercial folio' },
        exports: [exported('folio_number', 'Registry folio number', 'N-2019012345')],
      },
      folio_date: {
        description: 'Date of the registration (YYYY-MM-DD).',
        label: { es: 'Fecha del folio', en: 'Folio date' },
        exports: [exported('folio_date', 'Registry folio date', '2018-04-02')],
      },
      folio_inscription_date: {
        description: 'Date the folio was inscribed (YYYY-MM-DD).',
        label: { es: 'Fecha de inscripción', en: 'Inscription date' },
        exports: [exported('folio_inscription_date', 'Registry inscription date', '2018-04-20')],
      },
      city: {
        description: 'City of the notary (or the place of the deed).',
        label: { es: 'Ciudad', en: 'City' },
        exports: [exported('city', 'City of the notary', 'Santiago de Querétaro')],
      },
      state: {
        description: 'State (entidad federativa) of the notary.',
        label: { es: 'Estado', en: 'State' },
        exports: [exported('state', 'State of the notary', 'Querétaro')],
      },
      registration_date: {
        description: 'Date of the registration (YYYY-MM-DD).',
        label: { es: 'Fecha de constitución', en: 'Incorporation date' },
        exports: [exported('registration_date', 'Date the deed was signed', '2018-03-14')],
      },
    },
  },
  address: {
    type: 'AddressSection',
    description: "The company's addresses.",
    companyDescription: 'From the constancia and the proof of address.',
    label: { es: 'Domicilios', en: 'Addresses' },
    fields: {
      business_fiscal_address: {
        description: 'The fiscal address on the constancia, as one line.',
        label: { es: 'Domicilio fiscal', en: 'Tax address' },
      },
      business_fiscal_address_disaggregated: {
        description:
          'The fiscal address in parts: {street_type, street_name, external_number, internal_number, neighborhood, district, state, post_code}.',
        label: { es: 'Domicilio fiscal (desglose)', en: 'Tax address (parts)' },
        value: 'record',
      },
      business_comercial_address: {
        description:
          "The proof of address's address when it differs from the fiscal address; null when it is the same.",
        label: { es: 'Domicilio comercial', en: 'Business address' },
      },
    },
  },
  banking: {
    type: 'BankingSection',
    description: "The company's bank account (bank statement).",
    companyDescription: 'From the bank statement.',
    label: { es: 'Datos bancarios', en: 'Banking' },
    fields: {
      entity_name: {
        description: "The bank's name.",
        label: { es: 'Banco', en: 'Bank' },
        exports: [exported('entity_name', 'Bank name on the statement', 'BBVA MEXICO')],
      },
      address: {
        description: 'The address printed on the statement.',
        label: { es: 'Domicilio', en: 'Address' },
        exports: [
          exported('address', 'Address on the bank statement', 'AV CONSTITUYENTES 1032, JURICA, QUERETARO'),
        ],
      },
      document_date: {
        description: "The statement's date.",
        label: { es: 'Fecha del estado de cuenta', en: 'Statement date' },
        exports: [exported('document_date', 'Statement date', '2024-05-31')],
      },
      document_number: {
        description: 'The CLABE, else the account number.',
        label: { es: 'Número de cuenta', en: 'Account number' },
        exports: [exported('document_number', 'Account number on the statement', '0123456789')],
      },
      additional_data: {
        description: '{rfc, clabe_number} of the account holder.',
        label: { es: 'RFC y CLABE', en: 'RFC and CLABE' },
        value: { object: { rfc: 'string?', clabe_number: 'string?' } },
        exports: [
          exported('rfc', 'RFC on the statement', 'GIB180314AB1'),
          exported('clabe_number', 'CLABE interbank number', '012680001234567890'),
        ],
      },
    },
  },
  signatory_validation: {
    type: 'SignatoryValidationSection',
    description: "The signatory's identity document (INE) and how it checked out.",
    companyDescription: "From the signatory's identity document.",
    label: { es: 'Firmante', en: 'Signatory' },
    fields: {
      full_name: {
        description: 'Full name on the identity document.',
        label: { es: 'Nombre completo', en: 'Full name' },
      },
      paternal_last_name: {
        description: 'First (paternal) surname.',
        label: { es: 'Apellido paterno', en: 'First surname' },
      },
      maternal_last_name: {
        description: 'Second (maternal) surname.',
        label: { es: 'Apellido materno', en: 'Second surname' },
      },
      document_number: {
        description: "The identity document's number.",
        label: { es: 'Número de documento', en: 'Document number' },
      },
      validation_status: {
        description: "match or no_match: whether the document's checks passed; null when none ran.",
        label: { es: 'Estado de la validación', en: 'Validation status' },
      },
      validation_value: {
        description:
          'The value the passing check confirmed (e.g. the name a registry returned); null otherwise.',
        label: { es: 'Resultado', en: 'Result' },
      },
      validation_date: {
        description: 'When the validation was made (ISO 8601).',
        label: { es: 'Fecha de validación', en: 'Validation date' },
      },
      name_comparison_result: {
        description: 'strong_match, weak_match or no_match: the name against the confirmed value.',
        label: { es: 'Comparación de nombre', en: 'Name comparison' },
      },
      id_validation_provider: {
        description:
          '{provider_name, provider_id, provider_details_url}: who validated (bvs, and the item id).',
        label: { es: 'Proveedor de validación', en: 'Validation provider' },
        value: { object: { provider_name: 'string', provider_id: 'int?', provider_details_url: 'string?' } },
      },
    },
  },
} as const satisfies Record<
  string,
  {
    type: string;
    description: string;
    companyDescription: string;
    label: { es: string; en: string };
    fields: Record<string, SectionFieldSpec>;
  }
>;

/** A section's REST name (`signatory_validation`); its GraphQL name is `camel(name)`. */
export type SectionName = keyof typeof SECTION_SPECS;
export type SectionFieldName<S extends SectionName> = keyof (typeof SECTION_SPECS)[S]['fields'] & string;

/** What details.ts builds for a section: every field of the definition, by its REST name. */
export type SectionValues<S extends SectionName, V> = { [K in SectionFieldName<S>]: V };

export interface SectionField {
  rest: string;
  graphql: string;
  description: string;
  label: { es: string; en: string };
  value: ValueShape;
  exports: readonly ExportSpec[];
}

export interface Section {
  rest: SectionName;
  graphql: string;
  type: string;
  description: string;
  companyDescription: string;
  label: { es: string; en: string };
  fields: readonly SectionField[];
}

/** The sections as a list, with both names of every field. */
export const COMPANY_SECTIONS: readonly Section[] = (Object.keys(SECTION_SPECS) as SectionName[]).map(
  (rest) => {
    const spec = SECTION_SPECS[rest];
    return {
      rest,
      graphql: camel(rest),
      type: spec.type,
      description: spec.description,
      companyDescription: spec.companyDescription,
      label: spec.label,
      fields: Object.entries(spec.fields as Record<string, SectionFieldSpec>).map(([name, f]) => ({
        rest: name,
        graphql: camel(name),
        description: f.description,
        label: f.label,
        value: f.value ?? 'unknown',
        exports: f.exports ?? [],
      })),
    };
  },
);

export const sectionNamed = (rest: SectionName): Section => COMPANY_SECTIONS.find((s) => s.rest === rest)!;
