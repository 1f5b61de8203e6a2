import { z } from 'zod';
import type { Section } from '../../domain/company/company.service';
import { freeObject, timestamp, uuid } from './common';
import { crossCheck, details, source, text } from './company-details.schemas';

const power = z.object({
  power_name: z.string(),
  signature_type: z.enum(['individual', 'joint']).nullable(),
  has_limits: z.boolean(),
  limits_description: text,
});

const role = z.object({
  id: z.string().meta({ description: 'Role id within the verification, `r<item>-<n>`' }),
  role_name: z.string(),
  group_name: z.enum(['board_members', 'executives', 'proxies', 'auditors', 'shareholders']),
  event: z.enum(['addition', 'mentioned', 'renewal', 'removal', 'ratification']),
  powers: z.array(power),
  powers_summary: z.object({ overall: z.string() }).nullable(),
  source: source.nullable(),
});

const people = z
  .object({
    key_people: z.array(
      z.object({
        people_id: z.int().meta({ description: 'The `person_id` an export names' }),
        names: z.string(),
        type: z.enum(['person', 'business']),
        id_number: text,
        id_type: z.enum(['curp', 'rfc']).nullable(),
        roles: z.array(role),
        requested: z.boolean().meta({ description: 'Named in the verification’s `key_people`' }),
        identity: freeObject.nullable(),
        role: z.string(),
        powers: z.object({ overall: z.string() }).nullable(),
      }),
    ),
    full_list: z.array(z.object({ names: z.string(), role: z.string(), people_id: z.int() })),
    board_members: z.array(
      z.object({ name: z.string(), event: z.string(), role: z.string(), people_id: z.int() }),
    ),
  })
  .meta({ id: 'CompanyPeople' });

const money = z.number().nullable();
const shareholderFields = {
  shareholders: z.array(
    z.object({
      name: z.string(),
      share_percentage: z.number(),
      shares: money,
      series: text,
      total_value: money,
      currency: z.string(),
      people_id: z.int().nullable(),
    }),
  ),
  capital: z
    .object({ total_value: money, fixed_value: money, variable_value: money, currency: z.string() })
    .nullable(),
  source: source.extend({ document: z.string() }).nullable(),
  shareholders_unavailable_reason: z.enum(['pending_extraction']).nullable(),
  validations: z.array(crossCheck),
};
const shareholders = z.object(shareholderFields).meta({ id: 'CompanyShareholders' });

const documents = z.object({
  documents: z.array(z.object({ url: text, created_at: timestamp, item_type: z.string(), hash: text })),
});

const sources = z.object({
  sources: z.array(
    z.object({
      id: z.int(),
      type: z.string(),
      entity_name: text,
      document_number: text,
      document_date: text,
      original_file_url: text,
      user_event_completed_at: timestamp.nullable(),
      user_event_name: text,
      invalidated: z.boolean(),
      item_status: z.string(),
      item_internal_status: text,
      item_error: text,
      is_duplicate_item: z.boolean(),
      validation_result: z.unknown(),
      field_confidences: z.record(z.string(), z.number().min(0).max(1)).meta({
        description:
          'Field path → confidence (0–1) of each extracted field: the reading (1 for a text layer, a QR ' +
          'code or a correction; OCR word confidences otherwise), raised by checks that confirm the ' +
          'value and lowered by checks that contradict it',
      }),
    }),
  ),
});

/** The `data` of each v2 section read-out. */
export const SECTION_DATA = { details, shareholders, people, documents, sources } satisfies Record<
  Section,
  z.ZodType
>;

export const verificationMeta = z.object({ id: uuid, tag: z.string(), status: z.string() });

/** Spec 2.7 and 2.8: the older shapes, with `verification` beside the data. */
export const peopleResult = z.object({ data: people, verification: verificationMeta });
export const shareholdersResult = z.object({ ...shareholderFields, verification: verificationMeta });
