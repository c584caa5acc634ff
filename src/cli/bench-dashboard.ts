/**
 * Dashboard half of `npm run bench` (docs/benchmarks.md): on the database the env selects (the
 * record pages' database, millions of projects and tenders), tops the leads up to --leads
 * (default 100,000, half feedback and half trial applications over the last 30 days, a third
 * contacted), then times the admin dashboard's figures uncached. Prints `BENCH_DASHBOARD {json}`.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { rawSql, sql, withWriteTransaction } from '@/server/db';
import { computeDashboardFigures } from '@/features/leads/server/delivery/dashboard';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const argv = process.argv.slice(2);
const leads = intOption(argv, 'leads', 100_000);
const iterations = intOption(argv, 'iterations', 20);
const BATCH = 500;

const payload = await getPayload({ config });
const db = rawSql(payload);
const count = async (table: 'feedback' | 'apply_records') =>
  Number((await db.query<{ n: unknown }>(sql`SELECT COUNT(*) AS n FROM ${sql.raw(table)}`))[0]?.n ?? 0);

for (const table of ['feedback', 'apply_records'] as const) {
  const missing = Math.ceil(leads / 2) - (await count(table));
  for (let done = 0; done < missing; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, missing - done) }, (_, i) => {
      const n = done + i;
      const received = Date.now() - ((n * 7919) % (30 * 86_400)) * 1000;
      const minutes = n % 3 === 0 ? (n % 240) + 5 : null;
      const contacted = minutes === null ? null : new Date(received + minutes * 60_000).toISOString();
      const at = new Date(received).toISOString();
      const status = contacted ? 'contacted' : 'new';
      return sql`(${`Bench ${n}`}, ${'Bench'}, ${'13800000000'}, ${'b@example.com'}, ${at}, ${'zh'}, ${1}, ${status}, ${contacted}, ${minutes}, ${at}, ${at})`;
    });
    const phone = sql.raw(table === 'feedback' ? 'contact_number' : 'phone');
    await withWriteTransaction(payload, (tx) =>
      tx.query(
        sql`INSERT INTO ${sql.raw(table)} (company_name, contacts, ${phone}, email, received_at, locale, times_received,
              status, first_contact_at, minutes_to_first_contact, updated_at, created_at) VALUES ${sql.join(rows, sql`, `)}`,
      ),
    );
  }
}

await computeDashboardFigures(payload); // warm the database's page cache once
const times: number[] = [];
for (let i = 0; i < iterations; i++) {
  const started = performance.now();
  await computeDashboardFigures(payload);
  times.push(performance.now() - started);
}
const { p50 } = medianAndTail(times);
console.log(
  'BENCH_DASHBOARD ' +
    JSON.stringify({
      dialect: db.dialect,
      leads: (await count('feedback')) + (await count('apply_records')),
      iterations,
      p50,
      max: Math.max(...times),
    }),
);
await payload.destroy();
process.exit(0);
