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
    expect(isWellFormedActionForm(form(BOUND))).toBe(true);
    expect(isWellFormedActionForm(form([['a', '1']]))).toBe(true);
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
      expect(isWellFormedActionForm(withField(name, value)), `${name}=${value}`).toBe(false);
    }
    expect(isWellFormedActionForm(form([['$ACTION_ID_7f3a9c', '']]))).toBe(false);
    expect(isWellFormedActionForm(form([...BOUND, ['$ACTION_ID_7f3a9c', '']]))).toBe(false);
    expect(isWellFormedActionForm(form([...BOUND, ['$ACTION_REF_2', '']]))).toBe(false);
    expect(isWellFormedActionForm(form([...BOUND, ['$ACTION_1:2', '[]']]))).toBe(false);
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
