import { getConfig } from '@/config/env';
import { localeFromAcceptLanguage } from '@/i18n/accept-language';
import type { Locale } from '../types';

/** Largest accepted request body (SPEC-level limit of DESIGN §4: 413 above it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The answer language (the site's client code sends `Accept-Language: en` on /en pages). */
export function requestLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language'));
}

/**
 * The client's IP. Next.js fills X-Forwarded-For with the socket address when the request has
 * none; behind TRUSTED_PROXY_HOPS proxies, each appends the address it saw, so the client is
 * that many entries from the right. With no proxy a client could send its own header; put a
 * proxy in front and set TRUSTED_PROXY_HOPS for rate limits that cannot be sidestepped.
 */
export function clientIp(request: Request, hops = getConfig().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[entries.length - Math.max(hops, 1)] ?? entries[0] ?? 'unknown';
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/**
 * Reads a JSON body of at most MAX_BODY_BYTES: the declared Content-Length is checked first,
 * then the streamed bytes are counted (a chunked body declares no length). An empty body reads
 * as `{}`, for the endpoints whose payload the spec leaves empty.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return { ok: false, status: 413 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
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
