import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import type { MigrateUpArgs } from '@payloadcms/db-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordKind } from '@/catalog/routes';
import type { ImportedRecord } from '@/features/imports/file/types';
import { type BatchOutcome, storeBatchOver, storeRecords } from '@/features/imports/server/store';
import { migrations } from '@/migrations/postgres';
import { type DrizzleDatabase, type RawSql, poolOf, sql, sqlOver, writeTransaction } from '@/server/db';
import { onPostgresServer } from '../../scripts/lib/postgres-admin.mjs';
import { BATCHES, CODE, at, endState, project, records } from './import-fixtures';

/**
 * The PostgreSQL import writer (docs/import.md, 'How a batch is stored': COPY and set-based
 * statements) against the multi-row writer SQLite uses, batch by batch, each in a scratch database
 * of its own next to the suite's (under `npm run test:postgres`): the same outcomes and the same
 * end state of rows, locale rows, withdrawals, organisations and their figures, candidates and
 * stages.
 */
const SUITE_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const base = `${SUITE_URL ? new URL(SUITE_URL).pathname.slice(1) : 'test'}_import_merge`;

const onServer = (statement: string) => onPostgresServer(SUITE_URL!, statement);

interface Scratch {
  name: string;
  pool: pg.Pool;
  database: DrizzleDatabase;
  db: RawSql;
}

async function scratch(name: string): Promise<Scratch> {
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(SUITE_URL!);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const database: DrizzleDatabase = { dialect: 'postgres', db: drizzle({ client: pool }) };
  const args = { db: database.db, payload: {}, req: {} } as unknown as MigrateUpArgs;
  for (const m of migrations) await m.up(args);
  return { name, pool, database, db: sqlOver(database) };
}

/** The COPY writer (storeBatch's own path on PostgreSQL). */
const copying = (s: Scratch, kind: RecordKind, records: ImportedRecord[], day: number) =>
  storeBatchOver(s.database, kind, records, { now: at(day) });

/** The multi-row writer, over Drizzle's transaction (a connection without COPY). */
const multiRow = (s: Scratch, kind: RecordKind, records: ImportedRecord[], day: number) =>
  writeTransaction(s.database, (tx) => storeRecords(tx, kind, records, { now: at(day) }));

const counts = ({ inserted, updated, unchanged, withdrawn }: BatchOutcome) => ({
  inserted,
  updated,
  unchanged,
  withdrawn,
});

describe.skipIf(!SUITE_URL)('the PostgreSQL import writer', () => {
  let copy: Scratch;
  let multi: Scratch;
  const outcomes: { copy: BatchOutcome; multi: BatchOutcome }[] = [];

  beforeAll(async () => {
    copy = await scratch(`${base}_copy`);
    multi = await scratch(`${base}_multi`);
  }, 120_000);
  afterAll(async () => {
    for (const s of [copy, multi]) {
      await s?.pool.end();
      if (s) await onServer(`DROP DATABASE IF EXISTS "${s.name}" WITH (FORCE)`);
    }
  });

  it('writes every batch as the multi-row writer does, to the same end state', async () => {
    // storeBatchOver takes the COPY writer on this database (its pool's connections).
    expect(poolOf(copy.database)).toBe(copy.pool);
    for (const { kind, day, rows } of BATCHES) {
      const batch = records(kind, rows);
      const a = await copying(copy, kind, batch, day);
      const b = await multiRow(multi, kind, batch, day);
      expect(counts(a)).toEqual(counts(b));
      expect([...a.changed].sort()).toEqual([...b.changed].sort());
      expect({ ...a.related, orgs: [...a.related.orgs].sort() }).toEqual({
        ...b.related,
        orgs: [...b.related.orgs].sort(),
      });
      outcomes.push({ copy: a, multi: b });
      expect(await endState(copy.db)).toEqual(await endState(multi.db));
    }
    expect(outcomes.map((o) => counts(o.copy))).toEqual([
      { inserted: 3, updated: 0, unchanged: 0, withdrawn: 0 },
      { inserted: 4, updated: 0, unchanged: 1, withdrawn: 0 },
      { inserted: 1, updated: 2, unchanged: 1, withdrawn: 0 },
      { inserted: 1, updated: 1, unchanged: 1, withdrawn: 1 },
      { inserted: 0, updated: 1, unchanged: 0, withdrawn: 1 },
      { inserted: 1, updated: 0, unchanged: 0, withdrawn: 0 },
      { inserted: 1, updated: 0, unchanged: 0, withdrawn: 0 },
    ]);
  }, 120_000);

  it("merges the batch's keyword entries into the index before it commits (no pending list left)", async () => {
    // gin_clean_pending_list answers the pending pages it merged: none, after every COPY batch
    // (the multi-row writer leaves PostgreSQL's default, a pending list merged once it is full).
    for (const s of [copy, multi]) {
      const pending = await s.db.query<{ n: number | string }>(
        sql`SELECT gin_clean_pending_list('projects_search_idx'::regclass) + gin_clean_pending_list('tenders_search_idx'::regclass) AS n`,
      );
      expect(Number(pending[0]!.n) > 0).toBe(s === multi);
    }
    // The organisations' name index, which the upkeep writes under the batch's raised limit.
    const orgs = await copy.db.query<{ n: number | string }>(
      sql`SELECT gin_clean_pending_list('organisations_search_idx'::regclass) AS n`,
    );
    expect(Number(orgs[0]!.n)).toBe(0);
    // The merged entries answer a keyword search.
    const found = await copy.db.query<{ source_id: string }>(
      sql`SELECT source_id FROM projects WHERE array_to_tsvector(string_to_array(search_text, ' ')) @@ ${'道路'}::tsquery ORDER BY source_id`,
    );
    expect(found.map((r) => r.source_id)).toContain('m-p-1');
  });

  it('leaves an unchanged row untouched and keeps what a withdrawal and a reinstatement mean', async () => {
    const [p1] = await copy.db.query<{ created_at: unknown; updated_at: unknown }>(
      sql`SELECT created_at, updated_at FROM projects WHERE source_id = 'm-p-1'`,
    );
    expect(new Date(String(p1.updated_at)).toISOString()).toBe(at(3).toISOString());
    const [p3] = await copy.db.query<{ updated_at: unknown }>(
      sql`SELECT updated_at FROM projects WHERE source_id = 'm-p-3'`,
    );
    expect(new Date(String(p3.updated_at)).toISOString()).toBe(at(4).toISOString());
    const state = await endState(copy.db);
    // Withdrawn and published again: no withdrawal row is left for either.
    expect(state.withdrawals).toEqual([]);
    expect(state.tenders.map((t) => t.source_id)).toEqual(['m-t-1', 'm-t-2', 'm-t-3', 'm-t-4', 'm-t-5']);
    expect(state.texts.find((t) => t.source_id === 'm-p-3')).toMatchObject({
      title: '长沙市3号道路改造工程（二期）',
      title_en: 'Phase II',
    });
    // COPY's escapes: a tab, a backslash and a line break arrive as sent.
    expect(state.texts.find((t) => t.source_id === 'm-p-1')?.summary).toBe('道路改造。\t第二段\\完');
    expect(state.candidates.filter((c) => c.source_id === 'm-t-2').map((c) => c.name)).toEqual([
      '中建五局第三建设有限公司',
      '湖南建工集团有限公司',
    ]);
    expect(state.stages.filter((s) => s.source_id === 'm-p-4').map((s) => s.stage)).toEqual([
      'completion',
      'initiation',
    ]);
    const owner = state.organisations.find((o) => o.name === '长沙市教育局');
    expect(owner).toMatchObject({ credit_code: CODE, record_count: '5', owner_count: '5' });
  });

  it('moves a withdrawn row with its titles into withdrawals, in a few statements for the batch', async () => {
    const batch = records('tenders', [
      { sourceId: 'm-t-3', withdrawn: '1' },
      { sourceId: 'm-t-4', withdrawn: '1' },
    ]);
    const outcome = await copying(copy, 'tenders', batch, 7);
    expect(counts(outcome)).toEqual({ inserted: 0, updated: 0, unchanged: 0, withdrawn: 2 });
    const state = await endState(copy.db);
    expect(state.withdrawals).toEqual([
      expect.objectContaining({
        kind: 'tenders',
        source_id: 'm-t-3',
        province: 'hunan',
        titles: 'zh:岳麓区3号学校扩建工程招标公告',
      }),
      expect.objectContaining({ kind: 'tenders', source_id: 'm-t-4', industry: 'jiaoyukeyan' }),
    ]);
    expect(state.tenders.map((t) => t.source_id)).toEqual(['m-t-1', 'm-t-2', 'm-t-5']);
  });

  it('rolls a failing batch back whole', async () => {
    const before = await endState(copy.db);
    const batch = records('projects', [project('9'), project('1', { amountWan: '9' })]);
    await expect(
      storeBatchOver(copy.database, 'projects', batch, { rollback: () => new Error('stop') }),
    ).rejects.toThrow('stop');
    expect(await endState(copy.db)).toEqual(before);
  });
});
