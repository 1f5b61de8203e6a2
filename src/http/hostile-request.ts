import type { RequestHandler } from 'express';
import type { FieldIssue } from '../domain/errors';
import { findHostile, hostileInputError, stringProblem } from './hostile-input';
import type { RouteTable } from './route-table';

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // not valid percent-encoding: the router answers 400 itself
  }
};

/** A path parameter (named as the route table names it) or segment that must be refused. */
function pathIssue(table: RouteTable, path: string): FieldIssue | null {
  const match = table.match(path);
  const params = match ? Object.entries(match.params) : path.split('/').map((s, i) => [`path[${i}]`, s]);
  for (const [name, raw] of params) {
    const value = decoded(raw!);
    const problem = value === null ? null : stringProblem(value);
    if (problem) return { path: name!, message: problem };
  }
  return null;
}

/**
 * Every REST request's strings (path parameters, query string, JSON body) are checked for what
 * Postgres cannot store before any route runs; multipart fields are checked by their routes.
 */
export function refuseHostileRequests(table: RouteTable, maxDepth: number): RequestHandler {
  return (req, _res, next) => {
    const issue =
      pathIssue(table, req.path) ??
      findHostile(req.query, maxDepth) ??
      (req.body === undefined ? null : findHostile(req.body, maxDepth));
    next(issue ? hostileInputError(issue) : undefined);
  };
}
