/**
 * Writes one batch of imported projects or tenders (src/import) in one transaction: upsert by
 * `sourceId`, a row equal to the stored one left untouched, a withdrawal moved out of its table
 * into `withdrawals`. The whole batch commits or none of it does, so an import killed midway and
 * run again ends as one uninterrupted run would; concurrent imports of one collection take turns
 * (SQLite's write lock, a PostgreSQL advisory lock per collection).
 */
import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import type { ImportedProject, ImportedRecord, ImportedTender } from '@/features/imports/file/types';
import { type Locale, routing } from '@/i18n/routing';
import { type OrgName, candidateNames } from '@/features/organisations';
import { chinaYear } from '@/text/china-time';
import {
  type Contribution,
  applyContributions,
  procurementSiblings,
  readContributions,
  recordStages,
  resolveOrganisations,
  writeCandidates,
} from '@/features/organisations';
import { searchText } from '@/text/search-text';
import {
  type DrizzleDatabase,
  type RawSql,
  type SqlValue,
  drizzleOf,
  isoDate,
  sql,
  writeTransaction,
} from '@/server/db';
import { chunks, tuples } from '@/server/sql-batches';

export interface BatchOutcome {
  inserted: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  /** Source ids whose stored row changed (inserted, updated or withdrawn). */
  changed: string[];
  /**
   * Other pages the batch changed (docs/organisations.md, 'Upkeep'): the organisations whose
   * figures moved (public ids), the other notices of the procurements it touched, and the
   * projects whose tender lists it touched.
   */
  related: { orgs: string[]; tenders: string[]; projects: string[] };
}

const LOCK_KEYS: Record<RecordKind, number> = { projects: 73_016_301, tenders: 73_016_302 };

type Values = SqlValue[];

interface KindSpec<R extends ImportedRecord> {
  /** Row columns written from a record, besides source_id, search_text and the timestamps. */
  columns: string[];
  values: (r: R) => Values;
  /** Columns of `<table>_locales` besides _locale and _parent_id. */
  localeColumns: string[];
  /** A locale's row, or null when the record has nothing in that locale. */
  localeValues: (r: R, locale: Locale) => Values | null;
}

/**
 * The English row: written when the record has any English text; a missing English title or
 * owner repeats the Chinese one (pages read the Chinese row when there is no English row).
 */
function hasEnglish(r: ImportedRecord): boolean {
  const agency = 'agency' in r ? r.agency.en : null;
  const winner = 'winner' in r ? r.winner.en : null;
  return Boolean(r.title.en || r.owner.en || r.summary.en || agency || winner);
}

const PROJECTS: KindSpec<ImportedProject> = {
  columns: [
    'province',
    'region',
    'city',
    'industry',
    'category_code',
    'stage',
    'amount_wan',
    'published_at',
    'start_date',
    'contact_name',
    'contact_phone',
    'owner_credit_code',
  ],
  values: (r) => [
    ...[r.province, r.region, r.city, r.industry, String(r.categoryCode), r.stage, r.amountWan],
    ...[r.publishedAt, r.startDate, r.contactName, r.contactPhone, r.ownerCreditCode],
  ],
  localeColumns: ['title', 'owner', 'summary'],
  localeValues: (r, locale) =>
    locale === 'zh'
      ? [r.title.zh, r.owner.zh, r.summary.zh]
      : hasEnglish(r)
        ? [r.title.en ?? r.title.zh, r.owner.en ?? r.owner.zh, r.summary.en]
        : null,
};

const TENDERS: KindSpec<ImportedTender> = {
  columns: [
    'province',
    'region',
    'city',
    'industry',
    'notice_code',
    'free',
    'amount_wan',
    'published_at',
    'deadline',
    'contact_name',
    'contact_phone',
    'owner_credit_code',
    'agency_credit_code',
    'process_id',
    'project_source_id',
    'winner_credit_code',
    'win_amount_wan',
    'candidates',
  ],
  values: (r) => [
    ...[r.province, r.region, r.city, r.industry, String(r.noticeCode), r.free, r.amountWan],
    ...[r.publishedAt, r.deadline, r.contactName, r.contactPhone, r.ownerCreditCode, r.agencyCreditCode],
    ...[r.processId, r.projectSourceId, r.winnerCreditCode, r.winAmountWan, r.candidates],
  ],
  localeColumns: ['title', 'owner', 'summary', 'agency', 'winner'],
  localeValues: (r, locale) =>
    locale === 'zh'
      ? [r.title.zh, r.owner.zh, r.summary.zh, r.agency.zh, r.winner.zh]
      : hasEnglish(r)
        ? [r.title.en ?? r.title.zh, r.owner.en ?? r.owner.zh, r.summary.en, r.agency.en, r.winner.en]
        : null,
};

// Each spec reads its own kind's records; the store hands each kind only its own.
const SPECS = { projects: PROJECTS, tenders: TENDERS } as unknown as Record<
  RecordKind,
  KindSpec<ImportedRecord>
>;

/** Columns holding instants, compared as ISO strings (each database writes them its own way). */
const DATE_COLUMNS = new Set(['published_at', 'start_date', 'deadline']);

/** A stored value in the form `values()` gives it, so equal records compare equal. */
function comparable(column: string, value: unknown): SqlValue {
  if (value === null || value === undefined || value === '') return null;
  if (DATE_COLUMNS.has(column)) return isoDate(value);
  if (column === 'free') return value === true || value === 1 || value === '1' || value === 't';
  if (column === 'amount_wan' || column === 'win_amount_wan') return Number(value);
  return String(value);
}

const sameValues = (columns: string[], stored: Values, next: Values) =>
  columns.every((c, i) => comparable(c, stored[i]) === comparable(c, next[i]));

/** Column names, constants of this module. */
const names = (columns: string[]) => sql.raw(columns.join(', '));
const table = (name: string) => sql.identifier(name);

interface StoredRow {
  id: number;
  sourceId: string;
  values: Values;
  locales: Partial<Record<Locale, Values>>;
}

async function readStored(tx: RawSql, kind: RecordKind, spec: KindSpec<ImportedRecord>, ids: string[]) {
  const stored = new Map<string, StoredRow>();
  for (const part of chunks(ids)) {
    const rows = await tx.query<Record<string, unknown>>(
      sql`SELECT id, source_id, ${names(spec.columns)} FROM ${table(kind)} WHERE source_id IN ${part}`,
    );
    for (const row of rows) {
      stored.set(String(row.source_id), {
        id: Number(row.id),
        sourceId: String(row.source_id),
        values: spec.columns.map((c) => row[c] as SqlValue),
        locales: {},
      });
    }
  }
  const byId = new Map([...stored.values()].map((s) => [s.id, s]));
  for (const part of chunks([...byId.keys()])) {
    const rows = await tx.query<Record<string, unknown>>(
      sql`SELECT _parent_id, _locale, ${names(spec.localeColumns)} FROM ${table(`${kind}_locales`)}
        WHERE _parent_id IN ${part}`,
    );
    for (const row of rows) {
      const owner = byId.get(Number(row._parent_id));
      if (owner) owner.locales[row._locale as Locale] = spec.localeColumns.map((c) => row[c] as SqlValue);
    }
  }
  return stored;
}

function unchanged(spec: KindSpec<ImportedRecord>, stored: StoredRow, record: ImportedRecord): boolean {
  return sameValues(spec.columns, stored.values, spec.values(record)) && sameLocales(spec, stored, record);
}

/** Whether the record's localised columns are those stored (its locale rows need no rewrite). */
function sameLocales(spec: KindSpec<ImportedRecord>, stored: StoredRow, record: ImportedRecord): boolean {
  for (const locale of routing.locales) {
    const next = spec.localeValues(record, locale);
    const before = stored.locales[locale];
    if (!next || !before) {
      if (next || before) return false;
    } else if (!sameValues(spec.localeColumns, before, next)) return false;
  }
  return true;
}

async function insertLocales(
  tx: RawSql,
  kind: RecordKind,
  spec: KindSpec<ImportedRecord>,
  rows: { id: number; record: ImportedRecord }[],
) {
  const values: Values[] = [];
  for (const { id, record } of rows) {
    for (const locale of routing.locales) {
      const v = spec.localeValues(record, locale);
      if (v) values.push([...v, locale, id]);
    }
  }
  const columns = [...spec.localeColumns, '_locale', '_parent_id'];
  for (const part of chunks(values)) {
    await tx.query(sql`INSERT INTO ${table(`${kind}_locales`)} (${names(columns)}) VALUES ${tuples(part)}`);
  }
}

const typesOf = new Map<string, Map<string, string>>();

/** Each column's type as PostgreSQL names it (`format_type`), read once per table. */
async function columnTypes(tx: RawSql, kind: RecordKind): Promise<Map<string, string>> {
  let types = typesOf.get(kind);
  if (types) return types;
  if (tx.dialect !== 'postgres') return new Map();
  const rows = await tx.query<{ name: string; type: string }>(
    sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = CAST(${kind} AS regclass) AND attnum > 0 AND NOT attisdropped`,
  );
  types = new Map(rows.map((r) => [String(r.name), String(r.type)]));
  typesOf.set(kind, types);
  return types;
}

const titleOf = (stored: StoredRow, locale: Locale) => stored.locales[locale]?.[0] ?? null;

/** The organisation keys of each kind, in the order of `orgRoles`. */
const FK_COLUMNS: Record<RecordKind, string[]> = {
  projects: ['owner_org_id'],
  tenders: ['owner_org_id', 'agency_org_id', 'winner_org_id'],
};

/** The organisations a record names in its roles (owner; agency, winner), null where none. */
function orgRoles(r: ImportedRecord): (OrgName | null)[] {
  const owner: OrgName = { zh: r.owner.zh, en: r.owner.en, code: r.ownerCreditCode };
  if (!('noticeCode' in r)) return [owner];
  const named = (n: { zh: string | null; en: string | null }, code: string | null): OrgName | null =>
    n.zh ? { zh: n.zh, en: n.en, code } : null;
  return [owner, named(r.agency, r.agencyCreditCode), named(r.winner, r.winnerCreditCode)];
}

/** Every organisation a record names, candidates included. */
function orgNames(r: ImportedRecord): OrgName[] {
  const roles = orgRoles(r).filter((n): n is OrgName => n !== null);
  if (!('noticeCode' in r)) return roles;
  return [...roles, ...candidateNames(r.candidates).map((zh) => ({ zh, en: null, code: null }))];
}

/** What a record, as written with the organisations `orgOf` found, contributes to the figures. */
function contributionOf(r: ImportedRecord, orgOf: (name: OrgName | null) => number | null): Contribution {
  const [owner, agency = null, winner = null] = orgRoles(r).map((n) => orgOf(n));
  const tender = 'noticeCode' in r ? r : null;
  return {
    year: chinaYear(r.publishedAt),
    publishedAt: r.publishedAt,
    industry: r.industry,
    province: r.province,
    amountWan: r.amountWan,
    winAmountWan: tender?.winAmountWan ?? null,
    owner,
    agency,
    winner,
    candidates: candidateNames(tender?.candidates)
      .map((zh) => orgOf({ zh, en: null, code: null }))
      .filter((o): o is number => o !== null),
  };
}

/** What a stored row linked to before the batch: its procurement and project. */
function storedLinks(
  spec: KindSpec<ImportedRecord>,
  row: StoredRow,
): { processId: string | null; projectSourceId: string | null } {
  const at = (column: string) => {
    const i = spec.columns.indexOf(column);
    const v = i < 0 ? null : row.values[i];
    return v === null || v === undefined || v === '' ? null : String(v);
  };
  return { processId: at('process_id'), projectSourceId: at('project_source_id') };
}

/**
 * The other pages a batch changed: the organisations whose figures moved, the notices sharing a
 * procurement with a changed tender (their timelines), the projects listing a changed tender.
 */
async function relatedPages(
  tx: RawSql,
  kind: RecordKind,
  orgs: string[],
  links: { processId?: string | null; projectSourceId?: string | null }[],
): Promise<BatchOutcome['related']> {
  if (kind !== 'tenders') return { orgs, tenders: [], projects: [] };
  const processIds = links.map((l) => l.processId).filter((p): p is string => Boolean(p));
  const projects = links.map((l) => l.projectSourceId).filter((p): p is string => Boolean(p));
  return { orgs, tenders: await procurementSiblings(tx, processIds), projects: [...new Set(projects)] };
}

export interface StoreBatchOptions {
  now?: Date;
  /** A dry run: the error thrown once the batch is classified and written, to roll it back. */
  rollback?: (outcome: BatchOutcome) => Error;
  /** False: no organisation upkeep (the bench's 'without' figure only; figures go stale). */
  organisations?: boolean;
}

/** Writes one batch; records later in the batch win over earlier ones with the same sourceId. */
export function storeBatch(
  payload: Payload,
  kind: RecordKind,
  batch: ImportedRecord[],
  options: StoreBatchOptions = {},
): Promise<BatchOutcome> {
  return storeBatchOver(drizzleOf(payload), kind, batch, options);
}

/** storeBatch over a database connection of the caller's (tests open the server's own database). */
export async function storeBatchOver(
  database: DrizzleDatabase,
  kind: RecordKind,
  batch: ImportedRecord[],
  { now = new Date(), rollback, organisations = true }: StoreBatchOptions = {},
): Promise<BatchOutcome> {
  const spec = SPECS[kind];
  const records = [...new Map(batch.map((r) => [r.sourceId, r])).values()];
  const at = now.toISOString();
  return writeTransaction(
    database,
    async (tx) => {
      const outcome: BatchOutcome = {
        inserted: 0,
        updated: 0,
        unchanged: 0,
        withdrawn: 0,
        changed: [],
        related: { orgs: [], tenders: [], projects: [] },
      };
      const ids = records.map((r) => r.sourceId);
      const stored = await readStored(tx, kind, spec, ids);
      const withdrawnBefore = new Set<string>();
      for (const part of chunks(ids)) {
        const rows = await tx.query<{ source_id: string }>(
          sql`SELECT source_id FROM withdrawals WHERE kind = ${kind} AND source_id IN ${part}`,
        );
        for (const row of rows) withdrawnBefore.add(row.source_id);
      }

      const inserts: ImportedRecord[] = [];
      const updates: { row: StoredRow; record: ImportedRecord }[] = [];
      const withdrawals: { row: StoredRow; record: ImportedRecord }[] = [];
      const reinstated: string[] = [];
      for (const record of records) {
        const row = stored.get(record.sourceId);
        if (record.withdrawn) {
          if (row) withdrawals.push({ row, record });
          else outcome.unchanged++;
          continue;
        }
        if (withdrawnBefore.has(record.sourceId)) reinstated.push(record.sourceId);
        if (!row) inserts.push(record);
        else if (unchanged(spec, row, record)) outcome.unchanged++;
        else updates.push({ row, record });
      }

      // Organisations first: the rows are written with their keys (docs/organisations.md).
      const orgOf = organisations
        ? await resolveOrganisations(tx, records.flatMap(orgNames), at)
        : () => null;
      const before = organisations
        ? await readContributions(tx, kind, [
            ...updates.map((u) => u.row.id),
            ...withdrawals.map((w) => w.row.id),
          ])
        : new Map();
      const fkColumns = FK_COLUMNS[kind];
      const fkValues = (r: ImportedRecord): Values => orgRoles(r).map((name) => orgOf(name));

      const rowColumns = [
        'source_id',
        ...spec.columns,
        ...fkColumns,
        'search_text',
        'created_at',
        'updated_at',
      ];
      const rowValues = (r: ImportedRecord): Values => [
        r.sourceId,
        ...spec.values(r),
        ...fkValues(r),
        searchText(r.title.zh, r.title.en ?? undefined),
      ];
      const insertedIds: { id: number; record: ImportedRecord }[] = [];
      for (const part of chunks(inserts)) {
        const created = await tx.query<{ id: number; source_id: string }>(
          sql`INSERT INTO ${table(kind)} (${names(rowColumns)})
            VALUES ${tuples(part.map((r) => [...rowValues(r), at, at]))} RETURNING id, source_id`,
        );
        const idOf = new Map(created.map((c) => [String(c.source_id), Number(c.id)]));
        const rows = part.map((record) => ({ id: idOf.get(record.sourceId)!, record }));
        insertedIds.push(...rows);
        await insertLocales(tx, kind, spec, rows);
      }
      outcome.inserted = inserts.length;

      // One statement per chunk, not one per row: the new values as a VALUES list joined by id.
      const assigned = [...spec.columns, ...fkColumns, 'search_text', 'updated_at'];
      const types = updates.length ? await columnTypes(tx, kind) : new Map<string, string>();
      // PostgreSQL reads a VALUES list's parameters as text: each is cast to its column's type.
      const typed = (c: string, i: number) =>
        tx.dialect === 'postgres'
          ? sql`${sql.identifier(c)} = CAST(d.${sql.raw(`column${i + 2}`)} AS ${sql.raw(types.get(c)!)})`
          : sql`${sql.identifier(c)} = d.${sql.raw(`column${i + 2}`)}`;
      const assignments = sql.join(assigned.map(typed), sql`, `);
      const idCast = tx.dialect === 'postgres' ? sql.raw('CAST(d.column1 AS integer)') : sql.raw('d.column1');
      for (const part of chunks(updates)) {
        const rows = part.map(({ row, record }) => [row.id, ...rowValues(record).slice(1), at]);
        await tx.query(
          sql`UPDATE ${table(kind)} AS t SET ${assignments} FROM (VALUES ${tuples(rows)}) AS d WHERE t.id = ${idCast}`,
        );
      }
      // Locale rows only where a localised column changed (a re-sent amount leaves them).
      const relocalised = updates.filter((u) => !sameLocales(spec, u.row, u.record));
      for (const part of chunks(relocalised)) {
        await tx.query(
          sql`DELETE FROM ${table(`${kind}_locales`)} WHERE _parent_id IN ${part.map((u) => u.row.id)}`,
        );
        await insertLocales(
          tx,
          kind,
          spec,
          part.map((u) => ({ id: u.row.id, record: u.record })),
        );
      }
      outcome.updated = updates.length;

      for (const part of chunks(reinstated)) {
        const gone = await tx.query<{ id: number }>(
          sql`SELECT id FROM withdrawals WHERE kind = ${kind} AND source_id IN ${part}`,
        );
        if (!gone.length) continue;
        const goneIds = gone.map((g) => Number(g.id));
        await tx.query(sql`DELETE FROM withdrawals_locales WHERE _parent_id IN ${goneIds}`);
        await tx.query(sql`DELETE FROM withdrawals WHERE id IN ${goneIds}`);
      }

      // Withdrawals: one statement per step for the whole chunk.
      for (const part of chunks(withdrawals)) {
        const kept = await tx.query<{ id: number; source_id: string }>(
          sql`INSERT INTO withdrawals (kind, source_id, province, industry, withdrawn_at)
           VALUES ${tuples(part.map(({ row, record }) => [kind, record.sourceId, row.values[0], row.values[3], at]))}
           ON CONFLICT (kind, source_id) DO UPDATE SET province = excluded.province,
             industry = excluded.industry, withdrawn_at = excluded.withdrawn_at
           RETURNING id, source_id`,
        );
        const keptId = new Map(kept.map((k) => [String(k.source_id), Number(k.id)]));
        await tx.query(sql`DELETE FROM withdrawals_locales WHERE _parent_id IN ${[...keptId.values()]}`);
        const titles = part.flatMap(({ row, record }) =>
          routing.locales.flatMap((locale) => {
            const title = titleOf(row, locale);
            return title ? [[title, locale, keptId.get(record.sourceId)!] as Values] : [];
          }),
        );
        if (titles.length) {
          await tx.query(
            sql`INSERT INTO withdrawals_locales (title, _locale, _parent_id) VALUES ${tuples(titles)}`,
          );
        }
        const goneIds = part.map((w) => w.row.id);
        await tx.query(sql`DELETE FROM ${table(`${kind}_locales`)} WHERE _parent_id IN ${goneIds}`);
        await tx.query(sql`DELETE FROM ${table(kind)} WHERE id IN ${goneIds}`);
      }
      outcome.withdrawn = withdrawals.length;

      const written = [...insertedIds, ...updates.map((u) => ({ id: u.row.id, record: u.record }))];
      if (organisations && kind === 'tenders') {
        await writeCandidates(tx, [
          ...written.map(({ id, record }, i) => ({
            tenderId: id,
            fresh: i < insertedIds.length,
            names: candidateNames((record as ImportedTender).candidates),
            orgOf: (zh: string) => orgOf({ zh, en: null, code: null }),
          })),
          ...withdrawals.map((w) => ({ tenderId: w.row.id, names: [], orgOf: () => null })),
        ]);
      } else if (organisations) {
        await recordStages(
          tx,
          written.map(({ record }) => ({
            sourceId: record.sourceId,
            stage: (record as ImportedProject).stage,
            at,
          })),
        );
      }
      if (organisations) {
        // What the written rows contribute now, from the records themselves (no read back).
        const after = written.map(({ record }) => contributionOf(record, orgOf));
        const touched = await applyContributions(tx, before.values(), after, at);
        outcome.related = await relatedPages(tx, kind, touched, [
          ...written.map((w) => w.record as Partial<ImportedTender>),
          ...updates.map((u) => storedLinks(spec, u.row)),
          ...withdrawals.map((w) => storedLinks(spec, w.row)),
        ]);
      }
      outcome.changed = [
        ...inserts.map((r) => r.sourceId),
        ...updates.map((u) => u.record.sourceId),
        ...withdrawals.map((w) => w.record.sourceId),
      ];
      if (rollback) throw rollback(outcome);
      return outcome;
    },
    LOCK_KEYS[kind],
  );
}
