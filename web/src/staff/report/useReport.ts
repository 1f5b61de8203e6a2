import { useCallback, useEffect, useRef, useState } from 'react';
import { GraphQLRequestError, subscribe } from '../../api/client';
import { EVENTS_SUBSCRIPTION } from '../../api/staff';
import { useSession } from '../session';
import { REPORT_QUERY, reportView, type Report } from './report.queries';

type Status = 'loading' | 'ready' | 'notFound' | 'error';
const STALE_MS = 30 * 60_000;

/** The verification's report, read again after each of its events (one read at a time). */
export function useReport(id: string) {
  const { call, ws } = useSession();
  const [report, setReport] = useState<Report | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [version, setVersion] = useState(0);
  const busy = useRef({ reading: false, again: false });

  const load = useCallback(async () => {
    if (busy.current.reading) return void (busy.current.again = true);
    busy.current = { reading: true, again: false };
    try {
      const { verification } = await call(REPORT_QUERY, { id });
      setReport(verification && reportView(verification));
      loadedAt.current = Date.now();
      setStatus(verification ? 'ready' : 'notFound');
      setVersion((v) => v + 1);
    } catch (err) {
      const notFound = err instanceof GraphQLRequestError && err.code === 'NOT_FOUND';
      setStatus((s) => (notFound ? 'notFound' : s === 'ready' ? s : 'error'));
    } finally {
      const { again } = busy.current;
      busy.current = { reading: false, again: false };
      if (again) void load();
    }
  }, [call, id]);

  useEffect(() => {
    void load();
  }, [load]);

  // Signed document links last an hour: a report left open in a background tab is read again on return.
  const loadedAt = useRef(0);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - loadedAt.current > STALE_MS) void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  useEffect(() => {
    if (!ws) return;
    return subscribe(ws, EVENTS_SUBSCRIPTION, { verificationId: id }, () => void load());
  }, [ws, id, load]);

  /** `version` changes with every read, for the parts that keep their own data (deliveries). */
  return { report, status, version, reload: load };
}
