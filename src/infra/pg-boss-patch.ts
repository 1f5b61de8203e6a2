/**
 * pg-boss 10 does not await a worker batch's completion (`manager.js`, `work` → `onFetch`:
 * `this.complete(...)` / `this.fail(...)`), so a database outage at that moment is an unhandled
 * rejection, which ends the process (timgit/pg-boss#577). Attaching a handler keeps the service up:
 * the batch's jobs stay active, expire, and run again; every job here is safe to run twice. Callers that
 * await these methods still receive the rejection. pg-boss is pinned; re-check on upgrade.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Manager = require('pg-boss/src/manager') as {
  prototype: Record<'complete' | 'fail', (...args: unknown[]) => Promise<unknown>>;
};

let patched = false;
let report: (err: unknown) => void = () => undefined;

/** Installs the handler once per process; the latest caller's `onError` hears of the failures. */
export function tolerateUnawaitedCompletion(onError: (err: unknown) => void): void {
  report = onError;
  if (patched) return;
  patched = true;
  for (const name of ['complete', 'fail'] as const) {
    const original = Manager.prototype[name];
    Manager.prototype[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch((err: unknown) => report(err));
      return result;
    };
  }
}
