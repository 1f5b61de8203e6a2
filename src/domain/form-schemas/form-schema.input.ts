import { z } from 'zod';

export const ID_SCHEMA_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const name = z.string().trim().min(1).max(200);
const definition = z.record(z.string(), z.unknown());

/** A form schema to create. */
export const createFormSchemaCommand = z.strictObject({
  name,
  idSchema: z.string().regex(ID_SCHEMA_RE, 'must be 1 to 100 letters, digits, ., _ or -'),
  uiSchemaDefinition: definition,
});

/** A form schema's changes; a new definition replaces the old and is checked as at creation. */
export const updateFormSchemaCommand = z.strictObject({
  name: name.optional(),
  uiSchemaDefinition: definition.optional(),
});

/** A path inside the definition (`notaria.ui_order[1]`) as a path of the command. */
export const inDefinition = (path: string): string =>
  path === '' ? 'uiSchemaDefinition' : `uiSchemaDefinition.${path}`;

/**
 * The definition's own paths as the spec gives them, relative to the definition (REST and the
 * deprecated GraphQL mutations); the command's fields in the spec's spelling.
 */
export const formSchemaSpecPath = (path: string): string =>
  path.startsWith('uiSchemaDefinition.')
    ? path.slice('uiSchemaDefinition.'.length)
    : path.replace(/^idSchema|^uiSchemaDefinition/, (head) =>
        head === 'idSchema' ? 'id_schema' : 'ui_schema_definition',
      );
