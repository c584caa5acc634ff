/**
 * What an import or ingest batch changed reaches everything that shows or announces it: the
 * keyword figures it moves, the search engines' push queue, and the cached pages (docs/import.md).
 */
import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { taskWaiting } from '@/collections/jobs';
import { getConfig } from '@/config/env';
import { type KeywordPage, keywordPagesOf } from '@/features/keywords';
import { queueKeywordFigures } from '@/features/keywords';
import { keywordLandingUrls, recordPageUrls } from '@/features/search-push';
import { enqueueUrls } from '@/features/search-push';
import { enabledEngines, pushSettings } from '@/features/search-push';
import { CACHE_TAGS, type CacheTag, orgTag, recordTag } from '@/routing/cache-tags';
import { expireTagsAnywhere, serverOrigin } from '@/server/cache-expiry';
import { rawSql } from '@/server/db';

/**
 * The caches an import batch that changed rows expires: listings, totals, statistics, and the
 * own page of each changed record, and the pages of the organisations, procurements and projects
 * it touched (never every record page at once).
 */
const IMPORT_TAGS: CacheTag[] = [CACHE_TAGS.teaserTotals, CACHE_TAGS.marketStats];

/**
 * What an import or ingest batch published (inserted, updated or withdrawn records): the keywords
 * they match are marked stale for the `keywordFigures` job (docs/seo.md, 'Keyword pages'); with a push token,
 * their pages and those keywords' landing pages (whole and their province's) join the push queue,
 * and a `searchPush` job is queued. The queue holds a URL once, so a run of many batches queues
 * each keyword page once. Never fails the import: the next scheduled run picks up whatever was
 * queued, and the daily figures run recomputes every keyword.
 */
async function publishRecords(
  payload: Payload,
  kind: RecordKind,
  sourceIds: readonly string[],
): Promise<void> {
  if (!sourceIds.length) return;
  const db = rawSql(payload);
  let keywordPages: KeywordPage[] = [];
  try {
    keywordPages = await keywordPagesOf(db, kind, sourceIds);
    await queueKeywordFigures(
      payload,
      db,
      keywordPages.map((p) => p.slug),
    );
  } catch (error) {
    payload.logger.warn(
      `Keyword figures: could not mark stale after ${sourceIds.length} records (${String(error)})`,
    );
  }
  const settings = pushSettings(getConfig());
  if (!enabledEngines(settings).length) return;
  const records = sourceIds.map((sourceId) => ({ kind, sourceId }));
  try {
    await enqueueUrls(db, settings, [
      ...recordPageUrls(settings.origin, records),
      ...keywordLandingUrls(settings.origin, keywordPages),
    ]);
    if (!(await taskWaiting(payload, 'searchPush')))
      await payload.jobs.queue({ task: 'searchPush', input: {} });
  } catch (error) {
    payload.logger.warn(`Search push: could not queue ${records.length} records (${String(error)})`);
  }
}

let warned = false;

/**
 * Publishes a batch of changed records: marks the keyword figures they move stale, queues their
 * pages for the search engines, and expires the caches showing `kind` once. Inside a Next request
 * that is revalidateTag; elsewhere (the CLI, a background job) the server is asked to do it over
 * HTTP with a request signed by the shared secret, and with Redis its answer reaches every
 * instance. No server running: nothing is cached, nothing to do.
 */
export async function publishImportedRecords(
  payload: Payload,
  kind: RecordKind,
  changed: string[],
  related: { orgs: string[]; tenders: string[]; projects: string[] } = {
    orgs: [],
    tenders: [],
    projects: [],
  },
): Promise<void> {
  if (!changed.length) return;
  // Search engines learn of the changed pages (docs/seo.md, 'Push on publish').
  await publishRecords(payload, kind, changed);
  const tags: CacheTag[] = [
    ...new Set<CacheTag>([
      ...IMPORT_TAGS,
      ...changed.map((sourceId) => recordTag(kind, sourceId)),
      ...related.tenders.map((sourceId) => recordTag('tenders', sourceId)),
      ...related.projects.map((sourceId) => recordTag('projects', sourceId)),
      ...related.orgs.map(orgTag),
    ]),
  ];
  if (!(await expireTagsAnywhere(payload, tags)) && !warned) {
    warned = true;
    payload.logger.warn(
      `Imported ${kind}: no running server at ${serverOrigin()} expired its caches; pages show the import within 5 minutes.`,
    );
  }
}
