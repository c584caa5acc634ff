/** The seven regions of the tender pages and their 31 provinces (product §2). */
interface Province {
  slug: string;
  zh: string;
  en: string;
}

interface Region {
  slug: string;
  zh: string;
  en: string;
  provinces: readonly Province[];
}

export const REGIONS = [
  {
    slug: 'north',
    zh: '华北',
    en: 'North China',
    provinces: [
      { slug: 'beijing', zh: '北京', en: 'Beijing' },
      { slug: 'tianjin', zh: '天津', en: 'Tianjin' },
      { slug: 'hebei', zh: '河北', en: 'Hebei' },
      { slug: 'shanxi', zh: '山西', en: 'Shanxi' },
      { slug: 'neimenggu', zh: '内蒙古', en: 'Inner Mongolia' },
    ],
  },
  {
    slug: 'northeast',
    zh: '东北',
    en: 'Northeast China',
    provinces: [
      { slug: 'liaoning', zh: '辽宁', en: 'Liaoning' },
      { slug: 'jilin', zh: '吉林', en: 'Jilin' },
      { slug: 'heilongjiang', zh: '黑龙江', en: 'Heilongjiang' },
    ],
  },
  {
    slug: 'east',
    zh: '华东',
    en: 'East China',
    provinces: [
      { slug: 'shanghai', zh: '上海', en: 'Shanghai' },
      { slug: 'jiangsu', zh: '江苏', en: 'Jiangsu' },
      { slug: 'zhejiang', zh: '浙江', en: 'Zhejiang' },
      { slug: 'anhui', zh: '安徽', en: 'Anhui' },
      { slug: 'fujian', zh: '福建', en: 'Fujian' },
      { slug: 'shandong', zh: '山东', en: 'Shandong' },
      { slug: 'jiangxi', zh: '江西', en: 'Jiangxi' },
    ],
  },
  {
    slug: 'central',
    zh: '华中',
    en: 'Central China',
    provinces: [
      { slug: 'henan', zh: '河南', en: 'Henan' },
      { slug: 'hubei', zh: '湖北', en: 'Hubei' },
      { slug: 'hunan', zh: '湖南', en: 'Hunan' },
    ],
  },
  {
    slug: 'south',
    zh: '华南',
    en: 'South China',
    provinces: [
      { slug: 'guangdong', zh: '广东', en: 'Guangdong' },
      { slug: 'guangxi', zh: '广西', en: 'Guangxi' },
      { slug: 'hainan', zh: '海南', en: 'Hainan' },
    ],
  },
  {
    slug: 'northwest',
    zh: '西北',
    en: 'Northwest China',
    provinces: [
      { slug: 'shaanxi', zh: '陕西', en: 'Shaanxi' },
      { slug: 'gansu', zh: '甘肃', en: 'Gansu' },
      { slug: 'qinghai', zh: '青海', en: 'Qinghai' },
      { slug: 'ningxia', zh: '宁夏', en: 'Ningxia' },
      { slug: 'xinjiang', zh: '新疆', en: 'Xinjiang' },
    ],
  },
  {
    slug: 'southwest',
    zh: '西南',
    en: 'Southwest China',
    provinces: [
      { slug: 'chongqing', zh: '重庆', en: 'Chongqing' },
      { slug: 'sichuan', zh: '四川', en: 'Sichuan' },
      { slug: 'guizhou', zh: '贵州', en: 'Guizhou' },
      { slug: 'yunnan', zh: '云南', en: 'Yunnan' },
      { slug: 'xizang', zh: '西藏', en: 'Tibet' },
    ],
  },
] as const satisfies readonly Region[];

export type RegionSlug = (typeof REGIONS)[number]['slug'];
export type ProvinceSlug = (typeof REGIONS)[number]['provinces'][number]['slug'];

export const PROVINCES: readonly (Province & { region: RegionSlug })[] = REGIONS.flatMap((r) =>
  r.provinces.map((p) => ({ ...p, region: r.slug })),
);

const bySlug = new Map(PROVINCES.map((p) => [p.slug, p]));

export function findProvince(slug: string | undefined | null) {
  return slug ? bySlug.get(slug) : undefined;
}
