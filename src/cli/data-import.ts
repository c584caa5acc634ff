/**
 * `npm run data:import -- --collection projects|tenders <file> [--encoding gb18030] [--dry-run]
 * [--lang zh|en] [--report rejected.csv] [--batch-size N] [--bulk]`: imports a CSV or JSON Lines file (docs/import.md)
 * through the one import pipeline. The file is read as a stream; progress is a bar on a terminal
 * and a line every few seconds otherwise; the end is a summary. Rejected lines do not fail the
 * run: the exit code is non-zero only when the import could not run. `--bulk`: a large file into a
 * database not yet serving visitors, its page indexes built at the end (docs/import.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import './env';
import config from '@payload-config';
import { SingleBar } from 'cli-progress';
import { getPayload } from 'payload';
import { rejectionText } from '@/features/imports/file';
import type { ImportEncoding, ImportFormat } from '@/features/imports/file/types';
import { type ImportProgress, runImport } from '@/features/imports/server/run';
import { migrateDatabase } from '@/startup/bootstrap';
import { toCsv } from '@/text/csv';
import { stringOption } from './args.mjs';

const argv = process.argv.slice(2);

function fail(message: string): never {
  console.error(`data:import: ${message}`);
  console.error(
    'usage: npm run data:import -- --collection projects|tenders <file> [--encoding auto|utf8|gb18030] [--dry-run] [--lang zh|en] [--report <file.csv>] [--batch-size N] [--bulk]',
  );
  process.exit(2);
}

const kind = stringOption(argv, 'collection');
if (kind !== 'projects' && kind !== 'tenders') fail('--collection must be projects or tenders');
const encoding = (stringOption(argv, 'encoding') ?? 'auto') as ImportEncoding;
if (!['auto', 'utf8', 'gb18030'].includes(encoding)) fail('--encoding must be auto, utf8 or gb18030');
const lang = stringOption(argv, 'lang') ?? (/^zh/i.test(process.env.LANG ?? '') ? 'zh' : 'en');
if (lang !== 'zh' && lang !== 'en') fail('--lang must be zh or en');
const report = stringOption(argv, 'report');
const dryRun = argv.includes('--dry-run');
const bulk = argv.includes('--bulk');
if (bulk && dryRun) fail('--bulk writes; it does not go with --dry-run');
const batchText = stringOption(argv, 'batch-size');
const batchSize = batchText === undefined ? undefined : Number(batchText);
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0))
  fail('--batch-size must be a whole number above 0');
const valued = new Set(['--collection', '--encoding', '--lang', '--report', '--batch-size']);
const given = argv.find((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
if (!given) fail('no file given');
const file: string = given;
if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`no such file: ${file}`);
const format: ImportFormat = /\.jsonl?$|\.ndjson$/i.test(file) ? 'jsonl' : 'csv';

const total = fs.statSync(file).size;
let bytes = 0;
/** The file, its bytes counted for the progress bar (`auto` reads it twice: the last read counts). */
function open() {
  bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return fs.createReadStream(file).pipe(counted);
}

// Set once the database is ready: the rate is the import's, not Payload's start-up's.
let started = performance.now();
const tty = process.stderr.isTTY;
const bar = tty
  ? new SingleBar({
      format:
        ' {bar} {percentage}% | {rows} rows | {rate} rows/s | ETA {eta_formatted} | rejected {rejected}',
      hideCursor: true,
      stream: process.stderr,
    })
  : undefined;
bar?.start(total, 0, { rows: 0, rate: 0, rejected: 0 });
// The first line comes with the first batch, then one every 5 s.
let lastLine = -Infinity;
const onProgress = ({ rows, rejected }: ImportProgress) => {
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(rows / Math.max(seconds, 1e-3));
  if (bar) bar.update(bytes, { rows: rows.toLocaleString('en'), rate: rate.toLocaleString('en'), rejected });
  else if (performance.now() - lastLine > 5_000) {
    lastLine = performance.now();
    const eta = bytes ? Math.round((seconds * (total - bytes)) / bytes) : 0;
    console.log(
      `${kind}: ${rows} rows, ${rate} rows/s, ${Math.round((100 * bytes) / Math.max(total, 1))} %, ETA ${eta} s`,
    );
  }
};

const payload = await getPayload({ config });
let exitCode = 0;
try {
  await migrateDatabase(payload);
  started = performance.now();
  const summary = await runImport(payload, open, {
    kind,
    format,
    encoding,
    dryRun,
    batchSize,
    onProgress,
    bulk,
    onIndexBuilt: ({ name, seconds }) => {
      bar?.stop();
      console.log(`  index ${name} built in ${seconds.toFixed(1)} s`);
    },
  });
  bar?.update(total);
  bar?.stop();
  const seconds = (performance.now() - started) / 1000;
  const rows = summary.inserted + summary.updated + summary.unchanged + summary.withdrawn + summary.rejected;
  console.log(
    `${dryRun ? 'Dry run (nothing written): ' : ''}${kind} from ${path.basename(file)} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(rows / Math.max(seconds, 1e-3)).toLocaleString('en')} rows/s)\n` +
      `  inserted ${summary.inserted}, updated ${summary.updated}, unchanged ${summary.unchanged}, ` +
      `withdrawn ${summary.withdrawn}, rejected ${summary.rejected}`,
  );
  for (const rejection of summary.rejections.slice(0, 20)) console.log(`  ${rejectionText(rejection, lang)}`);
  if (summary.rejected > 20)
    console.log(`  … and ${summary.rejected - 20} more${report ? '' : ' (--report <file> lists all)'}`);
  if (report) {
    const table = summary.rejections.map((r) => [r.line, r.field ?? '', rejectionText(r, lang)]);
    fs.writeFileSync(report, toCsv(['line', 'field', 'reason'], table));
    console.log(`  rejected lines written to ${report}`);
  }
} catch (error) {
  bar?.stop();
  console.error(`data:import: the import stopped: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await payload.destroy();
process.exit(exitCode);
