import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { taskWaiting } from '@/collections/jobs';
import { keywordLandingUrls, recordPageUrls } from '@/collections/SearchPush';
import { getConfig } from '@/config/env';
import { rawSql } from '../db';
import { queueKeywordFigures } from '../keywords/refresh';
import { type KeywordPage, keywordPagesOf } from './keyword-pages';
import { enqueueUrls, pushQueued } from './queue';
import { enabledEngines, pushSettings } from './settings';

/**
 * What an import or ingest batch published (inserted, updated or withdrawn records): the keywords
 * they match are marked stale for the `keywordFigures` job (docs/seo.md, 'Keyword pages'); with a push token,
 * their pages and those keywords' landing pages (whole and their province's) join the push queue,
 * and a `searchPush` job is queued. The queue holds a URL once, so a run of many batches queues
 * each keyword page once. Never fails the import: the next scheduled run picks up whatever was
 * queued, and the daily figures run recomputes every keyword.
 */
export async function publishRecords(
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

/** The `searchPush` job: send everything waiting (nothing without a token); URLs sent per engine. */
export async function runSearchPush(payload: Payload): Promise<Awaited<ReturnType<typeof pushQueued>>> {
  const settings = pushSettings(getConfig());
  return enabledEngines(settings).length ? pushQueued(rawSql(payload), settings) : {};
}
