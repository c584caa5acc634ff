/**
 * After a bulk load: the organisations' figures and the keyword figures computed again from every
 * stored record, set-based (docs/organisations.md, 'Upkeep').
 */
import type { Payload } from 'payload';
import { type DrizzleDatabase, type RawSql, rawSql, sql, sqlOver, writeTransaction } from '@/server/db';
import { rebuildKeywordFigures } from '@/features/keywords/server/figures';
import { refreshStatistics } from './bulk-indexes';

/** The China-time year of a `published_at` column, as the upkeep's `chinaYear`. */
const yearOf = (db: RawSql, column: string) =>
  db.dialect === 'postgres'
    ? `CAST(extract(year FROM ${column} AT TIME ZONE 'Asia/Shanghai') AS integer)`
    : `CAST(strftime('%Y', ${column}, '+8 hours') AS integer)`;

/**
 * The organisations' maintained figures and their year, facet and partner tables computed again
 * from every stored record, set-based (docs/organisations.md, 'Upkeep': the same contributions
 * the upkeep adds one by one). For a bulk load: one pass over the records instead of the import's
 * per-batch difference. Returns seconds.
 */
export async function rebuildOrganisationFigures(database: DrizzleDatabase): Promise<number> {
  const started = performance.now();
  await writeTransaction(database, async (tx) => {
    const run = (text: string) => tx.query(sql.raw(text));
    const keep = tx.dialect === 'postgres' ? ' ON COMMIT DROP' : '';
    for (const t of ['org_roles', 'org_records', 'org_figures']) await run(`DROP TABLE IF EXISTS ${t}`);
    // Each role a record gives an organisation: owner, agency, winner (the amount won), candidate.
    const role = (table: string, column: string, name: string, amount: string) =>
      `SELECT ${column} AS org, '${table[0]}' AS kind, id AS rec, '${name}' AS role, published_at,
        ${amount} AS amount, CAST(industry AS varchar) AS industry, CAST(province AS varchar) AS province
        FROM ${table} WHERE ${column} IS NOT NULL`;
    await run(
      `CREATE TEMP TABLE org_roles${keep} AS
        ${role('projects', 'owner_org_id', 'owner', 'amount_wan')}
        UNION ALL ${role('tenders', 'owner_org_id', 'owner', 'amount_wan')}
        UNION ALL ${role('tenders', 'agency_org_id', 'agency', 'amount_wan')}
        UNION ALL ${role('tenders', 'winner_org_id', 'winner', 'coalesce(win_amount_wan, 0)')}
        UNION ALL SELECT c.org_id, 't', t.id, 'candidate', t.published_at, 0,
          CAST(t.industry AS varchar), CAST(t.province AS varchar)
          FROM tender_candidates c JOIN tenders t ON t.id = c.tender_id WHERE c.org_id IS NOT NULL`,
    );
    // A record counts once per organisation, whatever roles it gives it.
    await run(
      `CREATE TEMP TABLE org_records${keep} AS
        SELECT DISTINCT org, kind, rec, published_at, industry, province FROM org_roles`,
    );
    // Each organisation's figures, keyed by it (the update below looks each one up).
    await run(
      `CREATE TEMP TABLE org_figures (org integer PRIMARY KEY, records integer, last ${
        tx.dialect === 'postgres' ? 'timestamptz' : 'text'
      }, owners integer, agencies integer, wins integer, candidacies integer, won numeric)${keep}`,
    );
    await run(
      `INSERT INTO org_figures (org, owners, agencies, wins, candidacies, won)
        SELECT org, sum(CASE WHEN role = 'owner' THEN 1 ELSE 0 END),
          sum(CASE WHEN role = 'agency' THEN 1 ELSE 0 END), sum(CASE WHEN role = 'winner' THEN 1 ELSE 0 END),
          count(DISTINCT CASE WHEN role = 'candidate' THEN rec END),
          round(sum(CASE WHEN role = 'winner' THEN amount ELSE 0 END), 4)
        FROM org_roles GROUP BY org`,
    );
    await run(
      `UPDATE org_figures AS f SET records = r.records, last = r.last
        FROM (SELECT org, count(*) AS records, max(published_at) AS last FROM org_records GROUP BY org) AS r
        WHERE f.org = r.org`,
    );
    await run(
      `UPDATE organisations SET record_count = 0, owner_count = 0, agency_count = 0, win_count = 0,
        candidate_count = 0, win_amount_wan = 0, last_published_at = NULL`,
    );
    await run(
      `UPDATE organisations AS o SET record_count = f.records, last_published_at = f.last,
        owner_count = f.owners, agency_count = f.agencies, win_count = f.wins,
        candidate_count = f.candidacies, win_amount_wan = f.won
        FROM org_figures AS f WHERE o.id = f.org`,
    );
    for (const t of ['organisation_years', 'organisation_facets', 'organisation_partners'])
      await run(`DELETE FROM ${t}`);
    await run(
      `INSERT INTO organisation_years (org_id, role, year, count, amount_wan)
        SELECT org, role, ${yearOf(tx, 'published_at')}, count(*), round(sum(amount), 4)
        FROM org_roles WHERE role <> 'candidate' GROUP BY 1, 2, 3`,
    );
    await run(
      `INSERT INTO organisation_facets (org_id, dim, value, count)
        SELECT org, 'industry', industry, count(*) FROM org_records GROUP BY org, industry
        UNION ALL SELECT org, 'province', province, count(*) FROM org_records GROUP BY org, province`,
    );
    // A buyer's agencies and winners, an agency's and a winner's buyers (one row per pair).
    const pair = (org: string, partner: string, relation: string) =>
      `SELECT ${org} AS org, ${partner} AS partner, '${relation}' AS relation FROM tenders
        WHERE ${org} IS NOT NULL AND ${partner} IS NOT NULL AND ${org} <> ${partner}`;
    await run(
      `INSERT INTO organisation_partners (org_id, partner_id, relation, count)
        SELECT org, partner, relation, count(*) FROM (
          ${pair('owner_org_id', 'agency_org_id', 'agency')}
          UNION ALL ${pair('agency_org_id', 'owner_org_id', 'buyer')}
          UNION ALL ${pair('owner_org_id', 'winner_org_id', 'winner')}
          UNION ALL ${pair('winner_org_id', 'owner_org_id', 'buyer')}) AS p
        GROUP BY org, partner, relation`,
    );
    if (tx.dialect === 'sqlite')
      for (const t of ['org_roles', 'org_records', 'org_figures']) await run(`DROP TABLE ${t}`);
  });
  const db = sqlOver(database);
  for (const table of ['organisations', 'organisation_years', 'organisation_facets', 'organisation_partners'])
    await refreshStatistics(db, table);
  return (performance.now() - started) / 1000;
}

/**
 * Every keyword's figures computed again (docs/seo.md, 'Keyword pages'), which the import keeps
 * and a bulk load bypasses: the loader's last step, after `rebuildOrganisationFigures`, on the
 * database of the process's Payload. Returns seconds.
 */
export async function rebuildKeywordFiguresAfterLoad(payload: Payload): Promise<number> {
  const started = performance.now();
  await rebuildKeywordFigures(rawSql(payload));
  return (performance.now() - started) / 1000;
}
