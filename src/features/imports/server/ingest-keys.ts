import type { Payload } from 'payload';
import { hashIngestKey, INGEST_KEY_PREFIX } from '@/features/imports/collection/ingest-key-secret';

/** A key's last use is written at most this often: a burst of calls writes once. */
export const LAST_USE_INTERVAL_MS = 60_000;

/** When this process last wrote a key's last use, so concurrent calls do not all write it. */
const lastWritten = new Map<number, number>();

/**
 * The ingest key a request presents (`Authorization: Bearer ik_…`, docs/import.md), or
 * undefined when it presents none (an operator's token, say).
 */
export function presentedIngestKey(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1].startsWith(INGEST_KEY_PREFIX) ? match[1] : undefined;
}

/**
 * Whether `key` is a stored ingest key that is not revoked; records its use (throttled). Read
 * from the database on every call, so a revocation or deletion holds at once on every instance.
 */
export async function acceptIngestKey(payload: Payload, key: string): Promise<boolean> {
  const hash = hashIngestKey(key);
  const { docs } = await payload.find({
    collection: 'ingest-keys',
    where: { keyHash: { equals: hash } },
    limit: 1,
    depth: 0,
    pagination: false,
  });
  // Found by its hash: the lookup is the comparison (the hash of a random key tells nothing).
  const found = docs[0];
  if (!found || found.revoked) return false;
  await recordUse(payload, found.id, found.lastUsedAt);
  return true;
}

async function recordUse(payload: Payload, id: number, lastUsedAt: string | null | undefined) {
  const now = Date.now();
  const last = Math.max(lastUsedAt ? Date.parse(lastUsedAt) : 0, lastWritten.get(id) ?? 0);
  if (now - last < LAST_USE_INTERVAL_MS) return;
  lastWritten.set(id, now);
  await payload.update({
    collection: 'ingest-keys',
    id,
    data: { lastUsedAt: new Date(now).toISOString() },
    depth: 0,
  });
}
