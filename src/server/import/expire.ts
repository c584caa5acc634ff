import { createHmac, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { Payload } from 'payload';
import type { ImportKind } from '@/import/types';
import { CACHE_TAGS, type CacheTag, recordTag } from '@/routing/cache-tags';

/**
 * The caches an import batch that changed rows expires: listings, totals, statistics, and the
 * own page of each changed record (never every record page at once).
 */
const IMPORT_TAGS: CacheTag[] = [CACHE_TAGS.teaserTotals, CACHE_TAGS.marketStats];

/** Tags per signed request: a batch's worth (2,000 records), so one request usually does. */
export const RECORD_TAGS_PER_REQUEST = 2_100;

/** Signed requests to /api/cache/expire are accepted for this long. */
const SIGNATURE_TTL_MS = 5 * 60_000;

const sign = (secret: string, at: number, tags: readonly string[]) =>
  createHmac('sha256', secret)
    .update(`cache-expire:${at}:${tags.join(',')}`)
    .digest('hex');

/** Whether a /api/cache/expire request was signed with this server's secret, recently. */
export function verifyExpireSignature(
  secret: string,
  at: number,
  tags: readonly string[],
  signature: string,
) {
  if (!Number.isFinite(at) || Math.abs(Date.now() - at) > SIGNATURE_TTL_MS) return false;
  const expected = Buffer.from(sign(secret, at, tags), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function expireTagsNow(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** The running server, as seen from this machine (the front server, src/front/server.ts, sets the origin for its own process). */
const serverOrigin = () =>
  process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

let warned = false;

/**
 * Expires the caches showing `kind` once for a batch of changed records. Inside a Next request
 * that is revalidateTag; elsewhere (the CLI, a background job) the server is asked to do it over
 * HTTP with a request signed by the shared secret, and with Redis its answer reaches every
 * instance. No server running: nothing is cached, nothing to do.
 */
export async function expireImportedRecords(
  payload: Payload,
  kind: ImportKind,
  changed: string[],
): Promise<void> {
  if (!changed.length) return;
  const tags: CacheTag[] = [...IMPORT_TAGS, ...changed.map((sourceId) => recordTag(kind, sourceId))];
  try {
    expireTagsNow(tags);
    return;
  } catch {
    // Not inside a request: ask the server.
  }
  try {
    // The route takes at most RECORD_TAGS_PER_REQUEST tags a request.
    for (let i = 0; i < tags.length; i += RECORD_TAGS_PER_REQUEST) {
      const part = tags.slice(i, i + RECORD_TAGS_PER_REQUEST);
      const at = Date.now();
      const res = await fetch(new URL('/api/cache/expire', serverOrigin()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tags: part, at, signature: sign(payload.secret, at, part) }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
    }
  } catch (error) {
    if (!warned) {
      warned = true;
      payload.logger.warn(
        `Imported ${kind}: no running server at ${serverOrigin()} expired its caches (${error instanceof Error ? error.message : error}); pages show the import within 5 minutes.`,
      );
    }
  }
}
