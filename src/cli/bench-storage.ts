/**
 * Storage half of `npm run bench` (docs/benchmarks.md, 'Storage per record'): on the database the
 * env selects, the bytes each kind of record takes, split into its rows (the record's table, its
 * candidates or stages), their B-tree indexes, and the keyword index (PostgreSQL's
 * GIN index on `search_text`, SQLite's FTS5 tables), each index by name. Prints
 * `BENCH_STORAGE {json}`.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { type RawSql, rawSql, sql } from '@/server/db';

/** Tables whose rows belong to one kind of record besides its own. */
const CHILD_TABLES: Record<RecordKind, string[]> = {
  projects: ['project_stages'],
  tenders: ['tender_candidates'],
};

type Part = 'rows' | 'indexes' | 'keyword index';
interface Relation {
  name: string;
  part: Part;
  bytes: number;
}

const tablesOf = (kind: RecordKind) => [kind, ...CHILD_TABLES[kind]];

async function postgresRelations(db: RawSql, kind: RecordKind): Promise<Relation[]> {
  const tables = tablesOf(kind);
  const rows = await db.query<{ name: string; bytes: string; index: boolean; gin: boolean }>(
    sql`SELECT c.relname AS name, pg_table_size(c.oid) AS bytes, false AS index, false AS gin
        FROM pg_class c WHERE c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace
          AND c.relname IN ${sql`(${sql.join(
            tables.map((t) => sql`${t}`),
            sql`, `,
          )})`}
      UNION ALL
      SELECT i.relname, pg_relation_size(i.oid), true, am.amname = 'gin'
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_am am ON am.oid = i.relam
        WHERE t.relnamespace = 'public'::regnamespace AND t.relname IN ${sql`(${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})`}`,
  );
  return rows.map((r) => ({
    name: r.name,
    bytes: Number(r.bytes),
    part: r.gin ? 'keyword index' : r.index ? 'indexes' : 'rows',
  }));
}

async function sqliteRelations(db: RawSql, kind: RecordKind): Promise<Relation[]> {
  const tables = new Set(tablesOf(kind));
  const search = `${kind}_search`;
  const rows = await db.query<{ name: string; tbl: string; type: string; bytes: number }>(
    sql`SELECT s.name AS name, m.tbl_name AS tbl, m.type AS type, SUM(s.pgsize) AS bytes
        FROM dbstat s JOIN sqlite_master m ON m.name = s.name GROUP BY s.name`,
  );
  return rows.flatMap((r): Relation[] => {
    const bytes = Number(r.bytes);
    // FTS5 keeps its index in shadow tables named after the virtual table.
    if (r.tbl === search || r.tbl.startsWith(`${search}_`))
      return [{ name: r.name, part: 'keyword index', bytes }];
    if (!tables.has(r.tbl)) return [];
    return [{ name: r.name, part: r.type === 'index' ? 'indexes' : 'rows', bytes }];
  });
}

const payload = await getPayload({ config });
const db = rawSql(payload);
const kinds: RecordKind[] = ['projects', 'tenders'];
const result = [];
for (const kind of kinds) {
  const [{ n }] = await db.query<{ n: unknown }>(sql`SELECT COUNT(*) AS n FROM ${sql.identifier(kind)}`);
  const relations = await (db.dialect === 'postgres' ? postgresRelations : sqliteRelations)(db, kind);
  const sum = (part: Part) => relations.filter((r) => r.part === part).reduce((s, r) => s + r.bytes, 0);
  result.push({
    kind,
    records: Number(n),
    rows: sum('rows'),
    indexes: sum('indexes'),
    keywordIndex: sum('keyword index'),
    relations: relations.sort((a, b) => b.bytes - a.bytes),
  });
}
console.log('BENCH_STORAGE ' + JSON.stringify({ dialect: db.dialect, kinds: result }));
process.exit(0);
