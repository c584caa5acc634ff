// `npm run bench -- --only sizes` (docs/benchmarks.md, 'Costs against the size'): the bench
// dataset loaded at each of --sizes (projects, and as many tenders), and at each size what the
// other dataset parts time: the load, storage per record, record pages and the dashboard, every
// listing filter shape, keyword pages, organisations and the day of tenders. Then one table of
// each cost against the size, with how much it grew from the smallest size to the largest
// against how much a B-tree's depth (the logarithm of the size) grows over the same range.
import {
  benchListingsOn,
  benchKeywordsOn,
  benchOrganisationsOn,
  benchRecordsOn,
  benchSearchOn,
  benchStorageOn,
  ensureDataset,
  printKeywordsTable,
  printListingsTable,
  printLoadTable,
  printOrganisationsTable,
  printRecordsTable,
  printStorageTable,
} from './data-bench.mjs';

/** A cost's name without what varies with the size (a count, a sitemap file's number). */
const steadyName = (what) =>
  what.replace(/ \(.*\)$/, '').replace(/^sitemap file \d+/, 'sitemap file, the last');

const max = (values) => Math.max(...values);

/**
 * The costs of one size, by name: { value, p99, unit, lower } where value is the median (p50) of
 * a read, the one figure of a load or a day, and lower = smaller is better. Listing shapes and
 * keyword pages are summed up by their slowest shape (each shape's own is in its table).
 */
function costsOf(run) {
  const costs = new Map();
  const put = (name, value, unit = 'ms', lower = true, p99 = undefined) =>
    costs.set(name, { value, p99, unit, lower });
  const read = (name, x) => put(name, x.p50, 'ms', true, x.p99);
  const slowest = (name, xs) => put(name, max(xs.map((x) => x.p50)), 'ms', true, max(xs.map((x) => x.p99)));
  if (run.load) put('bulk load, rows/s', (2 * run.rows) / run.load.total, 'rows/s', false);
  for (const k of run.storage.kinds)
    put(`storage per record, ${k.kind}`, (k.rows + k.indexes + k.keywordIndex) / k.records, 'B');
  for (const x of run.records.results) read(`${x.kind}: ${steadyName(x.what)}`, x);
  const listings = (result, when) => {
    for (const page of [1, 100]) {
      const shapes = result.results.filter((x) => x.page === page);
      slowest(`listings, page ${page}: slowest of ${shapes.length} shapes${when}`, shapes);
    }
  };
  if (run.cold) {
    for (const x of run.cold.records.results) read(`${x.kind}: ${steadyName(x.what)}, cold`, x);
    listings(run.cold.listings, ', cold');
  }
  listings(run.listings, '');
  slowest(`keyword search: slowest of ${run.search.results.length} shapes`, run.search.results);
  read('keyword pages, every keyword once (cold)', run.keywords.firstCalls);
  slowest(`keyword pages: slowest of ${run.keywords.results.length}`, run.keywords.results);
  for (const x of run.organisations.results) read(steadyName(x.what), x);
  put('a day of tenders, imported', run.organisations.day.imported, 's');
  put('a day of tenders, stored without upkeep or publishing', run.organisations.day.withoutUpkeep, 's');
  return costs;
}

/**
 * Loads the dataset at each size and runs the dataset parts on it; returns one run per size.
 * `ctx` is the bench's dataset context; its `rows` is replaced by each size in turn. With
 * `coldStart` (empties the operating system's and the database's caches), the record pages and
 * listings are timed once right after it, then every part as usual (warm).
 */
export async function benchSizes(db, ctx, sizes, coldStart) {
  const runs = [];
  for (const rows of sizes) {
    const at = { ...ctx, rows };
    console.log(
      `\n== ${db.name}: size ${rows.toLocaleString('en')} projects + ${rows.toLocaleString('en')} tenders`,
    );
    const load = await ensureDataset(db, at);
    const run = { name: db.name, rows, load, ctx: at };
    if (coldStart) {
      await coldStart();
      run.cold = {
        records: await benchRecordsOn(db, at, { dashboard: false }),
        listings: await benchListingsOn(db, at),
      };
    }
    run.storage = await benchStorageOn(db, at);
    run.records = await benchRecordsOn(db, at);
    run.listings = await benchListingsOn(db, at);
    run.search = await benchSearchOn(db, at);
    run.keywords = await benchKeywordsOn(db, at);
    run.organisations = await benchOrganisationsOn(db, at);
    printRun(run, ctx.printTable);
    runs.push(run);
    // So far, in case a larger size does not finish (disk, time).
    if (runs.length > 1 && runs.length < sizes.length) printSizesTable(runs, ctx.printTable);
  }
  return runs;
}

const format = (value, unit) =>
  unit === 'ms'
    ? `${value.toFixed(1)} ms`
    : unit === 's'
      ? `${value.toFixed(1)} s`
      : `${Math.round(value).toLocaleString('en')}${unit === 'B' ? ' B' : ''}`;

/** One size's own tables, printed as soon as it is measured. */
function printRun(run, printTable) {
  const at = run.ctx;
  console.log(`\n#### ${run.name}, ${run.rows.toLocaleString('en')} + ${run.rows.toLocaleString('en')}`);
  printLoadTable([{ name: run.name, load: run.load }], at);
  printStorageTable([run.storage], at);
  printRecordsTable([run.records], at);
  if (run.cold) {
    console.log('\nRight after the caches were emptied (cold):');
    printRecordsTable([run.cold.records], at);
    printListingsTable([run.cold.listings], at);
    console.log('\nThen warm:');
  }
  printListingsTable([run.listings], at);
  console.log('\nKeyword search (src/cli/bench-search.ts, pages 1-3, warm):\n');
  printTable([
    ['shape', 'p50', 'p99', 'first call max'],
    ...run.search.results.map((x) => [
      x.shape,
      format(x.p50, 'ms'),
      format(x.p99, 'ms'),
      format(x.firstMax, 'ms'),
    ]),
  ]);
  printKeywordsTable([run.keywords], at);
  printOrganisationsTable([run.organisations], at);
}

/**
 * How a cost grew from the smallest size to the largest: `growth` is the largest size's value over
 * the smallest's (a rate, where higher is better, inverted, so above 1 is always worse), and the
 * verdict holds it to `logBound`, the growth of ln(records) over the same range.
 * @param {number[]} values the cost at each size, smallest size first
 * @param {boolean} lower whether a lower value is better (a time, bytes), not a rate
 * @param {number} logBound
 */
export function growthOf(values, lower, logBound) {
  const a = values[0];
  const b = values[values.length - 1];
  const growth = lower ? b / a : a / b;
  const verdict = growth <= 1.1 ? 'flat' : growth <= logBound ? 'within log' : 'grows faster than log';
  return { growth, verdict };
}

/**
 * The costs against the size: for each, its growth from the smallest size to the largest (a rate
 * inverted, so above 1 is always worse) against ln(largest) / ln(smallest) in records, the growth
 * of a B-tree's depth. A read's growth is judged on its median: its p99 over a few hundred calls
 * on a shared machine is one stall or another (a sub-millisecond read's p99 moved 4.7× between
 * two sizes where its median moved 2.2×), and is shown beside it, to hold against its target.
 */
export function printSizesTable(runs, printTable) {
  if (runs.length < 2) return;
  const costs = runs.map(costsOf);
  const first = runs[0];
  const last = runs[runs.length - 1];
  const logBound = Math.log(2 * last.rows) / Math.log(2 * first.rows);
  const names = [...costs[0].keys()].filter((name) => costs.every((c) => c.has(name)));
  console.log(
    `\nCosts against the size (${first.name}; records = projects + tenders; reads as p50 / p99). Growth: the largest size's cost over the smallest's (rates inverted; reads by their p50); a B-tree's depth grows ${logBound.toFixed(2)}× over this range:\n`,
  );
  printTable([
    [
      'cost',
      ...runs.map((r) => `${(2 * r.rows).toLocaleString('en')} records`),
      'growth',
      'p99 growth',
      'verdict',
    ],
    ...names.map((name) => {
      const values = costs.map((c) => c.get(name));
      const { unit, lower } = values[0];
      const { growth, verdict } = growthOf(
        values.map((v) => v.value),
        lower,
        logBound,
      );
      const tails = values.every((v) => v.p99 !== undefined);
      return [
        name,
        ...values.map((v) =>
          tails ? `${v.value.toFixed(1)} / ${format(v.p99, unit)}` : format(v.value, unit),
        ),
        `${growth.toFixed(2)}×`,
        tails ? `${(values[values.length - 1].p99 / values[0].p99).toFixed(2)}×` : '',
        verdict,
      ];
    }),
  ]);
}
