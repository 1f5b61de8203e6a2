import { DomainError, type FieldIssue } from '../domain/errors';
import { formatPath } from '../domain/shared/validation';

/**
 * Hostile input that must never reach the database: Postgres `text` and `jsonb` cannot hold NUL,
 * and a lone UTF-16 surrogate cannot be encoded as UTF-8, so either would end as a 500 in the middle
 * of a transaction. Every transport checks its strings here first (REST bodies, query strings, path
 * parameters and multipart fields; GraphQL variables and literals, over HTTP and WebSocket alike).
 */

/** Why a string is refused, or null. */
export function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain the NUL character';
  if (!(value as { isWellFormed(): boolean } & string).isWellFormed())
    return 'must not contain an unpaired UTF-16 surrogate';
  return null;
}

/** The refusal, naming the field: 400 VALIDATION_ERROR on REST, the same code on GraphQL. */
export const hostileInputError = (issue: FieldIssue): DomainError =>
  new DomainError('VALIDATION_ERROR', `Validation failed: '${issue.path}' ${issue.message}`, [issue]);

export const tooDeepError = (maxDepth: number, what = 'The JSON body'): DomainError =>
  new DomainError('VALIDATION_ERROR', `${what} is nested deeper than ${maxDepth} levels`, [
    { path: '', message: `is nested deeper than ${maxDepth} levels` },
  ]);

/**
 * The first string (value or key) of a parsed value that must be refused, with its path (`a.b[1]`),
 * or a value nested deeper than `maxDepth`. Iterative, so no input can exhaust the stack.
 */
export function findHostile(
  value: unknown,
  maxDepth: number,
  base: ReadonlyArray<PropertyKey> = [],
): FieldIssue | null {
  const stack: { value: unknown; path: ReadonlyArray<PropertyKey> }[] = [{ value, path: base }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = stringProblem(v);
      if (problem) return { path: formatPath(path), message: problem };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length - base.length >= maxDepth)
      return { path: formatPath(path), message: `is nested deeper than ${maxDepth} levels` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
      continue;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const keyProblem = stringProblem(key);
      if (keyProblem) return { path: formatPath(path), message: `holds a key that ${keyProblem}` };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** Throws the refusal for the first hostile string or too deep value of `value`. */
export function assertClean(value: unknown, maxDepth: number, base: ReadonlyArray<PropertyKey> = []): void {
  const issue = findHostile(value, maxDepth, base);
  if (issue) throw hostileInputError(issue);
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The nesting depth of raw JSON text, counted on the bytes before anything is parsed, stopping as
 * soon as it passes `maxDepth` (so a body nested 10,000 levels deep is never built in memory).
 */
export function exceedsJsonDepth(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** A body-parser `verify` hook: refuses a body nested deeper than `maxDepth` before it is parsed. */
export const jsonDepthGuard =
  (maxDepth: number) =>
  (_req: unknown, _res: unknown, buf: Buffer): void => {
    if (exceedsJsonDepth(buf, maxDepth)) throw tooDeepError(maxDepth);
  };

/** A multipart request's file name and text fields (multer's `req.file` and `req.body`), checked. */
export function multipartProblem(req: {
  file?: { originalname: string } | undefined;
  body?: unknown;
}): DomainError | undefined {
  const issue = findHostile(req.file?.originalname, 1, ['file_name']) ?? findHostile(req.body ?? {}, 2);
  return issue ? hostileInputError(issue) : undefined;
}
