import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe } from '../../api/client';
import {
  EVENTS_SUBSCRIPTION,
  LIST_QUERY,
  ROW_QUERY,
  type ListFilter,
  type VerificationRow,
} from '../../api/staff';
import { useSession } from '../session';

const PAGE = 25;

export interface LiveChange {
  row: VerificationRow;
  /** `status` when its status, documents status or decision changed, `other` for any other change. */
  kind: 'new' | 'status' | 'other';
}

interface State {
  rows: VerificationRow[];
  hasMore: boolean;
  cursor: string | null;
  loading: boolean;
  error: unknown;
}

const newestFirst = (a: VerificationRow, b: VerificationRow) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

const matches = (row: VerificationRow, f: ListFilter) =>
  (!f.status || row.status === f.status) &&
  (!f.tag || row.tag === f.tag) &&
  (!f.decision || (row.decision ?? 'NONE') === f.decision);

/**
 * The account's verifications, newest first, kept current by `verificationEvents`: each event
 * re-reads its verification's row, which then appears, changes or leaves the filtered list.
 */
export function useLiveVerifications(filter: ListFilter, onChange: (c: LiveChange) => void) {
  const { call, ws, connected } = useSession();
  const [state, setState] = useState<State>({
    rows: [],
    hasMore: false,
    cursor: null,
    loading: true,
    error: null,
  });
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const stateRef = useRef(state);
  stateRef.current = state;
  const request = useRef(0);

  const loadPage = useCallback(
    async (after: string | null) => {
      const mine = ++request.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const { verifications } = await call(LIST_QUERY, {
          first: PAGE,
          after,
          filter: filterRef.current,
        });
        if (mine !== request.current) return; // the filter changed meanwhile
        const ids = new Set(verifications.nodes.map((r) => r.id));
        setState((s) => ({
          rows: [...(after ? s.rows.filter((r) => !ids.has(r.id)) : []), ...verifications.nodes].sort(
            newestFirst,
          ),
          hasMore: verifications.pageInfo.hasNextPage,
          cursor: verifications.pageInfo.endCursor,
          loading: false,
          error: null,
        }));
      } catch (error) {
        if (mine === request.current) setState((s) => ({ ...s, loading: false, error }));
      }
    },
    [call],
  );

  const apply = useCallback((id: string, row: VerificationRow | null) => {
    const before = stateRef.current.rows.find((r) => r.id === id);
    if (row && matches(row, filterRef.current)) {
      const moved =
        before &&
        (before.status !== row.status ||
          before.documentsStatus !== row.documentsStatus ||
          before.decision !== row.decision);
      onChangeRef.current({ row, kind: !before ? 'new' : moved ? 'status' : 'other' });
    }
    setState((s) => {
      const existing = s.rows.find((r) => r.id === id);
      const rest = s.rows.filter((r) => r.id !== id);
      if (!row || !matches(row, filterRef.current)) return existing ? { ...s, rows: rest } : s;
      // A row older than the last one loaded belongs to a page not loaded yet.
      const oldest = s.rows[s.rows.length - 1];
      if (!existing && s.hasMore && oldest && newestFirst(row, oldest) > 0) return s;
      return { ...s, rows: [...rest, row].sort(newestFirst) };
    });
  }, []);

  // One read per verification at a time; events arriving meanwhile cause one more read afterwards.
  const inFlight = useRef(new Map<string, boolean>());
  const refresh = useCallback(
    async (id: string) => {
      if (inFlight.current.has(id)) return void inFlight.current.set(id, true);
      inFlight.current.set(id, false);
      try {
        const { verification } = await call(ROW_QUERY, { id });
        apply(id, verification);
      } catch {
        // The next event or reconnection reads it again.
      } finally {
        const again = inFlight.current.get(id);
        inFlight.current.delete(id);
        if (again) void refresh(id);
      }
    },
    [call, apply],
  );

  const filterKey = `${filter.status ?? ''}|${filter.tag ?? ''}|${filter.decision ?? ''}`;
  useEffect(() => {
    void loadPage(null);
  }, [loadPage, filterKey]);

  useEffect(() => {
    if (!ws) return;
    let first = true;
    const offConnected = ws.on('connected', () => {
      // Events missed while disconnected: read the first page again.
      if (!first) void loadPage(null);
      first = false;
    });
    const unsubscribe = subscribe(ws, EVENTS_SUBSCRIPTION, {}, ({ verificationEvents: e }) => {
      if (e.verificationId) void refresh(e.verificationId);
    });
    return () => {
      offConnected();
      unsubscribe();
    };
  }, [ws, refresh, loadPage]);

  return { ...state, live: connected, loadMore: () => loadPage(state.cursor), reload: () => loadPage(null) };
}
