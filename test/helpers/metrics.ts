export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format (what `/metrics` serves) into samples. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[k!] = v!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The samples of one metric whose labels include `labels`. */
export const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The sum of the matching samples, or undefined when there is none. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samplesOf(samples, name, labels);
  return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
}

/** Scrapes `/metrics` until `predicate` holds (for measurements recorded just after what a test can await). */
export async function scrapeUntil(
  url: string,
  predicate: (samples: Sample[]) => boolean,
  headers: Record<string, string> = {},
  timeoutMs = 20000,
): Promise<Sample[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/metrics`, { headers });
    const samples = parseMetrics(await res.text());
    if (predicate(samples)) return samples;
    if (Date.now() > deadline) throw new Error('metrics: condition not met before the deadline');
    await new Promise((r) => setTimeout(r, 50));
  }
}
