import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

export interface Table {
  title: string;
  head: string[];
  rows: (string | number)[][];
}

/** What a suite returns: plain figures (older suites) or tables. */
export type SuiteResult = Record<string, number | string> | { tables: Table[] };

export function markdown(t: Table): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c)).join(' | ')} |`;
  return [`**${t.title}**`, '', line(t.head), line(t.head.map(() => '---')), ...t.rows.map(line)].join('\n');
}

export function toTables(name: string, result: SuiteResult): Table[] {
  if ('tables' in result && Array.isArray(result.tables)) return result.tables as Table[];
  return [{ title: name, head: ['measure', 'result'], rows: Object.entries(result) }];
}

/** The machine, as BENCHMARKS.md lists it. */
export function machine(postgresVersion: string): string {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model;
  let kernel = '';
  try {
    kernel = execFileSync('uname', ['-sr']).toString().trim();
  } catch {
    /* not Linux */
  }
  return [
    `- CPU: ${model}, ${cpus().length} cores`,
    `- RAM: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${kernel}`,
    `- Node ${process.version}`,
    `- ${postgresVersion}`,
  ].join('\n');
}
