import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { DomainError } from '../errors';

export interface Cursor {
  createdAt: string;
  id: string;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  /** Relay's backward paging: the `last` nodes before `before` (or the oldest ones). */
  last?: number | null;
  before?: string | null;
}

export interface Page<T> {
  /** Newest first, whichever way the page was asked for. */
  nodes: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  cursorOf(node: T): string;
}

/**
 * Where a page sits in a newest-first list: `limit` rows after the `after` cursor (forward), or the
 * `limit` rows just before the `before` cursor (backward, read oldest first and turned round).
 */
export interface PageWindow {
  limit: number;
  after?: Cursor;
  before?: Cursor;
  backward: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * The keyset condition of a newest-first page: rows strictly before the cursor in (created_at, id)
 * order. Every list is ordered by those two columns, descending, with an index to match.
 */
export const beforeCursor = (after: Cursor): Expression<SqlBool> =>
  sql<SqlBool>`(created_at, id) < (${new Date(after.createdAt)}, ${after.id})`;

/** Rows strictly newer than the cursor: what comes before it in a newest-first list. */
const newerThan = (before: Cursor): Expression<SqlBool> =>
  sql<SqlBool>`(created_at, id) > (${new Date(before.createdAt)}, ${before.id})`;

/**
 * A newest-first keyset query narrowed to a window, fetching one row more than the page to know
 * whether more exist beyond it. Backward windows read oldest first; `toPage` turns them round.
 */
export function inWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  if (window.after) q = q.where(beforeCursor(window.after));
  if (window.before) q = q.where(newerThan(window.before));
  const direction = window.backward ? sql`asc` : sql`desc`;
  return q
    .orderBy(sql`created_at ${direction}`)
    .orderBy(sql`id ${direction}`)
    .limit(window.limit + 1);
}

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
  field = 'first',
): number {
  if (first === null || first === undefined) return def;
  if (!Number.isInteger(first) || first < 0) {
    throw new DomainError('VALIDATION_ERROR', `'${field}' must be a non-negative integer`, [
      { path: field, message: 'must be a non-negative integer' },
    ]);
  }
  return Math.min(first, max);
}

/** The newest `limit` rows (lists returned whole, bounded by their quota). */
export const newest = (limit: number): PageWindow => ({ limit, backward: false });

/**
 * The window Relay's arguments ask for: `first`/`after` pages forward (the default), `last`/`before`
 * backward. `first` and `last` together are refused: a page is counted from one end.
 */
export function pageWindow(
  args: PageArgs,
  max = MAX_PAGE_SIZE,
  def = DEFAULT_PAGE_SIZE,
  afterField = 'after',
): PageWindow {
  const given = (v: unknown) => v !== null && v !== undefined;
  if (given(args.first) && given(args.last))
    throw new DomainError('VALIDATION_ERROR', "'first' and 'last' cannot be combined", [
      { path: 'last', message: "cannot be combined with 'first'" },
    ]);
  const backward = given(args.last) || (given(args.before) && !given(args.first));
  return {
    limit: backward ? pageSize(args.last, max, def, 'last') : pageSize(args.first, max, def),
    after: args.after ? decodeCursor(args.after, afterField) : undefined,
    before: args.before ? decodeCursor(args.before, 'before') : undefined,
    backward,
  };
}

/**
 * Builds a page from rows fetched by `inWindow` (limit + 1). A forward page has a next page when a row
 * was left over, a previous one when it started after a cursor; a backward page the other way round
 * (a `before` cursor names a row, so there is a next page).
 */
export function toPage<R extends { created_at: Date; id: string }, T>(
  rows: R[],
  window: PageWindow,
  map: (row: R) => T,
): Page<T> {
  const more = rows.length > window.limit;
  const kept = rows.slice(0, window.limit);
  if (window.backward) kept.reverse();
  const cursors = new Map<T, string>();
  const nodes = kept.map((row) => {
    const node = map(row);
    cursors.set(node, encodeCursor({ createdAt: row.created_at.toISOString(), id: row.id }));
    return node;
  });
  const cursorAt = (i: number) => {
    const node = nodes[i];
    return node === undefined ? null : (cursors.get(node) ?? null);
  };
  return {
    nodes,
    hasNextPage: window.backward ? Boolean(window.before) : more,
    hasPreviousPage: window.backward ? more : Boolean(window.after),
    startCursor: cursorAt(0),
    endCursor: cursorAt(nodes.length - 1),
    cursorOf: (node) => cursors.get(node) ?? '',
  };
}
