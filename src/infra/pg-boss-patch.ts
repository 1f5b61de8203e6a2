/**
 * pg-boss 10 does not await a worker batch's completion (`manager.js`, `work` → `onFetch`:
 * `this.complete(...)` / `this.fail(...)`), so a database outage at that moment is an unhandled
 * rejection, which ends the process (timgit/pg-boss#577). Attaching a handler keeps the service up:
 * the batch's jobs stay active, expire, and run again; every job here is safe to run twice. Callers that
 * await these methods still receive the rejection. pg-boss is pinned; re-check on upgrade.
 *
 * The patch holds no state: each manager reports to the `onUnawaitedError` of its own `db` adapter
 * (`manager.db`, the one its PgBoss was built with), so two queues in one process hear their own errors.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Manager = require('pg-boss/src/manager') as {
  prototype: Record<'complete' | 'fail', (...args: unknown[]) => Promise<unknown>> & { [PATCHED]?: true };
};

const PATCHED = Symbol.for('bvs.pg-boss.tolerateUnawaitedCompletion');

/** A pg-boss `db` adapter that hears of completions nobody awaited failing. */
export interface ReportingDb {
  onUnawaitedError?: (err: unknown) => void;
}

/** Installs the handler on pg-boss's Manager (idempotent: the marker lives on the prototype). */
export function tolerateUnawaitedCompletion(): void {
  const proto = Manager.prototype;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const name of ['complete', 'fail'] as const) {
    const original = proto[name];
    proto[name] = function (this: { db?: ReportingDb }, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch((err: unknown) => this.db?.onUnawaitedError?.(err));
      return result;
    };
  }
}
