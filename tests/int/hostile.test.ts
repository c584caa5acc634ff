import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { VARIANT_PARAMS } from '@/routing/page-variants';
import openapi from '../../docs/openapi.json';
import { BASE_URL, freshIp } from './helpers';

/**
 * Hostile input against every backend endpoint (all 15, from docs/openapi.json), the pages'
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
  text: string;
}

/** The connection was reset while the body was being sent (a refusal, not an error page). */
const RESET: Outcome = { status: 0, text: '' };

type Body = string | Uint8Array | AsyncIterable<Uint8Array>;
interface Init {
  method?: string;
  headers?: Record<string, string>;
  body?: Body;
}

/**
 * One request over node:http, which sends any method (fetch refuses TRACE) and keeps the
 * answer when the server refuses a large body early and resets the connection mid-upload.
 */
function send(pathname: string, init: Init = {}): Promise<Outcome> {
  const url = new URL(BASE_URL + pathname);
  return new Promise((resolve, reject) => {
    let answered: Outcome | undefined;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: pathname,
        method: init.method ?? 'GET',
        agent: false,
        headers: { 'x-forwarded-for': freshIp(), ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          answered = { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') };
          resolve(answered);
        });
        res.on('error', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) resolve(answered);
      // Reset while still uploading: the server answered and closed before reading it all.
      else if (init.body !== undefined && /ECONNRESET|EPIPE/.test(error.code ?? '')) resolve(RESET);
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

const inputs = new Set<string>();
const note = (label: string) => inputs.add(label);

describe('hostile input', () => {
  it('covers all 15 endpoints', () => {
    expect(ENDPOINTS).toHaveLength(15);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.path}: bad bodies, types, payloads, sizes and queries`, async () => {
      for (const raw of RAW_BODIES) {
        note(`${endpoint.path} raw ${raw.slice(0, 40)}`);
        const outcome = await send(endpoint.path, json(raw));
        expectSafe(`raw ${raw.slice(0, 40)}`, outcome);
        if (MALFORMED.includes(raw)) expect(outcome.status, raw).toBe(400);
      }
      const fields = endpoint.fields.length ? endpoint.fields : ['unexpected'];
      for (const field of fields) {
        for (const value of VALUES) {
          note(`${endpoint.path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
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
            body: (async function* () {
              yield new TextEncoder().encode('{"a":"');
              for (let i = 0; i < 40; i++) yield new TextEncoder().encode('y'.repeat(4096));
              yield new TextEncoder().encode('"}');
            })(),
          },
        ],
      ];
      for (const [label, init] of cases) {
        note(`${endpoint.path} ${label}`);
        const outcome = await send(endpoint.path, init);
        expectSafe(label, outcome);
        if (label === 'huge' || label === 'chunked') expect([413, RESET.status]).toContain(outcome.status);
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
          note(`${endpoint.path}?${query}`);
          expectSafe(query, await send(`${endpoint.path}?${query}`, json({})));
        }
      }
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        note(`${endpoint.path} ${method}`);
        const outcome = await send(endpoint.path, { method });
        expectSafe(method, outcome);
        expect(outcome.status).toBe(405);
      }
    }, 120_000);
  }

  it('answers the pages’ query parameters with the page or a 404', async () => {
    // Every page that reads query parameters, the two locales in turn, each tried with every
    // parameter name any of them reads (src/routing/page-variants.ts).
    const pages = Object.keys(VARIANT_PARAMS).map((path, i) => (i % 2 ? `/en${path}` : path));
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
          note(`${page}?${query}`);
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
      note(`path ${path}`);
      const outcome = await send(path);
      expectSafe(path, outcome);
      expect(outcome.status, path).toBe(400);
    }
    for (const path of ['/', '/en/aboutUs', '/api/users', '/admin', API_PATHS.saveFeedback]) {
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
        note(`${method} ${path}`);
        const outcome = await send(path, { method });
        expect(outcome.status, `${method} ${path}`).toBe(405);
      }
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        note(`${method} ${path}`);
        expectSafe(
          `${method} ${path}`,
          await send(path, { method, body: method === 'OPTIONS' ? undefined : '{"a":1}' }),
        );
      }
    }
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

  it('tried at least 200 distinct inputs', () => {
    expect(inputs.size).toBeGreaterThanOrEqual(200);
  });
});
