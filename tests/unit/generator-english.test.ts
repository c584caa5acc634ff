import { createHash } from 'node:crypto';
import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, PROVINCES, findProvince, type ProvinceSlug } from '@/catalog';
import {
  generateProjects,
  generateTenders,
  type GeneratedProject,
  type GeneratedTender,
} from '@/seed/generator';
import { INDUSTRY_DATA } from '@/seed/generator/tables/industries';
import { PLACE_DATA, PLACE_EN } from '@/seed/generator/tables/places';
import { AGENCIES } from '@/seed/generator/tables/market';
import {
  AGENCY_SUMMARY,
  BRANDS,
  GENERIC_OWNERS,
  NOTICE_SUFFIXES,
  NOTICE_SUMMARIES,
  PHASES,
  PROJECT_SUMMARY,
  STAGE_SUFFIXES,
  STAGE_SUMMARIES,
  type Bilingual,
} from '@/seed/generator/tables/words';

const HAN = /\p{Script=Han}/u;
const N = 20_000;
const P = [...generateProjects(N)];
const T = [...generateTenders(N)];

/** The English fields of a record. */
const ENGLISH = new Set(['titleEn', 'ownerEn', 'cityEn', 'summaryEn', 'agencyEn', 'winnerEn']);

/** sha256 over the JSON of each record without its English fields, one per line. */
function zhDigest(records: (GeneratedProject | GeneratedTender)[]): string {
  const h = createHash('sha256');
  const zhOnly = (k: string, v: unknown) => (ENGLISH.has(k) ? undefined : v);
  for (const r of records) h.update(JSON.stringify(r, zhOnly) + '\n');
  return h.digest('hex');
}

describe('Chinese output is unchanged by the English', () => {
  // Seed 1, records 0..19,999, computed when the market's buyers, agencies, winners and
  // procurements came in (docs/organisations.md, 'Demo data'). English draws nothing of its own, so
  // changing an English table leaves these as they are.
  it('projects and tenders hash as before', () => {
    expect(zhDigest(P)).toBe('7b057d9697e0a16a906e21aa389fc9d1c3844083242d90df5f7cc938a70e60f5');
    expect(zhDigest(T)).toBe('3bf8f6fe8eb01968dc3432e548280161109d5fad174d3b1a268adad601b70a2a');
  });
});

describe('English titles and owners', () => {
  // Plain checks collected, not one expect per string: 160k expects take seconds.
  it('every record has clean English text', () => {
    const bad = [...P, ...T].filter(
      (r) =>
        ![r.titleEn, r.ownerEn, r.summaryEn].every(
          (s) => s.length > 5 && !HAN.test(s) && !/[{}]|\s{2}|^\s|\s$|undefined/.test(s),
        ) ||
        !/^(\d{4} )?[A-Z]/.test(r.titleEn) ||
        !/^[A-Z][A-Za-z' ]+$/.test(r.cityEn),
    );
    expect(bad).toEqual([]);
    expect(P.filter((p) => !/( Project| Works|\))$|— [A-Z]/.test(p.titleEn))).toEqual([]);
    expect(T.filter((t) => !/ — [A-Z][^—]*$/.test(t.titleEn))).toEqual([]);
    expect(T.filter((t) => (t.agency === null) !== (t.agencyEn === null))).toEqual([]);
    expect(T.filter((t) => t.agencyEn !== null && (HAN.test(t.agencyEn) || /[{}]/.test(t.agencyEn)))).toEqual(
      [],
    );
  });

  it('re-tenders, phases and years carry over', () => {
    expect(T.some((t) => t.title.endsWith('（二次）'))).toBe(true);
    expect(T.filter((t) => t.titleEn.endsWith(' (Re-tender)') !== t.title.endsWith('（二次）'))).toEqual([]);
    const roman: Record<string, string> = { 一: 'I', 二: 'II', 三: 'III' };
    const wrong = [...P, ...T].filter((r) => {
      const phase = /([一二三])期/.exec(r.title)?.[1];
      const year = /^(\d{4})年/.exec(r.title)?.[1];
      return (
        r.titleEn.includes(` (Phase ${phase && roman[phase]})`) !== (phase !== undefined) ||
        r.titleEn.startsWith(`${year} `) !== (year !== undefined)
      );
    });
    expect(wrong).toEqual([]);
    expect(P.some((p) => p.titleEn.includes('(Phase II)'))).toBe(true);
    expect(T.some((t) => /^\d{4} /.test(t.titleEn))).toBe(true);
  });

  it('reads as expected for fixed indexes', () => {
    expect(P[0].titleEn).toBe(
      "Shijiazhuang Chang'an District Primary Healthcare Facilities Upgrade — Interior Fit-Out Works",
    );
    expect(P[0].ownerEn).toBe('Shijiazhuang Urban Development Group Co., Ltd.');
    expect(P[1].titleEn).toBe('2026 Shanghai Jiading District Central Kindergarten Construction Works');
    expect(P[1014].titleEn).toBe(
      '2026 Jinan Zhangqiu District Urban Bridge Repair and Strengthening (Phase III) — Feasibility Study Report',
    );
    expect(P[4].ownerEn).toBe('Shanghai Urban Development Group Co., Ltd.');
    expect(P[4].summaryEn).toBe(
      'The project in Shanghai Jiading District covers the Affordable Housing; the owner is Shanghai ' +
        'Urban Development Group Co., Ltd. and the total investment is about CNY 136 million. ' +
        'It is going through approval, with construction planned to start on 5 May 2027.',
    );
    expect(T[57].titleEn).toBe(
      'Wuxi Furniture Smart Manufacturing Industrial Park (Phase III) — Design Contract Award Notice',
    );
    expect(T[1077].ownerEn).toBe('Chifeng Hongshan District Natural Resources Bureau');
    expect(T[50].ownerEn).toBe('Nantong Culture and Tourism Investment Group Co., Ltd.');
    expect(T[3].summaryEn).toBe(
      'Nanchang Urban Construction Investment Group Co., Ltd. plans to tender the New Wall Materials ' +
        'Plant project in Jiujiang Ruichang, Jiangxi, worth about CNY 99.1 million; bids are expected ' +
        'by 09:00 on 3 September 2026 (China time).',
    );
  });

  it('names the same province or city as the Chinese title', () => {
    const wrong = [...P, ...T].filter((r) => {
      const [provinceZh, ...specs] = PLACE_DATA[r.province as ProvinceSlug];
      const cities = specs.map((c) => c.split(':')[0]);
      const zh = r.title.replace(/^\d{4}年/, '');
      const en = r.titleEn.replace(/^\d{4} /, '');
      if (zh.startsWith(provinceZh) && !cities.includes(provinceZh))
        return !en.startsWith(findProvince(r.province)!.en + ' ');
      const city = cities.find((c) => zh.startsWith(c));
      return !city || !en.startsWith(PLACE_EN[city].replace(/ Prefecture$/, ''));
    });
    expect(wrong).toEqual([]);
    expect(P.some((p) => p.title.startsWith('内蒙古自治区') && p.titleEn.startsWith('Inner Mongolia '))).toBe(
      true,
    );
  });
});

describe('English tables', () => {
  const tokens = (s: string) => (s.match(/\{[A-Za-z]\}/g) ?? []).sort();
  const pairs: Bilingual[] = [
    ...GENERIC_OWNERS,
    ...AGENCIES,
    PROJECT_SUMMARY,
    AGENCY_SUMMARY,
    ...Object.values(STAGE_SUMMARIES),
    ...Object.values(NOTICE_SUMMARIES),
    ...BRANDS,
    ...PHASES,
    ...Object.values(STAGE_SUFFIXES).flat(),
    ...Object.values(NOTICE_SUFFIXES).flat(),
    ...INDUSTRIES.flatMap((i) => [...INDUSTRY_DATA[i.slug].objects, ...INDUSTRY_DATA[i.slug].owners]),
  ];

  it('pair every Chinese entry with English using the same placeholders', () => {
    for (const [zh, en] of pairs) {
      expect(zh).toMatch(HAN);
      expect(en.trim()).toBe(en);
      expect(en).not.toMatch(HAN);
      expect(en.length).toBeGreaterThan(0);
      expect(tokens(en)).toEqual(tokens(zh));
    }
  });

  it('name every city, district and county of PLACE_DATA, and nothing else', () => {
    const names = new Set(
      PROVINCES.flatMap((p) =>
        PLACE_DATA[p.slug as ProvinceSlug].slice(1).flatMap((spec) => {
          const [city, districts = ''] = spec.split(':');
          return [city, ...(districts ? districts.split(',') : [])];
        }),
      ),
    );
    expect(new Set(Object.keys(PLACE_EN))).toEqual(names);
  });

  // Established English forms and polyphones the library reads otherwise (闵 min, 陂 bei, 乐 le…).
  const NOT_PLAIN_PINYIN: Record<string, string> = {
    哈尔滨市: 'Harbin',
    齐齐哈尔市: 'Qiqihar',
    萨尔图区: 'Sartu District',
    呼和浩特市: 'Hohhot',
    托克托县: 'Togtoh County',
    昆都仑区: 'Kundulun District',
    鄂尔多斯市: 'Ordos',
    康巴什区: 'Kangbashi District',
    准格尔旗: 'Jungar Banner',
    闵行区: 'Minhang District',
    乐清市: 'Yueqing',
    蚌山区: 'Bengshan District',
    宜都市: 'Yidu',
    黄陂区: 'Huangpi District',
    塘厦镇: 'Tangxia Town',
    秦都区: 'Qindu District',
    郫都区: 'Pidu District',
    什邡市: 'Shifang',
    乐都区: 'Ledu District',
    格尔木市: 'Golmud',
    乌鲁木齐市: 'Urumqi',
    克拉玛依市: 'Karamay',
    克拉玛依区: 'Karamay District',
    喀什地区: 'Kashgar Prefecture',
    喀什市: 'Kashgar',
    拉萨市: 'Lhasa',
    日喀则市: 'Shigatse',
    林芝市: 'Nyingchi',
    堆龙德庆区: 'Doilungdeqen District',
    达孜区: 'Dagze District',
    桑珠孜区: 'Samzhubze District',
    拉孜县: 'Lhatse County',
    工布江达县: "Gongbo'gyamda County",
    乃东区: 'Nedong District',
  };
  const SUFFIX: [RegExp, string][] = [
    [/新区$/, ' New Area'],
    [/地区$/, ' Prefecture'],
    [/州$/, ' Prefecture'],
    [/区$/, ' District'],
    [/县$/, ' County'],
    [/旗$/, ' Banner'],
    [/镇$/, ' Town'],
    [/市$/, ''],
  ];
  /** pinyin-pro's reading, capitalised, with an apostrophe before a syllable opening in a, e or o. */
  function romanize(zh: string): string {
    const [re, suffix] = SUFFIX.find(([re]) => re.test(zh) && zh.replace(re, '').length >= 2) ?? [/$/, ''];
    const syllables = pinyin(zh.replace(re, ''), { toneType: 'none', type: 'array' });
    const name = syllables.map((s, i) => (i > 0 && /^[aeo]/.test(s) ? `'${s}` : s)).join('');
    return name[0].toUpperCase() + name.slice(1) + suffix;
  }

  it('romanize places as pinyin-pro does, except for the listed names', () => {
    for (const [zh, en] of Object.entries(PLACE_EN)) {
      if (zh in NOT_PLAIN_PINYIN) {
        expect(en).toBe(NOT_PLAIN_PINYIN[zh]);
        // An exception the library has come to read right is no exception.
        expect(romanize(zh), zh).not.toBe(en);
      } else expect(en, zh).toBe(romanize(zh));
    }
    expect(romanize('西安市')).toBe("Xi'an");
    expect(romanize('长安区')).toBe("Chang'an District");
  });

  it('romanize brands as pinyin-pro does', () => {
    for (const [zh, en] of BRANDS) expect(en).toBe(romanize(zh));
  });
});
