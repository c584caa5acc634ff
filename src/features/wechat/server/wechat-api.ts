/**
 * The two calls of WeChat's API the JS-SDK needs (docs/wechat.md): the stable access token, which
 * several instances may ask for without invalidating one another's, and the `jsapi` ticket.
 */

/** A refusal by WeChat: its own code and message (40001 wrong secret, 40164 IP not allowed…). */
export class WeChatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat API error ${errcode}: ${errmsg}`);
    this.name = 'WeChatApiError';
  }
}

/** A value and how long WeChat says it stays valid. */
export interface Expiring {
  value: string;
  expiresIn: number;
}

export interface WeChatAccount {
  appId: string;
  appSecret: string;
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
}

const TIMEOUT_MS = 5_000;

async function call(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`WeChat API answered ${response.status} with no JSON`);
  }
  const body = (json ?? {}) as Record<string, unknown>;
  const errcode = Number(body.errcode ?? 0);
  if (errcode !== 0) throw new WeChatApiError(errcode, String(body.errmsg ?? ''));
  if (!response.ok) throw new Error(`WeChat API answered ${response.status}`);
  return body;
}

function expiring(body: Record<string, unknown>, field: string): Expiring {
  const value = body[field];
  const expiresIn = Number(body.expires_in);
  if (typeof value !== 'string' || !value || !(expiresIn > 0)) {
    throw new Error(`WeChat API answer without ${field} and expires_in`);
  }
  return { value, expiresIn };
}

/** POST /cgi-bin/stable_token: the account's access token (the same one until it nears expiry). */
export async function fetchStableToken(account: WeChatAccount): Promise<Expiring> {
  const body = await call(new URL('/cgi-bin/stable_token', account.apiBase).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credential',
      appid: account.appId,
      secret: account.appSecret,
    }),
  });
  return expiring(body, 'access_token');
}

/** GET /cgi-bin/ticket/getticket?type=jsapi: the ticket the page signatures are made with. */
export async function fetchJsapiTicket(account: WeChatAccount, accessToken: string): Promise<Expiring> {
  const url = new URL('/cgi-bin/ticket/getticket', account.apiBase);
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('type', 'jsapi');
  return expiring(await call(url.href), 'ticket');
}

/** Codes that mean the access token itself is no longer good (invalid, expired). */
export const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);
