import { z } from 'zod';

/**
 * A command as a face hands it over, before the domain checks it: the command's fields (a GraphQL
 * input passes straight through; null and absent both mean "not given"), any values.
 */
export type Unchecked<S extends z.ZodObject> = { [K in keyof z.input<S>]?: unknown };

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema under `optional`, `nullable` and `default` wrappers. */
export function bare(schema: z.ZodType): z.ZodType {
  let s = schema;
  while ('innerType' in s._zod.def) s = s._zod.def.innerType as z.ZodType;
  return s;
}

/**
 * The command without the nulls that mean "not given" (GraphQL's explicit null of an optional
 * argument): a null is dropped where its field takes no null, in the command and in the objects of
 * its lists; a field that takes null (an email to clear) keeps it.
 */
export function withoutNulls(schema: z.ZodObject, input: unknown): unknown {
  if (!isRecord(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = Object.hasOwn(schema.shape, key) ? schema.shape[key] : undefined;
    if (field && value === null && !field.safeParse(null).success) continue;
    const element = field && bare(field);
    const inner = element instanceof z.ZodArray ? bare(element.element as z.ZodType) : undefined;
    out[key] =
      inner instanceof z.ZodObject && Array.isArray(value) ? value.map((v) => withoutNulls(inner, v)) : value;
  }
  return out;
}

/** `taxId` → `tax_id`: a command field's name in the spec (REST bodies and their error paths). */
export const specName = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * An error path in the spec's spelling: each name the command's schema declares (at any depth, e.g.
 * `keyPeople[0].personId` → `key_people[0].person_id`); keys inside free-form objects stay as sent.
 */
export function specPath(command: z.ZodObject, path: string): string {
  let at: z.ZodType | undefined = command;
  return (path.match(/\[\d+\]|[^.[\]]+/g) ?? []).reduce((out, token) => {
    if (token.startsWith('[')) {
      at = at instanceof z.ZodArray ? bare(at.element as z.ZodType) : undefined;
      return out + token;
    }
    const field: z.ZodType | undefined =
      at instanceof z.ZodObject && Object.hasOwn(at.shape, token) ? at.shape[token] : undefined;
    at = field && bare(field);
    return `${out ? `${out}.` : ''}${field ? specName(token) : token}`;
  }, '');
}
