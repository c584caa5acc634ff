import type { RecordKind } from '@/catalog/routes';
import { normaliseLine } from '@/features/imports/file/normalise';
import type { ImportedRecord } from '@/features/imports/file/types';
import { type RawSql, sql } from '@/server/db';
import { creditCodeCheck } from '@/text/credit-code';

/**
 * Import batches and the end state they leave, on either engine: the PostgreSQL writer's test
 * compares its two writers with them, the upgrade test a database before and after migrating.
 */

export const CODE = `91430100MA4L16LJ3${creditCodeCheck('91430100MA4L16LJ3')}`;
export const at = (day: number) => new Date(Date.UTC(2026, 10, day, 4));

/** Rows of an import file, parsed as the import parses them. */
export function records(kind: RecordKind, rows: Record<string, unknown>[]): ImportedRecord[] {
  return rows.map((r, i) => {
    const parsed = normaliseLine(kind, i + 2, r);
    if (!('record' in parsed)) throw new Error(JSON.stringify(parsed.rejection));
    return parsed.record;
  });
}

export const project = (id: string, extra: Record<string, unknown> = {}) => ({
  sourceId: `m-p-${id}`,
  title_zh: `长沙市${id}号道路改造工程`,
  title_en: `Changsha Road ${id} Upgrade`,
  province: '湖南省',
  city: '长沙市',
  industry: '市政',
  categoryCode: '146',
  stage: '立项',
  amountWan: '1200',
  publishedAt: '2026-11-02 10:00',
  startDate: '2027-01-15',
  owner_zh: '长沙市城市建设投资有限公司',
  owner_en: 'Changsha Urban Construction Investment Co., Ltd.',
  contactName: '王小明',
  contactPhone: '13812345621',
  summary_zh: '道路改造。\t第二段\\完',
  summary_en: 'Road upgrade.\nSecond line.',
  withdrawn: '否',
  ...extra,
});

export const tender = (id: string, extra: Record<string, unknown> = {}) => ({
  sourceId: `m-t-${id}`,
  title_zh: `岳麓区${id}号学校扩建工程招标公告`,
  province: '湖南',
  city: '长沙市',
  industry: '教育科研',
  noticeCode: '154',
  free: '是',
  amountWan: '3,000',
  publishedAt: `2026-11-0${1 + (Number(id.replace(/\D/g, '')) % 8)} 09:30`,
  deadline: '2026-12-15 09:00',
  owner_zh: '长沙市教育局',
  agency_zh: '湖南省招标有限责任公司',
  contactName: '李四',
  contactPhone: '13900001111',
  withdrawn: '0',
  processId: `m-proc-${id}`,
  ...extra,
});

/** Withdrawn records with their titles (`zh:…|en:…`), on either engine. */
async function withdrawalsOf(db: RawSql) {
  const rows = await db.query<{
    id: number;
    kind: string;
    source_id: string;
    province: string;
    industry: string;
    withdrawn_at: unknown;
  }>(
    sql`SELECT id, kind, source_id, province, industry, withdrawn_at FROM withdrawals ORDER BY kind, source_id`,
  );
  const titles = await db.query<{ parent: number; locale: string; title: string }>(
    sql`SELECT _parent_id AS parent, _locale AS locale, title FROM withdrawals_locales ORDER BY _parent_id, _locale`,
  );
  return rows.map(({ id, ...row }) => ({
    ...row,
    titles: titles
      .filter((t) => Number(t.parent) === Number(id))
      .map((t) => `${t.locale}:${t.title}`)
      .join('|'),
  }));
}

/** The texts both kinds have, in both languages. */
const TEXTS = sql.raw('title, title_en, owner, owner_en, summary, summary_en');

/** What a database holds of the import's tables, by source ids and public ids (ids differ). */
export async function endState(db: RawSql) {
  const q = (statement: ReturnType<typeof sql>) => db.query(statement);
  return {
    projects: await q(sql`SELECT p.source_id, p.province, p.region, p.city, p.industry, p.category_code,
      p.stage, CAST(p.amount_wan AS text) AS amount, p.published_at, p.start_date, p.contact_name,
      p.contact_phone, p.owner_credit_code, o.public_id AS owner, p.search_text
      FROM projects p LEFT JOIN organisations o ON o.id = p.owner_org_id ORDER BY p.source_id`),
    tenders: await q(sql`SELECT t.source_id, t.province, t.industry, t.notice_code, t.free,
      CAST(t.amount_wan AS text) AS amount, t.published_at, t.deadline, t.process_id, t.candidates,
      CAST(t.win_amount_wan AS text) AS win_amount, o.public_id AS owner, a.public_id AS agency,
      w.public_id AS winner, t.search_text
      FROM tenders t LEFT JOIN organisations o ON o.id = t.owner_org_id
      LEFT JOIN organisations a ON a.id = t.agency_org_id LEFT JOIN organisations w ON w.id = t.winner_org_id
      ORDER BY t.source_id`),
    texts: await q(sql`SELECT source_id, ${TEXTS}, NULL AS agency, NULL AS agency_en, NULL AS winner,
      NULL AS winner_en FROM projects UNION ALL SELECT source_id, ${TEXTS}, agency, agency_en, winner, winner_en
      FROM tenders ORDER BY 1`),
    withdrawals: await withdrawalsOf(db),
    organisations: await q(sql`SELECT public_id, name, name_en, norm_name, credit_code, record_count,
      owner_count, agency_count, win_count, candidate_count, CAST(win_amount_wan AS text) AS win_amount,
      last_published_at FROM organisations ORDER BY public_id`),
    years: await q(sql`SELECT o.public_id, y.role, y.year, y.count, CAST(y.amount_wan AS text) AS amount
      FROM organisation_years y JOIN organisations o ON o.id = y.org_id ORDER BY 1, 2, 3`),
    facets: await q(sql`SELECT o.public_id, f.dim, f.value, f.count FROM organisation_facets f
      JOIN organisations o ON o.id = f.org_id ORDER BY 1, 2, 3`),
    partners: await q(sql`SELECT o.public_id, p.public_id AS partner, r.relation, r.count
      FROM organisation_partners r JOIN organisations o ON o.id = r.org_id
      JOIN organisations p ON p.id = r.partner_id ORDER BY 1, 2, 3`),
    candidates: await q(sql`SELECT t.source_id, c.rank, c.name, o.public_id FROM tender_candidates c
      JOIN tenders t ON t.id = c.tender_id LEFT JOIN organisations o ON o.id = c.org_id ORDER BY 1, 2`),
    stages: await q(sql`SELECT source_id, stage, first_seen_at FROM project_stages ORDER BY 1, 2`),
  };
}

/** Batches of both kinds, in order: inserts, updates, unchanged rows, withdrawals, reinstatements. */
export const BATCHES: { kind: RecordKind; day: number; rows: Record<string, unknown>[] }[] = [
  {
    kind: 'projects',
    day: 3,
    rows: [project('1'), project('2'), project('3', { title_en: '', owner_en: '', summary_en: '' })],
  },
  {
    kind: 'tenders',
    day: 3,
    rows: [
      tender('1'),
      tender('2', {
        winner_zh: '湖南建工集团有限公司',
        winner_en: 'Hunan Construction Engineering Group',
        winAmountWan: '2,950.5',
        candidates: '湖南建工集团有限公司；中建五局第三建设有限公司；长沙第三建筑工程有限公司',
        noticeCode: '158',
      }),
      tender('3', { ownerCreditCode: CODE, agency_zh: '' }),
      tender('4', { projectSourceId: 'm-p-1' }),
      // A withdrawal of a record never stored changes nothing.
      { sourceId: 'm-t-never', withdrawn: '1' },
    ],
  },
  {
    kind: 'projects',
    day: 4,
    rows: [
      project('1'), // unchanged
      project('2', { amountWan: '1300', stage: '施工' }), // a new amount and stage, the same texts
      project('3', { title_zh: '长沙市3号道路改造工程（二期）', title_en: 'Phase II' }), // new texts
      project('4'),
    ],
  },
  {
    kind: 'tenders',
    day: 4,
    rows: [
      { sourceId: 'm-t-1', withdrawn: '1' },
      tender('2', {
        winner_zh: '中建五局第三建设有限公司',
        winAmountWan: '2,800',
        candidates: '中建五局第三建设有限公司；湖南建工集团有限公司',
        noticeCode: '158',
      }),
      tender('3', { ownerCreditCode: CODE, agency_zh: '' }), // unchanged
      tender('5', { owner_zh: '长沙市教育局', ownerCreditCode: CODE }),
    ],
  },
  {
    kind: 'projects',
    day: 5,
    rows: [{ sourceId: 'm-p-2', withdrawn: '1' }, project('4', { stage: '竣工' })],
  },
  // Published again after the withdrawal; the withdrawn project too, with its same values.
  { kind: 'tenders', day: 6, rows: [tender('1', { amountWan: '3,100' })] },
  { kind: 'projects', day: 6, rows: [project('2', { amountWan: '1300', stage: '施工' })] },
];
