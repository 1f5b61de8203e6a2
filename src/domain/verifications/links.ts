import type { Deps } from '../context';
import type { Verification } from './verification';

/** The end client's onboarding page: access token, country and account in the query (compat-notes 7). */
export function onboardingUrl(deps: Deps, v: Verification, accessToken: string | null): string {
  const query = new URLSearchParams();
  if (accessToken) query.set('accessToken', accessToken);
  query.set('country', v.country);
  query.set('client', v.accountId);
  return `${deps.links.base()}/onboarding/verification/${v.id}/docs-v2?${query}`;
}

/** The verification report for the customer's staff. */
export const detailsUrl = (deps: Deps, v: Verification): string =>
  `${deps.links.base()}/app/verifications/${v.id}`;
