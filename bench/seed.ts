import pg from 'pg';

type Client = pg.Client | pg.Pool;

async function columns(db: Client, table: string): Promise<{ name: string; identity: boolean }[]> {
  const { rows } = await db.query<{ column_name: string; is_identity: string }>(
    `select column_name, is_identity from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => ({ name: r.column_name, identity: r.is_identity === 'YES' }));
}

/**
 * Copies of one verification and its items, `from`..`to` of them, in one statement
 * (generate_series): each copy one second older than the last, with its own id and tag.
 */
export async function seedCopies(db: Client, templateId: string, from: number, to: number): Promise<void> {
  const older = `date_trunc('milliseconds', t.created_at) - g * interval '1 second'`;
  const v = await columns(db, 'verifications');
  const vExpr: Record<string, string> = {
    id: 'gen_random_uuid()',
    tag: `'seed-' || g`,
    created_at: older,
    updated_at: older,
  };
  const i = (await columns(db, 'verification_items')).filter((c) => !c.identity);
  const iExpr: Record<string, string> = {
    verification_id: 'v.id',
    created_at: 'v.created_at',
    updated_at: 'v.created_at',
  };
  await db.query(
    `with v as (
       insert into verifications (${v.map((c) => c.name).join(', ')})
       select ${v.map((c) => vExpr[c.name] ?? `t.${c.name}`).join(', ')}
         from verifications t, generate_series($2::int, $3::int) g where t.id = $1
       returning id, created_at)
     insert into verification_items (${i.map((c) => c.name).join(', ')})
     select ${i.map((c) => iExpr[c.name] ?? `ti.${c.name}`).join(', ')}
       from v cross join verification_items ti where ti.verification_id = $1`,
    [templateId, from, to],
  );
  await db.query('analyze verifications; analyze verification_items');
}

/** The REST `next` cursor of the row at `offset` in the account's newest-first order. */
export async function cursorAt(db: Client, accountId: string, offset: number): Promise<string> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `select id, created_at from verifications where account_id = $1
      order by created_at desc, id desc offset $2 limit 1`,
    [accountId, offset],
  );
  const row = rows[0]!;
  return Buffer.from(JSON.stringify({ createdAt: row.created_at.toISOString(), id: row.id })).toString(
    'base64url',
  );
}

/** Postgres's own execution time (EXPLAIN ANALYZE) of the keyset page query at a cursor, in ms. */
export async function keysetExecutionMs(db: Client, accountId: string, cursor: string): Promise<number> {
  const { createdAt, id } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
    createdAt: string;
    id: string;
  };
  const { rows } = await db.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
    `explain (analyze, format json) select * from verifications where account_id = $1 and (created_at, id) < ($2, $3)
      order by created_at desc, id desc limit 21`,
    [accountId, createdAt, id],
  );
  return rows[0]!['QUERY PLAN'][0]['Execution Time'];
}
