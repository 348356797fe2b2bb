import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const isMemoryDir = (dataDir: string) => dataDir.startsWith('memory://');

/**
 * Embedded mode without JWT_SECRET: a random secret generated once and kept under DATA_DIR,
 * so restarts keep sessions. An in-memory database gets a fresh one per process.
 */
export function embeddedJwtSecret(dataDir: string): string {
  if (isMemoryDir(dataDir)) return randomBytes(48).toString('base64url');
  const file = path.join(path.resolve(dataDir), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
