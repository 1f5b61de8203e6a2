import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/** SECRET_KEY, or in development a key generated once into DATA_DIR (mode 0600). */
export async function resolveSecretKey(config: Config): Promise<{ key: string; generated: boolean }> {
  if (config.secretKey) return { key: config.secretKey, generated: false };
  const file = path.join(path.resolve(config.dataDir), 'secret.key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return { key: existing, generated: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return { key: (await readFile(file, 'utf8')).trim(), generated: true };
}
