import express from 'express';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/**
 * The practical ceiling for a read by id: express 5 and a pg pool of the service's size, no
 * authentication, no logging, no presenter. `/row/:id` runs the one single-row query; `/three/:id`
 * runs the same three statements a REST read runs (key lookup, row, items) one after the other;
 * `/three-kysely/:id` builds those three through kysely, as the service does.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.disable('x-powered-by');

const KEY = `select k.id, a.id as account_id, a.name from api_keys k join accounts a on a.id = k.account_id
  where k.key_hash = $1 and k.revoked_at is null`;

app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.get('/row/:id', async (req, res) => {
  const { rows } = await pool.query('select * from verifications where id = $1', [req.params.id]);
  res.json(rows[0]);
});
app.get('/three/:id', async (req, res) => {
  const key = await pool.query(KEY, [req.header('x-key-hash') ?? '']);
  const account = key.rows[0]?.account_id as string | undefined;
  const v = await pool.query('select * from verifications where account_id = $1 and id = $2', [
    account,
    req.params.id,
  ]);
  const items = await pool.query(
    'select * from verification_items where account_id = $1 and verification_id = $2 order by item_order',
    [account, req.params.id],
  );
  res.json({ ...v.rows[0], items: items.rows });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
app.get('/three-kysely/:id', async (req, res) => {
  const key = await db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select(['api_keys.id as key_id', 'accounts.id as account_id', 'accounts.name as account_name'])
    .where('api_keys.key_hash', '=', req.header('x-key-hash') ?? '')
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  const account = key?.account_id as string;
  const v = await db
    .selectFrom('verifications')
    .selectAll()
    .where('account_id', '=', account)
    .where('id', '=', req.params.id)
    .executeTakeFirst();
  const items = await db
    .selectFrom('verification_items')
    .selectAll()
    .where('account_id', '=', account)
    .where('verification_id', 'in', [req.params.id])
    .orderBy('verification_id')
    .orderBy('item_order')
    .execute();
  res.json({ ...v, items });
});

app.listen(Number(process.env.PORT), '127.0.0.1');
