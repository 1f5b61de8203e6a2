import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// One heavy GraphQL operation at a time per rate-limit bucket across every instance
// (src/http/rate-limit-store.ts `PostgresHeavyTurns`): a row is a lease, deleted when the operation's
// answer is settled, or taken over once it expires (an instance that died holding it). Unlogged: a
// lease lost in a crash is a free turn, which is what a missing row means anyway.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unlogged table heavy_turns (
    bucket text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table heavy_turns`.execute(db);
}
