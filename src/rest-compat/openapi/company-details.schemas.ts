import { z } from 'zod';
import { freeObject, timestamp, uuid } from './common';

export const text = z.string().nullable();

/** Where a consolidated value came from (spec 2.6 `source`). */
export const source = z
  .object({
    item_id: z.int(),
    item_type: z.string(),
    document_url: z.string().nullable().meta({ description: 'Signed link to the file, one hour' }),
    document_date: text,
    document_number: text,
    entity_name: text,
    extra_fields: freeObject.nullable(),
    information_source: text.meta({ description: '`document`, `ocr` or `manual` (a correction)' }),
    source_date: text,
    subject_id: text,
  })
  .meta({ id: 'Source' });

export const crossCheck = z
  .object({
    cross_check_value: z.unknown(),
    cross_check: z.enum(['match', 'no_match', 'no_csf', 'no_qr', 'not_found']),
    item_type: text,
    custom_message: text.optional(),
  })
  .meta({ id: 'CrossCheck' });

/** `{value, source, validations}`; null until a document provides it (never an error). */
const field = (value: z.ZodType = z.unknown()) =>
  z.object({ value, source: source.nullable(), validations: z.array(crossCheck) }).nullable();

const sourcedValue = field().meta({ id: 'SourcedValue' });
const fields = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, sourcedValue])) as Record<K, typeof sourcedValue>);

const activity = z.object({
  order: z.unknown(),
  economic_activity: z.unknown(),
  percentage: z.unknown(),
  date: z.unknown(),
});

export const details = z
  .object({
    verification: z.object({
      id: uuid,
      account_id: uuid,
      tag: z.string(),
      created_at: timestamp,
      comments_legal_review: z.array(z.string()),
      business_name: z.object({ value: z.unknown(), validations: z.array(crossCheck) }),
      flow_id: text,
      onboarding_url: text,
      documents_status: text,
      created_by: text,
      status: z.string(),
      country: z.string(),
      tax_id: z.string(),
    }),
    legal: fields([
      'business_name',
      'business_type',
      'business_folio_number',
      'business_duration',
      'business_expiry_date',
      'business_legal_address',
      'latest_acta_date',
    ]).extend({
      business_creditor_ability: field(z.boolean()),
      business_asset_pledging: field(z.boolean()),
      business_guarantor_ability: field(z.boolean()),
      corporate_purpose: field(z.object({ full_text: z.string(), summary: z.string() })),
    }),
    registration: fields([
      'business_name',
      'acta_number',
      'notary_number',
      'notary_name',
      'business_type',
      'folio_number',
      'folio_date',
      'folio_inscription_date',
      'city',
      'state',
      'registration_date',
    ]).extend({ has_constitutive: field(z.boolean()) }),
    tax: fields([
      'business_name',
      'business_type',
      'business_tax_id',
      'business_fiscal_status',
      'business_regime',
    ]).extend({
      has_constancia: field(z.boolean()),
      business_main_activity: field(z.array(activity)),
      qr_validation: field(z.boolean()),
      additional_data: field(z.object({ qr_status: z.string().nullable() })),
    }),
    signatory_validation: fields([
      'full_name',
      'paternal_last_name',
      'maternal_last_name',
      'document_number',
      'validation_status',
      'validation_value',
      'validation_date',
      'name_comparison_result',
    ]).extend({
      id_validation_provider: field(
        z.object({ provider_name: z.string(), provider_id: z.int().nullable(), provider_details_url: text }),
      ),
    }),
    banking: fields(['address', 'entity_name', 'document_date', 'document_number']).extend({
      additional_data: field(z.object({ rfc: text, clabe_number: text })),
    }),
    address: fields(['business_fiscal_address', 'business_comercial_address']).extend({
      business_fiscal_address_disaggregated: field(z.record(z.string(), z.unknown())),
    }),
  })
  .meta({ id: 'CompanyDetails' });
