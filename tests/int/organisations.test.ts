import { type Client, createClient } from '@libsql/client';
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_BUSY_TIMEOUT_MS, keepBusyTimeout } from '@/database';
import { normaliseLine } from '@/features/imports/file/normalise';
import type { ImportedRecord } from '@/features/imports/file/types';
import { type RecordKind, organisationPath } from '@/catalog/routes';
import { publicIdOf } from '@/features/organisations/upkeep/keys';
import { rebuildOrganisationFigures } from '@/seed/bulk-figures';
import { type DrizzleDatabase, type RawSql, sql, sqlOver } from '@/server/db';
import { storeBatchOver } from '@/features/imports/server/store';
import { SEARCH_CANDIDATES, searchOrganisations } from '@/features/organisations/server/lists';
import { creditCodeCheck } from '@/text/credit-code';
import { searchText } from '@/text/search-text';
import { BASE_URL, SERVER_FILES, ingestRecords, rest } from './helpers';

/**
 * Organisations (docs/organisations.md) kept by the import and by admin saves, on the running
 * server's database: SQLite under `npm test`, PostgreSQL under `npm run test:postgres`. Figures
 * are read through the admin REST API as operators see them; the tags a batch expires are read
 * from a batch stored over the test's own connection to the same database.
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const POSTGRES_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

/** A valid credit code unique to this run and `n` (digits from the run's time). */
function creditCode(n: number): string {
  const digits = `${Date.now()}${process.pid}${n}`.replace(/\D/g, '').slice(-9).padStart(9, '0');
  const first = `91430100${digits}`;
  return first + creditCodeCheck(first)!;
}

const tender = (id: string, extra: Record<string, unknown> = {}) => ({
  sourceId: `${run}-o-${id}`,
  title_zh: `长沙市${id}号医疗设备采购 org${run}${id}`,
  province: '湖南省',
  city: '长沙市',
  industry: '医疗',
  noticeCode: '154',
  free: '0',
  amountWan: '100',
  publishedAt: '2025-03-02 10:00',
  owner_zh: `长沙市第${run}医院`,
  agency_zh: `湖南${run}招标代理有限公司`,
  contactName: '王小明',
  contactPhone: '13812345621',
  withdrawn: '0',
  ...extra,
});

interface Org {
  id: number;
  publicId: string;
  name: string;
  nameEn?: string | null;
  normName: string;
  creditCode?: string | null;
  recordCount: number;
  ownerCount: number;
  agencyCount: number;
  winCount: number;
  candidateCount: number;
  winAmountWan: number;
  mergedInto?: number | { id: number } | null;
  lastPublishedAt?: string | null;
}

async function orgs(where: string): Promise<Org[]> {
  const res = await rest(`/organisations?depth=0&limit=50&${where}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { docs: Org[] }).docs;
}

/** ASCII letters, digits and brackets as a Chinese keyboard's full-width forms. */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

const byName = (norm: string) => orgs(`where[normName][equals]=${encodeURIComponent(norm)}`);
/** An operator's merge in the admin: `from` saved with `into` as the organisation it was merged into. */
const mergeInto = (from: Org, into: Org) =>
  rest(`/organisations/${from.id}`, { method: 'PATCH', body: JSON.stringify({ mergedInto: into.id }) });
const mergedId = (o: Org) => (typeof o.mergedInto === 'object' ? o.mergedInto?.id : o.mergedInto);

let database: DrizzleDatabase;
let db: RawSql;
let client: Client | undefined;
let pool: pg.Pool | undefined;

beforeAll(async () => {
  if (POSTGRES_URL) {
    pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
    database = { dialect: 'postgres', db: pgDrizzle({ client: pool }) };
  } else {
    client = createClient({ url: `file:${SERVER_FILES.database}` });
    await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    keepBusyTimeout(client);
    database = { dialect: 'sqlite', db: libsqlDrizzle(client) };
  }
  db = sqlOver(database);
});

afterAll(async () => {
  // Later suites read the same database: withdraw what this one imported.
  const mine = await db.query<{ source_id: string }>(
    sql`SELECT source_id FROM tenders WHERE source_id LIKE ${`${run}-o-%`}`,
  );
  if (mine.length) {
    await ingestRecords(
      'tenders',
      mine.map((r) => ({ sourceId: r.source_id, withdrawn: '1' })),
    );
  }
  client?.close();
  await pool?.end();
});

/** Lines of the import format, normalised as the pipeline does, then stored over our connection. */
async function store(kind: RecordKind, rows: Record<string, unknown>[]) {
  const records = rows
    .map((r, i) => normaliseLine(kind, i + 1, r))
    .map((p) => {
      if (!('record' in p)) throw new Error(JSON.stringify(p.rejection));
      return p.record as ImportedRecord;
    });
  return storeBatchOver(database, kind, records);
}

describe('organisations from imported records', () => {
  it('makes one organisation of spellings that differ in width, brackets, spaces and trailing punctuation', async () => {
    const answer = await ingestRecords('tenders', [
      tender('s1', { owner_zh: `长沙市第${run}医院（东院）` }),
      tender('s2', { owner_zh: ` 长沙市 第${run}医院(东院)。` }),
      tender('s3', { owner_zh: fullWidth(`长沙市第${run}医院(东院)`) }),
    ]);
    expect(answer).toMatchObject({ inserted: 3, rejected: 0 });
    const [org, ...others] = await byName(`长沙市第${run}医院(东院)`);
    expect(others).toEqual([]);
    expect(org).toMatchObject({ name: `长沙市第${run}医院（东院）`, recordCount: 3, ownerCount: 3 });
    // The id is the sha256 of the first key: the same in any database importing the same data.
    expect(org.publicId).toBe(publicIdOf(`name:长沙市第${run}医院(东院)`));
    const [agency] = await byName(`湖南${run}招标代理有限公司`);
    expect(agency).toMatchObject({ recordCount: 3, agencyCount: 3, ownerCount: 0 });
  });

  it('lets a credit code win over the name, and rejects a bad checksum with its line', async () => {
    const code = creditCode(1);
    const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    const answer = await ingestRecords('tenders', [
      tender('c1', { owner_zh: `${run}城建投资有限公司`, ownerCreditCode: code }),
      tender('c2', { owner_zh: `${run}城投公司`, ownerCreditCode: code.toLowerCase() }),
      tender('c3', { owner_zh: `${run}城建投资有限公司`, ownerCreditCode: wrong }),
    ]);
    expect(answer).toMatchObject({ inserted: 2, rejected: 1 });
    expect(answer.rejections).toEqual([expect.objectContaining({ line: 3, field: 'ownerCreditCode' })]);
    const found = await orgs(`where[creditCode][equals]=${code}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: `${run}城建投资有限公司`, recordCount: 2 });
    expect(await byName(`${run}城投公司`)).toEqual([]);
  });

  it('keeps winners, amounts and candidates, and a withdrawal lowers the counts of its organisations only', async () => {
    const winner = `${run}建工集团有限公司`;
    const runnerUp = `${run}路桥建设有限公司`;
    const award = tender('w1', {
      noticeCode: '155',
      processId: `ZB-${run}`,
      winner_zh: winner,
      winner_en: `${run} Construction Group`,
      winAmountWan: '88.5',
      candidates: `${winner}；${runnerUp}`,
    });
    const first = await store('tenders', [award]);
    expect(first.inserted).toBe(1);
    const [w] = await byName(winner);
    expect(w).toMatchObject({ winCount: 1, winAmountWan: 88.5, candidateCount: 1, recordCount: 1 });
    expect(w.nameEn).toBe(`${run} Construction Group`);
    const [r] = await byName(runnerUp);
    expect(r).toMatchObject({ candidateCount: 1, recordCount: 1, winCount: 0 });
    const years = await db.query<{ role: string; year: number; count: number; amount_wan: number }>(
      sql`SELECT role, year, count, amount_wan FROM organisation_years WHERE org_id = ${w.id}`,
    );
    expect(years.map((y) => [y.role, Number(y.year), Number(y.count), Number(y.amount_wan)])).toEqual([
      ['winner', 2025, 1, 88.5],
    ]);

    // An unrelated record of the same buyer stays; the withdrawal expires the tags of the award's
    // organisations and of no other.
    const [owner] = await byName(`长沙市第${run}医院`);
    const before = owner?.recordCount ?? 0;
    const gone = await store('tenders', [{ sourceId: award.sourceId, withdrawn: '1' }]);
    expect(gone.withdrawn).toBe(1);
    const [agency] = await byName(`湖南${run}招标代理有限公司`);
    const [ownerAfter] = await byName(`长沙市第${run}医院`);
    expect(gone.related.orgs.sort()).toEqual(
      [w.publicId, r.publicId, ownerAfter.publicId, agency.publicId].sort(),
    );
    expect(ownerAfter.recordCount).toBe(before - 1);
    expect((await byName(winner))[0]).toMatchObject({ winCount: 0, winAmountWan: 0, recordCount: 0 });
    expect((await byName(runnerUp))[0]).toMatchObject({ candidateCount: 0, recordCount: 0 });
    const left = await db.query(sql`SELECT * FROM organisation_years WHERE org_id = ${w.id}`);
    expect(left).toEqual([]);
  });

  it('gives the same figures to a batch run twice as to one run, and to an edit its difference', async () => {
    const rows = [1, 2, 3].map((i) =>
      tender(`r${i}`, { owner_zh: `${run}水务局`, amountWan: String(i * 10), publishedAt: `202${i}-05-01` }),
    );
    await store('tenders', rows);
    const again = await store('tenders', rows);
    expect(again).toMatchObject({ inserted: 0, unchanged: 3 });
    const [org] = await byName(`${run}水务局`);
    expect(org).toMatchObject({ recordCount: 3, ownerCount: 3 });
    const edited = await store('tenders', [{ ...rows[0], publishedAt: '2023-06-01', amountWan: '15' }]);
    expect(edited.updated).toBe(1);
    const years = await db.query<{ year: number; count: number; amount_wan: number }>(
      sql`SELECT year, count, amount_wan FROM organisation_years WHERE org_id = ${org.id} AND role = 'owner' ORDER BY year`,
    );
    expect(years.map((y) => [Number(y.year), Number(y.count), Number(y.amount_wan)])).toEqual([
      [2022, 1, 20],
      [2023, 2, 45],
    ]);
    const provinces = await db.query<{ value: string; count: number }>(
      sql`SELECT value, count FROM organisation_facets WHERE org_id = ${org.id} AND dim = 'province'`,
    );
    expect(provinces.map((p) => [p.value, Number(p.count)])).toEqual([['hunan', 3]]);
  });
});

describe('admin saves', () => {
  it('moves the figures when an operator edits a tender, and merges one organisation into another', async () => {
    await ingestRecords('tenders', [
      tender('m1', { owner_zh: `${run}第一人民医院` }),
      tender('m2', { owner_zh: `${run}市第一人民医院` }),
      tender('m3', { owner_zh: `${run}市第一人民医院`, winner_zh: `${run}第一人民医院` }),
    ]);
    const [a] = await byName(`${run}第一人民医院`);
    const [b] = await byName(`${run}市第一人民医院`);
    expect(a).toMatchObject({ recordCount: 2, ownerCount: 1, winCount: 1 });
    expect(b).toMatchObject({ recordCount: 2, ownerCount: 2 });

    // An operator corrects a tender's owner in the admin.
    const found = await rest(`/tenders?depth=0&where[sourceId][equals]=${run}-o-m1`);
    const [m1] = ((await found.json()) as { docs: { id: number }[] }).docs;
    const edit = await rest(`/tenders/${m1.id}?locale=zh`, {
      method: 'PATCH',
      body: JSON.stringify({ owner: `${run}市第一人民医院` }),
    });
    expect(edit.status).toBe(200);
    expect((await byName(`${run}第一人民医院`))[0]).toMatchObject({ recordCount: 1, ownerCount: 0 });
    expect((await byName(`${run}市第一人民医院`))[0]).toMatchObject({ recordCount: 3, ownerCount: 3 });

    // The merge: a's records and figures move to b; a points at b (its page answers 301).
    const merge = await mergeInto(a, b);
    expect(merge.status).toBe(200);
    const [merged] = await byName(`${run}第一人民医院`);
    expect(merged).toMatchObject({ recordCount: 0, winCount: 0 });
    expect(typeof merged.mergedInto === 'object' ? merged.mergedInto?.id : merged.mergedInto).toBe(b.id);
    // m3 names b as owner and as winner now: one record, both roles.
    expect((await byName(`${run}市第一人民医院`))[0]).toMatchObject({
      recordCount: 3,
      ownerCount: 3,
      winCount: 1,
    });
    const moved = await rest(`/tenders?depth=0&where[winnerOrg][equals]=${b.id}`);
    expect(((await moved.json()) as { totalDocs: number }).totalDocs).toBe(1);
    // A later import of the merged name lands on the survivor.
    await ingestRecords('tenders', [tender('m4', { owner_zh: `${run}第一人民医院` })]);
    expect((await byName(`${run}市第一人民医院`))[0]).toMatchObject({ recordCount: 4, ownerCount: 4 });
    expect((await byName(`${run}第一人民医院`))[0]).toMatchObject({ recordCount: 0 });

    // Merging into the merged one follows it to the survivor; its page answers 301 straight there.
    await ingestRecords('tenders', [tender('m5', { owner_zh: `${run}第三人民医院` })]);
    const [c] = await byName(`${run}第三人民医院`);
    const chained = await mergeInto(c, a);
    expect(chained.status, await chained.clone().text()).toBe(200);
    const [cAfter] = await byName(`${run}第三人民医院`);
    expect(cAfter).toMatchObject({ recordCount: 0 });
    expect(mergedId(cAfter)).toBe(b.id);
    expect((await byName(`${run}市第一人民医院`))[0]).toMatchObject({ recordCount: 5, ownerCount: 5 });
    const moved301 = await fetch(`${BASE_URL}${organisationPath(c.publicId)}`, { redirect: 'manual' });
    expect(moved301.status).toBe(301);
    expect(new URL(moved301.headers.get('location')!, BASE_URL).searchParams.get('id')).toBe(b.publicId);

    // The survivor into one merged into it: refused before the save (the field's validation),
    // nothing saved; the admin shows the reason in its language under the field.
    const back = await mergeInto(b, c);
    expect(back.status).toBe(400);
    const [survivor] = await byName(`${run}市第一人民医院`);
    expect(mergedId(survivor) ?? null).toBeNull();
    expect(survivor).toMatchObject({ recordCount: 5 });

    // The survivor merged in turn: a → b and c → b become a → d and c → d, so every older URL
    // answers 301 in one hop to the end of the chain, with the figures there.
    await ingestRecords('tenders', [tender('m6', { owner_zh: `${run}第四人民医院` })]);
    const [d] = await byName(`${run}第四人民医院`);
    const further = await mergeInto(b, d);
    expect(further.status, await further.clone().text()).toBe(200);
    expect((await byName(`${run}第四人民医院`))[0]).toMatchObject({ recordCount: 6, ownerCount: 6 });
    for (const old of [a, b, c]) {
      const [now] = await orgs(`where[id][equals]=${old.id}`);
      expect(mergedId(now)).toBe(d.id);
      const hop = await fetch(`${BASE_URL}${organisationPath(old.publicId)}`, { redirect: 'manual' });
      expect(hop.status).toBe(301);
      expect(new URL(hop.headers.get('location')!, BASE_URL).searchParams.get('id')).toBe(d.publicId);
    }
  });

  it('moves the last publication back when the newest record is withdrawn or deleted', async () => {
    const owner = `${run}市第二人民医院`;
    const winner = `${run}第二建工有限公司`;
    await ingestRecords('tenders', [
      tender('l1', { owner_zh: owner, publishedAt: '2025-03-02 10:00' }),
      tender('l2', { owner_zh: owner, publishedAt: '2025-05-02 10:00' }),
      tender('l3', {
        owner_zh: owner,
        noticeCode: '155',
        publishedAt: '2025-06-01 10:00',
        winner_zh: winner,
        winAmountWan: '90',
        candidates: `${run}第三建工有限公司；${winner}`,
      }),
    ]);
    const last = async (name: string) => (await byName(name))[0]?.lastPublishedAt ?? null;
    expect(await last(owner)).toBe('2025-06-01T02:00:00.000Z');
    expect(await last(winner)).toBe('2025-06-01T02:00:00.000Z');
    expect(await last(`${run}第三建工有限公司`)).toBe('2025-06-01T02:00:00.000Z');

    // The award withdrawn: the buyer falls back to its next newest, the winner and candidate to none.
    const gone = await ingestRecords('tenders', [{ sourceId: `${run}-o-l3`, withdrawn: '1' }]);
    expect(gone).toMatchObject({ withdrawn: 1 });
    expect(await last(owner)).toBe('2025-05-02T02:00:00.000Z');
    expect(await last(winner)).toBeNull();
    expect(await last(`${run}第三建工有限公司`)).toBeNull();

    // An operator deletes the newest left in the admin.
    const found = await rest(`/tenders?depth=0&where[sourceId][equals]=${run}-o-l2`);
    const [l2] = ((await found.json()) as { docs: { id: number }[] }).docs;
    expect((await rest(`/tenders/${l2.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await last(owner)).toBe('2025-03-02T02:00:00.000Z');
    expect((await byName(owner))[0]).toMatchObject({ recordCount: 1, ownerCount: 1 });
  });

  it('gives the same figures when a bulk load rebuilds them all from the stored records', async () => {
    // Every organisation of the test database, kept so far by the import and admin saves.
    // Numbers as numbers (PostgreSQL's numeric keeps the scale it was computed with), dates as instants.
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            k === 'last_published_at'
              ? v && new Date(String(v)).toISOString()
              : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
                ? Number(v)
                : v,
          ]),
        ),
      );
    const figures = async () => ({
      orgs: plain(
        await db.query(
          sql`SELECT id, record_count, owner_count, agency_count, win_count, candidate_count, win_amount_wan, last_published_at
            FROM organisations ORDER BY id`,
        ),
      ),
      years: plain(await db.query(sql`SELECT * FROM organisation_years ORDER BY org_id, role, year`)),
      facets: plain(await db.query(sql`SELECT * FROM organisation_facets ORDER BY org_id, dim, value`)),
      partners: plain(
        await db.query(sql`SELECT * FROM organisation_partners ORDER BY org_id, relation, partner_id`),
      ),
    });
    const kept = await figures();
    expect(kept.orgs.length).toBeGreaterThan(0);
    await rebuildOrganisationFigures(database);
    const rebuilt = await figures();
    for (const table of ['orgs', 'years', 'facets', 'partners'] as const) {
      expect(rebuilt[table].length, table).toBe(kept[table].length);
      expect(rebuilt[table], table).toEqual(kept[table]);
    }
  });

  // Alone it takes under a second on either engine; late in the PostgreSQL suite it has taken
  // 60 s twice (the cause is not found yet), so it gets two minutes.
  it(
    'ranks a frequent name term by record count over all its matches, not the first ones',
    { timeout: 120_000 },
    async () => {
      // More organisations than the search ranks by index matches, the busiest made last (the index
      // returns them in id order), so only ranking over every match puts it first.
      const term = `rank${run}`;
      const n = SEARCH_CANDIDATES + 50;
      const at = new Date().toISOString();
      const rows = Array.from({ length: n }, (_, i) => {
        const name = `${term} 测试机构${i}`;
        return [`r${run}${i}`.slice(0, 40), name, name.toLowerCase(), i + 1, searchText(name), at, at];
      });
      try {
        for (let i = 0; i < rows.length; i += 200) {
          const part = rows.slice(i, i + 200);
          await db.query(
            sql`INSERT INTO organisations (public_id, name, norm_name, record_count, search_text, created_at, updated_at)
            VALUES ${sql.join(
              part.map((r) => sql`(${r[0]}, ${r[1]}, ${r[2]}, ${r[3]}, ${r[4]}, ${r[5]}, ${r[6]})`),
              sql`, `,
            )}`,
          );
        }
        const hits = await searchOrganisations(term, 'zh', 5, db);
        expect(hits.map((h) => h.recordCount)).toEqual([n, n - 1, n - 2, n - 3, n - 4]);
        // A rare term (one name) is ranked from its index matches as before.
        const one = await searchOrganisations(`${term} 测试机构${n - 1}`, 'zh', 5, db);
        expect(one.map((h) => h.name)).toEqual([`${term} 测试机构${n - 1}`]);
      } finally {
        await db.query(sql`DELETE FROM organisations WHERE public_id LIKE ${`r${run}%`}`);
      }
    },
  );
});
