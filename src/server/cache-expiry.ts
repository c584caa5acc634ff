import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { Payload } from 'payload';
import { noteWrite } from '@/server/read-replicas';
import { claimOnce } from '@/server/single-use';

/** Tags per signed request: a batch's worth (2,000 records), so one request usually does. */
export const RECORD_TAGS_PER_REQUEST = 2_100;

/** Signed requests to /api/cache/expire are accepted for this long. */
const SIGNATURE_TTL_MS = 5 * 60_000;

/** A signed /api/cache/expire body: `nonce` makes each one single-use. */
export interface ExpireRequest {
  tags: readonly string[];
  at: number;
  nonce: string;
  signature: string;
}

export const EXPIRE_NONCE_PATTERN = /^[0-9a-f]{32}$/;

const sign = (secret: string, at: number, nonce: string, tags: readonly string[]) =>
  createHmac('sha256', secret)
    .update(`cache-expire:${at}:${nonce}:${tags.join(',')}`)
    .digest('hex');

/** A request body for /api/cache/expire, signed with the shared secret. */
export function signExpireRequest(secret: string, tags: readonly string[], at = Date.now()): ExpireRequest {
  const nonce = randomBytes(16).toString('hex');
  return { tags, at, nonce, signature: sign(secret, at, nonce, tags) };
}

/**
 * Whether a /api/cache/expire request was signed with this server's secret, recently, and is
 * the first with its nonce: the nonce is kept until the signature expires, so a captured body
 * replayed within those minutes is refused (shared through Redis when configured).
 */
export async function acceptExpireRequest(secret: string, request: ExpireRequest): Promise<boolean> {
  const { at, nonce, tags, signature } = request;
  if (!Number.isFinite(at) || Math.abs(Date.now() - at) > SIGNATURE_TTL_MS) return false;
  if (!EXPIRE_NONCE_PATTERN.test(nonce)) return false;
  const expected = Buffer.from(sign(secret, at, nonce, tags), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return claimOnce('cache-expire', nonce, at + SIGNATURE_TTL_MS);
}

export function expireTagsNow(tags: readonly string[]): void {
  // An import's write: the pages re-rendered next read the primary for a moment.
  noteWrite();
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** The running server, as seen from this machine (the front server, src/front/server.ts, sets the origin for its own process). */
export const serverOrigin = () =>
  process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Expires `tags`: inside a Next request with revalidateTag, elsewhere (the CLI, a background job)
 * by asking the server over HTTP, signed with the shared secret. False when no server answered.
 */
export async function expireTagsAnywhere(payload: Payload, tags: readonly string[]): Promise<boolean> {
  try {
    expireTagsNow(tags);
    return true;
  } catch {
    // Not inside a request: ask the server.
  }
  return askServerToExpire(payload, tags);
}

/**
 * Asks the server over HTTP to expire `tags`. A job of the server's own queue calls this directly:
 * its timer may run inside the request that started Payload, long finished, where revalidateTag
 * would not throw but record the tags on that request, never to be expired.
 */
export async function askServerToExpire(payload: Payload, tags: readonly string[]): Promise<boolean> {
  try {
    // The route takes at most RECORD_TAGS_PER_REQUEST tags a request.
    for (let i = 0; i < tags.length; i += RECORD_TAGS_PER_REQUEST) {
      const part = tags.slice(i, i + RECORD_TAGS_PER_REQUEST);
      const res = await fetch(new URL('/api/cache/expire', serverOrigin()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signExpireRequest(payload.secret, part)),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
    }
    return true;
  } catch {
    return false;
  }
}
