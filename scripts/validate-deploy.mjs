/* global console, process */
// Validates the Kubernetes manifests in deploy/kubernetes against the Kubernetes API's JSON schemas
// (kubernetes-models, from the npm registry), and checks what the schemas cannot: every container
// has liveness and readiness probes on the service's probes, and a role.
//   node scripts/validate-deploy.mjs [files...]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The kubernetes-models class of a manifest, by apiVersion and kind. */
function modelOf(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [null, apiVersion];
  const module = group
    ? `kubernetes-models/${group}/${version}/${kind}`
    : `kubernetes-models/${version}/${kind}`;
  try {
    return require(module)[kind];
  } catch {
    return undefined;
  }
}

export function validateManifests(files) {
  const problems = [];
  let count = 0;
  for (const file of files) {
    for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
      if (doc.errors.length) {
        problems.push(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
        continue;
      }
      const obj = doc.toJS();
      if (!obj) continue;
      count++;
      const where = `${path.relative(root, file)}: ${obj.kind}/${obj.metadata?.name}`;
      const Model = modelOf(String(obj.apiVersion), String(obj.kind));
      if (!Model) {
        problems.push(`${where}: unknown apiVersion/kind ${obj.apiVersion} ${obj.kind}`);
        continue;
      }
      try {
        new Model(obj).validate();
      } catch (err) {
        problems.push(`${where}: ${err.message}`);
      }
      for (const c of obj.spec?.template?.spec?.containers ?? []) {
        if (c.livenessProbe?.httpGet?.path !== '/healthz')
          problems.push(`${where}: ${c.name} has no liveness probe on /healthz`);
        if (c.readinessProbe?.httpGet?.path !== '/readyz')
          problems.push(`${where}: ${c.name} has no readiness probe on /readyz`);
        const role = c.args?.[c.args.indexOf('--role') + 1];
        if (!['api', 'worker', 'all'].includes(role)) problems.push(`${where}: ${c.name} names no --role`);
      }
    }
  }
  return { count, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.join(root, 'deploy', 'kubernetes');
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : readdirSync(dir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => path.join(dir, f));
  const { count, problems } = validateManifests(files);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`validate-deploy: ${count} manifests valid (Kubernetes schemas, probes, roles)`);
}
