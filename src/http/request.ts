import { getConfig } from '@/config/env';
import { localeFromAcceptLanguage } from '@/i18n/accept-language';
import type { Locale } from '@/i18n/routing';
import { PEER_ADDRESS_HEADER } from '@/catalog/http-headers';

/** Largest accepted request body (the limit of product D2.4: 413 above it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The answer language (the site's client code sends `Accept-Language: en` on /en pages). */
export function requestLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language'));
}

/**
 * The client's address, the key of per-address rate limits. The peer address comes from the front
 * server's PEER_ADDRESS_HEADER: route handlers see no socket, and Next fills X-Forwarded-For from
 * the socket only when the client sent none, so that header alone could be chosen by the client. With 0 trusted hops it is the
 * connection's peer; behind N proxies that each append the address they saw to
 * X-Forwarded-For (nginx: `proxy_add_x_forwarded_for`), the client is the N-th entry from the
 * right, and entries further left were written by the client. With fewer entries than hops the
 * request did not come through the proxies, so the peer is used.
 */
export function clientIp(
  request: { headers: Pick<Headers, 'get'> },
  hops = getConfig().TRUSTED_PROXY_HOPS,
): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown';
  if (hops <= 0) return peer;
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : peer;
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/**
 * Past the limit, up to this much more of a body is still read, and dropped, before the 413
 * (as nginx's lingering close does): a client still sending when the server answered and closed
 * got a reset, and on a loaded machine lost the answer unread. Beyond it the rest is refused.
 */
const DRAIN_BYTES = 1024 * 1024;
const DRAIN_MS = 2_000;

async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    while (dropped <= DRAIN_BYTES) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (!next) break;
      if (next.done) return;
      dropped += next.value.byteLength;
    }
  } catch {
    return; // the client went away
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * Reads a JSON body of at most MAX_BODY_BYTES: the declared Content-Length is checked first,
 * then the streamed bytes are counted (a chunked body declares no length). An empty body reads
 * as `{}`, for the endpoints whose payload the spec leaves empty.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    if (request.body && declared <= MAX_BODY_BYTES + DRAIN_BYTES) await dropRest(request.body.getReader());
    return { ok: false, status: 413 };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await dropRest(reader);
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks)).trim();
  if (!text) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, status: 400 };
    return { ok: true, value };
  } catch {
    return { ok: false, status: 400 };
  }
}
