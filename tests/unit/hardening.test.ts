import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMissingBuildAsset, isWellEncoded } from '@/front/request-guard';
import { headerSets, headerKind, HSTS, pagePolicy } from '@/front/security-headers';
import { installStamp, isInstalled } from '../../scripts/lib/ensure.mjs';
import { NON_PAGE_PATHS } from '@/catalog/api-paths';
import { PEER_ADDRESS_HEADER as PEER_HEADER } from '@/catalog/http-headers';
import { clientIp } from '@/http/request';
import { errorSummary, fieldNames } from '@/text/log-safe';
import { feedbackSchema } from '@/features/leads/schemas/feedback';

const request = (headers: Record<string, string>) => new Request('http://localhost/x', { headers });

describe('client address', () => {
  it('with 0 trusted hops is the peer, whatever X-Forwarded-For says', () => {
    const r = request({ [PEER_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' });
    expect(clientIp(r, 0)).toBe('203.0.113.9');
    expect(clientIp(request({}), 0)).toBe('unknown');
  });

  it('with N hops is the N-th X-Forwarded-For entry from the right', () => {
    const headers = { [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': 'spoofed, 198.51.100.7, 10.0.0.1' };
    expect(clientIp(request(headers), 1)).toBe('10.0.0.1');
    expect(clientIp(request(headers), 2)).toBe('198.51.100.7');
    expect(clientIp(request(headers), 3)).toBe('spoofed');
  });

  it('is the peer when there are fewer entries than trusted hops (the proxies were bypassed)', () => {
    const r = request({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.7' });
    expect(clientIp(r, 2)).toBe('10.0.0.2');
    expect(clientIp(request({ [PEER_HEADER]: '10.0.0.2' }), 1)).toBe('10.0.0.2');
  });
});

describe('security headers', () => {
  const env = { SITE_ORIGIN: 'https://www.example.com' };

  it('restricts pages to this origin, with no eval, plugins, base or foreign framing', () => {
    const csp = pagePolicy(env);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "script-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:/);
  });

  it('allows only the configured analytics origins for scripts and connections', () => {
    const csp = pagePolicy({
      ...env,
      BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef',
      UMAMI_WEBSITE_ID: 'site',
      UMAMI_SCRIPT_URL: 'https://stats.example.org/script.js',
    });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://hm.baidu.com https://stats.example.org",
    );
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://hm.baidu.com https://stats.example.org",
    );
  });

  it("allows WeChat's JS-SDK as a script only with an official account configured", () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    const on = pagePolicy({ ...env, WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'secret' });
    expect(directive(on, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://res.wx.qq.com");
    expect(directive(on, 'connect-src')).toBe("connect-src 'self'");
    expect(pagePolicy({ ...env, WECHAT_APP_ID: 'wx1234567890abcdef' })).not.toContain('wx.qq.com');
  });

  it('sends HSTS only for an https origin, and COOP and a Permissions-Policy always', () => {
    expect(headerSets(env).page['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    const plain = headerSets({ SITE_ORIGIN: 'http://localhost:3000' });
    expect(plain.page['Strict-Transport-Security']).toBeUndefined();
    expect(plain.admin['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(plain.api['Permissions-Policy']).toContain('camera=()');
    expect(plain.api['Content-Security-Policy']).toContain("default-src 'none'");
  });

  it('picks the admin, API or page policy by path', () => {
    expect(headerKind('/admin/collections/cases')).toBe('admin');
    expect(headerKind('/api/users/login')).toBe('api');
    expect(headerKind('/business-center-app-zxw-member/x')).toBe('api');
    expect(headerKind('/en/aboutUs')).toBe('page');
    expect(headerKind('/administrator')).toBe('page');
    expect(headerKind('/apis')).toBe('page');
    for (const p of NON_PAGE_PATHS.flatMap((p) => [p, `${p}/`, `${p}/x/y`]))
      expect(headerKind(p), p).not.toBe('page');
  });

  it("is nginx's HSTS value too (deploy/nginx/zxw-site.conf hides the app's copy and sets its own)", () => {
    const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/zxw-site.conf'), 'utf8');
    expect(/add_header Strict-Transport-Security "([^"]+)"/.exec(conf)?.[1]).toBe(HSTS);
  });
});

describe('hostile input', () => {
  it('refuses control characters in every text field with their own message', () => {
    const valid = {
      companyName: 'ACME',
      contactNumber: '13812345678',
      contacts: 'Li',
      email: 'li@example.com',
    };
    for (const [field, value] of [
      ['contacts', '\u0000'],
      ['companyName', 'AC\u0000ME'],
      ['problem', 'a\u0007b'],
      ['contactNumber', '1381234567\u0000'],
    ]) {
      const result = feedbackSchema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: 'controlCharacters' });
    }
    expect(feedbackSchema.safeParse({ ...valid, problem: 'line one\nline two\ttab' }).success).toBe(true);
  });

  it('finds invalid percent-encoding', () => {
    for (const bad of ['/%ff', '/en/%ff%fe', '/%', '/%c0%af', '/api/%e4%b8'])
      expect(isWellEncoded(bad)).toBe(false);
    for (const good of ['/', '/en/aboutUs', '/%E4%B8%AD', '/a%20b']) expect(isWellEncoded(good)).toBe(true);
  });

  it('finds build-asset paths that name no file of the build, and nothing outside its folder', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'zxw-build-'));
    const staticDir = path.join(build, 'static');
    try {
      fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
      fs.writeFileSync(path.join(staticDir, 'chunks', 'a1.js'), '');
      fs.writeFileSync(path.join(build, 'outside.js'), '');
      expect(isMissingBuildAsset('/_next/static/chunks/a1.js', staticDir)).toBe(false);
      for (const missing of [
        '/_next/static/chunks/b2.js',
        '/_next/static/chunks',
        '/_next/static/../outside.js',
        '/_next/static/%2e%2e/outside.js',
      ])
        expect(isMissingBuildAsset(missing, staticDir), missing).toBe(true);
      // Pages and other Next paths are Next's to answer.
      for (const other of ['/', '/en/aboutUs', '/_next/image', '/_next/data/x.json'])
        expect(isMissingBuildAsset(other, staticDir), other).toBe(false);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  });

  it('logs error classes and field names, never values', () => {
    const cause = Object.assign(new Error('invalid byte sequence; params: 13812345678,li@example.com'), {
      code: '22021',
    });
    const error = new Error('Failed query: insert ... params: 13812345678,li@example.com', { cause });
    const line = `${fieldNames({ contactNumber: '13812345678', email: 'li@example.com' })} ${errorSummary(error)}`;
    expect(line).toBe('contactNumber,email Error ← Error 22021');
  });
});

describe('install stamp', () => {
  it('counts only an install of this lock that included devDependencies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    const stamp = path.join(dir, '.install-stamp');
    fs.writeFileSync(stamp, installStamp());
    expect(isInstalled(stamp)).toBe(true);
    const { lock } = JSON.parse(installStamp()) as { lock: string };
    fs.writeFileSync(stamp, JSON.stringify({ lock, dev: false }));
    expect(isInstalled(stamp)).toBe(false);
    fs.writeFileSync(stamp, lock); // the former format, written whatever npm left out
    expect(isInstalled(stamp)).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
