/**
 * How the generated market is spread: integer weights of provinces, project stages and notice
 * types, and the tendering agencies. Each weight table is laid out as a cycle of slots (a value
 * takes as many slots as its weight), so each total is the length of a cycle: the totals of the
 * fields combined in one record (191, 33 industries, 5 categories, 28, 23) are pairwise coprime,
 * so every combination recurs (tests/unit/generator.test.ts checks it).
 */
import type { BiddingCategoryKey, ProjectStage, ProvinceSlug } from '@/catalog';
import type { Bilingual } from './words';

/**
 * Roughly each province's share of construction investment and output (fixed-asset investment
 * and construction output of the 2020s, rounded): the coast from Shandong to Guangdong and the
 * Yangtze provinces lead, the west trails. Total 191 (prime).
 */
export const PROVINCE_WEIGHTS: Record<ProvinceSlug, number> = {
  jiangsu: 16,
  guangdong: 16,
  zhejiang: 14,
  shandong: 13,
  henan: 9,
  sichuan: 9,
  hubei: 9,
  hunan: 8,
  fujian: 8,
  anhui: 8,
  hebei: 7,
  shanghai: 6,
  beijing: 6,
  jiangxi: 6,
  shaanxi: 6,
  chongqing: 6,
  yunnan: 5,
  guangxi: 5,
  guizhou: 4,
  tianjin: 4,
  shanxi: 4,
  xinjiang: 4,
  liaoning: 3,
  neimenggu: 3,
  gansu: 3,
  jilin: 2,
  heilongjiang: 2,
  hainan: 2,
  ningxia: 1,
  qinghai: 1,
  xizang: 1,
};

/**
 * Projects per stage: most are seen while tendered or built; few are reported at completion.
 * Total 28.
 */
export const STAGE_WEIGHTS: Record<ProjectStage, number> = {
  initiation: 3,
  feasibility: 2,
  approval: 3,
  design: 3,
  tendering: 6,
  construction: 7,
  fitOut: 2,
  completion: 2,
};

/**
 * Tenders per notice type: tender and award notices dominate, amendments and prior notices are
 * rarer. Free tenders are tender notices (code 154) the provider shows free. Total 23.
 */
export const NOTICE_WEIGHTS: Record<BiddingCategoryKey, number> = {
  tenderNotice: 7,
  winningNotice: 7,
  changeNotice: 2,
  tenderPreview: 1,
  freeTender: 2,
  procurementNotice: 4,
};

/** Share of tenders run by a tendering agency rather than by the owner itself. */
export const AGENCY_SHARE = 0.85;

/**
 * Tendering agencies (招标代理机构), placeholders as in tables/industries.ts: most are local
 * firms named after their province or city, a few national ones carry no place.
 */
export const AGENCIES: readonly Bilingual[] = [
  ['{p}{B}招标代理有限公司', '{p} {B} Tendering Agency Co., Ltd.'],
  ['{C}{B}工程咨询有限公司', '{C} {B} Engineering Consulting Co., Ltd.'],
  ['{p}{B}项目管理有限公司', '{p} {B} Project Management Co., Ltd.'],
  ['{c}{B}建设工程造价咨询有限公司', '{c} {B} Construction Cost Consulting Co., Ltd.'],
  ['{p}{B}工程项目管理咨询有限公司', '{p} {B} Project Management Consulting Co., Ltd.'],
  ['{C}{B}招标有限公司', '{C} {B} Tendering Co., Ltd.'],
  ['{P}{B}国际招标有限公司', '{P} {B} International Tendering Co., Ltd.'],
  ['{B}国际招标有限责任公司', '{B} International Tendering Co., Ltd.'],
  ['{B}建设项目管理咨询有限公司', '{B} Construction Project Management Consulting Co., Ltd.'],
  ['{c}公共资源交易咨询服务有限公司', '{c} Public Resources Trading Consulting Co., Ltd.'],
];

/**
 * A project's planned start, in days after its publication, per stage; null where it is not
 * known yet (early stages) or long past (completion).
 */
export const START_AFTER_DAYS: Record<ProjectStage, readonly [min: number, max: number] | null> = {
  initiation: null,
  feasibility: null,
  approval: [90, 300],
  design: [60, 240],
  tendering: [30, 120],
  construction: [7, 45],
  fitOut: [7, 60],
  completion: null,
};

/** A bid deadline, in days after the notice (then moved off a weekend), at 09:00, 09:30 or 10:00. */
export const DEADLINE_AFTER_DAYS: readonly [min: number, max: number] = [10, 30];
export const DEADLINE_MINUTES_AFTER_NINE: readonly number[] = [0, 0, 30, 30, 60];

/**
 * Winning contractors (中标单位), placeholders as in tables/industries.ts. Each province and
 * industry has a few dozen, drawn so that a handful win most of its awards.
 */
export const WINNERS: readonly Bilingual[] = [
  ['{P}建工集团有限公司', '{P} Construction Engineering Group Co., Ltd.'],
  ['{p}{B}建设工程有限公司', '{p} {B} Construction Engineering Co., Ltd.'],
  ['{c}{B}建筑工程有限公司', '{c} {B} Building Engineering Co., Ltd.'],
  ['中国{B}建设集团有限公司', 'China {B} Construction Group Co., Ltd.'],
  ['{p}{B}路桥工程有限公司', '{p} {B} Road and Bridge Engineering Co., Ltd.'],
  ['{c}{B}机电安装工程有限公司', '{c} {B} Electromechanical Installation Co., Ltd.'],
  ['{p}{B}环境工程有限公司', '{p} {B} Environmental Engineering Co., Ltd.'],
  ['{C}{B}市政工程有限公司', '{C} {B} Municipal Engineering Co., Ltd.'],
  ['{p}{B}科技股份有限公司', '{p} {B} Technology Co., Ltd.'],
];
