/** The consolidated view of a verification's company: every read-out of spec 2.6–2.8 from its items. */
import type { Verification, VerificationItem } from '../verifications/verification';
import type { Company } from './company';
import { details } from './details';
import { people, peopleIdOf } from './people';
import { usableDocs } from './precedence';
import { shareholders } from './shareholders';
import { documents, sources } from './sources';

export interface ConsolidateInput {
  verification: Verification;
  /** Every item of the verification, in any state: only processed documents are sources (precedence.ts). */
  items: VerificationItem[];
  /** The signed link to an item's file, null when it has none. */
  fileUrl: (item: VerificationItem) => string | null;
}

/**
 * Pure: the same verification and items give the same company, ids included. A verification with no
 * processed document gives null fields and empty lists, never an error. `details.verification.onboarding_url`
 * is left null for the caller to fill.
 */
export function consolidate({ verification, items, fileUrl }: ConsolidateInput): Company {
  const docs = usableDocs(items, fileUrl);
  const found = people(verification, docs);
  return {
    details: details(verification, docs),
    people: found,
    shareholders: shareholders(docs, (name) => peopleIdOf(found, name)),
    documents: documents(items, fileUrl),
    sources: sources(items, fileUrl),
  };
}
