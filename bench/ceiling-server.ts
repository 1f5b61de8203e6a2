import express from 'express';
import pg from 'pg';
import { READ_BY_ID } from './read-by-id';

/**
 * The practical ceiling for a read by id: express 5 and a pg pool of the service's size, no
 * authentication, no logging, no presenter: the handler runs one statement and answers its row as
 * JSON.
 *
 * - `/row/:id` runs the very statement the service's read by id sends (the verification with its
 *   items aggregated into one row; `findVerificationWithItems` in
 *   src/domain/verifications/verification.repository.ts), the account taken from `x-account-id`.
 * - `/narrow/:id` runs `select * from verifications where id = $1`: one table, no items, a floor
 *   for what any read of a verification can cost.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.disable('x-powered-by');

app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.get('/row/:id', async (req, res) => {
  const { rows } = await pool.query(READ_BY_ID, [req.header('x-account-id') ?? '', req.params.id]);
  res.json(rows[0]);
});
app.get('/narrow/:id', async (req, res) => {
  const { rows } = await pool.query('select * from verifications where id = $1', [req.params.id]);
  res.json(rows[0]);
});

app.listen(Number(process.env.PORT), '127.0.0.1');
