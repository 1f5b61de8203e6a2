import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/**
 * A statement kysely builds and compiles once, then runs with each call's values: for the hottest
 * reads, where building the operation tree and compiling it to SQL on every call cost about as much
 * CPU as parsing the row that comes back.
 *
 * `build` receives one placeholder per parameter and must use each of them as a value (in a
 * `where`, a `sql` template...), never to choose the shape of the statement: the statement is built
 * with the placeholders once, and each call swaps the call's values in for them. A builder that used
 * a placeholder any other way is refused at the first call, because its placeholder would not be
 * found among the compiled statement's parameters.
 *
 * Runs on whatever `db` the call passes (the database or a transaction), through kysely's executor,
 * so logging, statement counting and plugins see it like any other statement.
 */
export function prepared<Db, Args extends string[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Db>, ...placeholders: Args) => Compilable<Row>,
): (db: Kysely<Db>, ...args: Args) => Promise<Row[]> {
  let template: { query: CompiledQuery<Row>; slots: number[] } | null = null;
  const compile = (db: Kysely<Db>) => {
    // Placeholders no caller value can collide with: NUL never reaches Postgres in a text parameter.
    const marks = Array.from({ length: arity }, (_, i) => `\u0000prepared:${i}\u0000`) as Args;
    const query = build(db, ...marks).compile();
    // The placeholder each parameter is (-1: a constant of the statement).
    const slots = query.parameters.map((p) => (typeof p === 'string' ? marks.indexOf(p) : -1));
    for (let i = 0; i < arity; i++) {
      if (!slots.includes(i)) throw new Error(`prepared statement: placeholder ${i} is not a parameter`);
    }
    return { query, slots };
  };
  return async (db, ...args) => {
    template ??= compile(db);
    const { query, slots } = template;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    const result = await db.executeQuery<Row>({ ...query, queryId: createQueryId(), parameters });
    return result.rows;
  };
}
