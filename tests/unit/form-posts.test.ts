import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { isWellFormedActionForm, refuseFormPost } from '@/http/form-posts';
import { claimOnce } from '@/server/single-use';

/** A no-JavaScript form of an action bound to its locale, as React renders it. */
const BOUND: [string, string][] = [
  ['$ACTION_REF_1', ''],
  ['$ACTION_1:0', '{"id":"7f3a9c","bound":"$@1"}'],
  // The state after a refused post, as the page renders it again (React writes undefined as `$undefined`).
  ['$ACTION_1:1', '["en",{"status":400,"intent":"$undefined","errors":{},"values":{"price":"$$5"}}]'],
  ['$ACTION_KEY', 'k1234'],
  ['companyName', 'x'],
];

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
const withField = (name: string, value: string) =>
  form(BOUND.map(([n, v]): [string, string] => [n, n === name ? value : v]));

describe('form posts to pages', () => {
  it("take the site's bound action forms and forms without an action", () => {
    expect(isWellFormedActionForm(form(BOUND), 'en')).toBe(true);
    expect(isWellFormedActionForm(form([['a', '1']]), 'en')).toBe(true);
  });

  it('refuse tampered action fields', () => {
    for (const [name, value] of [
      ['$ACTION_1:1', '["en",{'],
      ['$ACTION_1:1', 'null'],
      ['$ACTION_1:1', '["$@2"]'],
      ['$ACTION_1:1', '["en",{"values":"$@2"}]'],
      ['$ACTION_1:1', '"en"'],
      ['$ACTION_1:1', '["en",{"form":"$K1"}]'],
      ['$ACTION_1:1', '["en",{"later":"$Q2"}]'],
      ['$ACTION_1:0', '{"id":"7f3a9c","bound":"$@9"}'],
      ['$ACTION_1:0', '{"id":"7f3a9c","bound":"$@0"}'],
      ['$ACTION_1:0', '{"id":"7f3a9c","bound":null}'],
      ['$ACTION_1:0', '{"id":"../x","bound":"$@1"}'],
      ['$ACTION_1:0', 'null'],
      ['$ACTION_1:0', '{'],
    ] as const) {
      expect(isWellFormedActionForm(withField(name, value), 'en'), `${name}=${value}`).toBe(false);
    }
    expect(isWellFormedActionForm(form([['$ACTION_ID_7f3a9c', '']]), 'en')).toBe(false);
    expect(isWellFormedActionForm(form([...BOUND, ['$ACTION_ID_7f3a9c', '']]), 'en')).toBe(false);
    expect(isWellFormedActionForm(form([...BOUND, ['$ACTION_REF_2', '']]), 'en')).toBe(false);
    expect(isWellFormedActionForm(form([...BOUND, ['$ACTION_1:2', '[]']]), 'en')).toBe(false);
  });

  it("refuse bound arguments other than the page's locale and the form's state", () => {
    const zh = withField('$ACTION_1:1', '["zh",{"status":0,"errors":{},"values":{}}]');
    expect(isWellFormedActionForm(zh, 'zh')).toBe(true);
    expect(isWellFormedActionForm(zh, 'en'), 'bound to the other locale').toBe(false);
    for (const bound of [
      '["en",{},{},{}]',
      '["en",{},{}]',
      '["en",{},"x"]',
      '["en"]',
      '[]',
      '[{}]',
      '[5,{}]',
      '[{},{}]',
      '[null,{}]',
      '[["en"],{}]',
      '["fr",{}]',
      '["EN",{}]',
      '["en",5]',
      '["en","x"]',
      '["en",null]',
      '["en",[]]',
      '{"0":"en","1":{}}',
      '"en"',
      '5',
      'not json',
      '',
    ]) {
      expect(isWellFormedActionForm(withField('$ACTION_1:1', bound), 'en'), bound).toBe(false);
    }
  });

  const post = (headers: Record<string, string>, body: BodyInit = new URLSearchParams({ a: '1' })) =>
    new NextRequest('http://shop.example/en/ideaBack', {
      method: 'POST',
      headers: { host: 'shop.example', ...headers },
      body,
    });

  it('answer 403 from another origin, as Next reads the host, and let the same origin through', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (await refuseFormPost(post({ ...form, origin: 'https://evil.example' }), 'en', '/en'))?.status,
    ).toBe(403);
    expect((await refuseFormPost(post({ ...form, origin: 'null' }), 'en', '/en'))?.status).toBe(403);
    expect(
      await refuseFormPost(post({ ...form, origin: 'http://shop.example' }), 'en', '/en'),
    ).toBeUndefined();
    expect(await refuseFormPost(post(form), 'en', '/en')).toBeUndefined();
    const proxied = { ...form, origin: 'https://www.example.cn', 'x-forwarded-host': 'www.example.cn' };
    expect(await refuseFormPost(post(proxied), 'en', '/en')).toBeUndefined();
  });

  it("answer 400 in the page's language to a form whose action has extra bound arguments", async () => {
    const fields = BOUND.map(([n, v]): [string, string] => [n, n === '$ACTION_1:1' ? '["en",{},{},{}]' : v]);
    const answer = await refuseFormPost(post({ origin: 'http://shop.example' }, form(fields)), 'en', '/en');
    expect(answer?.status).toBe(400);
    expect(await answer?.text()).toContain('The form could not be read');
    const intact = await refuseFormPost(post({ origin: 'http://shop.example' }, form(BOUND)), 'en', '/en');
    expect(intact).toBeUndefined();
  });

  it('answer 400 to an action call with JavaScript, which the pages do not take', async () => {
    const answer = await refuseFormPost(
      post({ 'next-action': '7f3a9c', 'content-type': 'text/plain;charset=UTF-8' }, '[[[['),
      'zh',
      '/',
    );
    expect(answer?.status).toBe(400);
    expect(await answer?.text()).toContain('无法读取提交的表单');
  });
});

describe('single-use keys', () => {
  it('are claimed once until they expire', async () => {
    const key = crypto.randomUUID();
    expect(await claimOnce('test', key, Date.now() + 60_000)).toBe(true);
    expect(await claimOnce('test', key, Date.now() + 60_000)).toBe(false);
    expect(await claimOnce('other', key, Date.now() + 60_000)).toBe(true);
    const brief = crypto.randomUUID();
    expect(await claimOnce('test', brief, Date.now() + 20)).toBe(true);
    await new Promise((r) => setTimeout(r, 40));
    expect(await claimOnce('test', brief, Date.now() + 60_000)).toBe(true);
  });
});
