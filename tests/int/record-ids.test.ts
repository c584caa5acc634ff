import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_DETAIL_PATHS, type RecordKind, recordDetailPath } from '@/catalog/routes';
import enErrors from '../../messages/en/errors.json';
import zhErrors from '../../messages/zh/errors.json';
import { BASE_URL, ingestRecords } from './helpers';

/**
 * A record id is data for its page's lookup, never a path: ids of dots, slashes and their
 * encodings answer the localized 404 page on every record route, in both locales, desktop and
 * mobile (URL normalisation once turned `?id=..` into the listing's page), and ids with dots
 * inside show their own record. Runs against the running server (`INT_BASE_URL`).
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** The site's prefixes: locale, and the mobile site under `/m`. */
const PREFIXES = [
  { prefix: '', locale: 'zh', mobile: false },
  { prefix: '/en', locale: 'en', mobile: false },
  { prefix: '/m', locale: 'zh', mobile: true },
  { prefix: '/m/en', locale: 'en', mobile: true },
] as const;

const NOT_FOUND = { zh: zhErrors.notFound, en: enErrors.notFound };

/** `?id=` values as a client sends them, unencoded or encoded once or twice. */
const HOSTILE_IDS = [
  '.',
  '..',
  '...',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2E',
  '%2e.',
  'a/../b',
  'a%2F..%2Fb',
  '..%2F',
  '../',
  '../..',
  '..%2f..%2findustry',
  '%2e%2e%2f',
  '%252e%252e',
  '..%5C',
  '..\\',
  './a',
  '.%00',
  '..;',
  '..%3B',
  '..#x',
  '%2e%2e?',
];

async function page(path: string) {
  const response = await fetch(BASE_URL + path, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** The page's own headings: a 404 page has one, the 404 message's. */
const headings = (html: string) => [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map(([, text]) => text);

describe('record ids that are not ids', () => {
  for (const { prefix, locale, mobile } of PREFIXES) {
    it.each(Object.values(RECORD_DETAIL_PATHS))(
      `answer the localized 404 page at ${prefix}%s`,
      async (route) => {
        for (const id of HOSTILE_IDS) {
          const path = `${prefix}${route}?id=${id}`;
          const { status, html } = await page(path);
          expect(status, path).toBe(404);
          expect(headings(html), path).toEqual([NOT_FOUND[locale]]);
          expect(html, path).toMatch(new RegExp(`<html[^>]* lang="${locale}`));
          expect(html.includes('data-device="mobile"'), path).toBe(mobile);
        }
      },
    );
  }
});

describe('record ids with dots', () => {
  const ids = [`a.b.${run}`, `..${run}`, `${run}..`, `.${run}.`];
  /** A row of either kind: what both need, then the kind's own codes. */
  const row = (sourceId: string, what: { zh: string; en: string }, codes: Record<string, string>) => ({
    sourceId,
    title_zh: `点号编号${what.zh}${sourceId}`,
    title_en: `Dotted id ${what.en} ${sourceId}`,
    province: '湖南省',
    industry: '市政',
    amountWan: '800',
    publishedAt: '2025-06-01',
    owner_zh: '长沙市公共资源交易中心',
    ...codes,
  });
  const tender = (sourceId: string) => row(sourceId, { zh: '招标', en: 'tender' }, { noticeCode: '154' });
  const project = (sourceId: string) =>
    row(sourceId, { zh: '项目', en: 'project' }, { categoryCode: '146', stage: 'construction' });
  const rows: Record<RecordKind, (id: string) => Record<string, string>> = {
    projects: project,
    tenders: tender,
  };

  afterAll(async () => {
    for (const kind of ['projects', 'tenders'] as const)
      await ingestRecords(
        kind,
        ids.map((sourceId) => ({ sourceId, withdrawn: '1' })),
      );
  });

  it.each<RecordKind>(['projects', 'tenders'])(
    'show their own %s page, in both locales and on mobile',
    async (kind) => {
      expect(await ingestRecords(kind, ids.map(rows[kind]))).toMatchObject({
        inserted: ids.length,
        rejected: 0,
      });
      for (const id of ids) {
        for (const { prefix, locale, mobile } of PREFIXES) {
          const path = `${prefix}${recordDetailPath(kind, id)}`;
          const { status, html } = await page(path);
          expect(status, path).toBe(200);
          const title = locale === 'zh' ? rows[kind](id).title_zh : rows[kind](id).title_en;
          expect(headings(html).join(' '), path).toContain(title);
          expect(html.includes('data-device="mobile"'), path).toBe(mobile);
        }
      }
    },
  );

  it('are refused by the import when they are dots alone, each with its line', async () => {
    const answer = await ingestRecords('tenders', [
      tender(`ok.${run}`),
      tender('..'),
      tender('.'),
      { sourceId: '...', withdrawn: '1' },
    ]);
    expect(answer).toMatchObject({ inserted: 1, rejected: 3 });
    expect(answer.rejections).toEqual(
      [2, 3, 4].map((line) => expect.objectContaining({ line, field: 'sourceId', reason: 'badSourceId' })),
    );
    await ingestRecords('tenders', [{ sourceId: `ok.${run}`, withdrawn: '1' }]);
  });
});
