import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { ROUTES } from '@/catalog/routes';
import { visitPath } from '../route-paths';
import { BASE_URL, call, routeIds } from './helpers';

/**
 * The W3C Nu HTML checker (the `vnu-jar` package, on the machine's Java) finds no error on any
 * route of the route table, in both locales, nor on a search result page and the 404 page.
 */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

async function reviewId(): Promise<number> {
  const answer = await call<{ list: { id: number }[] }>(API_PATHS.selectCustomerReviews, { body: {} });
  const [first] = answer.body.data.list;
  expect(first, 'no testimonial to open').toBeTruthy();
  return first.id;
}

describe('markup', () => {
  it('has no Nu checker error on any route, in both locales', async () => {
    const ids = { ...(await routeIds()), reviewId: await reviewId() };
    const paths = [
      ...new Set(ROUTES.map((r) => visitPath(r, ids))),
      '/aboutUs?index=2',
      '/industry/index2?industry=huanbao&category=vip&page=2',
      '/search?keyword=%E5%B7%A5%E7%A8%8B',
      '/no-such-page',
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const files = new Map<string, string>();
    try {
      for (const locale of ['', '/en']) {
        for (const p of paths) {
          const url = `${locale}${p === '/' && locale ? '' : p}`;
          const response = await fetch(BASE_URL + url);
          expect([200, 404], url).toContain(response.status);
          const file = path.join(dir, `${files.size}.html`);
          fs.writeFileSync(file, await response.text());
          files.set(`file:${file}`, url);
        }
      }
      expect(files.size).toBeGreaterThan(40);
      // One Java start for every page; messages come as JSON on stdout.
      const out = execFileSync(
        'java',
        [
          '-jar',
          vnuJar,
          '--errors-only',
          '--format',
          'json',
          '--stdout',
          '--exit-zero-always',
          ...files.keys(),
        ].map((a) => a.replace(/^file:/, '')),
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(out) as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type === 'error' || m.type === 'non-document-error')
        .map((m) => `${files.get(m.url) ?? m.url}: ${m.message} [${(m.extract ?? '').slice(0, 80)}]`);
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
