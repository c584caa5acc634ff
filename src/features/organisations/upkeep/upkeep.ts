/**
 * Organisations and their maintained figures (docs/organisations.md, 'Upkeep'). Every writer of
 * records (the import, admin edits and deletes, the generator, the merge) calls these inside its
 * own transaction: it reads the contributions of the records it is about to change, writes them,
 * reads their contributions again and applies the difference. So a record's old contribution is
 * taken away and its new one added, and counts stay exact whatever order writes come in.
 */
import { type RawSql, type SqlValue, isoDate } from '@/server/db';
import type { RecordKind } from '@/catalog/routes';
import { sql } from 'drizzle-orm';
import { chunks, tuples } from '@/server/sql-batches';
import { searchText } from '@/text/search-text';
import { type OrgName, orgKey, publicIdOf } from './keys';
import { chinaYear } from '@/text/china-time';

// ---------------------------------------------------------------------------------------------
// Finding and making organisations

interface FoundOrg {
  id: number;
  norm: string;
  code: string | null;
  mergedInto: number | null;
  nameEn: string | null;
}

const asFound = (r: Record<string, unknown>): FoundOrg => ({
  id: Number(r.id),
  norm: String(r.norm_name),
  code: r.credit_code == null ? null : String(r.credit_code),
  mergedInto: r.merged_into_id == null ? null : Number(r.merged_into_id),
  nameEn: r.name_en == null ? null : String(r.name_en),
});

const FOUND_COLUMNS = sql.raw('id, norm_name, credit_code, merged_into_id, name_en');

/**
 * The organisation of each name, made when none matches. A credit code finds the organisation
 * holding it; else an organisation of that name without a code takes it; else a new one is
 * made. A name without a code finds the first organisation of that name (any code). A merged
 * organisation answers with its survivor. Returns a lookup by `orgKey`.
 */
export async function resolveOrganisations(
  tx: RawSql,
  names: OrgName[],
  at: string,
): Promise<(name: OrgName | null) => number | null> {
  const byKey = new Map<string, OrgName>();
  for (const n of names) {
    const key = orgKey(n);
    if (key && !byKey.has(key)) byKey.set(key, n);
  }
  const ids = new Map<string, number>();
  const coded = [...byKey.entries()].filter(([k]) => k.startsWith('cc:'));
  const named = [...byKey.entries()].filter(([k]) => k.startsWith('name:'));
  const normOf = (key: string, n: OrgName) =>
    key.startsWith('name:') ? key.slice(5) : (orgKey({ ...n, code: null })?.slice(5) ?? '');

  const byCode = new Map<string, FoundOrg>();
  for (const part of chunks(coded.map(([k]) => k.slice(3)))) {
    const rows = await tx.query(sql`SELECT ${FOUND_COLUMNS} FROM organisations WHERE credit_code IN ${part}`);
    for (const r of rows) byCode.set(String(r.credit_code), asFound(r));
  }
  const byNorm = new Map<string, FoundOrg[]>();
  const readNorms = async (norms: string[]) => {
    for (const part of chunks([...new Set(norms)].filter((n) => n && !byNorm.has(n)))) {
      for (const n of part) byNorm.set(n, []);
      const rows = await tx.query(
        sql`SELECT ${FOUND_COLUMNS} FROM organisations WHERE norm_name IN ${part} ORDER BY id`,
      );
      for (const r of rows) byNorm.get(String(r.norm_name))?.push(asFound(r));
    }
  };
  await readNorms([
    ...coded.filter(([k]) => !byCode.has(k.slice(3))).map(([k, n]) => normOf(k, n)),
    ...named.map(([k]) => k.slice(5)),
  ]);

  const created: { key: string; name: OrgName; norm: string; code: string | null }[] = [];
  const adopt: { id: number; code: string }[] = [];
  const found = new Map<string, FoundOrg>();
  for (const [key, n] of coded) {
    const code = key.slice(3);
    const hit = byCode.get(code);
    if (hit) {
      found.set(key, hit);
      continue;
    }
    const norm = normOf(key, n);
    const free = byNorm.get(norm)?.find((o) => o.code === null);
    if (free) {
      // The name was known without a code: the code joins it (the code wins from now on).
      free.code = code;
      adopt.push({ id: free.id, code });
      found.set(key, free);
    } else created.push({ key, name: n, norm, code });
  }
  for (const part of chunks(adopt)) {
    for (const { id, code } of part) {
      await tx.query(
        sql`UPDATE organisations SET credit_code = ${code}, updated_at = ${at} WHERE id = ${id}`,
      );
    }
  }
  const insert = async (rows: typeof created) => {
    for (const part of chunks(rows, 200)) {
      const values = part.map(({ key, name, norm, code }) => [
        publicIdOf(key),
        name.zh.trim(),
        name.en?.trim() || null,
        norm,
        code,
        searchText(name.zh, name.en),
        at,
        at,
      ]);
      const made = await tx.query(
        sql`INSERT INTO organisations (public_id, name, name_en, norm_name, credit_code, search_text, created_at, updated_at)
          VALUES ${tuples(values)} RETURNING ${FOUND_COLUMNS}`,
      );
      const byNormMade = new Map(
        made.map((r) => [String(r.norm_name) + '|' + String(r.credit_code ?? ''), asFound(r)]),
      );
      for (const c of part) {
        const org = byNormMade.get(c.norm + '|' + (c.code ?? ''))!;
        found.set(c.key, org);
        if (!c.code) byNorm.set(c.norm, [org]);
        else if (!byNorm.get(c.norm)?.length) byNorm.set(c.norm, [org]);
      }
    }
  };
  await insert(created);
  const fresh: typeof created = [];
  for (const [key, n] of named) {
    const hit = byNorm.get(key.slice(5))?.[0];
    if (hit) found.set(key, hit);
    else fresh.push({ key, name: n, norm: key.slice(5), code: null });
  }
  await insert(fresh);

  // English names where the records give one and the organisation has none yet.
  const english = new Map<number, { zh: string; en: string }>();
  for (const [key, n] of byKey) {
    const org = found.get(key)!;
    if (n.en?.trim() && !org.nameEn && !org.mergedInto) {
      org.nameEn = n.en.trim();
      english.set(org.id, { zh: n.zh, en: org.nameEn });
    }
  }
  for (const [id, { zh, en }] of english) {
    await tx.query(
      sql`UPDATE organisations SET name_en = ${en}, search_text = ${searchText(zh, en)}, updated_at = ${at} WHERE id = ${id}`,
    );
  }
  for (const [key, org] of found) ids.set(key, org.mergedInto ?? org.id);
  return (name) => {
    const key = name && orgKey(name);
    return key ? (ids.get(key) ?? null) : null;
  };
}

// ---------------------------------------------------------------------------------------------
// Contributions and figures

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
  for (const part of chunks([...new Set(ids)])) {
    const rows = await tx.query(sql`SELECT ${cols} FROM ${sql.identifier(table)} WHERE id IN ${part}`);
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
        sql`SELECT tender_id, org_id FROM tender_candidates WHERE tender_id IN ${part} AND org_id IS NOT NULL ORDER BY tender_id, rank`,
      );
      for (const c of cands) out.get(Number(c.tender_id))?.candidates.push(Number(c.org_id));
    }
  }
  return out;
}

interface OrgDelta {
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

/** Rounds sums of decimal amounts (万元 with up to 4 decimals) back to what they are. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Applies the difference between records' contributions before and after a write. Returns the
 * public ids of the organisations whose figures changed (their pages' tags expire).
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
  const moved = (o: OrgDelta) =>
    o.records || o.owner || o.agency || o.win || o.candidate || round(o.winAmount);
  const changed = [...d.orgs.entries()].filter(([, o]) => moved(o) || o.last);
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
  const still = changed.filter(([, o]) => !moved(o));
  for (const part of chunks(still)) {
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
  for (const part of chunks(changed.filter(([, o]) => moved(o)))) {
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
  await settleLastPublished(
    tx,
    changed.filter(([, o]) => o.removedLast && (!o.last || o.last < o.removedLast)),
  );
  const upsert = async (
    table: string,
    columns: string,
    conflict: string,
    set: string,
    keyTypes: string[],
    rows: SqlValue[][],
  ) => {
    const keyWidth = keyTypes.length;
    const live = rows.filter(
      (r) => r[keyWidth] !== 0 || (r.length > keyWidth + 1 && round(Number(r[keyWidth + 1])) !== 0),
    );
    for (const part of chunks(live)) {
      await tx.query(
        sql`INSERT INTO ${sql.identifier(table)} AS t (${sql.raw(columns)}) VALUES ${tuples(part)}
          ON CONFLICT (${sql.raw(conflict)}) DO UPDATE SET ${sql.raw(set)}`,
      );
    }
    // Only keys whose count went down can have reached zero.
    const lowered = live.filter((r) => Number(r[keyWidth]) < 0).map((r) => r.slice(0, keyWidth));
    const keys = sql.raw(columns.split(', ').slice(0, keyWidth).join(', '));
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
  };
  await upsert(
    'organisation_years',
    'org_id, role, year, count, amount_wan',
    'org_id, role, year',
    'count = t.count + excluded.count, amount_wan = t.amount_wan + excluded.amount_wan',
    ['integer', 'varchar', 'integer'],
    [...d.years.values()].map((r) => [r[0], r[1], r[2], r[3], round(r[4])]),
  );
  await upsert(
    'organisation_facets',
    'org_id, dim, value, count',
    'org_id, dim, value',
    'count = t.count + excluded.count',
    ['integer', 'varchar', 'varchar'],
    [...d.facets.values()],
  );
  await upsert(
    'organisation_partners',
    'org_id, partner_id, relation, count',
    'org_id, relation, partner_id',
    'count = t.count + excluded.count',
    ['integer', 'integer', 'varchar'],
    [...d.partners.values()],
  );
  return publicIds;
}

/**
 * `last_published_at` only moves forward by difference; a removal (withdrawal, delete, an edit
 * moving the date back) may take away the newest record. Where it did (the stored date is no
 * newer than the one removed), the date is read again from the role indexes (org, published_at).
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
          UNION ALL SELECT max(t.published_at) FROM tender_candidates c JOIN tenders t ON t.id = c.tender_id
            WHERE c.org_id = ${id}) AS x`,
      );
      const now = found?.last == null ? null : isoDate(found.last);
      if (now !== last) {
        await tx.query(sql`UPDATE organisations SET last_published_at = ${now} WHERE id = ${id}`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Candidates, stages, tags

/** Replaces the candidates of tenders: ranked names and their organisations. */
export async function writeCandidates(
  tx: RawSql,
  rows: { tenderId: number; names: string[]; orgOf: (name: string) => number | null; fresh?: boolean }[],
): Promise<void> {
  // A tender inserted in this transaction has none to replace.
  for (const part of chunks(rows.filter((r) => !r.fresh))) {
    await tx.query(sql`DELETE FROM tender_candidates WHERE tender_id IN ${part.map((r) => r.tenderId)}`);
  }
  const values = rows.flatMap((r) =>
    r.names.map((name, i): SqlValue[] => [r.tenderId, i + 1, name, r.orgOf(name)]),
  );
  for (const part of chunks(values)) {
    await tx.query(sql`INSERT INTO tender_candidates (tender_id, rank, name, org_id) VALUES ${tuples(part)}`);
  }
}

/** Notes the stage each project is in now, dated the first time it is seen there. */
export async function recordStages(tx: RawSql, rows: { sourceId: string; stage: string; at: string }[]) {
  for (const part of chunks(rows)) {
    await tx.query(
      sql`INSERT INTO project_stages (source_id, stage, first_seen_at) VALUES ${tuples(part.map((r) => [r.sourceId, r.stage, r.at]))}
        ON CONFLICT (source_id, stage) DO NOTHING`,
    );
  }
}

/** Source ids of the notices sharing a procurement number with the given ones (their timelines show each other). */
export async function procurementSiblings(tx: RawSql, processIds: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const part of chunks([...new Set(processIds)].filter(Boolean))) {
    const rows = await tx.query<{ source_id: string }>(
      sql`SELECT source_id FROM tenders WHERE process_id IN ${part}`,
    );
    out.push(...rows.map((r) => String(r.source_id)));
  }
  return out;
}
