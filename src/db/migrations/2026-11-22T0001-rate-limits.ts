import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// Token buckets shared by every instance (src/http/rate-limit-store.ts). Unlogged: a bucket lost in
// a crash is a full bucket, which is what a missing row means anyway.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unlogged table rate_limit_buckets (
    key text primary key,
    tokens double precision not null,
    allowed boolean not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limit_buckets_updated_idx on rate_limit_buckets (updated_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rate_limit_buckets`.execute(db);
}
