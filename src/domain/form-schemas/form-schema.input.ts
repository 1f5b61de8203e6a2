import { z } from 'zod';

export const ID_SCHEMA_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const name = z.string().trim().min(1).max(200);
const definition = z.record(z.string(), z.unknown());

export const createFormSchemaInput = z.strictObject({
  name,
  id_schema: z.string().regex(ID_SCHEMA_RE, 'must be 1 to 100 letters, digits, ., _ or -'),
  ui_schema_definition: definition,
});

export const updateFormSchemaInput = z.strictObject({
  name: name.optional(),
  ui_schema_definition: definition.optional(),
});
