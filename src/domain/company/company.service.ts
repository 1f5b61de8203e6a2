import type { Caller, Deps } from '../context';
import { notFound, validationError } from '../errors';
import { originalFileUrl } from '../documents/file-links';
import { assertCanAccess } from '../verifications/transition';
import type { Verification, VerificationItem } from '../verifications/verification';
import * as repo from '../verifications/verification.repository';
import { onboardingUrl } from '../verifications/links';
import { newest } from '../shared/pagination';
import { issueAccessToken } from '../verifications/access-token';
import type { Company } from './company';
import { consolidate } from './consolidate';
import { verificationOf } from '../verifications/verification.lookup';

export const SECTIONS = ['details', 'shareholders', 'people', 'documents', 'sources'] as const;
export type Section = (typeof SECTIONS)[number];

/** The consolidated company of a verification, from items already loaded (no query of its own). */
export function companyFrom(
  deps: Deps,
  verification: Verification,
  items: VerificationItem[],
  onboarding: string | null,
): Company {
  const company = consolidate({ verification, items, fileUrl: (i) => originalFileUrl(deps, i) });
  company.details.verification.onboarding_url = onboarding;
  return company;
}

export async function companyOf(
  deps: Deps,
  caller: Caller,
  verificationId: string,
): Promise<{ verification: Verification; company: Company }> {
  assertCanAccess(caller, verificationId);
  const v = await verificationOf(deps.db, caller.accountId, verificationId);
  return companyWith(deps, caller, v);
}

async function companyWith(deps: Deps, caller: Caller, v: Verification) {
  const items = await repo.itemsOf(deps.db, caller.accountId, [v.id]);
  const token = caller.kind === 'account' ? await issueAccessToken(deps, v) : null;
  return { verification: v, company: companyFrom(deps, v, items, onboardingUrl(deps, v, token)) };
}

/** The latest verification carrying a tag (`/companies/{tag}/...`, `companyByTag`). */
export async function latestWithTag(deps: Deps, caller: Caller, tag: string): Promise<Verification> {
  if (tag.length === 0 || tag.length > 200)
    throw validationError([{ path: 'tag', message: 'must be 1 to 200 characters' }]);
  const rows = await repo.listVerifications(deps.db, caller.accountId, { tag }, newest(1));
  const latest = rows[0] && repo.toVerification(rows[0]);
  if (!latest) throw notFound('Company');
  assertCanAccess(caller, latest.id);
  return latest;
}

export async function companyByTag(deps: Deps, caller: Caller, tag: string) {
  return companyWith(deps, caller, await latestWithTag(deps, caller, tag));
}

export const sectionOf = (company: Company, section: Section) => company[section];
