import type { z } from 'zod';
import { DomainError, validationError } from '../errors';
import { specName, specPath } from './command';

/**
 * Runs a use-case so that the field paths of its errors are renamed for the face that called it
 * (the domain names a command's fields; REST and GraphQL each spell them their own way). A
 * validation message that quotes its first path quotes the renamed one.
 */
export async function withPaths<T>(rename: (path: string) => string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof DomainError) || !err.details) throw err;
    const details = err.details.map((d) => ({ ...d, path: rename(d.path) }));
    const quoted = err.message === validationError(err.details).message;
    const message = quoted ? validationError(details).message : err.message;
    throw new DomainError(err.code, message, details, err.apiCode);
  }
}

/** A path whose leading field is one of the command's, in the spec's spelling (`flowItems` → `flow_items`). */
export const specPaths =
  (command: z.ZodObject) =>
  (path: string): string =>
    path.replace(/^[A-Za-z]+/, (head) => (head in command.shape ? specName(head) : head));

/** A path under a GraphQL argument, e.g. `taxId` → `input.taxId` (`input` alone for the whole). */
export const underArgument =
  (argument: string) =>
  (path: string): string =>
    path === '' ? argument : path.startsWith('[') ? `${argument}${path}` : `${argument}.${path}`;

/**
 * Runs a use-case so that its validation errors name the command's fields as the spec does
 * (`tax_id`, not `taxId`): the REST contract, on which integrators depend.
 */
export async function inSpecNames<T>(command: z.ZodObject, run: () => Promise<T>): Promise<T> {
  return withPaths(
    (path) =>
      path
        .split(', ')
        .map((p) => specPath(command, p))
        .join(', '),
    run,
  );
}
