/* global console, process */
// Builds dist/cjs (CommonJS) and dist/esm (ES modules) with their types, from src/ (whose schema.ts is
// generated and kept in the repository, so building needs no running service).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
const run = (...args) =>
  execFileSync(process.execPath, [tsc, '-p', path.join(here, 'tsconfig.json'), ...args], {
    stdio: 'inherit',
  });
run('--module', 'commonjs', '--moduleResolution', 'node10', '--outDir', path.join(dist, 'cjs'));
run('--module', 'es2020', '--moduleResolution', 'bundler', '--outDir', path.join(dist, 'esm'));
for (const [dir, type] of [
  ['cjs', 'commonjs'],
  ['esm', 'module'],
]) {
  mkdirSync(path.join(dist, dir), { recursive: true });
  writeFileSync(path.join(dist, dir, 'package.json'), JSON.stringify({ type }) + '\n');
}
console.log('@bvs/client: built dist/cjs and dist/esm');
