/** Words of generated titles, owners and contacts. */
import type { BiddingCategoryKey, ProjectStage } from '@/catalog';

/** A Chinese word or template with its English counterpart. */
export type Bilingual = readonly [zh: string, en: string];

/** Owner templates used by every industry (placeholders as in tables/industries.ts). */
export const GENERIC_OWNERS: readonly Bilingual[] = [
  ['{C}城市建设投资集团有限公司', '{C} Urban Construction Investment Group Co., Ltd.'],
  ['{L}住房和城乡建设局', '{L} Housing and Urban-Rural Development Bureau'],
  ['{C}城市发展集团有限公司', '{C} Urban Development Group Co., Ltd.'],
  ['{L}人民政府', "{L} People's Government"],
];

/** Brand words of company owners, in pinyin in English. */
export const BRANDS: readonly Bilingual[] = [
  ['恒达', 'Hengda'],
  ['华信', 'Huaxin'],
  ['中诚', 'Zhongcheng'],
  ['宏远', 'Hongyuan'],
  ['金鼎', 'Jinding'],
  ['瑞丰', 'Ruifeng'],
  ['鑫盛', 'Xinsheng'],
  ['华泰', 'Huatai'],
  ['远景', 'Yuanjing'],
  ['新创', 'Xinchuang'],
  ['永兴', 'Yongxing'],
  ['盛源', 'Shengyuan'],
  ['天诚', 'Tiancheng'],
  ['博瑞', 'Borui'],
  ['汇通', 'Huitong'],
  ['广源', 'Guangyuan'],
  ['泰和', 'Taihe'],
  ['嘉禾', 'Jiahe'],
  ['中弘', 'Zhonghong'],
  ['振华', 'Zhenhua'],
  ['兴业', 'Xingye'],
  ['安泰', 'Antai'],
  ['润达', 'Runda'],
  ['东方', 'Dongfang'],
];

/**
 * Title endings per project stage. An English ending either continues the object's name
 * ('Project', 'Works') or, starting with '— ', names the document after the phase:
 * 'Changsha Waste-to-Energy Plant (Phase II) — Feasibility Study'.
 */
export const STAGE_SUFFIXES: Record<ProjectStage, readonly Bilingual[]> = {
  initiation: [
    ['项目', 'Project'],
    ['建设项目', 'Construction Project'],
    ['项目建议书', '— Project Proposal'],
  ],
  feasibility: [
    ['项目', 'Project'],
    ['项目可行性研究', '— Feasibility Study'],
    ['工程可行性研究报告', '— Feasibility Study Report'],
  ],
  approval: [
    ['项目', 'Project'],
    ['建设项目', 'Construction Project'],
    ['项目环境影响评价公示', '— Environmental Impact Assessment Notice'],
    ['项目规划许可批前公示', '— Planning Permit Pre-Approval Notice'],
  ],
  design: [
    ['工程', 'Works'],
    ['项目', 'Project'],
    ['工程初步设计', '— Preliminary Design'],
    ['项目施工图设计', '— Construction Drawing Design'],
  ],
  tendering: [
    ['项目', 'Project'],
    ['工程', 'Works'],
    ['建设工程', 'Construction Works'],
  ],
  construction: [
    ['工程', 'Works'],
    ['项目', 'Project'],
    ['建设工程', 'Construction Works'],
  ],
  fitOut: [
    ['项目', 'Project'],
    ['项目装饰装修工程', '— Interior Fit-Out Works'],
    ['项目配套设施工程', '— Ancillary Facilities Works'],
  ],
  completion: [
    ['项目', 'Project'],
    ['工程', 'Works'],
    ['工程竣工验收', '— Completion Acceptance'],
  ],
};

/** Tender title endings per notice type; in English always the part after '— '. */
export const NOTICE_SUFFIXES: Record<BiddingCategoryKey, readonly Bilingual[]> = {
  tenderNotice: [
    ['施工总承包招标公告', 'General Construction Contract Tender Notice'],
    ['施工招标公告', 'Construction Tender Notice'],
    ['监理招标公告', 'Construction Supervision Tender Notice'],
    ['勘察设计招标公告', 'Survey and Design Tender Notice'],
    ['EPC总承包招标公告', 'EPC Contract Tender Notice'],
    ['招标公告', 'Tender Notice'],
  ],
  freeTender: [
    ['施工总承包招标公告', 'General Construction Contract Tender Notice'],
    ['施工招标公告', 'Construction Tender Notice'],
    ['监理招标公告', 'Construction Supervision Tender Notice'],
    ['勘察设计招标公告', 'Survey and Design Tender Notice'],
    ['招标公告', 'Tender Notice'],
  ],
  winningNotice: [
    ['施工中标候选人公示', 'Notice of Preferred Bidders for Construction'],
    ['中标候选人公示', 'Notice of Preferred Bidders'],
    ['中标结果公告', 'Contract Award Notice'],
    ['监理中标候选人公示', 'Notice of Preferred Bidders for Supervision'],
    ['设计中标结果公示', 'Design Contract Award Notice'],
  ],
  changeNotice: [
    ['招标变更公告', 'Tender Amendment Notice'],
    ['变更公告', 'Amendment Notice'],
    ['更正公告', 'Corrigendum'],
    ['澄清与延期开标公告', 'Clarification and Bid Opening Postponement Notice'],
    ['补充公告', 'Supplementary Notice'],
  ],
  tenderPreview: [
    ['招标预告', 'Prior Information Notice'],
    ['招标计划公示', 'Tender Plan Notice'],
    ['施工招标计划', 'Construction Tender Plan'],
    ['采购意向公开', 'Procurement Intention Notice'],
  ],
  procurementNotice: [
    ['设备采购公告', 'Equipment Procurement Notice'],
    ['采购公告', 'Procurement Notice'],
    ['材料采购招标公告', 'Materials Procurement Tender Notice'],
    ['服务采购竞争性磋商公告', 'Competitive Negotiation Notice for Services'],
    ['询价采购公告', 'Request for Quotations'],
    ['货物采购公开招标公告', 'Open Tender Notice for Goods'],
  ],
};

export const PHASES: readonly Bilingual[] = [
  ['一期', 'Phase I'],
  ['二期', 'Phase II'],
  ['三期', 'Phase III'],
];

export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
export const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华建国志红玲斌波宇浩凯鹏'.split('');
export const PHONE_PREFIXES =
  '130 131 132 133 134 135 136 137 138 139 150 151 152 153 155 156 157 158 159 166 173 175 176 177 178 180 181 182 183 185 186 187 188 189 191 198 199'.split(
    ' ',
  );
