import { getConfig } from '@/config/env';

export const dynamic = 'force-dynamic';

/**
 * The IndexNow key file, `/<INDEXNOW_KEY>.txt` (rewritten here by next.config.ts): the engines
 * fetch it to check that whoever pushes URLs owns the site. Any other name is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const expected = getConfig().INDEXNOW_KEY;
  if (!expected || key !== expected) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    });
  }
  return new Response(expected, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
