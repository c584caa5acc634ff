/**
 * Bulk load of generated projects and tenders (not one Local API call per row, ~7k rows/s):
 * SQLite gets multi-row INSERTs inside write transactions; PostgreSQL gets one INSERT … SELECT
 * FROM unnest(arrays) per batch, a single round trip for thousands of rows. Each row holds its
 * texts in both languages (`title`, `title_en`, …) and the keyword tokens of both titles (`search_text`); SQLite's
 * triggers copy them into the FTS5 table and PostgreSQL's GIN index is rebuilt with the others
 * after a large load.
 *
 * The loaders write through the driver itself, with their statements' text built once per batch
 * size in the driver's own placeholders (nothing rewritten): a Drizzle `sql` template would build
 * the text of every 10,000-parameter statement again (bulk-writers.ts). Everything else goes through
 * `server/db.ts`. The rows: bulk-rows.ts; indexes off and on: bulk-indexes.ts and
 * src/server/deferred-indexes.ts; figures: bulk-figures.ts.
 */
import type { RecordKind } from '@/catalog/routes';
import type { Payload } from 'payload';
import { databaseDriver, drizzleOf, rawSql } from '@/server/db';
import { withDeferredIndexes } from '@/server/deferred-indexes';
import { OrgLookup, ahead, chunksOf } from './bulk-rows';
import { PG_ROWS_PER_STATEMENT, SQLITE_ROWS_PER_TRANSACTION, loadPostgres, loadSqlite } from './bulk-writers';
import { REINDEX_THRESHOLD, refreshStatistics, withoutSearchTrigger } from './bulk-indexes';

/** A seed's rows are new and generated: every index of its tables goes during the load. */
const dropAll = () => false;

interface BulkLoadOptions {
  count: number;
  /** Index of the first generated record, so repeated loads append new rows. */
  startIndex?: number;
  seed?: number;
  /** The generator's dating window (src/seed/generator/types.ts); its default, a year, unless given. */
  spanDays?: number;
  onProgress?: (loaded: number) => void;
}

/**
 * Appends `count` generated rows to `projects` or `tenders` with their organisations, candidates
 * and stages; returns rows per second. The organisations' figures are the caller's to rebuild
 * once every kind is loaded (`rebuildOrganisationFigures`).
 */
export async function bulkLoad(
  payload: Payload,
  kind: RecordKind,
  options: BulkLoadOptions,
): Promise<number> {
  const started = performance.now();
  let loaded = 0;
  const progress = (n: number) => {
    loaded += n;
    options.onProgress?.(loaded);
  };
  const driver = databaseDriver(payload);
  const db = rawSql(payload);
  const chunks = chunksOf(kind, {
    count: options.count,
    startIndex: options.startIndex ?? 0,
    seed: options.seed,
    spanDays: options.spanDays,
    size: driver.dialect === 'postgres' ? PG_ROWS_PER_STATEMENT : SQLITE_ROWS_PER_TRANSACTION,
    orgs: new OrgLookup(payload, new Date().toISOString()),
  });
  const load = () =>
    driver.dialect === 'postgres'
      ? loadPostgres(driver.pool, kind, ahead(chunks), progress)
      : withoutSearchTrigger(driver.client, kind, () => loadSqlite(driver.client, kind, chunks, progress));
  const large = options.count >= REINDEX_THRESHOLD;
  // The candidates' and stages' own indexes too: their org and stage keys come in no order.
  const side = kind === 'tenders' ? 'tender_candidates' : 'project_stages';
  if (large) await withDeferredIndexes(drizzleOf(payload), [kind, side], dropAll, load);
  else await load();
  await refreshStatistics(db, kind);
  // Without fresh statistics PostgreSQL read an organisation's candidacies by walking every
  // tender newest first (seconds) instead of from the candidates' index.
  await refreshStatistics(db, kind === 'tenders' ? 'tender_candidates' : 'project_stages');
  const seconds = (performance.now() - started) / 1000;
  return loaded / Math.max(seconds, 1e-3);
}

/** Number of rows already in a listing table (the next generator index to append from). */
export async function countRows(payload: Payload, kind: RecordKind): Promise<number> {
  const { totalDocs } = await payload.count({ collection: kind, overrideAccess: true });
  return totalDocs;
}
