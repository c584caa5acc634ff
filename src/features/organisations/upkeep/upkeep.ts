/**
 * Organisations and their maintained figures (docs/organisations.md, 'Upkeep'). Every writer of
 * records (the import, admin edits and deletes, the generator, the merge) calls these inside its
 * own transaction: it reads the contributions of the records it is about to change, writes them,
 * reads their contributions again and applies the difference. So a record's old contribution is
 * taken away and its new one added, and counts stay exact whatever order writes come in.
 */
import { sql } from 'drizzle-orm';
import type { RecordKind } from '@/catalog/routes';
import { type RawSql, copyCapable, isoDate } from '@/server/db';
import { chunks, inList, keySlices } from '@/server/sql-batches';
import {
  type FigureRows,
  type OrgDelta,
  copyFigures,
  copyOrganisations,
  moves,
  round,
  updateOrganisations,
  upsertFigures,
} from './writes';
import { chinaYear } from '@/text/china-time';

/** What one stored record adds to the figures of the organisations it names. */
export interface Contribution {
  year: number;
  publishedAt: string;
  industry: string;
  province: string;
  amountWan: number;
  winAmountWan: number | null;
  owner: number | null;
  agency: number | null;
  winner: number | null;
  candidates: number[];
}

const num = (v: unknown) => (v == null ? null : Number(v));

/** The contributions of stored records of `table`, by row id (rows not found are absent). */
export async function readContributions(
  tx: RawSql,
  table: RecordKind,
  ids: number[],
): Promise<Map<number, Contribution>> {
  const out = new Map<number, Contribution>();
  const cols =
    table === 'tenders'
      ? sql.raw(
          'id, published_at, industry, province, amount_wan, owner_org_id, agency_org_id, winner_org_id, win_amount_wan',
        )
      : sql.raw('id, published_at, industry, province, amount_wan, owner_org_id');
  for (const part of keySlices(tx, [...new Set(ids)])) {
    const rows = await tx.query(
      sql`SELECT ${cols} FROM ${sql.identifier(table)} WHERE ${inList(tx, sql`id`, part)}`,
    );
    for (const r of rows) {
      const publishedAt = isoDate(r.published_at);
      out.set(Number(r.id), {
        year: chinaYear(publishedAt),
        publishedAt,
        industry: String(r.industry),
        province: String(r.province),
        amountWan: Number(r.amount_wan),
        winAmountWan: num(r.win_amount_wan),
        owner: num(r.owner_org_id),
        agency: num(r.agency_org_id),
        winner: num(r.winner_org_id),
        candidates: [],
      });
    }
    if (table === 'tenders' && rows.length) {
      const cands = await tx.query(
        sql`SELECT tender_id, org_id FROM tender_candidates WHERE ${inList(tx, sql`tender_id`, part)} AND org_id IS NOT NULL ORDER BY tender_id, rank`,
      );
      for (const c of cands) out.get(Number(c.tender_id))?.candidates.push(Number(c.org_id));
    }
  }
  return out;
}

/** The sum of many contributions' differences, keyed as the tables are. */
class Deltas {
  orgs = new Map<number, OrgDelta>();
  years = new Map<string, [number, string, number, number, number]>();
  facets = new Map<string, [number, string, string, number]>();
  partners = new Map<string, [number, number, string, number]>();

  private org(id: number): OrgDelta {
    let d = this.orgs.get(id);
    if (!d)
      this.orgs.set(
        id,
        (d = {
          records: 0,
          owner: 0,
          agency: 0,
          win: 0,
          candidate: 0,
          winAmount: 0,
          last: null,
          removedLast: null,
        }),
      );
    return d;
  }

  private year(org: number, role: string, year: number, s: number, amount: number) {
    const key = `${org}|${role}|${year}`;
    const row = this.years.get(key) ?? [org, role, year, 0, 0];
    row[3] += s;
    row[4] += s * amount;
    this.years.set(key, row);
  }

  private facet(org: number, dim: string, value: string, s: number) {
    const key = `${org}|${dim}|${value}`;
    const row = this.facets.get(key) ?? [org, dim, value, 0];
    row[3] += s;
    this.facets.set(key, row);
  }

  private partner(org: number, partner: number, relation: string, s: number) {
    if (org === partner) return;
    const key = `${org}|${partner}|${relation}`;
    const row = this.partners.get(key) ?? [org, partner, relation, 0];
    row[3] += s;
    this.partners.set(key, row);
  }

  add(c: Contribution, s: 1 | -1) {
    const all = new Set(
      [c.owner, c.agency, c.winner, ...c.candidates].filter((o): o is number => o !== null),
    );
    for (const o of all) {
      const d = this.org(o);
      d.records += s;
      if (s > 0 && (!d.last || d.last < c.publishedAt)) d.last = c.publishedAt;
      if (s < 0 && (!d.removedLast || d.removedLast < c.publishedAt)) d.removedLast = c.publishedAt;
      this.facet(o, 'industry', c.industry, s);
      this.facet(o, 'province', c.province, s);
    }
    if (c.owner !== null) {
      this.org(c.owner).owner += s;
      this.year(c.owner, 'owner', c.year, s, c.amountWan);
    }
    if (c.agency !== null) {
      this.org(c.agency).agency += s;
      this.year(c.agency, 'agency', c.year, s, c.amountWan);
      if (c.owner !== null) {
        this.partner(c.owner, c.agency, 'agency', s);
        this.partner(c.agency, c.owner, 'buyer', s);
      }
    }
    if (c.winner !== null) {
      const d = this.org(c.winner);
      d.win += s;
      d.winAmount += s * (c.winAmountWan ?? 0);
      this.year(c.winner, 'winner', c.year, s, c.winAmountWan ?? 0);
      if (c.owner !== null) {
        this.partner(c.owner, c.winner, 'winner', s);
        this.partner(c.winner, c.owner, 'buyer', s);
      }
    }
    for (const o of new Set(c.candidates)) this.org(o).candidate += s;
  }
}

/** The year, facet and partner rows of the deltas, those that change something. */
function figureRows(d: Deltas): FigureRows[] {
  const tables: FigureRows[] = [
    {
      table: 'organisation_years',
      columns: ['org_id', 'role', 'year', 'count', 'amount_wan'],
      keyTypes: ['integer', 'varchar', 'integer'],
      conflict: 'org_id, role, year',
      set: 'count = t.count + excluded.count, amount_wan = t.amount_wan + excluded.amount_wan',
      rows: [...d.years.values()].map((r) => [r[0], r[1], r[2], r[3], round(r[4])]),
    },
    {
      table: 'organisation_facets',
      columns: ['org_id', 'dim', 'value', 'count'],
      keyTypes: ['integer', 'varchar', 'varchar'],
      conflict: 'org_id, dim, value',
      set: 'count = t.count + excluded.count',
      rows: [...d.facets.values()],
    },
    {
      table: 'organisation_partners',
      columns: ['org_id', 'partner_id', 'relation', 'count'],
      keyTypes: ['integer', 'integer', 'varchar'],
      conflict: 'org_id, relation, partner_id',
      set: 'count = t.count + excluded.count',
      rows: [...d.partners.values()],
    },
  ];
  for (const t of tables) {
    const width = t.keyTypes.length;
    t.rows = t.rows.filter(
      (r) => r[width] !== 0 || (r.length > width + 1 && round(Number(r[width + 1])) !== 0),
    );
  }
  return tables;
}

/**
 * Applies the difference between records' contributions before and after a write. Returns the
 * public ids of the organisations whose figures changed (their pages' tags expire). Where the
 * connection has COPY (an import batch on PostgreSQL), the differences go into staging tables
 * and each table takes them in one statement; else in multi-row statements.
 */
export async function applyContributions(
  tx: RawSql,
  before: Iterable<Contribution>,
  after: Iterable<Contribution>,
  at: string,
): Promise<string[]> {
  const d = new Deltas();
  for (const c of before) d.add(c, -1);
  for (const c of after) d.add(c, 1);
  const changed = [...d.orgs.entries()].filter(([, o]) => moves(o) || o.last);
  const copy = copyCapable(tx);
  const publicIds = copy
    ? await copyOrganisations(copy, changed, at)
    : await updateOrganisations(tx, changed, at);
  await settleLastPublished(
    tx,
    changed.filter(([, o]) => o.removedLast && (!o.last || o.last < o.removedLast)),
  );
  for (const rows of figureRows(d)) await (copy ? copyFigures(copy, rows) : upsertFigures(tx, rows));
  return publicIds;
}

/**
 * `last_published_at` only moves forward by difference; a removal (withdrawal, delete, an edit
 * moving the date back) may take away the newest record. Where it did (the stored date is no
 * newer than the one removed), the date is read again from the role indexes (org, published_at),
 * the candidacies' included: one index probe each, however many records the organisation has.
 */
async function settleLastPublished(tx: RawSql, removed: [number, OrgDelta][]): Promise<void> {
  for (const part of chunks(removed)) {
    const stored = await tx.query<{ id: number; last_published_at: unknown }>(
      sql`SELECT id, last_published_at FROM organisations WHERE id IN ${part.map(([id]) => id)}`,
    );
    const removedLast = new Map(part.map(([id, o]) => [id, o.removedLast!]));
    for (const row of stored) {
      const id = Number(row.id);
      const last = row.last_published_at == null ? null : isoDate(row.last_published_at);
      if (last && last > removedLast.get(id)!) continue;
      const [found] = await tx.query<{ last: unknown }>(
        sql`SELECT max(m) AS last FROM (
          SELECT max(published_at) AS m FROM projects WHERE owner_org_id = ${id}
          UNION ALL SELECT max(published_at) FROM tenders WHERE owner_org_id = ${id}
          UNION ALL SELECT max(published_at) FROM tenders WHERE agency_org_id = ${id}
          UNION ALL SELECT max(published_at) FROM tenders WHERE winner_org_id = ${id}
          UNION ALL SELECT max(published_at) FROM tender_candidates WHERE org_id = ${id}) AS x`,
      );
      const now = found?.last == null ? null : isoDate(found.last);
      if (now !== last) {
        await tx.query(sql`UPDATE organisations SET last_published_at = ${now} WHERE id = ${id}`);
      }
    }
  }
}
