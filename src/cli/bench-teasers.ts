/**
 * In-process half of `npm run bench`: times the listing reads (the functions the endpoints
 * call) on the database the env selects, over a seeded random mix of every filter shape.
 * Prints `BENCH_RESULT {json}` with the latencies and the workload, which scripts/bench.mjs
 * replays over HTTP.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { INDUSTRIES, PROJECT_CATEGORY_CODES, PROVINCES } from '@/catalog';
import { seededRng } from '@/seed/generator/random';
import { rawSql, sql } from '@/server/db';
import { listExclusive, listProjects } from '@/features/records/server/teasers';
import type { ProjectFilter } from '@/features/records/server/types';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const argv = process.argv.slice(2);
const iterations = intOption(argv, 'iterations', 2000);

interface Call {
  endpoint: 'project-accurate' | 'project-zxc';
  body: Record<string, string | number>;
  pageNo: number;
  pageSize: number;
}

function workload(count: number): Call[] {
  // The same workload on every run and database.
  const r = seededRng(42);
  const calls: Call[] = [];
  for (let i = 0; i < count; i++) {
    const body: Record<string, string | number> = {};
    const shape = i % 8; // bit 0 industry, bit 1 province, bit 2 category: all eight filter shapes
    if (shape & 1) body.industry = r.pick(INDUSTRIES).slug;
    if (shape & 2) body.province = r.pick(PROVINCES).slug;
    const exclusive = i % 5 === 4;
    if (shape & 4 && !exclusive) body.categoryCode = r.pick(PROJECT_CATEGORY_CODES);
    calls.push({
      endpoint: exclusive ? 'project-zxc' : 'project-accurate',
      body,
      pageNo: 1 + r.int(5),
      pageSize: 20,
    });
  }
  return calls;
}

const payload = await getPayload({ config });
const db = rawSql(payload);
const calls = workload(iterations);
const run = (c: Call) => {
  const filter = { ...(c.body as Partial<ProjectFilter>), pageNo: c.pageNo, pageSize: c.pageSize };
  return c.endpoint === 'project-zxc' ? listExclusive(filter, db) : listProjects(filter, db);
};
for (const c of calls.slice(0, 200)) await run(c); // warm-up: connection, page cache, statement cache
const times: number[] = [];
let rows = 0;
for (const c of calls) {
  const started = performance.now();
  const page = await run(c);
  times.push(performance.now() - started);
  rows += page.list.length;
}
const [{ n }] = await db.query<{ n: number | string }>(sql`SELECT count(*) AS n FROM projects`);
console.log(
  'BENCH_RESULT ' +
    JSON.stringify({
      dialect: db.dialect,
      projects: Number(n),
      iterations,
      avgRows: rows / calls.length,
      ...medianAndTail(times),
      workload: calls,
    }),
);
await payload.destroy();
process.exit(0);
