import { z } from 'zod';
import { CACHE_TAGS, KEYWORD_TAG_PATTERN, ORG_TAG_PATTERN, RECORD_TAG_PATTERN } from '@/routing/cache-tags';
import {
  acceptExpireRequest,
  EXPIRE_NONCE_PATTERN,
  expireTagsNow,
  RECORD_TAGS_PER_REQUEST,
} from '@/server/cache-expiry';
import { getPayload } from '@/server/payload';

const body = z.object({
  // The shared tags plus one per changed record and organisation of a batch, or per keyword.
  tags: z
    .array(
      z.union([
        z.enum(Object.values(CACHE_TAGS)),
        z.string().regex(RECORD_TAG_PATTERN),
        z.string().regex(ORG_TAG_PATTERN),
        z.string().regex(KEYWORD_TAG_PATTERN),
      ]),
    )
    .min(1)
    .max(RECORD_TAGS_PER_REQUEST),
  at: z.number(),
  nonce: z.string().regex(EXPIRE_NONCE_PATTERN),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * POST /api/cache/expire: an import that ran outside this server (the CLI, a background job)
 * asks it to expire cache tags. Signed with the shared Payload secret and good once; anything
 * else, a replay included, is 403.
 */
export async function POST(request: Request) {
  const parsed = body.safeParse(await request.json().catch(() => null));
  const { secret } = await getPayload();
  if (!parsed.success || !(await acceptExpireRequest(secret, parsed.data))) {
    return Response.json({ message: 'Forbidden' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  expireTagsNow(parsed.data.tags);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
