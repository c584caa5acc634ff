/**
 * Record-page half of `npm run bench` (docs/benchmarks.md): on the database the env selects, times
 * in-process what a record page's cache miss reads (the record, its related records and, for a
 * missing one, the withdrawal check), the related records alone, one sitemap file of each kind
 * (streamed to the end: the last file, the largest ids) and a listing feed (read and rendered).
 * Ids are drawn evenly over the table. Prints `BENCH_RECORDS {json}`.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { INDUSTRIES, PROVINCES } from '@/catalog';
import type { RecordKind } from '@/catalog/routes';
import { renderAtom } from '@/seo/atom';
import { recordFileCount, recordSitemapStream, recordsPerFile } from '@/features/records/seo/record-sitemap';
import { rawSql, sql } from '@/server/db';
import { readRecordPage, relatedRecords } from '@/features/records/server/detail';
import { readNewestRecords } from '@/features/records/server/feed';
import { readHomeLive } from '@/features/records/server/home-live';
import { chinaDay } from '@/text/china-time';
import { recordIdCeiling, sitemapRecords } from '@/features/records/server/sitemap';
import { intOption } from './args.mjs';
import { timeCalls } from './timing.mjs';

const argv = process.argv.slice(2);
const iterations = intOption(argv, 'iterations', 500);
/** `--home-only`: the home page's live block alone, for iterating on its queries. */
const homeOnly = argv.includes('--home-only');
const ORIGIN = 'https://www.example.com';

const payload = await getPayload({ config });
const db = rawSql(payload);

const time = timeCalls;

const results: Record<string, unknown>[] = [];
const counts: Record<string, number> = {};
for (const kind of ['projects', 'tenders'] as RecordKind[]) {
  const [{ n }] = await db.query<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM ${sql.identifier(kind)}`,
  );
  counts[kind] = Number(n);
  if (homeOnly) continue;
  const ceiling = await recordIdCeiling(kind, db);
  // Ids spread over the whole table, looked up by sourceId as the page does.
  const step = Math.max(1, Math.floor(ceiling / iterations));
  const picks = await db.query<{ id: number; source_id: string; industry: string; province: string }>(
    sql`SELECT id, source_id, industry, province FROM ${sql.identifier(kind)} WHERE id % ${step} = 0 LIMIT ${iterations}`,
  );
  const locale = (i: number) => (i % 2 ? 'en' : 'zh');
  // Untimed first: 50 other records, so the timed calls meet compiled code and prepared
  // statements, as a running server's do.
  const warmups = await db.query<{ id: number; source_id: string; industry: string; province: string }>(
    sql`SELECT id, source_id, industry, province FROM ${sql.identifier(kind)} WHERE id % ${step} = ${Math.floor(step / 2)} LIMIT 50`,
  );
  for (const [i, w] of warmups.entries()) {
    await readRecordPage(kind, String(w.source_id), locale(i), db);
    await relatedRecords(
      db,
      kind,
      { id: Number(w.id), industry: w.industry, province: w.province },
      locale(i),
    );
  }
  results.push({
    kind,
    what: 'record page read (cache miss)',
    ...(await time(picks.length, (i) => readRecordPage(kind, String(picks[i].source_id), locale(i), db))),
  });
  results.push({
    kind,
    what: 'related records',
    ...(await time(picks.length, (i) =>
      relatedRecords(
        db,
        kind,
        { id: Number(picks[i].id), industry: picks[i].industry, province: picks[i].province },
        locale(i),
      ),
    )),
  });
  const perFile = recordsPerFile(ORIGIN, kind, 50_000);
  // The last full file (the very last one may hold a few records only).
  const last = Math.max(0, recordFileCount(ceiling, perFile) - 2);
  let bytes = 0;
  results.push({
    kind,
    what: `sitemap file ${last} (${perFile.toLocaleString('en')} records)`,
    ...(await time(5, async () => {
      bytes = 0;
      const reader = recordSitemapStream(
        ORIGIN,
        kind,
        sitemapRecords(kind, last * perFile, (last + 1) * perFile, db),
      ).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        bytes += chunk.value.length;
    })),
    bytes,
  });
  results.push({
    kind,
    what: 'listing feed (50 newest, rendered)',
    ...(await time(50, async (i) => {
      const filter =
        kind === 'projects'
          ? { industry: INDUSTRIES[i % INDUSTRIES.length].slug }
          : { province: PROVINCES[i % PROVINCES.length].slug };
      const entries = await readNewestRecords(kind, filter, locale(i), db);
      return renderAtom({
        selfUrl: ORIGIN,
        pageUrl: ORIGIN,
        title: 'bench',
        lang: 'zh-CN',
        author: 'bench',
        emptyUpdated: new Date().toISOString(),
        entries: entries.map((e) => ({ id: e.sourceId, title: e.title, updated: e.updatedAt, url: ORIGIN })),
      });
    })),
  });
}
// The home page's live block (docs/pages.md, 'Home'): four counts over `published_at` ranges and
// the newest of each kind, on the day the data ends (the generator's last day is today).
const [{ last }] = await db.query<{ last: unknown }>(sql`SELECT max(published_at) AS last FROM tenders`);
const lastDay = chinaDay(Date.parse(String(last instanceof Date ? last.toISOString() : last)));
for (let i = 0; i < 20; i++) await readHomeLive(i % 2 ? 'en' : 'zh', lastDay, db);
results.push({
  kind: 'home',
  what: `home live block (cache miss, day ${lastDay})`,
  ...(await time(iterations, (i) => readHomeLive(i % 2 ? 'en' : 'zh', lastDay, db))),
});
console.log('BENCH_RECORDS ' + JSON.stringify({ dialect: db.dialect, counts, results }));
await payload.destroy();
process.exit(0);
