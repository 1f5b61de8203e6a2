import type { Migration } from 'kysely';
import * as m0001 from './2026-11-21T0001-foundation';
import * as m0002 from './2026-11-21T0002-verifications';
import * as m0003 from './2026-11-21T0003-webhook-deliveries';
import * as m0004 from './2026-11-21T0004-documents';
import * as m0005 from './2026-11-21T0005-exports';
import * as m0006 from './2026-11-21T0006-idempotency';
import * as m0007 from './2026-11-21T0007-form-schema-order';
import * as m0008 from './2026-11-21T0008-delivery-caps';
import * as m0009 from './2026-11-22T0001-rate-limits';
import * as m0010 from './2026-11-25T0001-document-pages';
import * as m0011 from './2026-11-28T0001-findings';
import * as m0012 from './2026-11-29T0001-heavy-turns';

/** Every migration, in order; a migration is never edited once it has shipped. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0001-foundation': m0001,
  '2026-11-21T0002-verifications': m0002,
  '2026-11-21T0003-webhook-deliveries': m0003,
  '2026-11-21T0004-documents': m0004,
  '2026-11-21T0005-exports': m0005,
  '2026-11-21T0006-idempotency': m0006,
  '2026-11-21T0007-form-schema-order': m0007,
  '2026-11-21T0008-delivery-caps': m0008,
  '2026-11-22T0001-rate-limits': m0009,
  '2026-11-25T0001-document-pages': m0010,
  '2026-11-28T0001-findings': m0011,
  '2026-11-29T0001-heavy-turns': m0012,
};
