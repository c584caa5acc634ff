import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { NON_PHONE_AGENTS, PHONE_AGENTS } from '../../scripts/lib/user-agents.mjs';
import { HOSTED, OUTSIDE, OWN } from './mobile-configs';
import { toPhoneView } from '@/proxy/phone';
import { readProxyRequest } from '@/proxy/request';
import { isPhone } from '@/routing/phone';

/** The phone redirect (docs/mobile-site.md, 'Phones'): who is a phone, and where the step sends it. */
const PHONE = PHONE_AGENTS['Pixel 7'];

async function answer(url: string, headers: Record<string, string> = {}, config = OWN, method = 'GET') {
  const request = new NextRequest(new URL(url, 'https://www.example.com'), { headers, method });
  const response = await toPhoneView(readProxyRequest(request, config));
  return response && { status: response.status, location: response.headers.get('location'), response };
}

describe('isPhone', () => {
  it.each(Object.entries(PHONE_AGENTS))('%s is a phone', (_, ua) => expect(isPhone(ua)).toBe(true));
  it.each(Object.entries(NON_PHONE_AGENTS))('%s is not', (_, ua) => expect(isPhone(ua)).toBe(false));
  it('no User-Agent is not a phone', () => {
    expect(isPhone(null)).toBe(false);
    expect(isPhone('')).toBe(false);
  });
});

describe('toPhoneView', () => {
  it('sends a phone to the mobile view in one 307, path and query kept, never stored by a shared cache', async () => {
    const a = await answer('/en/industry/index2?industry=huanbao&page=2', { 'user-agent': PHONE });
    expect(a).toMatchObject({
      status: 307,
      location: 'https://www.example.com/m/en/industry/index2?industry=huanbao&page=2',
    });
    expect(a?.response.headers.get('cache-control')).toBe('private, no-store');
    expect(a?.response.headers.get('vary')).toBeNull();
    expect((await answer('/inviteBussInfo/detail?id=T1', { 'user-agent': PHONE }))?.location).toBe(
      'https://www.example.com/m/inviteBussInfo/detail?id=T1',
    );
  });

  it("sends Baiduspider's mobile User-Agent too", async () => {
    const ua = PHONE_AGENTS['Baiduspider (mobile)'];
    expect((await answer('/industry/detail?id=P1', { 'user-agent': ua }))?.location).toBe(
      'https://www.example.com/m/industry/detail?id=P1',
    );
  });

  it('sends `/` straight to the mobile home in the visitor language', async () => {
    expect((await answer('/', { 'user-agent': PHONE, 'accept-language': 'zh-CN' }))?.location).toBe(
      'https://www.example.com/m',
    );
    expect((await answer('/?from=wx', { 'user-agent': PHONE, 'accept-language': 'en-US' }))?.location).toBe(
      'https://www.example.com/m/en?from=wx',
    );
    expect((await answer('/en', { 'user-agent': PHONE }))?.location).toBe('https://www.example.com/m/en');
  });

  it('leaves tablets, desktops, mobile pages, form posts and 404 paths alone', async () => {
    for (const ua of Object.values(NON_PHONE_AGENTS))
      expect(await answer('/en/aboutUs', { 'user-agent': ua }), ua).toBeUndefined();
    expect(await answer('/en/aboutUs')).toBeUndefined();
    expect(await answer('/m/en/aboutUs', { 'user-agent': PHONE })).toBeUndefined();
    expect(await answer('/en/ideaBack', { 'user-agent': PHONE }, OWN, 'POST')).toBeUndefined();
    expect(await answer('/en/no-such-page', { 'user-agent': PHONE })).toBeUndefined();
  });

  it("lets the 'Desktop version' cookie win", async () => {
    expect(await answer('/en/aboutUs', { 'user-agent': PHONE, cookie: 'zxw_view=pc' })).toBeUndefined();
  });

  it('sends phones to the mobile host when there is one, and nowhere for an outside site', async () => {
    expect((await answer('/en/law?x=1', { 'user-agent': PHONE }, HOSTED))?.location).toBe(
      'https://m.example.com/en/law?x=1',
    );
    const onMobileHost = { 'user-agent': PHONE, host: 'm.example.com' };
    expect(await answer('https://m.example.com/en/law', onMobileHost, HOSTED)).toBeUndefined();
    expect(await answer('/en/law', { 'user-agent': PHONE }, OUTSIDE)).toBeUndefined();
  });
});
