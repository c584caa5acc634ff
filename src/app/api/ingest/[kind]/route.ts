import { Readable } from 'node:stream';
import type { RecordKind } from '@/catalog/routes';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { Payload } from 'payload';
import { charsetEncoding, importText, rejectionText } from '@/features/imports/file';
import { apiMessage } from '@/http/messages';
import { requestLocale } from '@/http/request';
import { runImport } from '@/features/imports/server/run';
import { acceptIngestKey, presentedIngestKey } from '@/features/imports/server/ingest-keys';
import { getPayload } from '@/server/payload';

const NO_STORE = { 'Cache-Control': 'no-store' };
const KINDS = new Set(['projects', 'tenders']);

/**
 * POST /api/ingest/projects|tenders: the provider's pipeline sends a JSON Lines body (streamed,
 * any size), authenticated by an ingest key (`Authorization: Bearer ik_…`, made in the admin;
 * docs/import.md). A signed-in operator may call it too. The key opens nothing else: it is no
 * Payload login, so the rest of the API sees its bearer as anonymous. The body is UTF-8, or
 * GB18030 when the Content-Type says `charset=gb18030` (docs/import.md, Encodings). The answer is
 * the import's summary with every rejected line, in the language of Accept-Language.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!KINDS.has(kind)) return Response.json({ message: 'Not Found' }, { status: 404, headers: NO_STORE });
  const payload = await getPayload();
  const locale = requestLocale(request);
  if (!(await authorized(payload, request.headers))) {
    return Response.json(
      { message: apiMessage(locale, 'ingestKeyRequired') },
      { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="ingest"' } },
    );
  }
  if (!request.body) return Response.json({ message: 'Empty body' }, { status: 400, headers: NO_STORE });
  // UTF-8 unless the Content-Type names a charset: no guessing, so one bad byte rejects only its line.
  const encoding = charsetEncoding(request.headers.get('content-type'));
  if (!encoding) {
    return Response.json(
      { message: importText('unsupportedCharset', locale) },
      { status: 415, headers: NO_STORE },
    );
  }
  const summary = await runImport(payload, Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), {
    kind: kind as RecordKind,
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

/** An ingest key that is not revoked, or an operator's own session (cookie, token or API key). */
async function authorized(payload: Payload, headers: Headers): Promise<boolean> {
  const key = presentedIngestKey(headers);
  if (key !== undefined) return acceptIngestKey(payload, key);
  const { user } = await payload.auth({ headers });
  return user?.collection === 'users';
}
