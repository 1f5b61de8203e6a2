import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// `json` keeps a definition's keys in the order the customer wrote them; `jsonb` sorts them, and a
// section or table without `ui_order` is shown in key order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table form_schemas alter column ui_schema_definition type json using ui_schema_definition::json`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table form_schemas alter column ui_schema_definition type jsonb using ui_schema_definition::jsonb`.execute(
    db,
  );
}
