import autocannon from 'autocannon';
import type { Child } from './harness';

/** One request first: a load test of an endpoint that answers errors would measure the errors. */
export async function ensureAnswers(t: Target): Promise<void> {
  const res = await fetch(t.url, { method: t.method ?? 'GET', headers: t.headers, body: t.body });
  const text = await res.text();
  if (!res.ok || /^\{"errors"|"errors":\[/.test(text))
    throw new Error(`${t.url}: ${res.status} ${text.slice(0, 300)}`);
}

export interface Load {
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

export type Target = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** autocannon on loopback: a warm-up run, then the measured one. */
export async function load(
  opts: Target,
  { connections = 10, seconds = 10, warmupSeconds = 3 } = {},
): Promise<Load> {
  await ensureAnswers(opts);
  if (warmupSeconds > 0) await cannon(opts, connections, warmupSeconds);
  return cannon(opts, connections, seconds);
}

async function cannon(opts: Target, connections: number, seconds: number): Promise<Load> {
  const r = await autocannon({
    ...opts,
    connections,
    duration: seconds,
    method: opts.method ?? 'GET',
  } as autocannon.Options);
  return {
    rps: Math.round(r.requests.average),
    mean: r.latency.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Several targets measured in interleaved rounds (after one warm-up each), so that a machine busy
 * with something else during part of the run weighs on all of them alike. Per target: total
 * requests over total time, the median round's latencies, and the server's CPU time per request.
 */
export async function interleaved(
  targets: { target: Target; server: Child }[],
  { connections = 10, rounds = 3, seconds = 4, warmupSeconds = 3 } = {},
): Promise<(Load & { cpuUsPerRequest: number })[]> {
  for (const t of targets) await ensureAnswers(t.target);
  for (const t of targets) await cannon(t.target, connections, warmupSeconds);
  const byTarget = targets.map(() => ({ runs: [] as Load[], cpuMs: 0 }));
  for (let r = 0; r < rounds; r++) {
    for (const [i, t] of targets.entries()) {
      const cpu0 = t.server.cpuMs();
      byTarget[i]!.runs.push(await cannon(t.target, connections, seconds));
      byTarget[i]!.cpuMs += t.server.cpuMs() - cpu0;
    }
  }
  return byTarget.map(({ runs, cpuMs }) => {
    const requests = runs.reduce((a, l) => a + l.requests, 0);
    const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
    return {
      ...median,
      rps: Math.round(requests / (rounds * seconds)),
      requests,
      failures: runs.reduce((a, l) => a + l.failures, 0),
      cpuUsPerRequest: Math.round((cpuMs * 1000) / requests),
    };
  });
}
