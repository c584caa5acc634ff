import type { CollectionConfig, PayloadRequest, Where } from 'payload';
import { type RecordKind, keywordPath, recordDetailPath } from '@/catalog/routes';
import { getConfig } from '@/config/env';
import { localizedPath, routing } from '@/i18n/routing';
import { isOperator, nobody } from '@/collections/access';
import { label } from '@/collections/fields';

/** The engines URLs are pushed to on publish (docs/seo.md, 'Push on publish'). */
export const PUSH_ENGINES = ['baidu', 'indexnow'] as const;
export type PushEngine = (typeof PUSH_ENGINES)[number];

/** A record whose pages an import, an admin save or a withdrawal created, changed or removed. */
export interface PushedRecord {
  kind: RecordKind;
  sourceId: string;
}

/** The pages of these records in every locale, as absolute URLs on `origin` (no trailing slash). */
export function recordPageUrls(origin: string, records: readonly PushedRecord[]): string[] {
  return records.flatMap(({ kind, sourceId }) =>
    routing.locales.map((locale) => `${origin}${localizedPath(locale, recordDetailPath(kind, sourceId))}`),
  );
}

/** The engines with a token in this configuration: URLs are queued for these only. */
export function configuredEngines(): PushEngine[] {
  const config = getConfig();
  return PUSH_ENGINES.filter((engine) =>
    engine === 'baidu' ? config.BAIDU_PUSH_TOKEN : config.INDEXNOW_KEY,
  );
}

/**
 * An operator's save, delete or withdrawal: the records' pages join the queue (a handful of rows,
 * through the Local API, in the save's transaction) and a `searchPush` job is queued. Whichever
 * instance runs the job, or the next scheduled run, sends them.
 */
export async function queueRecordPages(req: PayloadRequest, records: readonly PushedRecord[]): Promise<void> {
  await queuePages(req, (origin) => recordPageUrls(origin, records));
}

/** A keyword's landing page in every locale, as absolute URLs on `origin`. */
export function keywordPageUrls(origin: string, slugs: readonly string[]): string[] {
  return keywordLandingUrls(
    origin,
    slugs.map((slug) => ({ slug })),
  );
}

/** Keyword landing pages (whole, or of a province) in every locale, once each, as absolute URLs on `origin`. */
export function keywordLandingUrls(
  origin: string,
  pages: readonly { slug: string; province?: string }[],
): string[] {
  const paths = new Set(pages.map(({ slug, province }) => keywordPath(slug, province)));
  return [...paths].flatMap((path) =>
    routing.locales.map((locale) => `${origin}${localizedPath(locale, path)}`),
  );
}

/** An operator's save or delete of a keyword: its landing pages join the queue, like a record's. */
export async function queueKeywordPages(req: PayloadRequest, slugs: readonly string[]): Promise<void> {
  await queuePages(req, (origin) => keywordPageUrls(origin, slugs));
}

/** Pages (absolute URLs on SITE_ORIGIN) join the queue of every configured engine; nothing without a token. */
async function queuePages(req: PayloadRequest, urlsOn: (origin: string) => string[]): Promise<void> {
  const engines = configuredEngines();
  const urls = urlsOn(getConfig().SITE_ORIGIN.replace(/\/+$/, ''));
  if (!engines.length || !urls.length) return;
  const queuedAt = new Date().toISOString();
  for (const engine of engines) {
    for (const url of urls) {
      const where: Where = { engine: { equals: engine }, url: { equals: url } };
      await req.payload.delete({ collection: 'search-push-queue', where, req });
      await req.payload.create({ collection: 'search-push-queue', data: { engine, url, queuedAt }, req });
    }
  }
  await req.payload.jobs.queue({ task: 'searchPush', input: {}, req });
}

const engineOptions = [
  { value: 'baidu', label: label('百度普通收录', 'Baidu URL submission') },
  { value: 'indexnow', label: 'IndexNow' },
];

/**
 * URLs waiting to be pushed, one row per engine and URL: an import, an ingest, an admin save or a
 * withdrawal adds them (src/server/push), the `searchPush` job sends and deletes them, newest
 * first. Written with raw SQL only; the admin sees the totals on the imports list.
 */
export const SearchPushQueue: CollectionConfig = {
  slug: 'search-push-queue',
  labels: { singular: label('待推送网址', 'URL to push'), plural: label('待推送网址', 'URLs to push') },
  admin: { hidden: true },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['engine', 'url'], unique: true }, { fields: ['engine', 'queuedAt'] }],
  fields: [
    { name: 'engine', type: 'select', required: true, options: engineOptions },
    { name: 'url', type: 'text', required: true },
    { name: 'queuedAt', type: 'date', required: true },
  ],
};

/**
 * One row per engine: today's pushes (China time), Baidu's remaining quota as its last answer
 * gave it, and the last error, for the operators' view on the imports list.
 */
export const SearchPushStatus: CollectionConfig = {
  slug: 'search-push-status',
  labels: { singular: label('推送状态', 'Push status'), plural: label('推送状态', 'Push status') },
  admin: { hidden: true },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'engine', type: 'select', required: true, unique: true, options: engineOptions },
    { name: 'day', type: 'text', required: true },
    { name: 'pushedToday', type: 'number', required: true, defaultValue: 0 },
    { name: 'remainToday', type: 'number' },
    { name: 'lastPushAt', type: 'date' },
    { name: 'lastError', type: 'text' },
    { name: 'lastErrorAt', type: 'date' },
  ],
};
