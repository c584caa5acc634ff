/** The industries of the project-information pages (product §2 lists 33 slugs). */
interface Industry {
  slug: string;
  zh: string;
  en: string;
}

export const INDUSTRIES = [
  { slug: 'huanbao', zh: '环保', en: 'Environmental protection' },
  { slug: 'dianli', zh: '电力', en: 'Electric power' },
  { slug: 'shiyou', zh: '石油', en: 'Petroleum' },
  { slug: 'huaxuegongcheng', zh: '化学工程', en: 'Chemical engineering' },
  { slug: 'zhiyaogongcheng', zh: '制药工程', en: 'Pharmaceutical engineering' },
  { slug: 'nengyuangongye', zh: '能源工业', en: 'Energy industry' },
  { slug: 'kuangchan', zh: '矿产', en: 'Mining' },
  { slug: 'shizheng', zh: '市政', en: 'Municipal works' },
  { slug: 'jixie', zh: '机械', en: 'Machinery' },
  { slug: 'dianzidianqi', zh: '电子电气', en: 'Electronics and electrical' },
  { slug: 'qinggong', zh: '轻工', en: 'Light industry' },
  { slug: 'fangzhi', zh: '纺织', en: 'Textiles' },
  { slug: 'shipin', zh: '食品', en: 'Food' },
  { slug: 'yejin', zh: '冶金', en: 'Metallurgy' },
  { slug: 'jiancai', zh: '建材', en: 'Building materials' },
  { slug: 'jiaotongsheshi', zh: '交通设施', en: 'Transport infrastructure' },
  { slug: 'cangchuwuliu', zh: '仓储物流', en: 'Warehousing and logistics' },
  { slug: 'jianzhu', zh: '建筑', en: 'Construction' },
  { slug: 'fangdichan', zh: '房地产', en: 'Real estate' },
  { slug: 'nonglin', zh: '农林', en: 'Agriculture and forestry' },
  { slug: 'shuili', zh: '水利', en: 'Water conservancy' },
  { slug: 'yuanlin', zh: '园林', en: 'Landscape gardening' },
  { slug: 'jingqu', zh: '景区', en: 'Scenic areas' },
  { slug: 'lvhua', zh: '绿化', en: 'Greening' },
  { slug: 'xinjijian', zh: '新基建', en: 'New infrastructure' },
  { slug: 'yiliao', zh: '医疗', en: 'Healthcare' },
  { slug: 'jiudian', zh: '酒店', en: 'Hotels' },
  { slug: 'wenyutiyu', zh: '文娱体育', en: 'Culture, entertainment and sports' },
  { slug: 'jiaoyukeyan', zh: '教育科研', en: 'Education and research' },
  { slug: 'huiyizhanlan', zh: '会议展览', en: 'Conferences and exhibitions' },
  { slug: 'bangonglou', zh: '办公楼', en: 'Office buildings' },
  { slug: 'zhuzhai', zh: '住宅', en: 'Residential' },
  { slug: 'shequ', zh: '社区', en: 'Communities' },
] as const satisfies readonly Industry[];

export type IndustrySlug = (typeof INDUSTRIES)[number]['slug'];

const bySlug = new Map<string, Industry>(INDUSTRIES.map((i) => [i.slug, i]));

export function findIndustry(slug: string | undefined | null): Industry | undefined {
  return slug ? bySlug.get(slug) : undefined;
}
