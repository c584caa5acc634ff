import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WECHAT_SIGNATURE_PATH } from '@/catalog/api-paths';
import { TokenCache, keptSeconds, redisStore } from '@/features/wechat/server/token-cache';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { ownDatabaseEnv } from '../own-database';
import { type TestRedis, connectTestRedis } from '../redis-helpers';
import validationEn from '../../../messages/en/validation.json';
import validationZh from '../../../messages/zh/validation.json';

/**
 * WeChat share cards (docs/wechat.md): a server of its own whose WECHAT_API_BASE is a stand-in
 * for WeChat's API in this process (it counts its calls, answers tickets with a short life, and
 * refuses on demand), no Redis (the process's own cache); and the token cache of two instances
 * over the real Redis (REDIS_URL, default redis://127.0.0.1:6379/0), skipped when none answers.
 */
const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const APP_ID = 'wx0123456789abcdef';
const SECRET = 'stand-in-secret';
/**
 * Tickets' lives (the server keeps one for `keptSeconds` of it, here half): the first outlives
 * twenty requests at once on a loaded machine (they took over 2 s there); later ones are short
 * enough to wait out.
 */
const FIRST_TICKET_SECONDS = 30;
const TICKET_SECONDS = 4;
const keptMs = (seconds: number) => keptSeconds(seconds) * 1000;

interface StandIn {
  url: string;
  tokens: number;
  tickets: number;
  /** The ticket the stand-in handed out last, and when its answer was sent. */
  ticket: string;
  ticketAnsweredAt: number;
  /** The life the next ticket is given. */
  ticketSeconds: number;
  /** A WeChat refusal to answer instead of tickets. */
  refuse: { errcode: number; errmsg: string } | null;
  close: () => Promise<void>;
}

async function startStandIn(): Promise<StandIn> {
  const standIn = {
    tokens: 0,
    tickets: 0,
    ticket: '',
    ticketAnsweredAt: 0,
    ticketSeconds: FIRST_TICKET_SECONDS,
    refuse: null,
  } as StandIn;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const answer = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/cgi-bin/stable_token') {
        standIn.tokens++;
        const body = JSON.parse(raw) as Record<string, string>;
        if (body.grant_type !== 'client_credential' || body.appid !== APP_ID || body.secret !== SECRET) {
          return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
        }
        // Slow, as over the network: requests arriving meanwhile must wait for this one.
        setTimeout(() => answer({ access_token: `token-${standIn.tokens}`, expires_in: 7200 }), 300);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
        standIn.tickets++;
        if (standIn.refuse) return answer(standIn.refuse);
        if (
          url.searchParams.get('type') !== 'jsapi' ||
          !url.searchParams.get('access_token')?.startsWith('token-')
        ) {
          return answer({ errcode: 40001, errmsg: 'invalid credential' });
        }
        standIn.ticket = `ticket-${standIn.tickets}-${Date.now()}`;
        const ticket = standIn.ticket;
        const life = standIn.ticketSeconds;
        setTimeout(() => {
          standIn.ticketAnsweredAt = Date.now();
          answer({ errcode: 0, errmsg: 'ok', ticket, expires_in: life });
        }, 1_000);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}

let standIn: StandIn;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Envelope {
  code: number;
  msg: string;
  data: { appId: string; timestamp: number; nonceStr: string; signature: string } | null;
  errors?: Record<string, string>;
}

async function sign(body: unknown, locale = 'zh-CN'): Promise<{ status: number; json: Envelope }> {
  const response = await fetch(BASE + WECHAT_SIGNATURE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Envelope };
}

/** WeChat's algorithm, recomputed here: SHA-1 over the four fields in order, URL without fragment. */
function expected(ticket: string, data: NonNullable<Envelope['data']>, url: string): string {
  const page = url.split('#')[0];
  return sha1(`jsapi_ticket=${ticket}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${page}`);
}

describe('WeChat share signatures', () => {
  beforeAll(async () => {
    standIn = await startStandIn();
    server = await startTestServer({
      port: PORT,
      env: {
        ...(await ownDatabaseEnv('wechat')),
        PAYLOAD_SECRET: testSecret(),
        DEMO_FEED: 'off',
        REDIS_URL: '',
        WECHAT_APP_ID: APP_ID,
        WECHAT_APP_SECRET: SECRET,
        WECHAT_API_BASE: standIn.url,
        RATE_LIMIT_WECHAT: '1000',
      },
      capture: true,
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  it('signs a page with the ticket, fetching token and ticket once for many requests at once', async () => {
    // The route's first request loads its code (seconds on a busy machine); a refused one fetches nothing.
    expect((await sign({ url: 'https://elsewhere.example.com/' })).status).toBe(400);
    expect(standIn.tickets).toBe(0);
    const url = `${BASE}/en/industry?industry=huanbao#section`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign({ url })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(standIn.tokens).toBe(1);
    expect(standIn.tickets).toBe(1);
    for (const { json } of answers) {
      expect(json.data!.appId).toBe(APP_ID);
      expect(Math.abs(json.data!.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(json.data!.signature).toBe(expected(standIn.ticket, json.data!, url));
    }
    expect(new Set(answers.map((a) => a.json.data!.nonceStr)).size).toBe(20);
  });

  it('fetches the ticket again once it nears its expiry, with the same token', async () => {
    const before = standIn.ticket;
    standIn.ticketSeconds = TICKET_SECONDS;
    // Kept from when the server read the answer, a moment after the stand-in sent it.
    await sleep(standIn.ticketAnsweredAt + keptMs(FIRST_TICKET_SECONDS) + 1_000 - Date.now());
    const url = `${BASE}/m/zh`;
    const { status, json } = await sign({ url });
    expect(status).toBe(200);
    expect(standIn.tickets).toBe(2);
    expect(standIn.tokens).toBe(1);
    expect(standIn.ticket).not.toBe(before);
    expect(json.data!.signature).toBe(expected(standIn.ticket, json.data!, url));
  });

  it.each([
    ['another origin', { url: 'https://evil.example.com/' }, 'urlNotThisSite'],
    ['javascript:', { url: 'javascript:alert(1)' }, 'urlInvalid'],
    ['a URL too long', { url: `${BASE}/${'a'.repeat(2100)}` }, 'tooLong'],
    ['not a string', { url: 42 }, 'urlRequired'],
    ['no url', {}, 'urlRequired'],
  ] as const)('answers %s with a localized 400', async (_, body, key) => {
    const zh = await sign(body, 'zh-CN');
    const en = await sign(body, 'en');
    expect(zh.status).toBe(400);
    expect(en.status).toBe(400);
    expect(zh.json.errors?.url).toBe(validationZh[key]);
    expect(en.json.errors?.url).toBe(validationEn[key]);
  });

  it('answers malformed JSON with a localized 400', async () => {
    const { status, json } = await sign('{"url":', 'en');
    expect(status).toBe(400);
    expect(json.msg).toMatch(/JSON/);
  });

  it("keeps pages working when WeChat refuses, logging WeChat's code once", async () => {
    standIn.refuse = { errcode: 40164, errmsg: 'invalid ip 203.0.113.9, not in whitelist rid: 1' };
    await sleep(keptMs(TICKET_SECONDS) + 200);
    const calls = standIn.tickets;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await sign({ url: `${BASE}/` }, 'en'));
    for (const { status, json } of answers) {
      expect(status).toBe(503);
      expect(json.data).toBeNull();
      expect(json.msg).toMatch(/WeChat sharing is temporarily unavailable/);
    }
    // Asked once: a refusal is not repeated to WeChat on every page view.
    expect(standIn.tickets).toBe(calls + 1);
    const page = await fetch(`${BASE}/en`);
    expect(page.status).toBe(200);
    await page.text();
    const lines = server!
      .output()
      .split('\n')
      .filter((line) => line.includes('[wechat]'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('errcode 40164');
    expect(lines[0]).toContain('not in whitelist');
  });
});

describe('the token cache of two instances over Redis', () => {
  const PREFIX = `zxw-int-wechat-${process.pid}-${Date.now()}:`;
  const clients: TestRedis[] = [];
  const connect = async () => {
    const client = await connectTestRedis('wechat.test (two-instance cache)');
    if (client) clients.push(client);
    return client;
  };

  afterAll(async () => {
    if (clients[0]) {
      for await (const keys of clients[0].scanIterator({ MATCH: `${PREFIX}*` })) {
        if (keys.length) await clients[0].del(keys);
      }
    }
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('fetches once for both, however many ask at the same moment; the other reads the value', async (context) => {
    const a = await connect();
    const b = await connect();
    if (!a || !b) {
      context.skip();
      return;
    }
    let fetches = 0;
    const fetch = async () => {
      fetches++;
      await sleep(300);
      return { value: `shared-${fetches}`, expiresIn: 7200 };
    };
    const one = new TokenCache({ store: redisStore(a), prefix: PREFIX, pollMs: 20 });
    const two = new TokenCache({ store: redisStore(b), prefix: PREFIX, pollMs: 20 });
    const values = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).get('ticket', fetch)),
    );
    expect(fetches).toBe(1);
    expect(new Set(values)).toEqual(new Set(['shared-1']));
    // A third instance, started later, reads it from Redis without fetching.
    const three = new TokenCache({ store: redisStore(a), prefix: PREFIX });
    expect(await three.get('ticket', fetch)).toBe('shared-1');
    expect(fetches).toBe(1);
    expect(await a.get(`${PREFIX}ticket:lock`)).toBeNull();
  });
});
