// `npm run bench -- --only partitions` (docs/benchmarks.md, 'Monthly partitions, measured'): on
// the PostgreSQL bench dataset, what partitioning the tenders by publication month changes for a
// day's insert and for the reads, before the layout is built (docs/deployment.md, 'Beyond one
// year'). In a schema of its own, dropped at the start and the end:
//   - `plain`: a copy of `tenders` with its indexes (no foreign keys or triggers);
//   - `monthly`: the same rows and indexes, partitioned by range of `published_at`, one partition
//     per UTC month; its unique keys gain `published_at`, as PostgreSQL requires.
// Then, alternating between the two, a day of --day-rows tenders (the newest day's rows, cycled,
// with new ids and source ids, on the last day of the fullest month) is inserted in a transaction
// rolled back, with the keyword index's pending list merged before the end as the import does;
// and each layout's reads are timed warm: a record by id (on `monthly` with and without its
// month's bounds) and a province's listing, first and 100th page.
import pg from 'pg';
import { timeCalls } from '../../src/cli/timing.mjs';

const SCHEMA = 'partbench';
const READS = 200;

/** The UTC month of `at`, as bounds a plan prunes partitions by (an id that encoded its month). */
const monthOf = (at) => [
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
];

/** The partition of `table` holding the month of `at`. */
const partitionOf = (table, at) => `${table}_${at.toISOString().slice(0, 7).replace('-', '_')}`;

/** The tenders' index definitions, rewritten onto `table` (unique keys widened by `widen`). */
async function indexDefinitions(client, table, widen) {
  const { rows } = await client.query(
    `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'tenders'`,
  );
  return rows.map(({ indexdef }) => {
    const def = indexdef.replace(
      /^CREATE (UNIQUE )?INDEX \S+ ON public\.tenders /,
      `CREATE $1INDEX ON ${SCHEMA}.${table} `,
    );
    return widen && /^CREATE UNIQUE/.test(def) && !def.includes('published_at')
      ? def.replace(/\)$/, ', published_at)')
      : def;
  });
}

async function timeIt(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Builds both layouts from public.tenders; returns their build times. */
async function build(client) {
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
  const { rows: months } = await client.query(
    `SELECT date_trunc('month', min(published_at)) AS first, date_trunc('month', max(published_at)) + interval '2 month' AS last FROM public.tenders`,
  );
  const built = {};
  built.plain = await timeIt(async () => {
    await client.query(`CREATE TABLE ${SCHEMA}.plain (LIKE public.tenders INCLUDING DEFAULTS)`);
    await client.query(`INSERT INTO ${SCHEMA}.plain SELECT * FROM public.tenders`);
    for (const def of await indexDefinitions(client, 'plain', false)) await client.query(def);
    await client.query(`ANALYZE ${SCHEMA}.plain`);
  });
  built.monthly = await timeIt(async () => {
    await client.query(
      `CREATE TABLE ${SCHEMA}.monthly (LIKE public.tenders INCLUDING DEFAULTS) PARTITION BY RANGE (published_at)`,
    );
    let partitions = 0;
    for (let m = new Date(months[0].first); m < new Date(months[0].last); partitions++) {
      const next = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1));
      await client.query(
        `CREATE TABLE ${SCHEMA}.${partitionOf('monthly', m)} PARTITION OF ${SCHEMA}.monthly FOR VALUES FROM ('${m.toISOString()}') TO ('${next.toISOString()}')`,
      );
      m = next;
    }
    built.partitions = partitions;
    await client.query(`INSERT INTO ${SCHEMA}.monthly SELECT * FROM public.tenders`);
    for (const def of await indexDefinitions(client, 'monthly', true)) await client.query(def);
    await client.query(`ANALYZE ${SCHEMA}.monthly`);
  });
  return built;
}

/**
 * A day of `dayRows` tenders with ids and source ids of their own: the newest day's rows, cycled,
 * moved to the last day of the month holding the most tenders, the partition a day's insert
 * finds largest (a day of the newest, partly filled month would find a smaller one).
 */
async function makeDay(client, dayRows) {
  await client.query(`
    CREATE TABLE ${SCHEMA}.day AS
    WITH newest AS MATERIALIZED (
      SELECT t.*, row_number() OVER () AS n FROM public.tenders t
      WHERE published_at >= (SELECT max(published_at) - interval '1 day' FROM public.tenders)
    ), fullest AS (
      SELECT date_trunc('month', published_at) AS month FROM public.tenders
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1
    )
    SELECT g AS k, newest.*,
      fullest.month + interval '1 month' - interval '1 day'
        + (newest.published_at - date_trunc('day', newest.published_at)) AS day_at
    FROM generate_series(1, ${dayRows}) g
      -- A key computed from g alone: the join sorts or hashes it instead of testing every pair.
      JOIN newest ON newest.n = (g - 1) % (SELECT count(*) FROM newest) + 1 CROSS JOIN fullest`);
  await client.query(`
    UPDATE ${SCHEMA}.day SET id = (SELECT max(id) FROM public.tenders) + k,
      source_id = 'day-' || k, published_at = day_at`);
  await client.query(`ALTER TABLE ${SCHEMA}.day DROP COLUMN k, DROP COLUMN n, DROP COLUMN day_at`);
  const { rows } = await client.query(`SELECT min(published_at), max(published_at) FROM ${SCHEMA}.day`);
  return rows[0];
}

/** The keyword index of `table`, or of its partition holding `day` when partitioned. */
async function keywordIndexOf(client, table, day) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
       JOIN pg_class t ON t.oid = i.indrelid
      WHERE am.amname = 'gin' AND t.relnamespace = '${SCHEMA}'::regnamespace
        AND t.relkind = 'r' AND (t.relname = $1 OR t.relname = $2)`,
    [table, partitionOf(table, day)],
  );
  return rows[0].name;
}

/** One day inserted and its keyword entries merged, rolled back: the ms of each step. */
async function insertDay(client, table, day) {
  const gin = await keywordIndexOf(client, table, day);
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL gin_pending_list_limit = '1GB'`);
    const insert = await timeIt(() =>
      client.query(`INSERT INTO ${SCHEMA}.${table} SELECT * FROM ${SCHEMA}.day`),
    );
    const merge = await timeIt(() => client.query(`SELECT gin_clean_pending_list('${gin}'::regclass)`));
    return { insert, merge };
  } finally {
    await client.query('ROLLBACK');
  }
}

/** p50 and p99 of `READS` calls of `query(i)`, after one not counted. */
async function timeReads(client, query) {
  await client.query(...query(0));
  return timeCalls(READS, (i) => client.query(...query(i + 1)));
}

async function reads(client, table, sample) {
  const pick = (i) => sample[(i * 7919) % sample.length];
  const provinces = [...new Set(sample.map((s) => s.province))];
  const byProvince = (offset) => (i) => [
    `SELECT id FROM ${SCHEMA}.${table} WHERE province = $1 ORDER BY published_at DESC, id DESC LIMIT 20 OFFSET ${offset}`,
    [provinces[i % provinces.length]],
  ];
  return {
    'record by id': await timeReads(client, (i) => [
      `SELECT * FROM ${SCHEMA}.${table} WHERE id = $1`,
      [pick(i).id],
    ]),
    'record by id and month': await timeReads(client, (i) => [
      `SELECT * FROM ${SCHEMA}.${table} WHERE id = $1 AND published_at >= $2 AND published_at < $3`,
      [pick(i).id, ...monthOf(pick(i).published_at)],
    ]),
    'listing by province, page 1': await timeReads(client, byProvince(0)),
    'listing by province, page 100': await timeReads(client, byProvince(1980)),
  };
}

/** Runs the comparison on `pgUrl`'s dataset; prints and returns its figures. */
export async function benchPartitions(pgUrl, { dayRows = 150_000, rounds = 3 } = {}) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows: count } = await client.query('SELECT count(*)::int AS n FROM public.tenders');
    console.log(`   partitions: ${count[0].n.toLocaleString('en')} tenders; building both layouts…`);
    const built = await build(client);
    const { min: day } = await makeDay(client, dayRows);
    const { rows: sizes } = await client.query(
      `SELECT count(*)::int AS n FROM ${SCHEMA}.monthly WHERE published_at >= $1 AND published_at < $2`,
      monthOf(day),
    );
    const inserts = { plain: [], monthly: [] };
    for (let r = 0; r < rounds; r++)
      for (const table of ['plain', 'monthly']) {
        const t = await insertDay(client, table, day);
        inserts[table].push(t);
        console.log(
          `   ${table}: ${dayRows} rows inserted in ${(t.insert / 1000).toFixed(1)} s, merged in ${(t.merge / 1000).toFixed(1)} s`,
        );
      }
    const { rows: sample } = await client.query(
      `SELECT id, published_at, province FROM public.tenders TABLESAMPLE SYSTEM (1) LIMIT 2000`,
    );
    const read = {};
    for (const table of ['plain', 'monthly']) read[table] = await reads(client, table, sample);
    const result = { tenders: count[0].n, dayRows, monthRows: sizes[0].n, built, inserts, read };
    console.log(`BENCH_PARTITIONS ${JSON.stringify(result)}`);
    return result;
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => {});
    await client.end();
  }
}

/** The day's insert per round, then each read's p50 / p99 on both layouts. */
export function printPartitionsTable(result, printTable) {
  const s = (t) => `${(t / 1000).toFixed(1)} s`;
  const f = (t) => t.toFixed(2);
  console.log(
    `\nMonthly partitions (${result.tenders.toLocaleString('en')} tenders; ${result.built.partitions} partitions; the day's month held ${result.monthRows.toLocaleString('en')} before it). A day of ${result.dayRows.toLocaleString('en')} tenders inserted, keyword entries merged, rolled back; layouts alternating:\n`,
  );
  printTable([
    ['layout', 'built in', ...result.inserts.plain.map((_, i) => `round ${i + 1}: insert + merge`)],
    ...['plain', 'monthly'].map((table) => [
      table,
      s(result.built[table]),
      ...result.inserts[table].map((t) => `${s(t.insert)} + ${s(t.merge)}`),
    ]),
  ]);
  console.log(`\nReads, warm, ${READS} calls each, p50 / p99 in ms:\n`);
  printTable([
    ['read', 'plain', 'monthly'],
    ...Object.keys(result.read.plain).map((name) => [
      name,
      `${f(result.read.plain[name].p50)} / ${f(result.read.plain[name].p99)}`,
      `${f(result.read.monthly[name].p50)} / ${f(result.read.monthly[name].p99)}`,
    ]),
  ]);
}
