import type { z } from 'zod';
import { validationError, type FieldIssue } from '../errors';

/** Formats a zod path as `a.b[1].c`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const base = formatPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      return {
        path: issue.keys.map((k) => (base ? `${base}.${k}` : k)).join(', '),
        message: 'is not a known field',
      };
    }
    return { path: base, message: issue.message };
  });
}

/** Parses untrusted input with a schema, throwing VALIDATION_ERROR with every field path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, apiCode?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodIssues(result.error), apiCode);
  return result.data;
}
