/**
 * The signature endpoint's work (docs/wechat.md): the page URL checked against the site's own
 * origins, the jsapi ticket from the token cache, and WeChat's signature over them.
 */
import { type AppConfig, getConfig } from '@/config/env';
import { signableOrigins, wechatAccount } from './account';
import { ApiError } from '@/http/errors';
import { getRedis } from '@/server/redis';
import type { ShareSignature } from '../schemas/signature';
import { createErrorLog } from './error-log';
import { jsapiSignature, newNonce, withoutFragment } from './signature';
import { TokenCache, redisStore } from './token-cache';
import {
  STALE_TOKEN_CODES,
  type WeChatAccount,
  WeChatApiError,
  fetchJsapiTicket,
  fetchStableToken,
} from './wechat-api';

/** After a failure, WeChat is asked again only this much later (its rate limits count every call). */
export const FAILURE_PAUSE_MS = 30_000;

interface State {
  cache: TokenCache;
  log: ReturnType<typeof createErrorLog>;
  failure: { error: unknown; until: number } | null;
}

/** On globalThis: each route handler bundle has its own copy of this module (see src/server/redis.ts). */
const shared = globalThis as { __zxwWeChat?: State };

function state(account: WeChatAccount, config: AppConfig): State {
  if (shared.__zxwWeChat) return shared.__zxwWeChat;
  const redis = getRedis();
  const cache = new TokenCache({
    store: redis ? redisStore(redis) : null,
    prefix: `${config.REDIS_KEY_PREFIX}wechat:${account.appId}:`,
  });
  shared.__zxwWeChat = { cache, log: createErrorLog(), failure: null };
  return shared.__zxwWeChat;
}

/** The jsapi ticket; a token WeChat calls stale is dropped, so the next attempt gets a new one. */
async function jsapiTicket(account: WeChatAccount, cache: TokenCache): Promise<string> {
  return cache.get('ticket', async () => {
    const token = await cache.get('token', () => fetchStableToken(account));
    try {
      return await fetchJsapiTicket(account, token);
    } catch (error) {
      if (error instanceof WeChatApiError && STALE_TOKEN_CODES.has(error.errcode)) await cache.drop('token');
      throw error;
    }
  });
}

export async function signShareUrl(url: string): Promise<ShareSignature> {
  const config = getConfig();
  // A URL of another site is refused first, whether or not an account is configured.
  if (!signableOrigins(config).has(new URL(url).origin)) {
    throw new ApiError(400, 'wechatUrlNotAllowed', { errors: { url: 'urlNotThisSite' } });
  }
  const account = wechatAccount(config);
  if (!account) throw new ApiError(404, 'wechatOff');
  const current = state(account, config);
  if (current.failure && current.failure.until > Date.now()) throw new ApiError(503, 'wechatUnavailable');
  let ticket: string;
  try {
    ticket = await jsapiTicket(account, current.cache);
    current.failure = null;
    current.log.clear();
  } catch (error) {
    current.failure = { error, until: Date.now() + FAILURE_PAUSE_MS };
    current.log.report(error);
    throw new ApiError(503, 'wechatUnavailable');
  }
  const nonceStr = newNonce();
  const timestamp = Math.floor(Date.now() / 1000);
  const page = withoutFragment(url);
  return {
    appId: account.appId,
    timestamp,
    nonceStr,
    signature: jsapiSignature(ticket, nonceStr, timestamp, page),
  };
}
