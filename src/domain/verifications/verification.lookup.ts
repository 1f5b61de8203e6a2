import type { Db } from '../../db/database';
import { notFound } from '../errors';
import { isUuid } from '../shared/ids';
import type { Verification } from './verification';
import * as repo from './verification.repository';

/**
 * A verification of the account by its path id, or 404 (a malformed id answers 404 without a
 * statement): every verification-addressed read starts here.
 */
export async function verificationOf(db: Db, accountId: string, id: string): Promise<Verification> {
  const v = isUuid(id) ? await repo.findVerification(db, accountId, id) : undefined;
  if (!v) throw notFound('Verification');
  return v;
}
