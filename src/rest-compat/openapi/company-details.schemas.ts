import { z } from 'zod';
import {
  COMPANY_SECTIONS,
  sectionNamed,
  type SectionName,
  type ValueShape,
} from '../../domain/company/sections';
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

const scalar = { string: z.string(), 'string?': text, 'int?': z.int().nullable(), unknown: z.unknown() };

/** The zod schema of a value shape the section definition names. */
const valueSchema = (shape: ValueShape): z.ZodType =>
  shape === 'unknown'
    ? z.unknown()
    : shape === 'boolean'
      ? z.boolean()
      : shape === 'record'
        ? z.record(z.string(), z.unknown())
        : 'list' in shape
          ? z.array(valueSchema(shape.list))
          : z.object(Object.fromEntries(Object.entries(shape.object).map(([k, t]) => [k, scalar[t]])));

/** A section's group, from its definition: a value of unknown shape is the shared `SourcedValue`. */
const group = (name: SectionName) =>
  z.object(
    Object.fromEntries(
      sectionNamed(name).fields.map((f) => [
        f.rest,
        f.value === 'unknown' ? sourcedValue : field(valueSchema(f.value)),
      ]),
    ),
  );

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
    ...Object.fromEntries(COMPANY_SECTIONS.map((sec) => [sec.rest, group(sec.rest)])),
  })
  .meta({ id: 'CompanyDetails' });
