import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { charsetEncoding, importText, rejectionText } from '@/import';
import { requestLocale } from '@/http/request';
import { runImport } from '@/server/import/run';
import { getPayload } from '@/server/payload';

const NO_STORE = { 'Cache-Control': 'no-store' };
const KINDS = new Set(['projects', 'tenders']);

/**
 * POST /api/ingest/projects|tenders: the provider's pipeline sends a JSON Lines body (streamed,
 * any size), authenticated by an operator's API key (`Authorization: users API-Key <key>`);
 * a logged-in browser session is not enough. The body is UTF-8, or GB18030 when the Content-Type
 * says `charset=gb18030` (docs/import.md, Encodings). The answer is the import's summary with every
 * rejected line, in the language of Accept-Language.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!KINDS.has(kind)) return Response.json({ message: 'Not Found' }, { status: 404, headers: NO_STORE });
  const payload = await getPayload();
  const { user } = await payload.auth({ headers: request.headers });
  const viaKey = user?.collection === 'users' && (user as { _strategy?: string })._strategy === 'api-key';
  if (!viaKey) {
    return Response.json(
      { message: 'An operator API key is required: Authorization: users API-Key <key>' },
      { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'API-Key' } },
    );
  }
  if (!request.body) return Response.json({ message: 'Empty body' }, { status: 400, headers: NO_STORE });
  const locale = requestLocale(request);
  // UTF-8 unless the Content-Type names a charset: no guessing, so one bad byte rejects only its line.
  const encoding = charsetEncoding(request.headers.get('content-type'));
  if (!encoding) {
    return Response.json(
      { message: importText('unsupportedCharset', locale) },
      { status: 415, headers: NO_STORE },
    );
  }
  const summary = await runImport(payload, Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), {
    kind: kind as 'projects' | 'tenders',
    format: 'jsonl',
    encoding,
  });
  return Response.json(
    {
      ...summary,
      rejections: summary.rejections.map((r) => ({ ...r, message: rejectionText(r, locale) })),
    },
    { headers: NO_STORE },
  );
}
