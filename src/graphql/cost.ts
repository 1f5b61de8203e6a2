import {
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_FREE_OBJECT_BYTES } from '../domain/verifications/verification.input';

/** KB a free-form object of a verification or an item may hold as JSON (its input cap). */
const FREE_OBJECT_KB = MAX_FREE_OBJECT_BYTES / 1024;

/**
 * Weights of the cost model (see SECURITY.md): an object is 1, a scalar nothing, a JSON value by
 * the bytes it may hold: a JSON field a caller fills weighs one unit per 256 bytes of its cap, so
 * the cost limit (5,000) bounds what such fields carry in one answer to about 1.25 MB.
 */
export const COST = {
  object: 1,
  /** A JSON value bvs derives itself (extracted values, checks, key people): small and shaped. */
  json: 2,
  /** Units per KB of a capped JSON field's cap. */
  unitsPerKb: 4,
  /**
   * JSON values a caller fills up to a cap on rows listed by page, by `Type.field`: their cap in KB.
   * A verification's `metadata` at its 32 KB cap weighs 128, as much as 128 rows without it. An
   * item's `itemOptions` has the same cap but stays at `json`: items are counted by `rowLists` (20
   * per verification), and weighed by its cap the staff report alone would pass half the limit.
   */
  cappedJson: {
    'Verification.metadata': FREE_OBJECT_KB,
    'Verification.options': FREE_OBJECT_KB,
  } as Record<string, number>,
  /** Items a list without `first`/`last` is assumed to hold (lists derived from one loaded row). */
  defaultList: 5,
  /**
   * Lists of rows loaded from the database without a page argument, by item type: a verification's
   * items (at most MAX_ITEMS_PER_VERIFICATION, usually under 20).
   */
  rowLists: { VerificationItem: 20 } as Record<string, number>,
  /** The most items `first`/`last` is counted for (the largest page a resolver hands out). */
  maxList: 100,
};

/** What a JSON field weighs: by its cap when a caller fills it, else `COST.json`. */
export const jsonWeight = (typeName: string, fieldName: string): number => {
  const capKb = COST.cappedJson[`${typeName}.${fieldName}`];
  return capKb === undefined ? COST.json : capKb * COST.unitsPerKb;
};

/**
 * The cost of a field: objects and JSON values cost what their rows weigh; a list or a connection
 * multiplies its items' cost by `first`/`last` (capped), else by a default; `edges`/`nodes` of a
 * connection are already counted by the connection. Introspection is in memory and bounded by
 * `introspectionProblem` instead.
 */
export const costEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 0;
  const named = getNamedType(field.type);
  if (isLeafType(named)) return named.name === 'JSON' ? jsonWeight(type.name, field.name) : 0;
  const many = isListType(getNullableType(field.type)) || named.name.endsWith('Connection');
  if (!many) return COST.object + childComplexity;
  const asked = [args.first, args.last].find((v): v is number => typeof v === 'number');
  const items =
    asked !== undefined
      ? Math.min(Math.max(asked, 0), COST.maxList)
      : type.name.endsWith('Connection')
        ? 1
        : (COST.rowLists[named.name] ?? COST.defaultList);
  return named.name.endsWith('Connection')
    ? COST.object + items * childComplexity
    : items * (COST.object + childComplexity);
};

/** The cost of the operation that will run (every operation of the document when none is named). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  const named = document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operationName,
  );
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName: named ? operationName : undefined,
    estimators: [costEstimator],
    // Fragments spread into each other can multiply the fields to visit; past this, refuse.
    maxQueryNodes: 5000,
  });
}

/** Introspection lists whose items carry further such lists (types → fields → …). */
const INTROSPECTION_LISTS = new Set(['types', 'fields', 'inputFields', 'interfaces', 'possibleTypes']);
/** As deep as the standard introspection query nests them (`types { fields }`). */
const MAX_INTROSPECTION_NESTING = 2;

/**
 * Introspection answers from memory, but `types { fields { type { fields … } } }` grows
 * exponentially with its nesting: at most two of those lists may nest inside `__schema`/`__type`.
 * Each fragment is measured once (per side of `__schema`), so spreading fragments into each other
 * cannot make this walk itself exponential.
 */
export function introspectionProblem(document: DocumentNode): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const memo = new Map<string, number>();
  // The deepest nesting of introspection lists below a selection set, relative to it.
  const below = (set: SelectionSetNode | undefined, inside: boolean, seen: ReadonlySet<string>): number => {
    let max = 0;
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        const enters = inside || sel.name.value === '__schema' || sel.name.value === '__type';
        const own = inside && INTROSPECTION_LISTS.has(sel.name.value) ? 1 : 0;
        max = Math.max(max, own + below(sel.selectionSet, enters, seen));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, below(sel.selectionSet, inside, seen));
      } else {
        const name = sel.name.value;
        const key = `${name}:${inside}`;
        if (seen.has(name)) continue;
        let depth = memo.get(key);
        if (depth === undefined) {
          depth = below(fragments.get(name)?.selectionSet, inside, new Set([...seen, name]));
          memo.set(key, depth);
        }
        max = Math.max(max, depth);
      }
    }
    return max;
  };
  const nesting = Math.max(
    0,
    ...document.definitions.map((d) =>
      d.kind === Kind.OPERATION_DEFINITION ? below(d.selectionSet, false, new Set()) : 0,
    ),
  );
  return nesting > MAX_INTROSPECTION_NESTING
    ? `Introspection lists (types, fields, …) may nest at most ${MAX_INTROSPECTION_NESTING} deep; found ${nesting}`
    : null;
}
