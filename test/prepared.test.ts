import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../src/db/migrator';
import { prepared } from '../src/db/prepared';
import type { Database } from '../src/db/schema';
import { createAccount } from '../src/domain/accounts/account.service';
import { freshDatabase } from './helpers/database';

/** Statements built once (src/db/prepared.ts), on PGlite or Postgres like every suite. */
let db: Kysely<Database>;
let handle: Awaited<ReturnType<typeof freshDatabase>>;
let accounts: { id: string; name: string }[];

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.handle.db;
  await migrateToLatest(db);
  accounts = [];
  for (const name of ['Uno', 'Dos', 'Tres']) accounts.push((await createAccount(db, { name })).account);
});
afterAll(() => handle.drop());

const byIdAndName = prepared(2, (db: Kysely<Database>, name: string, id: string) =>
  db
    .selectFrom('accounts')
    .select(['id', 'name', sql<string>`${'fixed'}::text`.as('fixed')])
    .where('id', '=', id)
    .where('name', '=', name),
);

describe('prepared', () => {
  it('runs the statement with each call’s values, in the order the statement needs them', async () => {
    for (const a of accounts) {
      expect(await byIdAndName(db, a.name, a.id)).toEqual([{ id: a.id, name: a.name, fixed: 'fixed' }]);
    }
    expect(await byIdAndName(db, 'Uno', accounts[1]!.id)).toEqual([]);
  });

  it('sends values as parameters, never as SQL text', async () => {
    const before = handle.handle.stats.queries;
    expect(await byIdAndName(db, `x' or '1'='1`, accounts[0]!.id)).toEqual([]);
    expect(handle.handle.stats.queries).toBe(before + 1);
    expect(handle.handle.stats.lastSql).toMatch(/"id" = \$\d and "name" = \$\d/);
  });

  it('runs in the transaction it is given', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ name: 'Cambiado' })
          .where('id', '=', accounts[2]!.id)
          .execute();
        expect(await byIdAndName(trx, 'Cambiado', accounts[2]!.id)).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await byIdAndName(db, 'Tres', accounts[2]!.id)).toHaveLength(1);
  });

  it('refuses a builder that does not use a placeholder as a value', async () => {
    const shaped = prepared(2, (db: Kysely<Database>, id: string, unused: string) =>
      db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', unused.length > 0 ? id : id),
    );
    await expect(shaped(db, accounts[0]!.id, 'x')).rejects.toThrow(/placeholder 1 is not a parameter/);
  });
});
