import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, getIntrospectionQuery, Kind, parse, type DocumentNode } from 'graphql';
import { operationCost } from '../src/graphql/cost';
import { DEFAULT_OPERATION_LIMITS, fieldDepth, OperationGate } from '../src/graphql/limits';
import { loadTypeDefs } from '../src/graphql/server';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const WEB = path.resolve(__dirname, '../web/src');

const isOperation = (text: string): DocumentNode | null => {
  try {
    const doc = parse(text);
    return doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION) ? doc : null;
  } catch {
    return null;
  }
};

/** Every GraphQL operation the pages send: exported constants, and those built inside API calls. */
async function webOperations(): Promise<string[]> {
  // Loaded by path: the page modules are typed for the browser (tsconfig of web/), not for Node.
  const load = (file: string): Promise<any> => import(path.join(WEB, file));
  const [onboarding, staff, report] = await Promise.all([
    load('api/onboarding'),
    load('api/staff'),
    load('staff/report/report.queries'),
  ]);
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string' && isOperation(value)) found.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  [onboarding, staff, report].forEach(collect);
  // The API calls build some operations inline: run each with a fetch that records what it sends.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_url: unknown, init?: { body?: string }) => {
    const body = JSON.parse(init?.body ?? '{}') as { query?: string };
    if (body.query) found.add(body.query);
    return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    const calls = [
      () => onboarding.loadVerification('v', 't'),
      () => onboarding.setRequirementEnabled('v', 'k', true, 't'),
      () => onboarding.createUploadTicket('i', 't'),
      () => onboarding.submitFormItem('i', {}, 't'),
      () => staff.createSession('k'),
    ];
    for (const call of calls) await call().catch(() => undefined);
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...found];
}

/**
 * Values for an operation's variables: required ones by type, and every Int (page sizes) at 100,
 * the largest a resolver hands out.
 */
function sampleVariables(doc: DocumentNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      const required = v.type.kind === Kind.NON_NULL_TYPE;
      const inner = v.type.kind === Kind.NON_NULL_TYPE ? v.type.type : v.type;
      const name = inner.kind === Kind.NAMED_TYPE ? inner.name.value : null;
      const sample: Record<string, unknown> = {
        Int: 100,
        ID: 'x',
        String: 'x',
        Boolean: true,
        JSON: {},
        // Enums the staff pages send (issue 18 review actions, accept-as).
        Decision: 'APPROVED',
        FindingResolution: 'ACCEPTED',
        ItemType: 'CSF_MX',
      };
      if (name === 'Int' || (required && name !== null && name in sample))
        values[v.variable.name.value] = sample[name!];
      else if (required) throw new Error(`no sample for $${v.variable.name.value}: ${name}`);
    }
  }
  return values;
}

/** Operation texts written in the page sources (template literals opening with a keyword). */
function writtenOperations(): number {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
    });
  return files(WEB).reduce(
    (n, f) =>
      n +
      (readFileSync(f, 'utf8').match(/['`]\s*(query|mutation|subscription)\b\s*\w*\s*[({]/g)?.length ?? 0),
    0,
  );
}

describe('GraphQL limits against what the pages send', () => {
  it('finds every operation written in the pages', async () => {
    const ops = await webOperations();
    expect(ops.length).toBeGreaterThanOrEqual(writtenOperations());
    expect(ops.length).toBeGreaterThan(10);
  });

  it('keeps every page operation at most half of each limit (tokens, aliases, depth, directives, cost)', async () => {
    // Half of each limit: a gate with every limit halved must let each operation through.
    const half = Object.fromEntries(
      Object.entries(DEFAULT_OPERATION_LIMITS).map(([k, v]) => [k, Math.floor(v / 2)]),
    ) as unknown as typeof DEFAULT_OPERATION_LIMITS;
    const gate = new OperationGate(schema, half);
    const refused: string[] = [];
    for (const query of await webOperations()) {
      const variables = sampleVariables(parse(query));
      const verdict = gate.check({ query, variables });
      if (!verdict.ok) refused.push(`${verdict.error.message}\n${query.slice(0, 200)}`);
      // Costed for real: variables that did not coerce would leave the cost at 0.
      else expect({ query, cost: verdict.cost }).toEqual({ query, cost: expect.any(Number) });
      if (verdict.ok && verdict.cost === 0) refused.push(`not costed: ${query.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets the standard introspection query through, but not lists nested past it', () => {
    const gate = new OperationGate(schema);
    expect(gate.check({ query: getIntrospectionQuery() }).ok).toBe(true);
    const nested = gate.check({ query: '{ __schema { types { fields { type { fields { name } } } } } }' });
    expect(nested.ok ? null : nested.error.extensions.code).toBe('INTROSPECTION_LIMIT_EXCEEDED');
  });

  it('costs a list by its first argument, capped at 100, and a connection page by its items', () => {
    const cost = (q: string, variables?: Record<string, unknown>) =>
      operationCost(schema, parse(q), variables, undefined);
    expect(cost('{ webhooks(first: 10) { nodes { id } } }')).toBe(1 + 10 * 1);
    expect(cost('query($n: Int) { webhooks(first: $n) { nodes { id } } }', { n: 50 })).toBe(1 + 50 * 1);
    expect(cost('{ webhooks(first: 100000) { nodes { id } } }')).toBe(1 + 100 * 1);
    // metadata weighs its 32 KB cap, 128 (see graphql-cost.test.ts); a verification's items are
    // counted as 20, other lists without `first` as 5.
    expect(cost('{ verifications(first: 2) { nodes { metadata items { id } } } }')).toBe(
      1 + 2 * (1 + 128 + 20),
    );
    expect(cost('{ verification(id: "x") { people { keyPeople { names } } } }')).toBe(1 + 1 + 5);
  });

  it('counts depth by fields: a fragment spread adds no level, a deep query through fragments is refused', () => {
    // `verification { items { verification … } } }`: each fragment adds two levels of fields.
    const chain = (n: number) =>
      `{ verification(id: "x") { ...F1 } }\n` +
      Array.from({ length: n }, (_, i) =>
        i + 1 < n
          ? `fragment F${i + 1} on Verification { items { verification { ...F${i + 2} } } }`
          : `fragment F${i + 1} on Verification { id }`,
      ).join('\n');
    const inline = (n: number) =>
      `{ verification(id: "x") { ${'items { verification { '.repeat(n - 1)}id${' } }'.repeat(n - 1)} } }`;
    for (const n of [1, 2, 5, 6, 7])
      expect({ n, depth: fieldDepth(parse(chain(n))) }).toEqual({ n, depth: fieldDepth(parse(inline(n))) });
    expect(fieldDepth(parse(chain(6)))).toBe(1 + 2 * 5 + 1);

    const gate = new OperationGate(schema);
    const code = (query: string) => {
      const verdict = gate.check({ query });
      return verdict.ok ? 'ok' : verdict.error.extensions.code;
    };
    // 12 levels of fields through five spreads: within the limit of 12 (graphql-armor counted 17).
    expect(code(chain(6))).not.toBe('DEPTH_LIMIT_EXCEEDED');
    expect(code(chain(7))).toBe('DEPTH_LIMIT_EXCEEDED');
    expect(code(inline(7))).toBe('DEPTH_LIMIT_EXCEEDED');
    // A fragment spread twice at different depths counts where it is deepest.
    const nest = (n: number, inner: string) =>
      `${'items { verification { '.repeat(n)}${inner}${' } }'.repeat(n)}`;
    const twice = `{ verification(id: "x") { ...F1 ${nest(3, '...F1')} } }
      fragment F1 on Verification { ${nest(3, 'id')} }`;
    expect(fieldDepth(parse(twice))).toBe(1 + 6 + 7);
    expect(code(twice)).toBe('DEPTH_LIMIT_EXCEEDED');
    // Inline fragments nest without fields, so each still counts as a level.
    expect(fieldDepth(parse(`{ viewer { ${'... on Account { '.repeat(3)}id${' }'.repeat(3)} } }`))).toBe(5);
  });
});
