import { z } from 'zod';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { expireTagsNow, verifyExpireSignature } from '@/server/import/expire';
import { getPayload } from '@/server/payload';

const body = z.object({
  tags: z
    .array(z.enum(Object.values(CACHE_TAGS)))
    .min(1)
    .max(20),
  at: z.number(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * POST /api/cache/expire: an import that ran outside this server (the CLI, a background job)
 * asks it to expire cache tags. Signed with the shared Payload secret; anything else is 403.
 */
export async function POST(request: Request) {
  const parsed = body.safeParse(await request.json().catch(() => null));
  const { secret } = await getPayload();
  if (
    !parsed.success ||
    !verifyExpireSignature(secret, parsed.data.at, parsed.data.tags, parsed.data.signature)
  ) {
    return Response.json({ message: 'Forbidden' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  expireTagsNow(parsed.data.tags);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
