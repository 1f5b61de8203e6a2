/** The onboarding link: /onboarding/verification/{id}/{step}?accessToken=…&country=mx&client=… */
export interface OnboardingRoute {
  verificationId: string | null;
  token: string | null;
  step: 'documents' | 'check-out';
}

export function parseRoute(location: Location): OnboardingRoute {
  const match = /^\/onboarding\/verification\/([^/]+)(?:\/([^/]+))?\/?$/.exec(location.pathname);
  const token = new URLSearchParams(location.search).get('accessToken');
  return {
    verificationId: match?.[1] ? decodeURIComponent(match[1]) : null,
    token: token || null,
    step: match?.[2] === 'check-out' ? 'check-out' : 'documents',
  };
}

/** The same link at another step; the query (and so the token) is kept so a reload still works. */
export function stepUrl(location: Location, verificationId: string, step: OnboardingRoute['step']): string {
  const path = step === 'check-out' ? 'check-out' : 'docs-v2';
  return `/onboarding/verification/${encodeURIComponent(verificationId)}/${path}${location.search}`;
}
