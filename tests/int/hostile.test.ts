import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_PATHS, WECHAT_SIGNATURE_PATH } from '@/catalog/api-paths';
import { VARIANT_PARAMS } from '@/routing/page-variants';
import openapi from '../../docs/openapi.json';
import { BASE_URL, freshIp, rest } from './helpers';
import { localizedPath } from '@/i18n/routing';

/**
 * Hostile input against every backend endpoint (all 16, from docs/openapi.json), the pages'
 * query parameters, and paths and methods the site does not serve. Whatever comes in, the
 * answer is never a 5xx, never carries the payload back unescaped and never shows a stack.
 * Runs on SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
type Schema = { properties?: Record<string, unknown> };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
};
const ENDPOINTS = Object.entries(openapi.paths as unknown as Record<string, { post: Operation }>).map(
  ([path, { post }]) => ({
    path,
    fields: Object.keys(post.requestBody?.content['application/json'].schema.properties ?? {}),
    paged: (post.parameters ?? []).some((p) => p.name === 'pageNo'),
  }),
);

/** Marker strings that must never come back verbatim (they would run if a page showed them raw). */
const ACTIVE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<svg/onload=alert(1)>'];

/** Values a field may be set to. */
const VALUES: unknown[] = [
  ...ACTIVE,
  "' OR '1'='1' --",
  '1; DROP TABLE feedback; --',
  "'; SELECT pg_sleep(5); --",
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  '\u202e\u200b',
  '\ud800',
  'x'.repeat(70_000),
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  -1,
  1e308,
  true,
  null,
  [],
  [1, 2],
  { $ne: null },
  JSON.parse('{"__proto__":{"polluted":1}}') as unknown,
];

/** Bodies that are not a JSON object: 400 everywhere. */
const MALFORMED = ['{', '{"a":', '[]', 'null', '"text"', '42', '{"a":1}}', '\u0000'];

/** Whole bodies, sent as raw text. */
const RAW_BODIES: string[] = [
  ...MALFORMED,
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
];

const STACK = /\bat [\w.<>]+ \(|node_modules|\.(js|ts|mjs):\d+:\d+|\bTypeError\b|\bReferenceError\b/;

interface Outcome {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

type Body = string | Uint8Array | AsyncIterable<Uint8Array>;
interface Init {
  method?: string;
  headers?: Record<string, string>;
  /** A function for a streamed body, so it can be sent again. */
  body?: Body | (() => Body);
  /** The request target as sent (`*`, `http://host/path`); the path by default. */
  target?: string;
}

/** The connection was reset while the body was still being sent, before any answer was read. */
class ResetBeforeAnswer extends Error {}

/**
 * One request over node:http, which sends any method (fetch refuses TRACE) and any request
 * target. A server that answers a large body early and closes may reset the connection while
 * the client still writes: the client lost the race to read the answer, so it is sent again; a
 * connection reset every time fails the test, since a refusal must be an answer.
 */
async function send(pathname: string, init: Init = {}): Promise<Outcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const body = typeof init.body === 'function' ? init.body() : init.body;
    try {
      return await sendOnce(pathname, { ...init, body });
    } catch (error) {
      if (!(error instanceof ResetBeforeAnswer)) throw error;
    }
  }
  throw new Error(`${init.method ?? 'GET'} ${pathname}: connection reset 5 times without an answer`);
}

function sendOnce(pathname: string, init: Init & { body?: Body }): Promise<Outcome> {
  const url = new URL(BASE_URL + (init.target ? '/' : pathname));
  return new Promise((resolve, reject) => {
    let answered: Outcome | undefined;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: init.target ?? pathname,
        method: init.method ?? 'GET',
        agent: false,
        headers: { 'x-forwarded-for': freshIp(), ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          answered = { status: res.statusCode ?? 0, headers: res.headers, text };
          resolve(answered);
        });
        res.on('error', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) resolve(answered);
      // Reset while still uploading: the server answered and closed before reading it all.
      else if (init.body !== undefined && /ECONNRESET|EPIPE/.test(error.code ?? ''))
        reject(new ResetBeforeAnswer(error.code));
      else reject(error);
    });
    const body = init.body;
    if (body === undefined) req.end();
    else if (typeof body === 'string' || body instanceof Uint8Array) req.end(body);
    else {
      void (async () => {
        for await (const chunk of body) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        req.end();
      })().catch(() => undefined);
    }
  });
}

function expectSafe(label: string, outcome: Outcome) {
  expect(outcome.status, `${label} answered ${outcome.status}: ${outcome.text.slice(0, 200)}`).toBeLessThan(
    500,
  );
  for (const marker of ACTIVE) expect(outcome.text, label).not.toContain(marker);
  expect(outcome.text, label).not.toMatch(STACK);
}

const json = (body: unknown): Init => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('hostile input', () => {
  it('covers all 16 endpoints', () => {
    expect(ENDPOINTS).toHaveLength(16);
  });

  it('answers hostile page URLs to the WeChat signature with a 400 naming the url', async () => {
    const urls: unknown[] = [
      'javascript:alert(1)',
      'https://evil.example.com/',
      'data:text/html,<script>alert(1)</script>',
      `${BASE_URL}/${'a'.repeat(3_000)}`,
      `${BASE_URL.replace('//', '//user:pw@')}/`,
      `${BASE_URL}/\u0000`,
      42,
      ['https://evil.example.com/'],
    ];
    for (const url of urls) {
      const outcome = await send(WECHAT_SIGNATURE_PATH, json({ url }));
      expectSafe(`url ${String(url).slice(0, 40)}`, outcome);
      expect(outcome.status, String(url).slice(0, 40)).toBe(400);
      expect(JSON.parse(outcome.text).errors?.url, String(url).slice(0, 40)).toBeTruthy();
    }
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.path}: bad bodies, types, payloads, sizes and queries`, async () => {
      for (const raw of RAW_BODIES) {
        const outcome = await send(endpoint.path, json(raw));
        expectSafe(`raw ${raw.slice(0, 40)}`, outcome);
        if (MALFORMED.includes(raw)) expect(outcome.status, raw).toBe(400);
      }
      const fields = endpoint.fields.length ? endpoint.fields : ['unexpected'];
      for (const field of fields) {
        for (const value of VALUES) {
          expectSafe(
            `${field}=${String(value).slice(0, 40)}`,
            await send(endpoint.path, json({ [field]: value })),
          );
        }
      }
      // Invalid UTF-8, other content types, a body over 64 KB, declared and chunked.
      const cases: [string, Init][] = [
        [
          'bad utf-8',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
          },
        ],
        [
          'form',
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'a=1&b=<script>',
          },
        ],
        [
          'xml',
          {
            method: 'POST',
            headers: { 'content-type': 'application/xml' },
            body: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
          },
        ],
        ['huge', json({ blob: 'x'.repeat(1_000_000) })],
        [
          'chunked',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: async function* () {
              yield new TextEncoder().encode('{"a":"');
              for (let i = 0; i < 40; i++) yield new TextEncoder().encode('y'.repeat(4096));
              yield new TextEncoder().encode('"}');
            },
          },
        ],
      ];
      for (const [label, init] of cases) {
        const outcome = await send(endpoint.path, init);
        expectSafe(label, outcome);
        if (label === 'huge' || label === 'chunked') expect(outcome.status, label).toBe(413);
      }
      if (endpoint.paged) {
        for (const query of [
          'pageNo=-1',
          'pageNo=abc',
          'pageSize=1e9',
          'pageNo=%ff',
          'pageNo=1&pageNo=2',
          'pageSize=%00',
        ]) {
          expectSafe(query, await send(`${endpoint.path}?${query}`, json({})));
        }
      }
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        const outcome = await send(endpoint.path, { method });
        expectSafe(method, outcome);
        expect(outcome.status).toBe(405);
      }
    }, 120_000);
  }

  it('answers the pages’ query parameters with the page or a 404', async () => {
    // Every page that reads query parameters, the two locales in turn, each tried with every
    // parameter name any of them reads (src/routing/page-variants.ts).
    const pages = Object.keys(VARIANT_PARAMS).map((path, i) => localizedPath(i % 2 ? 'en' : 'zh', path));
    const params = [
      ...new Set(Object.values(VARIANT_PARAMS).flatMap((list) => list.map((param) => param.name))),
    ];
    const values = [
      ...ACTIVE,
      "1' OR '1'='1",
      '%00',
      '%ff',
      '-1',
      '99999999999999999999',
      '1e3',
      '__proto__',
      '%E2%80%AE',
    ];
    for (const page of pages) {
      for (const param of params) {
        for (const value of values) {
          const query = `${param}=${/^%/.test(value) ? value : encodeURIComponent(value)}`;
          const outcome = await send(`${page}?${query}`);
          expectSafe(`${page}?${query}`, outcome);
          expect([200, 404]).toContain(outcome.status);
        }
      }
    }
  }, 300_000);

  it('answers bad percent-encoding with 400 and unsupported methods with 405', async () => {
    for (const path of [
      '/en/%ff%fe',
      '/%ff',
      '/api/%ff',
      '/admin/%ff',
      '/business-center-app-zxw/%ff',
      '/%c0%af',
      '/en/%e4%b8',
    ]) {
      const outcome = await send(path);
      expectSafe(path, outcome);
      expect(outcome.status, path).toBe(400);
    }
    for (const path of ['/', '/en/aboutUs', '/api/users', '/admin', API_PATHS.saveFeedback]) {
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
        const outcome = await send(path, { method });
        expect(outcome.status, `${method} ${path}`).toBe(405);
      }
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        expectSafe(
          `${method} ${path}`,
          await send(path, { method, body: method === 'OPTIONS' ? undefined : '{"a":1}' }),
        );
      }
    }
  });

  it('answers a form post to a page whose body does not parse with a localized 400 page', async () => {
    const cases = [
      { path: '/en/aboutUs', text: 'The form could not be read', home: 'href="/en"' },
      { path: '/ideaBack', text: '无法读取提交的表单', home: 'href="/"' },
      { path: '/m/en/industry/index2', text: 'The form could not be read', home: 'href="/m/en"' },
    ];
    for (const { path, text, home } of cases) {
      const answer = await fetch(`${BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'x-forwarded-for': freshIp() },
        body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n<script>alert(1)</script>',
      });
      const html = await answer.text();
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control'), path).toBe('no-store, no-transform');
      expect(html, path).toContain(text);
      expect(html, path).toContain(home);
      expect(html, path).not.toContain('<script>');
    }
    // A well-formed post that is no server action still answers its page as before.
    const plain = await fetch(`${BASE_URL}/en/aboutUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(plain.status).toBeLessThan(500);
  });
  it('hides the bind address from paths no Payload endpoint serves', async () => {
    const outcome = await send('/api/payload-migrations');
    expect(outcome.status).toBe(404);
    expect(outcome.text).not.toMatch(/0\.0\.0\.0|localhost|Cannot GET/);
  });

  it('refuses control characters with a field error', async () => {
    const body = {
      companyName: 'ACME',
      contactNumber: '13812345678',
      contacts: '\u0000',
      email: 'li@example.com',
      problem: 'x\u0000y',
    };
    const response = await fetch(`${BASE_URL}${API_PATHS.saveFeedback}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'accept-language': 'en' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Record<string, string> };
    expect(answer.errors).toEqual({
      contacts: 'This entry contains characters that are not allowed',
      problem: 'This entry contains characters that are not allowed',
    });
  });

  it('answers methods a static file does not take with 405, and OPTIONS with 204', async () => {
    const page = await send('/en');
    const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(page.text)?.[0];
    expect(asset).toBeTruthy();
    for (const path of [asset!, '/seed/brands/dh.svg', '/og/home.png']) {
      const get = await send(path);
      expect(get.status, `GET ${path}`).toBe(200);
      const options = await send(path, { method: 'OPTIONS' });
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const outcome = await send(path, { method, body: '{"a":1}' });
        expectSafe(`${method} ${path}`, outcome);
        expect(outcome.status, `${method} ${path}`).toBe(405);
        expect(outcome.headers.allow).toBe('GET, HEAD, OPTIONS');
      }
    }
  });

  it('answers OPTIONS * with 204 and other methods with * with 400', async () => {
    const options = await send('/', { method: 'OPTIONS', target: '*' });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      const outcome = await send('/', { method, target: '*' });
      expectSafe(`${method} *`, outcome);
      expect(outcome.status, `${method} *`).toBe(400);
    }
  });

  it('answers absolute-form targets naming another host with 421, never a redirect', async () => {
    const host = new URL(BASE_URL).host;
    for (const target of [
      'http://evil.example/en',
      'https://evil.example/',
      'http://evil.example:80/api/users',
    ]) {
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        const outcome = await send('/', { method, target });
        expectSafe(`${method} ${target}`, outcome);
        expect(outcome.status, `${method} ${target}`).toBe(421);
        expect(outcome.headers.location).toBeUndefined();
      }
    }
    // The site's own authority is read as the path it names.
    const own = await send('/', { target: `http://${host}/en/aboutUs` });
    expect(own.status).toBe(200);
    expect(own.text).toContain('<html');
  });

  it('cuts hostile sources to text: no 5xx, no markup, nothing a notification could break on', async () => {
    const long = 'x'.repeat(3000);
    const pages = [
      `/?utm_campaign=${encodeURIComponent(ACTIVE[0]!)}%0A%0D%00%1B%E2%80%AE&utm_source=%FF%FE%C3%28`,
      `/?utm_term=${long}&utm_content=%E6%8B`,
      `/m?bd_vid=${encodeURIComponent(ACTIVE[1]!)}${long}`,
      `/zxt?qhclickid=%00%00%00&clickid=%F0%9F%98`,
    ];
    const referrers = [
      `https://www.baidu.com/s?wd=${encodeURIComponent(ACTIVE[2]!)}%0A%00%FF${long}`,
      `https://${'a'.repeat(300)}.example/`,
      'javascript:alert(1)',
      `https://m.sogou.com/web?keyword=%E4%B8%AD%0D%0ALocation:%20x`,
    ];
    const cookies: string[] = [];
    for (const [i, pathname] of pages.entries()) {
      const outcome = await send(pathname, { headers: { referer: referrers[i]! } });
      expectSafe(`GET ${pathname.slice(0, 60)}`, outcome);
      const set = ([] as string[]).concat(outcome.headers['set-cookie'] ?? []);
      const value = set.find((c) => c.startsWith('zxw_src='))?.split(';')[0];
      expect(value, pathname.slice(0, 60)).toBeTruthy();
      expect(value!.length).toBeLessThan(4096);
      cookies.push(value!);
    }
    for (const [i, cookie] of cookies.entries()) {
      const companyName = `Hostile source ${i} ${Date.now()}`;
      const outcome = await send(API_PATHS.saveFeedback, {
        ...json({
          companyName,
          contactNumber: '13812345678',
          contacts: 'Li',
          email: 'li@example.com',
          problem: 'x',
        }),
        headers: { 'content-type': 'application/json', cookie, referer: referrers[i]! },
      });
      expectSafe(`feedback with source ${i}`, outcome);
      expect(outcome.status).toBe(200);
      const found = await rest(
        `/feedback?where[companyName][equals]=${encodeURIComponent(companyName)}&depth=0`,
      );
      const [doc] = ((await found.json()) as { docs: { source: Record<string, unknown> }[] }).docs;
      for (const [field, value] of Object.entries(doc!.source)) {
        if (typeof value !== 'string') continue;
        expect(value, field).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
        expect(Array.from(value).length, field).toBeLessThanOrEqual(400);
      }
      // The Referer of another site is not a page of this one.
      expect(doc!.source.sentFrom).toBeNull();
    }
  });
});
