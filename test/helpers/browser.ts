import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = path.resolve(__dirname, '../..');
const WEB = path.join(ROOT, 'web');
const DIST_INDEX = path.join(WEB, 'dist', 'index.html');
export const ARTIFACTS_DIR = path.join(ROOT, 'test-artifacts', 'e2e');

/** Debian's Chromium (or CHROMIUM_PATH), headless; playwright adds its own user-data-dir. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // The browser's own widgets (date placeholders, "no file chosen") in the pages' default language.
      '--lang=es-MX',
    ],
  });
}

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Everything the bundle is built from, shared domain files included. */
function sourcesMtime(): number {
  const inputs = [
    path.join(WEB, 'src'),
    path.join(WEB, 'index.html'),
    path.join(WEB, 'vite.config.ts'),
    path.join(ROOT, 'src', 'domain', 'form-schemas'),
  ];
  return Math.max(...inputs.filter((p) => existsSync(p)).map(newestMtime));
}

function isStale(): boolean {
  return !existsSync(DIST_INDEX) || statSync(DIST_INDEX).mtimeMs < sourcesMtime();
}

/**
 * Builds web/dist when it is missing or older than its sources, so a test never drives a stale
 * bundle. The lock keeps two test files (or two engineers) from building into the same directory at
 * once, since vite empties it first.
 */
export async function ensureWebBuild(): Promise<void> {
  if (!isStale()) return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const release = await lockfile.lock(WEB, {
    lockfilePath: path.join(ARTIFACTS_DIR, '..', 'web-build.lock'),
    retries: { retries: 120, minTimeout: 1000, maxTimeout: 1000 },
    stale: 180_000,
  });
  try {
    if (isStale()) execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'pipe' });
  } finally {
    await release();
  }
}

/** A full-page PNG kept as a test artifact: test-artifacts/e2e/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
