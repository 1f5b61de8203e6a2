import { underArgument, withPaths } from '../domain/shared/issue-paths';

const underInput = underArgument('input');

/**
 * Runs the use-case of an `input`-style mutation so that its error details name the GraphQL input's
 * fields (`input.taxId`, `input.items[0].type`). `renames` maps a whole domain path the input spells
 * otherwise (an upload's `file` is the input's `file.base64`).
 */
export const inInput = <T>(run: () => Promise<T>, renames: Record<string, string> = {}): Promise<T> =>
  withPaths(
    (path) =>
      path
        .split(', ')
        .map((p) => underInput(Object.hasOwn(renames, p) ? renames[p]! : p))
        .join(', '),
    run,
  );
