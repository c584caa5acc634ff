/**
 * Keyword landing pages in `npm run bench -- --only keywords` (docs/benchmarks.md): the read of a
 * landing page on a cache miss (src/server/keywords/page.ts, uncached: outside a Next server
 * `cachedRead` reads directly), in-process on the database the env selects. First every keyword's
 * figures are rebuilt (timed: the daily run's work), then every keyword's page is read once (its
 * first call, which reads the stored rows); then the keyword with the most matches in the last 180 days
 * and the rarest one with any, each as a whole page and as its busiest province's page, are read
 * `--iterations` times. Prints `BENCH_KEYWORDS {json}`.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { rawSql } from '@/server/db';
import { listKeywords } from '@/features/keywords/server/list';
import { rebuildKeywordFigures } from '@/features/keywords/server/figures';
import { readKeywordFigures } from '@/features/keywords/server/page';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const argv = process.argv.slice(2);
const iterations = intOption(argv, 'iterations', 100);

const payload = await getPayload({ config });
const db = rawSql(payload);
const keywords = await listKeywords();
// The full rebuild the daily `keywordFigures` run and the bulk loader do: every keyword's rows.
const rebuildStarted = performance.now();
await rebuildKeywordFigures(db);
const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
const first: number[] = [];
const counts: { slug: string; count: number; province?: string }[] = [];
for (const keyword of keywords) {
  const started = performance.now();
  const page = await readKeywordFigures(keyword.slug, undefined, 'zh');
  first.push(performance.now() - started);
  if (page) counts.push({ slug: keyword.slug, count: page.recentCount, province: page.provinces[0]?.slug });
}
counts.sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
const most = counts[0];
const rare = [...counts].reverse().find((c) => c.count > 0) ?? counts[counts.length - 1];

const results: { what: string; slug: string; count: number; p50: number; p99: number }[] = [];
for (const [label, pick] of [
  ['most matches', most],
  ['rarest', rare],
] as const) {
  for (const province of [undefined, pick.province]) {
    if (province === undefined && results.some((r) => r.slug === pick.slug && r.what.endsWith('whole')))
      continue;
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      const page = await readKeywordFigures(pick.slug, province, 'zh');
      times.push(performance.now() - started);
      count = page?.recentCount ?? 0;
    }
    results.push({
      what: `${label}, ${province ? `province ${province}` : 'whole'}`,
      slug: pick.slug,
      count,
      ...medianAndTail(times),
    });
    if (!pick.province) break;
  }
}
console.log(
  'BENCH_KEYWORDS ' +
    JSON.stringify({
      dialect: db.dialect,
      iterations,
      keywords: keywords.length,
      rebuildSeconds,
      firstCalls: { ...medianAndTail(first), max: Math.max(...first) },
      results,
    }),
);
await payload.destroy();
process.exit(0);
