/**
 * `npm run db:seed -- --projects N --tenders M [--seed S] [--span-days D]`: migrates, seeds the
 * site content if missing, then appends N generated projects and M tenders by bulk insert, with
 * their organisations, and rebuilds the organisations' figures. `--span-days` dates them over D
 * days instead of a year: a small load at a large one's records a day (docs/benchmarks.md). Appending continues the generator's
 * stream, so running it twice loads different rows.
 */
import './env';
import type { RecordKind } from '@/catalog/routes';
import config from '@payload-config';
import { getPayload } from 'payload';
import { bulkLoad, countRows } from '@/seed/bulk-load';
import { rebuildKeywordFiguresAfterLoad, rebuildOrganisationFigures } from '@/seed/bulk-figures';
import { drizzleOf } from '@/server/db';
import { prepareDatabase } from '@/startup/bootstrap';
import { intOption } from './args.mjs';

const argv = process.argv.slice(2);
const wanted: Record<RecordKind, number> = {
  projects: intOption(argv, 'projects', 0),
  tenders: intOption(argv, 'tenders', 0),
};
const seed = intOption(argv, 'seed', 1);
const spanDays = intOption(argv, 'span-days', 0) || undefined;

const payload = await getPayload({ config });
await prepareDatabase(payload, async () => {
  for (const kind of ['projects', 'tenders'] as RecordKind[]) {
    const count = wanted[kind];
    if (!count) continue;
    const startIndex = await countRows(payload, kind);
    let last = 0;
    const rate = await bulkLoad(payload, kind, {
      count,
      startIndex,
      seed,
      spanDays,
      onProgress: (loaded) => {
        if (loaded - last >= 250_000 || loaded === count) {
          last = loaded;
          console.log(`  ${kind}: ${loaded.toLocaleString('en')} / ${count.toLocaleString('en')}`);
        }
      },
    });
    // scripts/lib/data-bench.mjs and scripts/bench.mjs read this line.
    console.log(
      `Loaded ${count.toLocaleString('en')} ${kind} in ${(count / rate).toFixed(1)} s at ${Math.round(rate).toLocaleString('en')} rows/s`,
    );
  }
  if (wanted.projects || wanted.tenders) {
    const seconds = await rebuildOrganisationFigures(drizzleOf(payload));
    console.log(`Organisation figures rebuilt in ${seconds.toFixed(1)} s`);
    const keywordSeconds = await rebuildKeywordFiguresAfterLoad(payload);
    console.log(`Keyword figures rebuilt in ${keywordSeconds.toFixed(1)} s`);
  }
});
await payload.destroy();
process.exit(0);
