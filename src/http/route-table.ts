import type { RequestHandler } from 'express';
import { OPERATIONS } from '../rest-compat/openapi';
import { sendError } from '../rest-compat/errors';

interface Template {
  segments: string[];
  /** Literal segments: a literal beats a parameter where two templates could match. */
  literals: number;
  methods: Set<string>;
}

export interface RouteMatch {
  /** Path parameters by name, still percent-encoded as received. */
  params: Record<string, string>;
  /** The methods the path answers to (upper case, HEAD with GET). */
  methods: string[];
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);

/** Every documented REST path (the OpenAPI route table), matched against request paths. */
export class RouteTable {
  private readonly templates: Template[];

  constructor(operations: readonly { method: string; fullPath: string }[] = OPERATIONS) {
    const byPath = new Map<string, Template>();
    for (const op of operations) {
      let t = byPath.get(op.fullPath);
      if (!t) {
        const segments = segmentsOf(op.fullPath).map((s) => (s.startsWith('{') ? s : s.toLowerCase()));
        t = { segments, literals: segments.filter((s) => !s.startsWith('{')).length, methods: new Set() };
        byPath.set(op.fullPath, t);
      }
      t.methods.add(op.method.toUpperCase());
      if (op.method === 'get') t.methods.add('HEAD');
    }
    this.templates = [...byPath.values()].sort((a, b) => b.literals - a.literals);
  }

  /** The documented path a request path falls under (literals first), or null. */
  match(path: string): RouteMatch | null {
    const segments = segmentsOf(path);
    // Express matches paths case-insensitively; so does this. Runs on every REST request: a template
    // is compared without allocating, and only the one that matches builds its parameters.
    const t = this.templates.find(
      (t) =>
        t.segments.length === segments.length &&
        t.segments.every((s, i) =>
          s.startsWith('{')
            ? segments[i] !== ''
            : s.length === segments[i]!.length && s === segments[i]!.toLowerCase(),
        ),
    );
    if (!t) return null;
    const params: Record<string, string> = {};
    t.segments.forEach((s, i) => {
      if (s.startsWith('{')) params[s.slice(1, -1)] = segments[i]!;
    });
    return { params, methods: METHOD_ORDER.filter((m) => t.methods.has(m)) };
  }
}

/**
 * After every router: a documented path asked with a method it does not support answers 405 with
 * `Allow` (and the error body); anything else falls through to the 404.
 */
export function methodNotAllowed(table: RouteTable): RequestHandler {
  return (req, res, next) => {
    const found = table.match(req.baseUrl + req.path);
    if (!found || found.methods.includes(req.method)) return next();
    const allow = [...found.methods, 'OPTIONS'].join(', ');
    res.set('Allow', allow);
    sendError(res, 'METHOD_NOT_ALLOWED', `${req.method} is not supported on this path; use ${allow}`);
  };
}
