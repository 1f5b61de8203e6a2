import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export type ServiceProcess = ChildProcess & { output: () => string };

/** Runs a script of the service as a real process (one process, no tsx wrapper, so signals reach it). */
export function runService(args: string[], env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return Object.assign(child, { output: () => out });
}

/** Resolves with the first match of `pattern` in the process's output; rejects if it exits first. */
export function outputMatching(
  child: ServiceProcess,
  pattern: RegExp,
  timeoutMs = 60000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; output:\n${child.output()}`)), timeoutMs);
    const check = () => {
      const m = child.output().match(pattern);
      if (!m) return false;
      clearTimeout(timer);
      resolve(m);
      return true;
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    if (check()) return;
    child.on('exit', () => {
      if (check()) return;
      clearTimeout(timer);
      reject(new Error(`exited; output:\n${child.output()}`));
    });
  });
}

/** The exit code (null when killed by a signal), resolved even if the process has already exited. */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
  });
