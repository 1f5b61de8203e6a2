import fc from 'fast-check';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { LIMIT_CODES } from '../../src/graphql/limits';

/** Runs per property: small in CI, larger from `npm run fuzz` (FUZZ_RUNS). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** A fixed seed in CI so a failure can be replayed; FUZZ_SEED overrides it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261121);

/** Strings that have broken services before: SQL, paths, encodings, control characters. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; drop table verifications; --",
  '"; select pg_sleep(5); --',
  '$1',
  '%',
  '_',
  '\\',
  '../../../../etc/passwd',
  '..%2F..%2Fadmin',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00',
  'x\ud800y',
  'x\udfff\ud800',
  '\u0000'.repeat(100),
  '\uffff',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${process.exit()}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '9'.repeat(40),
  '1e309',
  ' ',
  '',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  '00000000-0000-0000-0000-000000000000',
];

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
  );

/** A value nested `depth` levels deep, as arrays or objects. */
export const deep = (depth: number, asObject: boolean): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
};

/** Any JSON-ish value an attacker might send where something else was expected. */
export const anyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: nastyString() },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53 + 1, 1.5, -0) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 50, max: 1500 }).chain((d) => fc.constant(deep(d, d % 2 === 0))),
    },
    { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 1000, maxLength: 20000 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(nastyString(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
    },
  );

/** An object with some of the expected keys holding hostile values, and now and then an unknown key. */
export const hostileObject = (keys: string[], value: fc.Arbitrary<unknown> = anyValue()) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }),
      fc.option(
        fc.tuple(fc.constantFrom('__proto__', 'constructor', 'unknown_field', 'x'.repeat(300)), value),
      ),
    )
    // A computed key defines an own property, so even `__proto__` reaches the wire as a field.
    .map(([obj, extra]) => (extra ? { ...obj, [extra[0]]: extra[1] } : obj) as Record<string, unknown>);

/** Bytes that are not UTF-8, for a body that claims to be JSON. */
export const invalidUtf8 = (): fc.Arbitrary<Buffer> =>
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) =>
      Buffer.concat([
        Buffer.from('{"tag":"'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from(bytes),
        Buffer.from('"}'),
      ]),
    );

/**
 * A fingerprint of every row of every table in the public schema (count and a hash of the rows), so a
 * rejected request can be shown to have written nothing, updates included.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{ n: string; h: string }>`
      select count(*)::text as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h
      from ${sql.table(table_name)} t`.execute(db);
    out[table_name] = `${row.rows[0]!.n}:${row.rows[0]!.h}`;
  }
  return out;
}

/** The error codes a face may answer with (DESIGN.md 6); INTERNAL_SERVER_ERROR is never one for bad input. */
export const CLIENT_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'DUPLICATE_RESOURCE',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE_ENTITY',
  'RATE_LIMITED',
  'METHOD_NOT_ALLOWED',
  // GraphQL operations over a limit (src/graphql/limits.ts).
  ...LIMIT_CODES,
];
