import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * On the embedded database the Payload secret may be left unset: one is generated on first
 * start and kept beside the database file, so sessions survive restarts.
 */
export function loadOrCreateLocalSecret(sqliteFile: string): string {
  const file = path.join(path.dirname(path.resolve(sqliteFile)), '.payload-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
