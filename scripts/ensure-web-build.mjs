/* global console, process */
// `npm start` serves the hosted pages from web/dist and the GraphQL explorer from web/explorer/dist;
// a fresh clone builds them once (`npm run build:web`, `npm run build:explorer`), here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const builds = [
  ['web/dist/index.html', 'build:web', 'the hosted pages (web/dist)'],
  ['web/explorer/dist/index.html', 'build:explorer', 'the GraphQL explorer (web/explorer/dist)'],
];
for (const [output, script, what] of builds) {
  if (existsSync(path.join(root, output))) continue;
  console.log(`bvs: building ${what} once`);
  const run = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
