import { useCallback, useEffect, useRef, useState } from 'react';
import { GraphQLRequestError, subscribe, wsClient } from '../api/client';
import { loadVerification, VERIFICATION_UPDATED, type OnboardingVerification } from '../api/onboarding';

export type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; verification: OnboardingVerification }
  | { status: 'error'; code: string };

const FATAL = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']);

function codeOf(err: unknown): string {
  return err instanceof GraphQLRequestError ? err.code : 'INTERNAL_SERVER_ERROR';
}

/**
 * The verification as the server has it, kept current by the `verificationUpdated` subscription and
 * read again whenever the socket (re)connects, so an event missed while offline is never lost.
 */
export function useVerification(id: string, token: string) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  // Bumped by every pushed state: a read that started before a push is older than it and is dropped.
  const version = useRef(0);
  const closed = useRef<() => void>(() => undefined);

  const apply = useCallback((verification: OnboardingVerification) => {
    version.current += 1;
    setState({ status: 'ready', verification });
  }, []);

  const refresh = useCallback(async () => {
    const at = version.current;
    try {
      const verification = await loadVerification(id, token);
      if (version.current === at) apply(verification);
    } catch (err) {
      const code = codeOf(err);
      if (FATAL.has(code)) closed.current();
      setState((prev) => (prev.status === 'ready' && !FATAL.has(code) ? prev : { status: 'error', code }));
    }
  }, [id, token, apply]);

  useEffect(() => {
    const client = wsClient(token);
    const offConnected = client.on('connected', () => void refresh());
    const unsubscribe = subscribe(
      client,
      VERIFICATION_UPDATED,
      { id },
      (data) => apply(data.verificationUpdated),
      // The socket gave up (e.g. the token expired meanwhile): the HTTP read says why, and shows it.
      () => void refresh(),
    );
    closed.current = () => {
      unsubscribe();
      void client.dispose();
    };
    void refresh();
    return () => {
      offConnected();
      closed.current();
    };
  }, [id, token, refresh, apply]);

  return { state, refresh, apply };
}
