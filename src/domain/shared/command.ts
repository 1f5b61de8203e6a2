import type { z } from 'zod';
import { DomainError } from '../errors';

/**
 * A command as a face hands it over, before the domain checks it: the command's fields (a GraphQL
 * input passes straight through; null and absent both mean "not given"), any values.
 */
export type Unchecked<S extends z.ZodObject> = { [K in keyof z.input<S>]?: unknown };

/** `taxId` → `tax_id`: a command field's name in the spec (REST bodies and their error paths). */
export const specName = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** An error path with its leading field, when it is one of the command's, in the spec's spelling. */
const specPath = (command: z.ZodObject, path: string): string =>
  path.replace(/^[A-Za-z]+/, (head) => (head in command.shape ? specName(head) : head));

/**
 * Runs a use-case so that its validation errors name the command's fields as the spec does
 * (`tax_id`, not `taxId`): the REST contract, on which integrators depend.
 */
export async function inSpecNames<T>(command: z.ZodObject, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof DomainError) || !err.details) throw err;
    const details = err.details.map((d) => ({ ...d, path: specPath(command, d.path) }));
    throw new DomainError(err.code, err.message, details, err.apiCode);
  }
}
