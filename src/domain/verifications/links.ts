import type { Deps } from '../context';
import type { Verification } from './verification';

/** The end client's onboarding page: access token, country and account in the query (compat-notes 7). */
export function onboardingUrl(deps: Deps, v: Verification, accessToken: string | null): string {
  const url = new URL(`${deps.links.base()}/onboarding/verification/${v.id}/docs-v2`);
  if (accessToken) url.searchParams.set('accessToken', accessToken);
  url.searchParams.set('country', v.country);
  url.searchParams.set('client', v.accountId);
  return url.toString();
}

/** The verification report for the customer's staff. */
export const detailsUrl = (deps: Deps, v: Verification): string =>
  `${deps.links.base()}/app/verifications/${v.id}`;
