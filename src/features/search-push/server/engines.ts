import type { PushEngine } from '@/features/search-push/collection/SearchPush';
import type { PushSettings } from './settings';

/** What an engine's answer tells the queue. */
export interface SendResult {
  /** Baidu: URLs it still takes today (`remain`). */
  remain?: number;
  /** Baidu: today's quota is used up ('over quota'); nothing of this request was taken. */
  overQuota?: boolean;
}

/** A receiver refused a batch or could not be reached: the batch stays queued, the run is retried. */
export class PushError extends Error {
  override name = 'PushError';
}

/** The engines' own limits per request: Baidu takes 2,000 URLs, IndexNow 10,000. */
export const URLS_PER_REQUEST: Record<PushEngine, number> = { baidu: 2_000, indexnow: 10_000 };

const TIMEOUT_MS = 30_000;

async function post(url: URL | string, init: RequestInit, engine: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    // The message never names the URL: Baidu's carries the token.
    throw new PushError(`${engine} could not be reached (${error instanceof Error ? error.name : 'error'})`);
  }
}

/** Baidu 普通收录: the URLs as lines of text; it answers `{success, remain}` or `{error, message}`. */
async function sendToBaidu(settings: PushSettings, urls: string[]): Promise<SendResult> {
  const { endpoint, token } = settings.baidu!;
  const target = new URL(endpoint);
  target.searchParams.set('site', settings.origin);
  target.searchParams.set('token', token);
  const res = await post(
    target,
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: urls.join('\n') },
    'Baidu',
  );
  const body = (await res.json().catch(() => null)) as {
    remain?: unknown;
    success?: unknown;
    message?: unknown;
  } | null;
  if (res.ok && typeof body?.success === 'number') {
    return typeof body.remain === 'number' ? { remain: body.remain } : {};
  }
  if (body?.message === 'over quota') return { overQuota: true };
  const message = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
  throw new PushError(`Baidu answered ${res.status}${message}`);
}

/** IndexNow: one JSON body naming the host, the key and where the key file is. */
async function sendToIndexNow(settings: PushSettings, urls: string[]): Promise<SendResult> {
  const { endpoint, key } = settings.indexNow!;
  const res = await post(
    endpoint,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        host: new URL(settings.origin).host,
        key,
        keyLocation: `${settings.origin}/${key}.txt`,
        urlList: urls,
      }),
    },
    'IndexNow',
  );
  await res.body?.cancel();
  if (res.status === 200 || res.status === 202) return {};
  throw new PushError(`IndexNow answered ${res.status}`);
}

export const SENDERS: Record<PushEngine, (settings: PushSettings, urls: string[]) => Promise<SendResult>> = {
  baidu: sendToBaidu,
  indexnow: sendToIndexNow,
};
