/**
 * The pages a publish changes, as absolute URLs in every locale, and the operators' saves that
 * queue them (docs/seo.md, 'Push on publish').
 */
import type { PayloadRequest } from 'payload';
import { type RecordKind, keywordPath, recordDetailPath } from '@/catalog/routes';
import { getConfig } from '@/config/env';
import { localizedPath, routing } from '@/i18n/routing';
import { requestSql } from '@/server/db';
import { enqueueUrls } from './queue';
import { pushSettings } from './settings';

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

/**
 * An operator's save, delete or withdrawal: the records' pages join the queue (in the save's
 * transaction) and a `searchPush` job is queued. Whichever instance runs the job, or the next
 * scheduled run, sends them.
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
  const settings = pushSettings(getConfig());
  const queued = await enqueueUrls(await requestSql(req), settings, urlsOn(settings.origin));
  if (queued) await req.payload.jobs.queue({ task: 'searchPush', input: {}, req });
}
