import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/config/env';
import { signatureBodySchema } from '@/features/wechat/schemas/signature';
import { REPEAT_LOG_MS, createErrorLog } from '@/features/wechat/server/error-log';
import { signableOrigins, wechatAccount } from '@/features/wechat/server/account';
import { jsapiSignature } from '@/features/wechat/server/signature';
import { TokenCache } from '@/features/wechat/server/token-cache';
import { WeChatApiError } from '@/features/wechat/server/wechat-api';

afterEach(() => {
  vi.useRealTimers();
});

describe('WeChat JS-SDK signature', () => {
  it("matches the example of WeChat's documentation (附录1)", () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(
      jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its fragment', () => {
    const a = jsapiSignature('t', 'n', 1, 'https://zxw.example.com/en?x=1#top');
    expect(a).toBe(jsapiSignature('t', 'n', 1, 'https://zxw.example.com/en?x=1'));
    expect(a).not.toBe(jsapiSignature('t', 'n', 1, 'https://zxw.example.com/en?x=2'));
  });
});

describe('signature request', () => {
  const url = (value: unknown) => signatureBodySchema.safeParse({ url: value });

  it('takes an http(s) page URL', () => {
    expect(url('https://zxw.example.com/en/industry?industry=huanbao#x').success).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'urlInvalid'],
    ['data:text/html,x', 'urlInvalid'],
    ['https://user:pw@zxw.example.com/', 'urlInvalid'],
    ['https://zxw.example.com/a b', 'urlInvalid'],
    [`https://zxw.example.com/${'a'.repeat(2100)}`, 'tooLong'],
    ['', 'urlRequired'],
    [42, 'urlRequired'],
    ['https://zxw.example.com/\u0000', 'controlCharacters'],
  ])('refuses %j with %s', (value, message) => {
    const result = url(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("signs the site's origin, and the mobile host's only when this app serves it", () => {
    const base = { SITE_ORIGIN: 'https://zxw.example.com', MOBILE_SITE_URL: 'https://m.zxw.example.com/' };
    expect([...signableOrigins(parseConfig(base))]).toEqual(['https://zxw.example.com']);
    expect([...signableOrigins(parseConfig({ ...base, MOBILE_SITE_HOSTED: 'on' }))]).toEqual([
      'https://zxw.example.com',
      'https://m.zxw.example.com',
    ]);
  });
});

describe('configuration', () => {
  it('is off unless both the AppID and the secret are set', () => {
    expect(wechatAccount(parseConfig({}))).toBeNull();
    expect(() => parseConfig({ WECHAT_APP_ID: 'wx1234567890abcdef' })).toThrow(/WECHAT_APP_SECRET/);
    expect(() => parseConfig({ WECHAT_APP_ID: 'not-an-id', WECHAT_APP_SECRET: 's' })).toThrow(
      /WECHAT_APP_ID/,
    );
    expect(
      wechatAccount(parseConfig({ WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 's' })),
    ).toEqual({
      appId: 'wx1234567890abcdef',
      appSecret: 's',
      apiBase: 'https://api.weixin.qq.com',
    });
  });
});

describe('token cache in memory', () => {
  it('fetches once for many callers at the same moment, and again after the lifetime less the margin', async () => {
    vi.useFakeTimers();
    const cache = new TokenCache({ store: null, prefix: 't:', marginSeconds: 300 });
    let fetches = 0;
    const fetch = async () => ({ value: `v${++fetches}`, expiresIn: 7200 });
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('ticket', fetch)));
    expect(new Set(values)).toEqual(new Set(['v1']));
    vi.advanceTimersByTime(6_899_000);
    expect(await cache.get('ticket', fetch)).toBe('v1');
    vi.advanceTimersByTime(2_000);
    expect(await cache.get('ticket', fetch)).toBe('v2');
    expect(fetches).toBe(2);
  });

  it('keeps a short-lived value half its lifetime, and keeps nothing after a failed fetch', async () => {
    vi.useFakeTimers();
    const cache = new TokenCache({ store: null, prefix: 't:' });
    let fail = true;
    const fetch = async () => {
      if (fail) throw new WeChatApiError(40164, 'invalid ip');
      return { value: 'ok', expiresIn: 10 };
    };
    await expect(cache.get('token', fetch)).rejects.toThrow(/40164/);
    fail = false;
    expect(await cache.get('token', fetch)).toBe('ok');
    fail = true;
    vi.advanceTimersByTime(4_000);
    expect(await cache.get('token', fetch)).toBe('ok');
    vi.advanceTimersByTime(2_000);
    await expect(cache.get('token', fetch)).rejects.toThrow(/40164/);
  });
});

describe('error log', () => {
  it('writes a failure once, again when it changes or after a while, and at once after a success', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = createErrorLog((line) => lines.push(line));
    const ip = new WeChatApiError(40164, 'invalid ip 1.2.3.4, not in whitelist');
    for (let i = 0; i < 5; i++) log.report(ip);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('errcode 40164');
    expect(lines[0]).toContain('not in whitelist');
    log.report(new WeChatApiError(45009, 'reach max api daily quota limit'));
    expect(lines).toHaveLength(2);
    log.report(new WeChatApiError(45009, 'reach max api daily quota limit'));
    vi.advanceTimersByTime(REPEAT_LOG_MS);
    log.report(new WeChatApiError(45009, 'reach max api daily quota limit'));
    expect(lines).toHaveLength(3);
    log.clear();
    log.report(new WeChatApiError(45009, 'reach max api daily quota limit'));
    expect(lines).toHaveLength(4);
  });
});
