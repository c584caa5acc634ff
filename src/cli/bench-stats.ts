/**
 * Statistics half of `npm run bench` (docs/benchmarks.md): times the four market aggregations of
 * /marketService uncached, on the database the env selects. Prints `BENCH_STATS {json}` with
 * the median and the slowest of the runs.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { rawSql } from '@/server/db';
import { computeMarketStats } from '@/features/market/server/market-stats';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const iterations = intOption(process.argv.slice(2), 'iterations', 5);

const payload = await getPayload({ config });
const db = rawSql(payload);
await computeMarketStats(db); // warm the page cache of the database once
const times: number[] = [];
for (let i = 0; i < iterations; i++) {
  const started = performance.now();
  await computeMarketStats(db);
  times.push(performance.now() - started);
}
console.log(
  'BENCH_STATS ' +
    JSON.stringify({
      dialect: db.dialect,
      iterations,
      p50: medianAndTail(times).p50,
      max: Math.max(...times),
    }),
);
await payload.destroy();
process.exit(0);
