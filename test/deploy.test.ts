import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../src/config';

/**
 * The deployment recipes, checked without a cluster or a container engine: the Kubernetes manifests
 * against the Kubernetes API schemas (scripts/validate-deploy.mjs, kubernetes-models), the compose
 * file's roles and the Dockerfile's promises, and .env.example against what the service reads.
 */
const ROOT = path.resolve(__dirname, '..');
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');

type Validate = (files: string[]) => { count: number; problems: string[] };
let validateManifests: Validate;
beforeAll(async () => {
  // An ES module script: loaded the way node runs it.
  const mod = await import(path.join(ROOT, 'scripts/validate-deploy.mjs'));
  validateManifests = mod.validateManifests;
});

describe('Kubernetes manifests', () => {
  it('are valid against the API schemas, with probes on /healthz and /readyz and a role each', () => {
    const { count, problems } = validateManifests([path.join(ROOT, 'deploy/kubernetes/bvs.yaml')]);
    expect(problems).toEqual([]);
    expect(count).toBe(5);
    const docs = parseAllDocuments(read('deploy/kubernetes/bvs.yaml')).map((d) => d.toJS());
    const deployments = Object.fromEntries(
      docs.filter((d) => d.kind === 'Deployment').map((d) => [d.metadata.name, d]),
    );
    expect(deployments['bvs-api'].spec.replicas).toBe(2);
    expect(deployments['bvs-api'].spec.template.spec.containers[0].args).toEqual(['--role', 'api']);
    expect(deployments['bvs-worker'].spec.template.spec.containers[0].args).toEqual(['--role', 'worker']);
    for (const d of Object.values(deployments) as any[]) {
      expect(d.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    }
  });

  it('the checker refuses what the schemas refuse and a container without probes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bvs-k8s-'));
    try {
      const bad = path.join(dir, 'bad.yaml');
      writeFileSync(
        bad,
        [
          'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: bad }\nspec:\n  replicas: two\n',
          '  selector: { matchLabels: { a: b } }\n  template:\n    metadata: { labels: { a: b } }\n',
          '    spec:\n      containers:\n        - { name: c, image: bvs, args: [--role, api] }\n',
          '---\napiVersion: v1\nkind: Service\nmetadata: { name: s }\nspec: { ports: [{ port: eighty }] }\n',
        ].join(''),
      );
      const { problems } = validateManifests([bad]);
      expect(problems.join('\n')).toMatch(/replicas must be integer/);
      expect(problems.join('\n')).toMatch(/port must be integer/);
      expect(problems.join('\n')).toMatch(/no liveness probe/);
      expect(problems.join('\n')).toMatch(/no readiness probe/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compose.yaml', () => {
  it('runs Postgres, two API instances and a worker with their roles, from the Dockerfile', () => {
    const compose = parse(read('compose.yaml'), { merge: true });
    expect(Object.keys(compose.services).sort()).toEqual(['api-1', 'api-2', 'postgres', 'worker']);
    expect(compose.services['api-1'].command).toEqual(['--role', 'api']);
    expect(compose.services['api-2'].command).toEqual(['--role', 'api']);
    expect(compose.services.worker.command).toEqual(['--role', 'worker']);
    for (const name of ['api-1', 'api-2', 'worker']) {
      const s = compose.services[name];
      expect(s.build).toBe('.');
      expect(s.environment.DATABASE_URL).toMatch(/^postgres:\/\/bvs:.*@postgres:5432\/bvs$/);
      expect(s.environment.SECRET_KEY).toBeDefined();
      expect(s.depends_on.postgres.condition).toBe('service_healthy');
    }
    expect(compose.services.postgres.healthcheck.test).toEqual(['CMD-SHELL', 'pg_isready -U bvs -d bvs']);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('is multi-stage, runs as a non-root user behind tini, and has a HEALTHCHECK on /healthz', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER 10001:10001$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--", "node", "dist\/main.js"\]$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/tesseract-ocr tesseract-ocr-spa tesseract-ocr-osd poppler-utils/);
    expect(dockerfile).toMatch(/ARG LIBREOFFICE=false/);
  });
});

describe('.env.example', () => {
  const entries = read('.env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as [string, string]);

  it('lists every variable the service reads, and nothing else', () => {
    const read_ = new Set([...read('src/config.ts').matchAll(/\be\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
    read_.add('LIBREOFFICE_PATH'); // read where PDF export looks for LibreOffice
    const listed = new Set(entries.map(([k]) => k));
    expect([...read_].filter((k) => !listed.has(k))).toEqual([]);
    expect([...listed].filter((k) => !read_.has(k))).toEqual(['POSTGRES_PASSWORD']);
  });

  it('is a valid configuration once SECRET_KEY is set', () => {
    const env = Object.fromEntries(entries);
    expect(() => loadConfig(env)).toThrow(/SECRET_KEY: required/);
    const config = loadConfig({ ...env, SECRET_KEY: 'x'.repeat(48) });
    expect(config.production).toBe(true);
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
  });
});
