import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { headerSets } from '@/front/security-headers';
import { BASE_URL, adminToken, call } from './helpers';

/**
 * The security headers the live server sends (src/front/server.ts with src/front/security-headers.ts,
 * plus next.config.ts): on public pages, error pages, the backend API, Payload's REST API and the
 * admin, and on answers the HTTP front refuses before Next sees them. The test server runs with the
 * default configuration (no analytics ids) on a plain-http SITE_ORIGIN, so no HSTS.
 */
const EXPECTED = headerSets({ SITE_ORIGIN: BASE_URL });
/** Set by next.config.ts on every answer Next makes. */
const NEXT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

type Kind = keyof typeof EXPECTED;

function expectHeaders(headers: Headers, kind: Kind, what: string, fromNext = true) {
  for (const [name, value] of Object.entries(EXPECTED[kind])) {
    expect(headers.get(name), `${what}: ${name}`).toBe(value);
  }
  if (fromNext) {
    for (const [name, value] of Object.entries(NEXT_HEADERS)) {
      expect(headers.get(name), `${what}: ${name}`).toBe(value);
    }
  }
  expect(headers.get('strict-transport-security'), `${what}: no HSTS on http`).toBeNull();
}

const get = (path: string, init: RequestInit = {}) => fetch(BASE_URL + path, { redirect: 'manual', ...init });

describe('security headers, live', () => {
  it('lock the policies down as documented (not only as the module computes them)', () => {
    const page = EXPECTED.page['Content-Security-Policy'];
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "frame-src 'none'",
    ])
      expect(page).toContain(directive);
    expect(page).not.toContain('unsafe-eval');
    expect(EXPECTED.api['Content-Security-Policy']).toMatch(/^default-src 'none';/);
    expect(EXPECTED.admin['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(EXPECTED.page['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(EXPECTED.page['Permissions-Policy']).toContain('camera=()');
  });

  it('on public pages in both locales, the search page and a 404 page', async () => {
    for (const path of ['/', '/aboutUs?index=2', '/en/aboutUs', '/search?keyword=医院', '/no-such-page']) {
      const res = await get(path);
      expect([200, 404], path).toContain(res.status);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectHeaders(res.headers, 'page', path);
    }
  });

  it('on the backend API, its errors included', async () => {
    const ok = await call(API_PATHS.selectSampleTypes, { body: {} });
    expect(ok.status).toBe(200);
    expectHeaders(ok.headers, 'api', 'API 200');
    const invalid = await call(API_PATHS.recommendProjects, { body: { industry: 'atlantis' } });
    expect(invalid.status).toBe(400);
    expectHeaders(invalid.headers, 'api', 'API 400');
    const wrongMethod = await get(API_PATHS.recommendProjects);
    expect(wrongMethod.status).toBe(405);
    expectHeaders(wrongMethod.headers, 'api', 'API 405');
  });

  it("on Payload's REST API and the admin", async () => {
    const me = await get('/api/users/me', { headers: { authorization: `JWT ${await adminToken()}` } });
    expect(me.status).toBe(200);
    expectHeaders(me.headers, 'api', '/api/users/me');
    for (const path of ['/admin', '/admin/login']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectHeaders(res.headers, 'admin', path);
    }
  });

  it('on answers the HTTP front refuses before Next sees them', async () => {
    // Invalid percent-encoding: refused with 400 by src/front/request-guard.ts.
    const bad = await get('/aboutUs%E0%A4%A');
    expect(bad.status).toBe(400);
    expectHeaders(bad.headers, 'page', 'refused page path', false);
    const badApi = await get(`${API_PATHS.recommendProjects}%ZZ`, { method: 'POST' });
    expect(badApi.status).toBe(400);
    expectHeaders(badApi.headers, 'api', 'refused API path', false);
  });
});
