import type { Client } from 'graphql-ws';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { GraphQLRequestError, gql, wsClient } from '../api/client';
import { createSession, type Call, type StaffSession } from '../api/staff';
import { navigate } from './router';

interface SessionState {
  session: StaffSession | null;
  /** Exchanges the API key for a session; the key itself is not kept anywhere. */
  signIn(apiKey: string): Promise<void>;
  signOut(reason?: 'expired'): void;
  /** A GraphQL call with the session; an UNAUTHORIZED answer ends the session. */
  call: Call;
  /** The session's graphql-ws client (null until connected once the session exists). */
  ws: Client | null;
  /** Whether the WebSocket is connected now, for the pages' live indicator. */
  connected: boolean;
}

const STORAGE_KEY = 'bvs.staff.session';
const Ctx = createContext<SessionState | null>(null);

function stored(): StaffSession | null {
  try {
    const s = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StaffSession | null;
    return s?.token && Date.parse(s.expiresAt) > Date.now() ? s : null;
  } catch {
    return null;
  }
}

const FORBIDDEN_CLOSE = 4403; // graphql-ws's close code when connection_init's credential is refused

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StaffSession | null>(stored);
  const [ws, setWs] = useState<Client | null>(null);
  const [connected, setConnected] = useState(false);

  const signOut = useCallback((reason?: 'expired') => {
    window.sessionStorage.removeItem(STORAGE_KEY);
    setSession(null);
    // Both the HTTP answer and the WebSocket may report the same ended session: the first one wins.
    if (window.location.pathname === '/app/login') return;
    const here = window.location.pathname + window.location.search;
    const query = new URLSearchParams(reason ? { reason, next: here } : {});
    navigate(`/app/login${query.size ? `?${query}` : ''}`, { replace: true });
  }, []);

  const signIn = useCallback(async (apiKey: string) => {
    const s = await createSession(apiKey);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(s));
    setSession(s);
  }, []);

  const token = session?.token ?? null;
  const call = useCallback<Call>(
    async (document, variables) => {
      try {
        return await gql(document, variables, token);
      } catch (err) {
        if (err instanceof GraphQLRequestError && err.code === 'UNAUTHORIZED') signOut('expired');
        throw err;
      }
    },
    [token, signOut],
  );

  useEffect(() => {
    if (!token) return;
    const client = wsClient(token);
    const offConnected = client.on('connected', () => setConnected(true));
    const offClosed = client.on('closed', (event) => {
      setConnected(false);
      if ((event as CloseEvent).code === FORBIDDEN_CLOSE) signOut('expired');
    });
    setWs(client);
    return () => {
      offConnected();
      offClosed();
      setConnected(false);
      setWs(null);
      void client.dispose();
    };
  }, [token, signOut]);

  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const ms = Math.min(Date.parse(expiresAt) - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(() => signOut('expired'), Math.max(ms, 0));
    return () => window.clearTimeout(timer);
  }, [expiresAt, signOut]);

  const value = useMemo(
    () => ({ session, signIn, signOut, call, ws, connected }),
    [session, signIn, signOut, call, ws, connected],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
