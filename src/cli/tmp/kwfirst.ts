import config from '@payload-config';
import { getPayload } from 'payload';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rawSql, type RawSql, type SQL } from '@/server/db';
import { listKeywords } from '@/features/keywords/server/list';
import { matchesOf } from '@/features/keywords/server/matches';
import { chartFrom } from '@/features/keywords/server/figures';
const payload = await getPayload({ config });
const base = rawSql(payload);
const dialect = new PgDialect();
let log: string[] = [];
const db: RawSql = { dialect: base.dialect, query: async <T,>(s: SQL) => { const q = dialect.sqlToQuery(s); const t = performance.now(); const r = await base.query<T>(s); log.push(`${(performance.now() - t).toFixed(1)} ms ${r.length}r: ${q.sql.replace(/\s+/g, ' ').slice(0, 160)} -- ${JSON.stringify(q.params).slice(0, 160)}`); return r; } };
const keywords = await listKeywords();
const out: { slug: string; ms: number; log: string[] }[] = [];
for (const k of keywords) {
  log = [];
  const t = performance.now();
  await Promise.all((['projects', 'tenders'] as const).map((kind) => matchesOf(db, kind, k, undefined, chartFrom(new Date()), 20)));
  out.push({ slug: k.slug, ms: performance.now() - t, log });
}
out.sort((a, b) => b.ms - a.ms);
const ms = out.map((o) => o.ms).sort((a, b) => a - b);
console.log('p50', ms[Math.floor(ms.length / 2)].toFixed(1), 'p99', ms[Math.floor(ms.length * 0.99)].toFixed(1));
for (const o of out.slice(0, 5)) { console.log(o.slug, o.ms.toFixed(1)); for (const l of o.log) console.log('   ', l); }
await payload.destroy();
process.exit(0);
