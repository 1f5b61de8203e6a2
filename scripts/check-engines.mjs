/* global console, process */
// Every package in package-lock.json must support every Node line the root `engines` promises:
// checked against the lowest release of each line (the range's own lower bounds) and the newest
// ones we test. Run by CI; `npm install` would otherwise only warn, and only on the running version.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const semver = require('semver');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const promised = lock.packages[''].engines.node;
const versions = (process.argv[2] ?? '20.19.0,20.20.2,22.13.0,22.23.3,24.0.0,24.21.0').split(',');
const outside = versions.filter((v) => !semver.satisfies(v, promised));
if (outside.length) {
  console.error(`check-engines: ${outside.join(', ')} not in the root's engines (${promised})`);
  process.exit(1);
}
const problems = [];
for (const [where, pkg] of Object.entries(lock.packages)) {
  const range = where && pkg.engines?.node;
  if (!range || pkg.optional) continue;
  for (const v of versions) {
    if (!semver.satisfies(v, range)) problems.push(`${where}@${pkg.version} needs node ${range}: not ${v}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`check-engines: every package supports node ${versions.join(', ')} (${promised})`);
