import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { ALERT_FILTER_FIELDS } from '@/schemas/alerts';
import { signExpireRequest } from '@/server/cache-expiry';
import { BASE_URL, SERVER_FILES, adminToken, freshIp, operatorApiKey, payloadSecret, rest } from './helpers';
import { ALERT_SIGNUP_PATH } from '@/catalog/api-paths';

/**
 * Hostile input against the surfaces added since the first hostile run (tests/int/hostile.test.ts):
 * the no-JavaScript form posts, Payload's REST ids and bodies, the admin's data-import upload,
 * the signed cache expiry, the first-operator probe, and a combinatorial sweep over ingest,
 * alert sign-ups, record ids, feeds and form posts that must never answer 5xx. Runs on SQLite
 * (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */

const SAME_ORIGIN = new URL(BASE_URL).origin;
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function send(pathname: string, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', freshIp());
  const response = await fetch(`${BASE_URL}${pathname}`, { redirect: 'manual', ...init, headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Runs `task` over `items`, `width` at a time: the server answers requests side by side. */
async function eachInPool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden `$ACTION_…` fields of a no-JavaScript form in `html`, as the browser posts them. */
function actionFieldsOf(html: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const [input] of html.matchAll(/<input\b[^>]*name="\$ACTION_[^"]*"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)![1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    fields.push([decodeEntities(name), decodeEntities(value)]);
  }
  return fields;
}

const actionFields = async (pathname: string) => actionFieldsOf((await send(pathname)).text);

/** The lead form of each page: its fields, with a marker that finds a stored row again. */
const FORMS = {
  feedback: (marker: string): Record<string, string> => ({
    companyName: marker,
    contactNumber: '13912345678',
    contacts: '张伟',
    email: 'zhang.wei@example.com',
    problem: '',
    suggestion: '',
    website: '',
  }),
  trial: (marker: string): Record<string, string> => ({
    companyName: marker,
    contacts: '张伟',
    phone: '13912345678',
    code: '000000',
    email: '',
    website: '',
  }),
};

const FORM_PAGES = [
  { path: '/ideaBack', form: 'feedback', collection: 'feedback', lang: 'zh', home: 'href="/"' },
  { path: '/en/ideaBack', form: 'feedback', collection: 'feedback', lang: 'en', home: 'href="/en"' },
  { path: '/oneToOne', form: 'trial', collection: 'apply-records', lang: 'zh', home: 'href="/"' },
  { path: '/en/oneToOne', form: 'trial', collection: 'apply-records', lang: 'en', home: 'href="/en"' },
  { path: '/m/en/ideaBack', form: 'feedback', collection: 'feedback', lang: 'en', home: 'href="/m/en"' },
] as const;

const PAGE_TEXT = {
  zh: { 400: '无法读取提交的表单', 403: '表单来自其他网站' },
  en: { 400: 'The form could not be read', 403: 'This form was sent from another site' },
};

type Fields = [string, string][];
type Tamper = { name: string; fields: (action: Fields) => Fields; headers?: Record<string, string> };

const replace = (fields: Fields, match: (name: string) => boolean, value: string): Fields =>
  fields.map(([n, v]) => [n, match(n) ? value : v]);
const isHead = (name: string) => /^\$ACTION_\d+:0$/.test(name);
const isBound = (name: string) => /^\$ACTION_\d+:[1-9]\d*$/.test(name);
const actionId = (fields: Fields) => (JSON.parse(fields.find(([n]) => isHead(n))![1]) as { id: string }).id;
/** The form with its bound arguments (the page's locale, the form's state) replaced by `to` of them. */
const rebind = (fields: Fields, to: (locale: string, state: object) => unknown): Fields => {
  const [locale, state] = JSON.parse(fields.find(([n]) => isBound(n))![1]) as [string, object];
  return replace(fields, isBound, JSON.stringify(to(locale, state)));
};

/** The tampered forms the hostile run posted, each built from the page's real form. */
const TAMPERED: Tamper[] = [
  { name: 'bound arguments cut short', fields: (f) => replace(f, isBound, '["en",{') },
  { name: 'bound arguments null', fields: (f) => replace(f, isBound, 'null') },
  { name: 'bound arguments not an array', fields: (f) => replace(f, isBound, '{"0":"en"}') },
  { name: 'bound argument a reference', fields: (f) => replace(f, isBound, '["$@9"]') },
  { name: 'bound arguments a string', fields: (f) => replace(f, isBound, '"en"') },
  // The action takes the bound arguments before the form: any other count or type of them
  // reached it and answered 500, or ran it in another language.
  { name: 'extra bound arguments', fields: (f) => rebind(f, (locale) => [locale, {}, {}, {}]) },
  { name: 'one extra bound argument', fields: (f) => rebind(f, (locale, state) => [locale, state, {}]) },
  {
    name: 'extra bound arguments as the hostile run sent them',
    fields: (f) => replace(f, isBound, '["en",{},{},{}]'),
  },
  { name: 'bound state missing', fields: (f) => rebind(f, (locale) => [locale]) },
  { name: 'no bound arguments', fields: (f) => rebind(f, () => []) },
  { name: 'bound locale a number', fields: (f) => rebind(f, (_, state) => [5, state]) },
  { name: 'bound locale an object', fields: (f) => rebind(f, (_, state) => [{}, state]) },
  { name: 'bound to an unknown locale', fields: (f) => rebind(f, (_, state) => ['fr', state]) },
  {
    name: 'bound to the other locale',
    fields: (f) => rebind(f, (locale, state) => [locale === 'en' ? 'zh' : 'en', state]),
  },
  { name: 'bound state a number', fields: (f) => rebind(f, (locale) => [locale, 5]) },
  { name: 'bound state null', fields: (f) => rebind(f, (locale) => [locale, null]) },
  {
    name: 'bound to a missing chunk',
    fields: (f) => replace(f, isHead, JSON.stringify({ id: actionId(f), bound: '$@9' })),
  },
  { name: 'head not JSON', fields: (f) => replace(f, isHead, '{"id":') },
  { name: 'head null', fields: (f) => replace(f, isHead, 'null') },
  { name: 'unbound action id', fields: (f) => [[`$ACTION_ID_${actionId(f)}`, '']] },
  { name: 'unbound id beside the bound form', fields: (f) => [...f, [`$ACTION_ID_${actionId(f)}`, '']] },
  { name: 'two references', fields: (f) => [...f, ['$ACTION_REF_2', '']] },
];

function formBody(fields: Fields): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
}

async function storedWith(collection: string, marker: string): Promise<number> {
  const answer = await rest(
    `/${collection}?where[companyName][equals]=${encodeURIComponent(marker)}&limit=0&depth=0`,
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { totalDocs: number }).totalDocs;
}

describe('no-JavaScript form posts', () => {
  for (const page of FORM_PAGES) {
    it(`${page.path}: tampered action posts answer a localized 4xx page and store nothing`, async () => {
      const action = await actionFields(page.path);
      expect(action.length, 'the page renders its no-JavaScript form').toBeGreaterThanOrEqual(3);
      const cases: { name: string; init: RequestInit; status: 400 | 403 }[] = TAMPERED.map((t) => ({
        name: t.name,
        status: 400,
        init: { method: 'POST', body: formBody(t.fields(action)), headers: { origin: SAME_ORIGIN } },
      }));
      for (const body of ['["en",{},{}]', '[[[[', '["zh",{},{"companyName":"x"}]']) {
        cases.push({
          name: `Next-Action with ${body}`,
          status: 400,
          init: {
            method: 'POST',
            body,
            headers: { 'next-action': actionId(action), 'content-type': 'text/plain;charset=UTF-8' },
          },
        });
      }
      for (const origin of ['https://evil.example', 'null', `${SAME_ORIGIN}.evil.example`]) {
        cases.push({
          name: `intact form from ${origin}`,
          status: 403,
          init: { method: 'POST', body: formBody(action), headers: { origin } },
        });
      }
      // Each case posts from an address of its own and has its own marker: they run side by side.
      await eachInPool([...cases.entries()], 4, async ([i, { name, init, status }]) => {
        const marker = `hostile-${run}-${page.form}-${i}`;
        const fields = Object.entries(FORMS[page.form](marker));
        if (init.body instanceof FormData) for (const [n, v] of fields) init.body.append(n, v);
        const answer = await send(page.path, init);
        expect(answer.status, name).toBe(status);
        expect(answer.headers.get('content-type'), name).toMatch(/^text\/html/);
        expect(answer.text, name).toMatch(new RegExp(`<html lang="${page.lang}\\b`));
        expect(answer.text, name).toContain(PAGE_TEXT[page.lang][status]);
        expect(answer.text, name).toContain(page.home);
        expect(await storedWith(page.collection, marker), name).toBe(0);
      });
    });
  }

  it('keeps the intact same-origin form working', async () => {
    const action = await actionFields('/en/ideaBack');
    const marker = `hostile-${run}-intact`;
    const body = formBody([...action, ...Object.entries(FORMS.feedback(marker))]);
    const answer = await send('/en/ideaBack', { method: 'POST', body, headers: { origin: SAME_ORIGIN } });
    expect(answer.status).toBe(200);
    expect(await storedWith('feedback', marker)).toBe(1);
    // The form as rendered again after a refused post (its state is bound in) still posts.
    const again = `${marker}-again`;
    const refused = await send('/en/ideaBack', {
      method: 'POST',
      body: formBody([...action, ...Object.entries({ ...FORMS.feedback(again), email: 'not-an-address' })]),
      headers: { origin: SAME_ORIGIN },
    });
    expect(refused.status).toBe(200);
    const second = await send('/en/ideaBack', {
      method: 'POST',
      body: formBody([...actionFieldsOf(refused.text), ...Object.entries(FORMS.feedback(again))]),
      headers: { origin: SAME_ORIGIN },
    });
    expect(second.status).toBe(200);
    expect(await storedWith('feedback', again)).toBe(1);
  });
});

/** Ids that are no record id: Payload turned them into NaN or Infinity and the query failed. */
const BAD_IDS = [
  'abc',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '%27',
  '__proto__',
  '1.5',
  '-1',
  '0x10',
  '99999999999',
];

/** Every collection with record ids (preferences are addressed by their key instead). */
async function collectionSlugs(): Promise<string[]> {
  const access = (await (await rest('/access')).json()) as { collections: Record<string, unknown> };
  return Object.keys(access.collections).filter((slug) => slug !== 'payload-preferences');
}

describe('Payload REST', () => {
  it('answers ids that are not numbers with 404 on every collection, anonymous and as an operator', async () => {
    const slugs = await collectionSlugs();
    expect(slugs).toEqual(expect.arrayContaining(['media', 'users', 'projects', 'imports', 'alerts']));
    const failures: string[] = [];
    const METHODS = [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/duplicate'],
    ] as const;
    const requests = slugs.flatMap((slug) =>
      BAD_IDS.flatMap((id) =>
        [false, true].flatMap((asOperator) =>
          METHODS.map(([method, suffix]) => ({ slug, id, asOperator, method, suffix })),
        ),
      ),
    );
    // None of them finds a record, so none changes one: they run side by side.
    await eachInPool(requests, 6, async ({ slug, id, asOperator, method, suffix }) => {
      const answer = await rest(
        `/${slug}/${id}${suffix}`,
        method === 'GET' || method === 'DELETE' ? { method } : { method, body: '{}' },
        asOperator,
      );
      await answer.body?.cancel();
      if (answer.status >= 500 || (suffix === '' && answer.status !== 404))
        failures.push(
          `${method} ${slug}/${id}${suffix} ${asOperator ? 'operator' : 'anonymous'}: ${answer.status}`,
        );
    });
    for (const slug of slugs) {
      // A real id still reads.
      const first = (await (await rest(`/${slug}?limit=1&depth=0`)).json()) as { docs?: { id: number }[] };
      const id = first.docs?.[0]?.id;
      if (id !== undefined) expect((await rest(`/${slug}/${id}?depth=0`)).status, slug).toBe(200);
    }
    expect(failures).toEqual([]);
    // Eight requests per bad id per collection: over 30 s on a loaded 2-core machine.
  }, 60_000);

  it('refuses bodies Payload cannot read, with an operator API key, and stores nothing', async () => {
    const key = await operatorApiKey();
    const email = `hostile-${run}@example.test`;
    const user = { email, password: 'hostile-password-123' };
    const bodies: [string, string, BodyInit][] = [
      ['ndjson', 'application/x-ndjson', `${JSON.stringify(user)}\n`],
      ['url-encoded form', 'application/x-www-form-urlencoded', new URLSearchParams(user).toString()],
      ['plain text', 'text/plain', JSON.stringify(user)],
      ['JSON null', 'application/json', 'null'],
      ['JSON array', 'application/json', JSON.stringify([user])],
      ['JSON cut short', 'application/json', '{"email":'],
    ];
    for (const slug of ['users', 'feedback', 'banners']) {
      for (const [name, type, body] of bodies) {
        const answer = await fetch(`${BASE_URL}/api/${slug}`, {
          method: 'POST',
          headers: { authorization: `users API-Key ${key}`, 'content-type': type },
          body,
        });
        expect(answer.status, `${slug}: ${name}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${slug}: ${name}`).toBeLessThan(500);
        expect(answer.status, `${slug}: ${name}`).toBe(type === 'application/json' ? 400 : 415);
      }
    }
    const stored = await rest(`/users?where[email][equals]=${encodeURIComponent(email)}&limit=0`);
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0);
  });

  it('answers an import upload with a broken _payload 400 and leaves no file behind', async () => {
    const folder = SERVER_FILES.imports;
    const filesBefore = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    const countBefore = ((await (await rest('/imports?limit=0')).json()) as { totalDocs: number }).totalDocs;
    for (const payload of ['{"kind":', '{"kind":["projects"]}', 'null', '[]', '"projects"']) {
      const body = new FormData();
      body.append('_payload', payload);
      body.append(
        'file',
        new Blob([`{"sourceId":"hostile-${run}"}\n`], { type: 'application/x-ndjson' }),
        `hostile-${run}.jsonl`,
      );
      const answer = await fetch(`${BASE_URL}/api/imports`, {
        method: 'POST',
        headers: { authorization: `JWT ${await adminToken()}` },
        body,
      });
      expect(answer.status, payload).toBe(400);
    }
    const filesAfter = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    expect(filesAfter).toEqual(filesBefore);
    const countAfter = ((await (await rest('/imports?limit=0')).json()) as { totalDocs: number }).totalDocs;
    expect(countAfter).toBe(countBefore);
  });
});

describe('what answers tell for free', () => {
  it('answers GET /api/users/init with 404 without the setup token', async () => {
    for (const headers of [{}, { 'x-setup-token': 'x'.repeat(24) }, { 'x-setup-token': '' }] as Record<
      string,
      string
    >[]) {
      const answer = await send('/api/users/init', { headers });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('initialized');
    }
  });
});

describe('signed cache expiry', () => {
  const expire = (body: unknown) =>
    send('/api/cache/expire', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('works once: the same signed body again is 403', async () => {
    const signed = signExpireRequest(payloadSecret(), [CACHE_TAGS.teaserTotals]);
    expect((await expire(signed)).status).toBe(204);
    expect((await expire(signed)).status).toBe(403);
    // A fresh nonce under the same signature, or none at all, is no way around it.
    expect((await expire({ ...signed, nonce: 'f'.repeat(32) })).status).toBe(403);
    expect((await expire({ ...signed, nonce: undefined })).status).toBe(403);
    // Another signed body still works.
    expect((await expire(signExpireRequest(payloadSecret(), [CACHE_TAGS.teaserTotals]))).status).toBe(204);
  });

  it('refuses an expired signature and one from another secret', async () => {
    const old = signExpireRequest(payloadSecret(), [CACHE_TAGS.teaserTotals], Date.now() - 6 * 60_000);
    expect((await expire(old)).status).toBe(403);
    const foreign = signExpireRequest('not-the-secret', [CACHE_TAGS.teaserTotals]);
    expect((await expire(foreign)).status).toBe(403);
  });
});

/** Values every field, id and parameter of the sweep is set to. */
const STRINGS = [
  '',
  ' ',
  '.',
  '..',
  'a/../b',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE projects; --',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b',
  '\ud800',
  '{{7*7}}${7*7}',
  '%',
  '%zz',
  'x'.repeat(5_000),
  '湖南医院工程',
  '𠜎𠜱',
  '\r\nSet-Cookie: a=b',
  'NaN',
  '1e999',
  '-1',
  '__proto__',
  'constructor',
  '$ne',
  '[object Object]',
  'hunan',
  '０１２',
];

/** A value in a URL: percent-encoded, or as its raw UTF-8 bytes where it has none (a lone surrogate). */
const inUrl = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

interface Case {
  surface: string;
  path: string;
  init: RequestInit;
}

const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

function recordIdCases(): Case[] {
  const raw = ['.', '..', '%2e%2e', '%2E%2E%2F', 'a/../b', '%', '%zz', '..%2f..', '.%00.'];
  const ids = [...STRINGS.map(inUrl), ...raw];
  return ['/industry/detail', '/inviteBussInfo/detail'].flatMap((route) =>
    ['', '/en', '/m', '/m/en'].flatMap((prefix) =>
      ids.map((id) => ({ surface: 'record ids', path: `${prefix}${route}?id=${id}`, init: {} })),
    ),
  );
}

function feedCases(): Case[] {
  const files = ['projects', 'tenders', 'projects-huanbao', 'tenders-hunan'];
  const named = ['', '/en'].flatMap((prefix) =>
    [...files, ...STRINGS.map((v) => `projects-${inUrl(v)}`)].map((file) => ({
      surface: 'feeds',
      path: `${prefix}/feeds/${file}.atom`,
      init: {},
    })),
  );
  const params = ['keyword', 'type', 'province', 'industry', 'category', 'stage', 'amountMin', 'page'];
  const searched = params.flatMap((param) =>
    STRINGS.map((v) => ({ surface: 'feeds', path: `/feeds/search.atom?${param}=${inUrl(v)}`, init: {} })),
  );
  return [...named, ...searched];
}

function subscriptionCases(): Case[] {
  const filter = { type: 'project', origin: 'search', keyword: 'hostile' };
  const emails = STRINGS.map((email) => ({
    surface: 'subscriptions',
    path: ALERT_SIGNUP_PATH,
    init: jsonPost({ email, website: '', filter }),
  }));
  // The honeypot is filled: the filters are checked as for anyone, and nothing is stored.
  const filters = ALERT_FILTER_FIELDS.flatMap((field) =>
    STRINGS.map((value) => ({
      surface: 'subscriptions',
      path: ALERT_SIGNUP_PATH,
      init: jsonPost({ email: 'a@example.test', website: 'bot', filter: { ...filter, [field]: value } }),
    })),
  );
  const forms = ['locale', 'back', 'email', 'type', 'province'].flatMap((field) =>
    STRINGS.map((value) => ({
      surface: 'subscriptions',
      path: ALERT_SIGNUP_PATH,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          website: 'bot',
          type: 'project',
          email: 'a@example.test',
          [field]: value,
        })
          .toString()
          .replace('%EF%BF%BD', '%ED%A0%80'),
      },
    })),
  );
  return [...emails, ...filters, ...forms];
}

function ingestCases(key: string): Case[] {
  const auth = { authorization: `users API-Key ${key}`, 'content-type': 'application/x-ndjson' };
  const fields = ['sourceId', 'title_zh', 'province', 'industry', 'amountWan', 'publishedAt', 'withdrawn'];
  // One field a line: every line lacks the others and is rejected, so nothing is stored.
  const lines = (['projects', 'tenders'] as const).flatMap((kind) =>
    fields.flatMap((field) =>
      STRINGS.map((value) => ({
        surface: 'ingest',
        path: `/api/ingest/${kind}`,
        init: { method: 'POST', headers: auth, body: `${JSON.stringify({ [field]: value })}\n` },
      })),
    ),
  );
  const raw = ['{', '[]', 'null', '"x"', '{"a":1}}', '\u0000', '\ufeff{}', '{}\n{}\n{', '['.repeat(5_000)];
  const bodies = raw.map((body) => ({
    surface: 'ingest',
    path: '/api/ingest/projects',
    init: { method: 'POST', headers: auth, body },
  }));
  const kinds = STRINGS.map((kind) => ({
    surface: 'ingest',
    path: `/api/ingest/${inUrl(kind)}`,
    init: { method: 'POST', headers: auth, body: '{}\n' },
  }));
  return [...lines, ...bodies, ...kinds];
}

/** Values put in, beside or instead of a form's bound arguments (the page's locale, the form's state). */
const BOUND_VALUES: unknown[] = [
  0,
  -1,
  1e308,
  true,
  null,
  '',
  'zh',
  'en',
  'x'.repeat(500),
  [],
  ['en'],
  {},
  { status: 0 },
];

async function formPostCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const page of FORM_PAGES) {
    const action = await actionFields(page.path);
    const tampered = [
      ...action.flatMap(([name]) =>
        STRINGS.slice(0, 16).map((value) => replace(action, (n) => n === name, value)),
      ),
      ...BOUND_VALUES.flatMap((value) => [
        rebind(action, () => [value]),
        rebind(action, (locale) => [locale, value]),
        rebind(action, (_, state) => [value, state]),
        rebind(action, (locale, state) => [locale, state, value]),
        rebind(action, (locale, state) => [locale, value, state]),
      ]),
    ];
    for (const fields of tampered) {
      cases.push({
        surface: 'form posts',
        path: page.path,
        init: {
          method: 'POST',
          headers: { origin: SAME_ORIGIN },
          body: new URLSearchParams([...fields, ...Object.entries(FORMS[page.form]('x'))]).toString(),
        },
      });
    }
  }
  return cases.map((c) => ({
    ...c,
    init: { ...c.init, headers: { ...c.init.headers, 'content-type': 'application/x-www-form-urlencoded' } },
  }));
}

const STACK = /\bat [\w.<>]+ \(|node_modules|\.(js|ts|mjs):\d+:\d+|\bTypeError\b|\bReferenceError\b/;

describe('sweep', () => {
  it('answers over 1,000 distinct hostile inputs to ingest, alerts, record ids, feeds and forms without a 5xx', async () => {
    const all = [
      ...recordIdCases(),
      ...feedCases(),
      ...subscriptionCases(),
      ...ingestCases(await operatorApiKey()),
      ...(await formPostCases()),
    ];
    // Distinct requests only (a value can read the same in a URL as another, e.g. `.` encoded).
    const byRequest = new Map(
      all.map((c) => [`${c.init.method ?? 'GET'} ${c.path} ${String(c.init.body ?? '')}`, c]),
    );
    const cases = [...byRequest.values()];
    expect(cases.length).toBeGreaterThanOrEqual(1_000);
    for (const surface of ['ingest', 'subscriptions', 'record ids', 'feeds', 'form posts'])
      expect(cases.filter((c) => c.surface === surface).length, surface).toBeGreaterThanOrEqual(80);

    const failures: string[] = [];
    await eachInPool(cases, 6, async ({ surface, path: target, init }) => {
      const answer = await send(target, init);
      const label = `${surface}: ${init.method ?? 'GET'} ${target.slice(0, 120)} ${String(init.body ?? '').slice(0, 80)}`;
      if (answer.status >= 500 || STACK.test(answer.text)) failures.push(`${label} → ${answer.status}`);
      if (surface === 'ingest' && answer.status === 200) {
        const summary = JSON.parse(answer.text) as { inserted: number; updated: number };
        if (summary.inserted || summary.updated) failures.push(`${label} stored a record`);
      }
    });
    expect(failures).toEqual([]);
  }, 180_000);
});
