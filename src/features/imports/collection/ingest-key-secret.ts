import { createHash, randomBytes } from 'node:crypto';

/** Marks an ingest key, so the ingest route tells one from an operator's token at a glance. */
export const INGEST_KEY_PREFIX = 'ik_';

/** How much of a key the admin keeps in clear to tell keys apart (the prefix and 6 of 43 random characters). */
const HINT_LENGTH = INGEST_KEY_PREFIX.length + 6;

/** The stored form of a key: its SHA-256, hex. The key is 256 random bits, so no salt or stretching is needed. */
export function hashIngestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: shown to the operator once; only its hash and its first characters are kept. */
export function newIngestKey(): { key: string; hash: string; hint: string } {
  const key = INGEST_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashIngestKey(key), hint: `${key.slice(0, HINT_LENGTH)}…` };
}
