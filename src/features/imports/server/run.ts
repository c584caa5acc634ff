/**
 * The one import pipeline behind the CLI (`npm run data:import`), the HTTP ingest
 * (`POST /api/ingest/<kind>`), the admin upload and the demo feed: parse (src/import), store in
 * batches (./store), expire the listing caches once per batch that changed something.
 */
import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { parseRecords, type Source } from '@/features/imports/file';
import type { ImportEncoding, ImportFormat, ImportedRecord, Rejection } from '@/features/imports/file/types';
import { databaseDriver, drizzleOf } from '@/server/db';
import { type BuiltIndex, withDeferredIndexes } from '@/server/deferred-indexes';
import { publishImportedRecords } from './publish';
import { type BatchOutcome, keptByImport, storeBatch } from './store';

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  rejected: number;
}

export interface ImportSummary extends ImportCounts {
  /** Every rejected line, in file order (at most MAX_KEPT_REJECTIONS; `rejected` counts all). */
  rejections: Rejection[];
}

export interface ImportProgress extends ImportCounts {
  /** Lines read so far (records and rejections). */
  rows: number;
}

export interface StoreOptions {
  kind: RecordKind;
  /** Classify and count, then roll every batch back. */
  dryRun?: boolean;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  now?: () => Date;
  /**
   * A large load into a database not yet serving visitors (docs/import.md, 'Loading a large
   * file'): the indexes only pages read are dropped during the load and built at its end.
   */
  bulk?: boolean;
  /** Each index a bulk load built at its end. */
  onIndexBuilt?: (index: BuiltIndex) => void;
}

export interface ImportOptions extends StoreOptions {
  format: ImportFormat;
  encoding?: ImportEncoding;
}

/**
 * Records per batch (one transaction each). PostgreSQL writes a batch by COPY and set-based
 * statements, whose cost is per batch more than per row: larger batches (docs/import.md).
 */
const DEFAULT_BATCH = { sqlite: 2_000, postgres: 20_000 };

/** The records per batch (transaction) the import takes by default on `payload`'s database. */
export const importBatchSize = (payload: Payload) => DEFAULT_BATCH[databaseDriver(payload).dialect];
/** A report of a million bad lines would not help anyone; the count stays exact. */
export const MAX_KEPT_REJECTIONS = 100_000;

const emptyCounts = (): ImportCounts => ({
  inserted: 0,
  updated: 0,
  unchanged: 0,
  withdrawn: 0,
  rejected: 0,
});

function add(counts: ImportCounts, outcome: Omit<BatchOutcome, 'changed' | 'related'>) {
  counts.inserted += outcome.inserted;
  counts.updated += outcome.updated;
  counts.unchanged += outcome.unchanged;
  counts.withdrawn += outcome.withdrawn;
}

/** Thrown inside a dry run's transaction so that it rolls back, carrying what it would have done. */
class DryRun extends Error {
  constructor(readonly outcome: BatchOutcome) {
    super('dry run');
  }
}

async function storeOrTry(
  payload: Payload,
  kind: RecordKind,
  batch: ImportedRecord[],
  dryRun: boolean,
  now: Date,
) {
  if (!dryRun) return storeBatch(payload, kind, batch, { now });
  try {
    await storeBatch(payload, kind, batch, { now, rollback: (outcome) => new DryRun(outcome) });
  } catch (error) {
    if (error instanceof DryRun) return error.outcome;
    throw error;
  }
  throw new Error('dry run committed');
}

/**
 * Stores parsed lines (records and rejections, e.g. from parseRecords or the demo feed) in
 * batches; returns the summary. A batch is one transaction: an error stops the import after the
 * batches already committed, and running it again finishes the job.
 */
export function storeLines(
  payload: Payload,
  lines: ParsedLines,
  options: StoreOptions,
): Promise<ImportSummary> {
  if (!options.bulk || options.dryRun) return storeAll(payload, lines, options);
  const load = () => storeAll(payload, lines, options);
  return withDeferredIndexes(drizzleOf(payload), [options.kind], keptByImport, load, options.onIndexBuilt);
}

type ParsedLines = AsyncIterable<
  { line: number; record: ImportedRecord } | { line: number; rejection: Rejection }
>;

async function storeAll(payload: Payload, lines: ParsedLines, options: StoreOptions): Promise<ImportSummary> {
  const { kind, dryRun = false, onProgress, now = () => new Date() } = options;
  const batchSize = options.batchSize ?? importBatchSize(payload);
  const summary: ImportSummary = { ...emptyCounts(), rejections: [] };
  let rows = 0;
  let batch: ImportedRecord[] = [];
  const store = async (records: ImportedRecord[], linesRead: number) => {
    const outcome = await storeOrTry(payload, kind, records, dryRun, now());
    add(summary, outcome);
    if (!dryRun && outcome.changed.length)
      await publishImportedRecords(payload, kind, outcome.changed, outcome.related);
    await onProgress?.({ ...summary, rows: linesRead });
  };
  // One batch is stored while the next is read: the file's parsing overlaps the database's work.
  // Batches still commit one after another, in file order.
  let storing: Promise<void> = Promise.resolve();
  let failed: { error: unknown } | null = null;
  const flush = async () => {
    await storing;
    if (failed) throw failed.error;
    const records = batch;
    batch = [];
    const linesRead = rows;
    storing = records.length
      ? store(records, linesRead).catch((error: unknown) => {
          failed = { error };
        })
      : Promise.resolve(onProgress?.({ ...summary, rows: linesRead }));
  };
  for await (const parsed of lines) {
    rows++;
    if ('rejection' in parsed) {
      summary.rejected++;
      if (summary.rejections.length < MAX_KEPT_REJECTIONS) summary.rejections.push(parsed.rejection);
    } else {
      batch.push(parsed.record);
      if (batch.length >= batchSize) await flush();
    }
  }
  await flush();
  await storing;
  if (failed) throw (failed as { error: unknown }).error;
  return summary;
}

/**
 * Parses `source` (CSV or JSON Lines, streamed) and stores it: the whole import. With the
 * `auto` encoding, `source` opens the file, which is read twice (src/import, parseRecords).
 */
export function runImport(payload: Payload, source: Source, options: ImportOptions): Promise<ImportSummary> {
  const lines = parseRecords(options.kind, source, { format: options.format, encoding: options.encoding });
  return storeLines(payload, lines, options);
}
