/**
 * Listing part of the bench dataset (docs/benchmarks.md, 'At 3,000,000 + 3,000,000'): on the
 * database the env selects, times in-process the listing reads the endpoints call, for every
 * filter shape of projects (province, industry, category code: 8) and tenders (province,
 * industry, notice code, free: 12), on the first page and the 100th (20 rows a page), each with
 * its capped total counted fresh (a listing total's cache miss). Each shape's first call is
 * reported apart; then `--iterations` calls with values drawn at random (seeded). Prints
 * `BENCH_LISTINGS {json}`.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { INDUSTRIES, PROJECT_CATEGORY_CODES, PROVINCES } from '@/catalog';
import { BIDDING_CATEGORY_CODES, FREE_TENDER_CODE } from '@/catalog/categories';
import type { RecordKind } from '@/catalog/routes';
import { listProjects, listTenders } from '@/features/records/server/teasers';
import { seededRng } from '@/seed/generator/random';
import { rawSql } from '@/server/db';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const argv = process.argv.slice(2);
const iterations = intOption(argv, 'iterations', 40);
const PAGE_SIZE = 20;

type Dimension = 'province' | 'industry' | 'code' | 'free';
const DIMENSIONS: Record<RecordKind, Dimension[]> = {
  projects: ['province', 'industry', 'code'],
  tenders: ['province', 'industry', 'code', 'free'],
};

/** Every subset of the kind's dimensions; `free` only with the notice code (a free tender is a 154 notice). */
function shapes(kind: RecordKind): Dimension[][] {
  const dims = DIMENSIONS[kind];
  const all: Dimension[][] = [];
  for (let mask = 0; mask < 1 << dims.length; mask++) {
    const shape = dims.filter((_, i) => mask & (1 << i));
    if (shape.includes('free') && !shape.includes('code')) continue;
    all.push(shape);
  }
  return all;
}

const payload = await getPayload({ config });
const db = rawSql(payload);
const r = seededRng(49);

function call(kind: RecordKind, shape: Dimension[], pageNo: number) {
  const common = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(shape.includes('province') ? { province: r.pick(PROVINCES).slug } : {}),
    ...(shape.includes('industry') ? { industry: r.pick(INDUSTRIES).slug } : {}),
  };
  if (kind === 'projects')
    return listProjects(
      { ...common, ...(shape.includes('code') ? { categoryCode: r.pick(PROJECT_CATEGORY_CODES) } : {}) },
      db,
    );
  const code = shape.includes('free') ? FREE_TENDER_CODE : r.pick(BIDDING_CATEGORY_CODES);
  return listTenders(
    {
      ...common,
      ...(shape.includes('code') ? { noticeCode: code } : {}),
      ...(shape.includes('free') ? { free: true } : {}),
    },
    db,
  );
}

const results: {
  kind: RecordKind;
  shape: string;
  page: number;
  first: number;
  p50: number;
  p99: number;
  rows: number;
}[] = [];
for (const kind of ['projects', 'tenders'] as RecordKind[]) {
  for (const shape of shapes(kind)) {
    for (const page of [1, 100]) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i <= iterations; i++) {
        const started = performance.now();
        const answer = await call(kind, shape, page);
        times.push(performance.now() - started);
        rows += answer.list.length;
      }
      const [first, ...rest] = times;
      results.push({
        kind,
        shape: shape.join(' + ') || 'none',
        page,
        first: first!,
        ...medianAndTail(rest),
        rows: rows / times.length,
      });
    }
  }
}
console.log('BENCH_LISTINGS ' + JSON.stringify({ dialect: db.dialect, iterations, results }));
await payload.destroy();
process.exit(0);
