/**
 * Keyword half of `npm run bench` (docs/benchmarks.md): times project keyword search in-process, on the
 * database the env selects, for four shapes (a 2-character term, a 4-character term, two terms,
 * keyword + province + amount range), with terms drawn from the generated titles. Each shape's
 * calls run twice: the first pass times each distinct query's first call (cold caches: the
 * database's pages, PostgreSQL's statistics lookup), the second pass the same calls warm, as a
 * running server sees them. Nothing is cached by the listing itself: with its own connection it
 * counts every call afresh. Prints `BENCH_SEARCH {json}` with both per shape.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { PROVINCES } from '@/catalog';
import { rawSql } from '@/server/db';
import { listProjects } from '@/features/records/server/teasers';
import type { ProjectFilter } from '@/features/records/server/types';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const argv = process.argv.slice(2);
const iterations = intOption(argv, 'iterations', 200);

// Common and rare words of the generated titles (src/seed/generator).
const TWO = ['医院', '道路', '学校', '污水', '大桥', '厂房', '公园', '住宅'];
const FOUR = ['人民医院', '改造工程', '污水处理', '综合体', '安置住房', '道路工程', '中心小学', '产业园区'];
const PAIRS = ['医院 门诊', '道路 改造', '学校 教学楼', '污水 处理厂', '工程 二期', '公园 景观'];

const shapes: { name: string; filter: (i: number) => Partial<ProjectFilter> }[] = [
  { name: '2-character term', filter: (i) => ({ keyword: TWO[i % TWO.length] }) },
  { name: '4-character term', filter: (i) => ({ keyword: FOUR[i % FOUR.length] }) },
  { name: 'two terms', filter: (i) => ({ keyword: PAIRS[i % PAIRS.length] }) },
  {
    name: 'keyword + province + amount',
    filter: (i) => ({
      keyword: TWO[i % TWO.length],
      province: PROVINCES[(i * 7) % PROVINCES.length].slug,
      amountMin: 1000,
      amountMax: 50_000,
    }),
  },
];

const payload = await getPayload({ config });
const db = rawSql(payload);
const results: {
  shape: string;
  p50: number;
  p99: number;
  firstP50: number;
  firstMax: number;
  avgTotal: number;
}[] = [];
for (const shape of shapes) {
  // Pages 1-3 of each term.
  const calls = Array.from({ length: iterations }, (_, i) => ({
    ...shape.filter(i),
    pageNo: 1 + (i % 3),
    pageSize: 20,
  }));
  const firstCalls: number[] = [];
  const seen = new Set<string>();
  for (const filter of calls) {
    const started = performance.now();
    await listProjects(filter, db);
    const key = JSON.stringify(filter);
    if (!seen.has(key)) firstCalls.push(performance.now() - started);
    seen.add(key);
  }
  const times: number[] = [];
  let totals = 0;
  for (const filter of calls) {
    const started = performance.now();
    const page = await listProjects(filter, db);
    times.push(performance.now() - started);
    totals += page.total;
  }
  results.push({
    shape: shape.name,
    ...medianAndTail(times),
    firstP50: medianAndTail(firstCalls).p50,
    firstMax: Math.max(...firstCalls),
    avgTotal: totals / iterations,
  });
}
console.log('BENCH_SEARCH ' + JSON.stringify({ dialect: db.dialect, iterations, results }));
await payload.destroy();
process.exit(0);
