/**
 * The writes of the organisations' figures (docs/organisations.md, 'Upkeep'): the differences
 * ./upkeep.ts sums, written in multi-row statements, or, where the connection has COPY (an import
 * batch on PostgreSQL), COPYed into staging tables that each table takes in one statement.
 */
import { sql } from 'drizzle-orm';
import { type CopySql, type RawSql, type SqlValue } from '@/server/db';
import { withStagingTable } from '@/server/pg-bulk';
import { chunks, tuples } from '@/server/sql-batches';

/** What a batch's records change of one organisation's maintained figures. */
export interface OrgDelta {
  records: number;
  owner: number;
  agency: number;
  win: number;
  candidate: number;
  winAmount: number;
  last: string | null;
  /** The newest date among the contributions taken away (it may have been the organisation's last). */
  removedLast: string | null;
}

/** Rounds sums of decimal amounts (万元 with up to 4 decimals) back to what they are. */
export const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Whether an organisation's counts move (else only its last date may). */
export const moves = (o: OrgDelta) =>
  Boolean(o.records || o.owner || o.agency || o.win || o.candidate || round(o.winAmount));

/** A figures table's rows to add, keyed by its first `keyTypes.length` columns. */
export interface FigureRows {
  table: string;
  columns: string[];
  keyTypes: string[];
  conflict: string;
  set: string;
  rows: SqlValue[][];
}

/** The organisations' counts and last dates, in multi-row statements; returns their public ids. */
export async function updateOrganisations(
  tx: RawSql,
  changed: [number, OrgDelta][],
  at: string,
): Promise<string[]> {
  const pg = tx.dialect === 'postgres';
  const last = pg
    ? sql.raw('GREATEST(o.last_published_at, CAST(d.column8 AS timestamptz))')
    : sql.raw(
        'CASE WHEN d.column8 IS NULL THEN o.last_published_at WHEN o.last_published_at IS NULL OR d.column8 > o.last_published_at THEN d.column8 ELSE o.last_published_at END',
      );
  const publicIds: string[] = [];
  // An organisation whose counts stay (a record edited in place) is rewritten only when its last
  // date moves forward: a rewrite is a new row version and an entry in each of its indexes.
  const newer = pg ? sql.raw('CAST(d.column2 AS timestamptz)') : sql.raw('d.column2');
  for (const part of chunks(changed.filter(([, o]) => !moves(o)))) {
    const rows = sql.join(
      part.map(([id, o]) => sql`(CAST(${id} AS integer), ${o.last})`),
      sql`, `,
    );
    await tx.query(
      sql`UPDATE organisations AS o SET last_published_at = ${newer}, updated_at = ${at}
        FROM (VALUES ${rows}) AS d WHERE o.id = d.column1 AND d.column2 IS NOT NULL
          AND (o.last_published_at IS NULL OR ${newer} > o.last_published_at)`,
    );
    // Their pages list the record: they expire all the same.
    const read = await tx.query<{ public_id: string }>(
      sql`SELECT public_id FROM organisations WHERE id IN ${part.map(([id]) => id)}`,
    );
    publicIds.push(...read.map((u) => String(u.public_id)));
  }
  for (const part of chunks(changed.filter(([, o]) => moves(o)))) {
    const rows = sql.join(
      part.map(
        ([id, o]) =>
          sql`(CAST(${id} AS integer), CAST(${o.records} AS integer), CAST(${o.owner} AS integer), CAST(${o.agency} AS integer), CAST(${o.win} AS integer), CAST(${o.candidate} AS integer), CAST(${round(o.winAmount)} AS numeric), ${o.last})`,
      ),
      sql`, `,
    );
    // SQLite needs the table named in SET without an alias; both accept `organisations AS o`.
    const updated = await tx.query<{ public_id: string }>(
      sql`UPDATE organisations AS o SET record_count = o.record_count + d.column2,
        owner_count = o.owner_count + d.column3, agency_count = o.agency_count + d.column4,
        win_count = o.win_count + d.column5, candidate_count = o.candidate_count + d.column6,
        win_amount_wan = o.win_amount_wan + d.column7, last_published_at = ${last}, updated_at = ${at}
        FROM (VALUES ${rows}) AS d WHERE o.id = d.column1 RETURNING public_id`,
    );
    publicIds.push(...updated.map((u) => String(u.public_id)));
  }
  return publicIds;
}

/** The same as updateOrganisations, from one staging table COPY fills, in three statements. */
export async function copyOrganisations(
  tx: CopySql,
  changed: [number, OrgDelta][],
  at: string,
): Promise<string[]> {
  if (!changed.length) return [];
  return withStagingTable(
    tx,
    'organisation_deltas',
    sql`(id integer, records integer, owner integer, agency integer, win integer, candidate integer,
      win_amount numeric, last timestamptz, moves boolean)`,
    ['id', 'records', 'owner', 'agency', 'win', 'candidate', 'win_amount', 'last', 'moves'],
    changed.map(([id, o]) => [
      id,
      o.records,
      o.owner,
      o.agency,
      o.win,
      o.candidate,
      round(o.winAmount),
      o.last,
      moves(o),
    ]),
    async (d) => {
      // Counts that stay: rewritten only when the last date moves forward (see updateOrganisations).
      await tx.query(
        sql`UPDATE organisations AS o SET last_published_at = d.last, updated_at = ${at}
          FROM ${d} AS d WHERE o.id = d.id AND NOT d.moves AND d.last IS NOT NULL
            AND (o.last_published_at IS NULL OR d.last > o.last_published_at)`,
      );
      await tx.query(
        sql`UPDATE organisations AS o SET record_count = o.record_count + d.records,
          owner_count = o.owner_count + d.owner, agency_count = o.agency_count + d.agency,
          win_count = o.win_count + d.win, candidate_count = o.candidate_count + d.candidate,
          win_amount_wan = o.win_amount_wan + d.win_amount,
          last_published_at = GREATEST(o.last_published_at, d.last), updated_at = ${at}
          FROM ${d} AS d WHERE o.id = d.id AND d.moves`,
      );
      const read = await tx.query<{ public_id: string }>(
        sql`SELECT o.public_id FROM organisations AS o JOIN ${d} AS d ON d.id = o.id`,
      );
      return read.map((u) => String(u.public_id));
    },
  );
}

/** Adds a figures table's rows in multi-row upserts, then deletes the keys that reached zero. */
export async function upsertFigures(
  tx: RawSql,
  { table, columns, keyTypes, conflict, set, rows }: FigureRows,
) {
  const keyWidth = keyTypes.length;
  for (const part of chunks(rows)) {
    await tx.query(
      sql`INSERT INTO ${sql.identifier(table)} AS t (${sql.raw(columns.join(', '))}) VALUES ${tuples(part)}
        ON CONFLICT (${sql.raw(conflict)}) DO UPDATE SET ${sql.raw(set)}`,
    );
  }
  // Only keys whose count went down can have reached zero.
  const lowered = rows.filter((r) => Number(r[keyWidth]) < 0).map((r) => r.slice(0, keyWidth));
  const keys = sql.raw(columns.slice(0, keyWidth).join(', '));
  // Typed: PostgreSQL reads the parameters of a VALUES list as text.
  const typed = (row: SqlValue[]) =>
    sql`(${sql.join(
      row.map((v, i) => sql`CAST(${v} AS ${sql.raw(keyTypes[i])})`),
      sql`, `,
    )})`;
  for (const part of chunks(lowered)) {
    await tx.query(
      sql`DELETE FROM ${sql.identifier(table)} WHERE (${keys}) IN (VALUES ${sql.join(part.map(typed), sql`, `)}) AND count <= 0`,
    );
  }
}

/** The same as upsertFigures, from a staging table COPY fills: one upsert and one delete. */
export async function copyFigures(
  tx: CopySql,
  { table, columns, keyTypes, conflict, set, rows }: FigureRows,
) {
  if (!rows.length) return;
  const target = sql.identifier(table);
  const list = sql.raw(columns.join(', '));
  // Only keys whose count went down can have reached zero.
  const matches = sql.raw(
    columns
      .slice(0, keyTypes.length)
      .map((c) => `t.${c} = d.${c}`)
      .join(' AND '),
  );
  await withStagingTable(tx, `${table}_deltas`, sql`(LIKE ${target})`, columns, rows, async (d) => {
    await tx.query(
      sql`INSERT INTO ${target} AS t (${list}) SELECT ${list} FROM ${d}
        ON CONFLICT (${sql.raw(conflict)}) DO UPDATE SET ${sql.raw(set)}`,
    );
    await tx.query(
      sql`DELETE FROM ${target} AS t USING ${d} AS d WHERE ${matches} AND d.count < 0 AND t.count <= 0`,
    );
  });
}
