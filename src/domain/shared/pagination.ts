import { sql, type Expression, type SqlBool } from 'kysely';
import { DomainError } from '../errors';

export interface Cursor {
  createdAt: string;
  id: string;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  endCursor: string | null;
  cursorOf(node: T): string;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * The keyset condition of a newest-first page: rows strictly before the cursor in (created_at, id)
 * order. Every list is ordered by those two columns, descending, with an index to match.
 */
export const beforeCursor = (after: Cursor): Expression<SqlBool> =>
  sql<SqlBool>`(created_at, id) < (${new Date(after.createdAt)}, ${after.id})`;

export const encodeCursor = (c: Cursor): string => Buffer.from(JSON.stringify(c)).toString('base64url');

/** Opaque keyset cursor: base64 of `{createdAt, id}`; anything else is a VALIDATION_ERROR. */
export function decodeCursor(raw: string, field = 'after'): Cursor {
  const invalid = () =>
    new DomainError('VALIDATION_ERROR', `'${field}' is not a valid cursor`, [
      { path: field, message: 'is not a valid cursor' },
    ]);
  if (raw.length > 500) throw invalid();
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) throw invalid();
    const { createdAt, id } = value as Record<string, unknown>;
    if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) throw invalid();
    if (typeof id !== 'string' || id.length > 100) throw invalid();
    return { createdAt, id };
  } catch {
    throw invalid();
  }
}

export function pageSize(
  first: number | null | undefined,
  max = MAX_PAGE_SIZE,
  def = DEFAULT_PAGE_SIZE,
): number {
  if (first === null || first === undefined) return def;
  if (!Number.isInteger(first) || first < 0) {
    throw new DomainError('VALIDATION_ERROR', "'first' must be a non-negative integer", [
      { path: 'first', message: 'must be a non-negative integer' },
    ]);
  }
  return Math.min(first, max);
}

/** Builds a page from rows fetched with limit + 1, newest first. */
export function toPage<R extends { created_at: Date; id: string }, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
): Page<T> {
  const hasNextPage = rows.length > limit;
  const kept = rows.slice(0, limit);
  const cursors = new Map<T, string>();
  const nodes = kept.map((row) => {
    const node = map(row);
    cursors.set(node, encodeCursor({ createdAt: row.created_at.toISOString(), id: row.id }));
    return node;
  });
  const last = nodes[nodes.length - 1];
  return {
    nodes,
    hasNextPage,
    endCursor: last === undefined ? null : (cursors.get(last) ?? null),
    cursorOf: (node) => cursors.get(node) ?? '',
  };
}
