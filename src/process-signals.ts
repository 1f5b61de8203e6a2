/**
 * SIGTERM and SIGINT handlers, installed when this module loads: main.ts imports it first, before
 * the modules that take seconds to load (and before proper-lockfile's signal-exit, which otherwise
 * re-raises a signal nobody else listens to, killing the process). A signal that arrives before
 * main has said what to do is kept and handed over as soon as it does.
 */
export type ShutdownSignal = 'SIGTERM' | 'SIGINT';

let handler: ((signal: ShutdownSignal) => void) | undefined;
const early: ShutdownSignal[] = [];

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => (handler ? handler(signal) : early.push(signal)));
}

/** Sets what a shutdown signal does; signals already received are delivered to it now, in order. */
export function onShutdownSignal(fn: (signal: ShutdownSignal) => void): void {
  handler = fn;
  for (const signal of early.splice(0)) fn(signal);
}
