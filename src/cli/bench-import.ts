/**
 * In-process half of `npm run bench -- --only import` (docs/benchmarks.md): imports one CSV file through
 * the real pipeline (runImport, as `npm run data:import` does) on the database the env selects,
 * after applying migrations and adding the seeded keywords, which every import batch is tested
 * against (docs/seo.md, 'Push on publish'), but no records or other content, and times the
 * import alone, without Payload's start-up. `--parse-only` times src/import's parsing and
 * normalising of the file without storing anything, to tell parsing from storing; `--bulk` imports
 * as `data:import --bulk` does, its page indexes built at the end.
 * Prints `BENCH_IMPORT {json}`: seconds, rows, the summary's counts and the peak RSS.
 */
import fs from 'node:fs';
import config from '@payload-config';
import { getPayload } from 'payload';
import { parseRecords } from '@/features/imports/file';
import { runImport } from '@/features/imports/server/run';
import { seedKeywords } from '@/seed/keywords';
import { migrateDatabase } from '@/startup/bootstrap';
import { stringOption } from './args.mjs';

const argv = process.argv.slice(2);
const kind = stringOption(argv, 'collection');
const file = stringOption(argv, 'file');
if ((kind !== 'projects' && kind !== 'tenders') || !file)
  throw new Error(
    'usage: bench-import.ts --collection projects|tenders --file <file.csv> [--parse-only] [--bulk]',
  );
const parseOnly = argv.includes('--parse-only');
const bulk = argv.includes('--bulk');

const payload = await getPayload({ config });
await migrateDatabase(payload);
await seedKeywords(payload);
const started = performance.now();
let counts: Record<string, number>;
if (parseOnly) {
  counts = { records: 0, rejected: 0 };
  for await (const line of parseRecords(kind, () => fs.createReadStream(file), { format: 'csv' }))
    counts['record' in line ? 'records' : 'rejected']++;
} else {
  const { rejections, ...summary } = await runImport(payload, () => fs.createReadStream(file), {
    kind,
    format: 'csv',
    bulk,
  });
  counts = { ...summary };
  if (rejections.length) console.error(`first rejection: ${JSON.stringify(rejections[0])}`);
}
const seconds = (performance.now() - started) / 1000;
const rows = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(
  'BENCH_IMPORT ' +
    JSON.stringify({
      kind,
      parseOnly,
      bulk,
      seconds,
      rows,
      counts,
      // resourceUsage().maxRSS is in KiB.
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    }),
);
await payload.destroy();
process.exit(0);
