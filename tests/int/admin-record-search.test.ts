/**
 * The back-office's record search (src/features/records/collection/admin-search.ts): the list
 * view's search box finds records by words of either language's title and by source id, through
 * the keyword index, with the list's other filters still applied.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, adminToken, ingestRecords, rest } from './helpers';

const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const digits = String(Date.now()).slice(-7);

const tender = (n: number, words: { zh: string; en: string }) => ({
  sourceId: `as-${run}-${n}`,
  title_zh: `后台检索${digits}${words.zh}改造工程招标`,
  title_en: `Back office search ${digits} ${words.en} refit tender`,
  province: '湖南省',
  city: '长沙市',
  industry: '电力',
  noticeCode: '154',
  free: '是',
  amountWan: '300',
  publishedAt: new Date(Date.now() - n * 60_000).toISOString(),
  owner_zh: '长沙市公共资源交易中心',
  withdrawn: '否',
});

/** The where Payload's list view makes of the search box (payload/shared's mergeListSearchAndWhere). */
const box = (text: string) => ({
  or: [{ title: { like: text } }, { titleEn: { like: text } }, { sourceId: { like: text } }],
});

/** `where` as Payload's REST query string (qs brackets). */
function whereQuery(where: unknown, prefix = 'where'): string[] {
  if (where === null || typeof where !== 'object') return [`${prefix}=${encodeURIComponent(String(where))}`];
  return Object.entries(where).flatMap(([key, value]) => whereQuery(value, `${prefix}[${key}]`));
}

async function found(where: unknown): Promise<{ ids: string[]; total: number }> {
  const response = await rest(`/tenders?${whereQuery(where).join('&')}&limit=100&depth=0`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { docs: { sourceId: string }[]; totalDocs: number };
  return { ids: body.docs.map((d) => d.sourceId).sort(), total: body.totalDocs };
}

describe('the back-office record search', () => {
  it('finds records by Chinese and English words of their titles and by source id', async () => {
    await ingestRecords('tenders', [
      tender(1, { zh: '琥珀湾观测站', en: 'amber bay observatory' }),
      tender(2, { zh: '琥珀湾码头', en: 'amber bay wharf' }),
      tender(3, { zh: '青石岭隧道', en: 'bluestone ridge tunnel' }),
    ]);
    const ours = (ids: string[]) => ids.filter((id) => id.startsWith(`as-${run}-`));
    const mine = (n: number) => `as-${run}-${n}`;

    // A phrase of several Han characters, a single term, two terms, an English word.
    expect(ours((await found(box(`${digits}`))).ids)).toEqual([mine(1), mine(2), mine(3)]);
    expect(ours((await found(box('琥珀湾观测站'))).ids)).toEqual([mine(1)]);
    expect(ours((await found(box(`琥珀湾 ${digits}`))).ids)).toEqual([mine(1), mine(2)]);
    expect(ours((await found(box('bluestone'))).ids)).toEqual([mine(3)]);
    expect(ours((await found(box(`Amber ${digits} wharf`))).ids)).toEqual([mine(2)]);
    // Words of both languages together (Payload's own search wants every word in one field).
    expect(ours((await found(box('琥珀湾 wharf'))).ids)).toEqual([mine(2)]);
    // A source id finds its record alone, whatever its words.
    expect(await found(box(mine(3)))).toEqual({ ids: [mine(3)], total: 1 });
    // The total is the matches' own, not the table's.
    const both = await found(box(`琥珀湾 ${digits}`));
    expect(both.total).toBe(both.ids.length);
    // Words nobody wrote find nothing; punctuation alone finds nothing either (not `LIKE '%%%'`).
    expect(await found(box(`${digits}不存在的词`))).toEqual({ ids: [], total: 0 });
    expect(await found(box('%'))).toEqual({ ids: [], total: 0 });

    // The list's own filters still apply beside the search.
    expect(ours((await found({ and: [{ noticeCode: { equals: '154' } }, box(digits)] })).ids)).toHaveLength(
      3,
    );
    expect(await found({ and: [{ sourceId: { equals: mine(2) } }, box(digits)] })).toEqual({
      ids: [mine(2)],
      total: 1,
    });
    expect(await found({ and: [{ sourceId: { equals: mine(2) } }, box('bluestone')] })).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('is what the list page shows for its search box', async () => {
    await ingestRecords('tenders', [tender(4, { zh: '紫藤谷泵站', en: 'wisteria valley pumping station' })]);
    // What the list page shows for a search: whether the record's title is in its table.
    const title = `后台检索${digits}紫藤谷泵站改造工程招标`;
    const shows = async (search: string) => {
      const response = await fetch(
        `${BASE_URL}/admin/collections/tenders?search=${encodeURIComponent(search)}`,
        {
          // A signed-in operator's direct navigation (the cookie counts only with its fetch site).
          headers: { cookie: `payload-token=${await adminToken()}`, 'sec-fetch-site': 'none' },
        },
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, search).toContain('collection-list');
      return html.includes(title);
    };
    expect(await shows('紫藤谷泵站')).toBe(true);
    expect(await shows('wisteria valley')).toBe(true);
    expect(await shows('紫藤谷 pumping')).toBe(true);
    expect(await shows(`as-${run}-4`)).toBe(true);
    expect(await shows('紫藤谷水库')).toBe(false);
  });
});
