import { describe, expect, it } from 'vitest';
import { NON_PHONE_AGENTS, PHONE_AGENTS } from '../../scripts/lib/user-agents.mjs';
import { BASE_URL } from './helpers';

/**
 * Phones get the mobile page in the first answer from `next start` (docs/mobile-site.md,
 * 'Phones'); nginx's copy of the rule is checked by `npm run test:scale`.
 */
const PHONE = PHONE_AGENTS.iPhone;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(BASE_URL + path, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const target = (location: string | null) => {
  const url = new URL(location ?? '', BASE_URL);
  return url.pathname + url.search;
};

describe('a phone on a desktop URL', () => {
  it('is sent to the mobile view in one hop, path and query kept, and lands on it', async () => {
    const first = await get('/en/industry/index2?industry=huanbao&page=2', { 'user-agent': PHONE });
    expect(first.status).toBe(307);
    expect(target(first.headers.get('location'))).toBe('/m/en/industry/index2?industry=huanbao&page=2');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('vary') ?? '').not.toMatch(/user-agent/i);
    const landed = await get(target(first.headers.get('location')), { 'user-agent': PHONE });
    expect(landed.status).toBe(200);
    expect(landed.html).toContain('data-device="mobile"');
  });

  it("is Baiduspider's mobile User-Agent too", async () => {
    const ua = PHONE_AGENTS['Baiduspider (mobile)'];
    const res = await get('/industry/detail?id=demo-p-1', { 'user-agent': ua });
    expect(res.status).toBe(307);
    expect(target(res.headers.get('location'))).toBe('/m/industry/detail?id=demo-p-1');
  });

  it("stays when it chose 'Desktop version', and tablets and desktops are never sent", async () => {
    const path = '/en/aboutUs?index=2';
    const desktop = await get(path, { 'user-agent': NON_PHONE_AGENTS['desktop Chrome'] });
    expect(desktop.status).toBe(200);
    // One cached copy of the page serves them all: the same HTML, from Next's cache.
    for (const headers of <Record<string, string>[]>[
      { 'user-agent': NON_PHONE_AGENTS['iPad Chrome'] },
      { 'user-agent': NON_PHONE_AGENTS['Android tablet'] },
      { 'user-agent': PHONE, cookie: 'zxw_view=pc' },
    ]) {
      const res = await get(path, headers);
      expect(res.status, headers['user-agent']).toBe(200);
      expect(res.headers.get('x-nextjs-cache'), headers['user-agent']).toBe('HIT');
      expect(res.html, headers['user-agent']).toBe(desktop.html);
      expect(res.headers.get('vary') ?? '').not.toMatch(/user-agent/i);
    }
  });
});
