import { DomainError } from '../domain/errors';

/**
 * Runs the use-case of an `input`-style mutation so that its error details name the GraphQL input's
 * fields (`input.taxId`, `input.items[0].type`). `renames` maps a whole domain path the input spells
 * otherwise (an upload's `file` is the input's `file.base64`).
 */
export async function inInput<T>(run: () => Promise<T>, renames: Record<string, string> = {}): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof DomainError) || !err.details) throw err;
    const inInputNames = (path: string) => {
      const named = Object.hasOwn(renames, path) ? renames[path]! : path;
      return named ? `input.${named}` : 'input';
    };
    const details = err.details.map((d) => ({
      ...d,
      path: d.path.split(', ').map(inInputNames).join(', '),
    }));
    throw new DomainError(err.code, err.message, details, err.apiCode);
  }
}
