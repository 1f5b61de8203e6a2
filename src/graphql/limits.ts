import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationTypeNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { findHostile, stringProblem } from '../http/hostile-input';
import { createCostMemo, introspectionProblem } from './cost';

/** What one GraphQL operation may ask for, checked before it is validated or run. */
export interface OperationLimits {
  /** Lexical tokens of the document. */
  maxTokens: number;
  /** Aliased fields in one operation (fragments included). */
  maxAliases: number;
  /** Nesting of fields and inline fragments; a named fragment's spread adds no level (see fieldDepth). */
  maxDepth: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** The computed cost (src/graphql/cost.ts). */
  maxCost: number;
  /**
   * Verification items one operation may load, counted while it runs: the cost assumes 20 items per
   * verification, but one may hold 100, so the rows themselves are bounded (src/graphql/loaders.ts).
   */
  maxItems: number;
  /** Nesting of the variables' JSON. */
  maxJsonDepth: number;
}

export const DEFAULT_OPERATION_LIMITS: OperationLimits = {
  maxTokens: 2500,
  maxAliases: 30,
  maxDepth: 12,
  maxDirectives: 20,
  maxCost: 5000,
  maxItems: 1000,
  maxJsonDepth: 64,
};

/** `extensions.code` of each refusal: the limit it names. */
export const LIMIT_CODES = [
  'TOKEN_LIMIT_EXCEEDED',
  'ALIAS_LIMIT_EXCEEDED',
  'DEPTH_LIMIT_EXCEEDED',
  'DIRECTIVE_LIMIT_EXCEEDED',
  'COST_LIMIT_EXCEEDED',
  'ITEM_LIMIT_EXCEEDED',
  'INTROSPECTION_LIMIT_EXCEEDED',
] as const;
export type LimitCode = (typeof LIMIT_CODES)[number];

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export type GateVerdict =
  /**
   * Run it (Apollo answers documents that do not parse or validate with its own 400); `operation`:
   * the type of the operation that will run, when the document parsed and names one.
   */
  { ok: true; cost: number; operation?: OperationTypeNode } | { ok: false; error: GraphQLError };

const refusal = (
  code: LimitCode | 'VALIDATION_ERROR',
  message: string,
  extra: Record<string, unknown> = {},
) =>
  ({
    ok: false,
    error: new GraphQLError(message.replace(/^Syntax Error: /, ''), {
      extensions: { code, ...extra },
    }),
  }) as const;

const hostile = (path: string, message: string) =>
  refusal('VALIDATION_ERROR', `Validation failed: '${path}' ${message}`, { details: [{ path, message }] });

/** What depends on the document alone: its parse, or the verdict that ends the check there. */
type Static =
  { document: DocumentNode; verdict?: undefined } | { verdict: GateVerdict; document?: undefined };

const CACHED_DOCUMENTS = 1000;

/**
 * The checks every operation passes before Apollo (HTTP) or graphql-ws (WebSocket) validates and runs
 * it: hostile strings in variables and literals, then graphql-armor's token, alias, depth and directive
 * limits, then its cost (graphql-query-complexity). Nothing here reads the database. What depends
 * only on the document is remembered per query text.
 */
export class OperationGate {
  private readonly documents = new Map<string, Static>();
  /** Costs per document and Int/Boolean variable values (src/graphql/cost.ts `createCostMemo`). */
  private readonly cost = createCostMemo();

  constructor(
    private readonly schema: GraphQLSchema,
    readonly limits: OperationLimits = DEFAULT_OPERATION_LIMITS,
  ) {}

  check(body: GraphQLRequestBody): GateVerdict {
    const { query, variables, operationName } = body;
    if (typeof operationName === 'string') {
      const problem = stringProblem(operationName);
      if (problem) return hostile('operationName', problem);
    }
    const issue = findHostile(variables, this.limits.maxJsonDepth, ['variables']);
    if (issue) return hostile(issue.path, issue.message);
    if (typeof query !== 'string') return { ok: true, cost: 0 };
    const checked = this.staticChecks(query);
    if (checked.verdict) return checked.verdict;
    let cost: number;
    try {
      cost = this.cost(
        this.schema,
        checked.document,
        variables as Record<string, unknown> | undefined,
        typeof operationName === 'string' ? operationName : undefined,
      );
    } catch (err) {
      if (err instanceof GraphQLError && /maximum allowed number of nodes/.test(err.message))
        return refusal('COST_LIMIT_EXCEEDED', `The operation's cost exceeds ${this.limits.maxCost}`, {
          maxCost: this.limits.maxCost,
        });
      // Variables that do not coerce: the operation will not run, and Apollo says why.
      return { ok: true, cost: 0 };
    }
    if (cost > this.limits.maxCost)
      return refusal(
        'COST_LIMIT_EXCEEDED',
        `The operation's cost ${cost} exceeds ${this.limits.maxCost}; ask for fewer items (first/last) or fields`,
        { cost, maxCost: this.limits.maxCost },
      );
    const name = typeof operationName === 'string' ? operationName : undefined;
    return { ok: true, cost, operation: getOperationAST(checked.document, name)?.operation };
  }

  private staticChecks(query: string): Static {
    const known = this.documents.get(query);
    if (known) {
      this.documents.delete(query);
      this.documents.set(query, known);
      return known;
    }
    const result = this.analyse(query);
    if (this.documents.size >= CACHED_DOCUMENTS) this.documents.delete(this.documents.keys().next().value!);
    this.documents.set(query, result);
    return result;
  }

  private analyse(query: string): Static {
    const queryProblem = stringProblem(query);
    if (queryProblem) return { verdict: hostile('query', queryProblem) };
    let document: DocumentNode;
    try {
      document = new MaxTokensParserWLexer(query, { n: this.limits.maxTokens }).parseDocument();
    } catch (err) {
      if (err instanceof GraphQLError && /Token limit/.test(err.message))
        return { verdict: refusal('TOKEN_LIMIT_EXCEEDED', err.message, { limit: this.limits.maxTokens }) };
      // A syntax error: Apollo answers it (it stops at the same token, within the limit).
      return { verdict: { ok: true, cost: 0 } };
    }
    const literal = literalProblem(document);
    if (literal) return { verdict: hostile(literal.path, literal.message) };
    const limited = this.armor(document);
    if (limited) return { verdict: limited };
    const introspection = introspectionProblem(document);
    if (introspection) return { verdict: refusal('INTROSPECTION_LIMIT_EXCEEDED', introspection) };
    return { document };
  }

  /** graphql-armor's rules alone (not the whole validation, which Apollo runs after this). */
  private armor(document: DocumentNode): GateVerdict | null {
    const found: GateVerdict[] = [];
    const on = (code: LimitCode, limit: number) => ({
      propagateOnRejection: false,
      onReject: [
        (_ctx: ValidationContext | null, error: GraphQLError) =>
          found.push(refusal(code, error.message, { limit })),
      ],
    });
    const { maxAliases, maxDepth, maxDirectives } = this.limits;
    validate(this.schema, document, [
      maxAliasesRule({ n: maxAliases, ...on('ALIAS_LIMIT_EXCEEDED', maxAliases) }),
      maxDirectivesRule({ n: maxDirectives, ...on('DIRECTIVE_LIMIT_EXCEEDED', maxDirectives) }),
    ]);
    if (found[0]) return found[0];
    const depth = fieldDepth(document);
    return depth > maxDepth
      ? refusal('DEPTH_LIMIT_EXCEEDED', `Query depth limit of ${maxDepth} exceeded, found ${depth}.`, {
          limit: maxDepth,
        })
      : null;
  }
}

/**
 * The deepest operation's nesting: each field is a level, and so is each inline fragment (they nest
 * without bound and without a field); a named fragment's spread is none, its fields count where it is
 * spread. graphql-armor's max-depth counts a spread as a level, and its `flattenFragments` option drops
 * inline fragments too, so neither fits. `__schema` is left to the introspection limit (src/graphql/cost.ts),
 * as graphql-armor's `ignoreIntrospection` does. A fragment cycle counts once (validation refuses it).
 */
export function fieldDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const known = new Map<string, number>();
  const inside = new Set<string>();
  const spread = (name: string): number => {
    const seen = known.get(name);
    if (seen !== undefined) return seen;
    const fragment = fragments.get(name);
    if (!fragment || inside.has(name)) return 0;
    inside.add(name);
    const depth = of(fragment.selectionSet);
    inside.delete(name);
    known.set(name, depth);
    return depth;
  };
  const of = (set: SelectionSetNode | undefined): number => {
    let max = 0;
    for (const s of set?.selections ?? []) {
      const depth =
        s.kind === Kind.FIELD
          ? s.name.value === '__schema'
            ? 0
            : 1 + of(s.selectionSet)
          : s.kind === Kind.INLINE_FRAGMENT
            ? 1 + of(s.selectionSet)
            : spread(s.name.value);
      max = Math.max(max, depth);
    }
    return max;
  };
  let deepest = 0;
  for (const d of document.definitions)
    if (d.kind === Kind.OPERATION_DEFINITION) deepest = Math.max(deepest, of(d.selectionSet));
  return deepest;
}

/** A string literal written in the document itself that must be refused, named by its argument path. */
function literalProblem(document: DocumentNode): { path: string; message: string } | null {
  let found: { path: string; message: string } | null = null;
  const names: string[] = [];
  visit(document, {
    enter(node) {
      if (found) return false;
      if (node.kind === Kind.FIELD) names.push((node.alias ?? node.name).value);
      else if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
      else if (node.kind === Kind.STRING) {
        const problem = stringProblem(node.value);
        if (problem) found = { path: names.join('.') || 'query', message: problem };
      }
      return undefined;
    },
    leave(node) {
      if (node.kind === Kind.FIELD || node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD)
        names.pop();
    },
  });
  return found;
}
