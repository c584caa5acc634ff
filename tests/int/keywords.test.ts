import { describe, expect, it } from 'vitest';
import { rest } from './helpers';

/**
 * The keywords collection (docs/search.md, 'Keywords') over Payload's REST API as the operator:
 * the seed, a slug made from the Chinese name's pinyin, numbered when taken, and the edits.
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

interface KeywordDoc {
  id: number;
  nameZh: string;
  nameEn: string;
  slug: string;
  synonyms?: string[] | null;
  featured?: boolean | null;
}

async function create(data: Partial<KeywordDoc>): Promise<Response> {
  return rest('/keywords', { method: 'POST', body: JSON.stringify(data) });
}

describe('keywords', () => {
  it('ship at least 300 in the seed, a dozen featured, each with its pinyin slug', async () => {
    const all = (await (await rest('/keywords?limit=1&depth=0')).json()) as { totalDocs: number };
    expect(all.totalDocs).toBeGreaterThanOrEqual(300);
    const featured = (await (
      await rest('/keywords?where[featured][equals]=true&limit=0&depth=0')
    ).json()) as {
      totalDocs: number;
    };
    expect(featured.totalDocs).toBeGreaterThanOrEqual(12);
    const hospital = (await (
      await rest(`/keywords?where[nameZh][equals]=${encodeURIComponent('医院')}`)
    ).json()) as {
      docs: KeywordDoc[];
    };
    expect(hospital.docs[0]).toMatchObject({ nameEn: 'Hospital', slug: 'yiyuan', featured: true });
  });

  it('get a slug from the Chinese name when left empty, numbered when it is taken', async () => {
    const first = await create({ nameZh: `测试关键词${run}甲`, nameEn: `Test keyword ${run} A` });
    expect(first.status).toBe(201);
    const a = ((await first.json()) as { doc: KeywordDoc }).doc;
    expect(a.slug).toBe(`ceshiguanjianci${run}jia`);
    // A name reading alike (甲 and 假 are both jia) takes the next number.
    const second = await create({ nameZh: `测试关键词${run}假`, nameEn: `Test keyword ${run} B` });
    const b = ((await second.json()) as { doc: KeywordDoc }).doc;
    expect(b.slug).toBe(`ceshiguanjianci${run}jia-2`);
    for (const doc of [a, b])
      expect((await rest(`/keywords/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('are edited and removed by operators; a bad slug or a second name is refused, in the operator’s language', async () => {
    const created = (
      (await (await create({ nameZh: `编辑测试${run}`, nameEn: `Edit test ${run}` })).json()) as {
        doc: KeywordDoc;
      }
    ).doc;
    const edited = await rest(`/keywords/${created.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ slug: `edited${run}`, synonyms: ['同义词甲', '同义词乙'], featured: true }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { doc: KeywordDoc }).doc).toMatchObject({
      slug: `edited${run}`,
      synonyms: ['同义词甲', '同义词乙'],
      featured: true,
    });
    const bad = await rest(`/keywords/${created.id}?locale=en`, {
      method: 'PATCH',
      headers: { 'accept-language': 'en' },
      body: JSON.stringify({ slug: 'Not A Slug' }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('The following field is invalid: Pinyin slug');
    expect((await create({ nameZh: `编辑测试${run}`, nameEn: 'Twice' })).status).toBe(400);
    expect((await rest(`/keywords/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await rest(`/keywords/${created.id}`)).status).toBe(404);
  });

  it('are not readable without signing in', async () => {
    expect((await rest('/keywords?limit=1', {}, false)).status).toBe(403);
  });
});
