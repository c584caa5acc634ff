import fs from 'node:fs';
import type { RecordKind } from '@/catalog/routes';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Payload } from 'payload';
import { getConfig } from '@/config/env';
import type { ImportEncoding } from '@/features/imports/file/types';
import { type ImportProgress, type ImportSummary, runImport } from './run';

/** How often the running import writes its counts to its admin record. */
const PROGRESS_EVERY_MS = 1_000;

/** The uploaded file: from the bucket when uploads go to S3, else from this machine's folder. */
async function openUpload(filename: string): Promise<Readable> {
  const env = getConfig();
  if (!env.S3_BUCKET)
    return fs.createReadStream(
      path.resolve(/* turbopackIgnore: true */ process.cwd(), env.IMPORTS_DIR, filename),
    );
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
  });
  const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: filename }));
  return object.Body as Readable;
}

/** What the `importFile` job did: the import's counts, or skipped when its record was deleted. */
export type ImportJobOutcome =
  { importId: number; summary: ImportSummary } | { importId: number; skipped: true };

/**
 * The `importFile` job: imports the file of an Imports record through the one pipeline, writing
 * progress, counts and the rejected lines (JSON Lines, formatted in the reader's language when
 * the report is downloaded) to the record. An operator may delete the record before or while its
 * job runs: the job then ends as skipped, with a warning naming the import, not as a failed job
 * (records already stored stay, as after any stopped import).
 */
export async function importUploadedFile(payload: Payload, importId: number): Promise<ImportJobOutcome> {
  const skipped = (): ImportJobOutcome => {
    payload.logger.warn(`Import ${importId}: the import was deleted before its job finished; skipped`);
    return { importId, skipped: true };
  };
  const exists = async () =>
    (
      await payload.count({
        collection: 'imports',
        where: { id: { equals: importId } },
        overrideAccess: true,
      })
    ).totalDocs > 0;
  const doc = await payload.findByID({
    collection: 'imports',
    id: importId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!doc) return skipped();
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: 'imports', id: importId, data, overrideAccess: true, depth: 0 });
  let last = 0;
  const onProgress = async (p: ImportProgress) => {
    if (performance.now() - last < PROGRESS_EVERY_MS) return;
    last = performance.now();
    await update({ ...p });
  };
  try {
    await update({ status: 'running', startedAt: new Date().toISOString(), error: null });
    const filename = doc.filename ?? '';
    const summary = await runImport(payload, () => openUpload(filename), {
      kind: doc.kind as RecordKind,
      format: /\.(jsonl|ndjson|json)$/i.test(filename) ? 'jsonl' : 'csv',
      encoding: (doc.encoding ?? 'auto') as ImportEncoding,
      onProgress,
    });
    const { rejections, ...counts } = summary;
    await update({
      ...counts,
      rows: counts.inserted + counts.updated + counts.unchanged + counts.withdrawn + counts.rejected,
      status: 'done',
      finishedAt: new Date().toISOString(),
      report: rejections.map((r) => JSON.stringify(r)).join('\n'),
    });
    return { importId, summary };
  } catch (error) {
    // Deleted meanwhile: the update, or the file (deleted with it), failed for that reason alone.
    if (!(await exists())) return skipped();
    await update({
      status: 'failed',
      finishedAt: new Date().toISOString(),
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
