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

/**
 * The stage sentence of a project's summary; {d} is its start date (stages with one, see
 * START_AFTER_DAYS in tables/market.ts).
 */
export const STAGE_SUMMARIES: Record<ProjectStage, Bilingual> = {
  initiation: [
    '项目已立项，正在开展前期工作。',
    'The project has been initiated and preliminary work is under way.',
  ],
  feasibility: ['项目正在编制可行性研究报告。', 'Its feasibility study is being prepared.'],
  approval: [
    '项目正在办理审批手续，计划于{d}开工。',
    'It is going through approval, with construction planned to start on {d}.',
  ],
  design: [
    '项目正在开展设计工作，计划于{d}开工。',
    'Design is under way and construction is planned to start on {d}.',
  ],
  tendering: [
    '项目正在进行招标，计划于{d}开工。',
    'The works are being tendered and construction is planned to start on {d}.',
  ],
  construction: [
    '项目施工单位已确定，计划于{d}开工建设。',
    'The contractor has been chosen and construction starts on {d}.',
  ],
  fitOut: [
    '项目主体结构已完工，装饰装修工程计划于{d}开工。',
    'The main structure is complete and fit-out works start on {d}.',
  ],
  completion: [
    '项目已完工，正在组织竣工验收。',
    'The works are complete and completion acceptance is being organised.',
  ],
};

/**
 * A project summary's first sentence: {X} place, {O} object (with its phase), {W} owner, {A}
 * amount; the stage sentence follows.
 */
export const PROJECT_SUMMARY: Bilingual = [
  '本项目位于{X}，建设内容为{O}，业主单位为{W}，总投资约{A}。',
  'The project in {X} covers the {O}; the owner is {W} and the total investment is about {A}.',
];

/**
 * A tender's summary per notice type: {W} owner, {O} the project ('the Waste-to-Energy Plant
 * project in Changsha …'), {A} amount, {D} bid deadline.
 */
export const NOTICE_SUMMARIES: Record<BiddingCategoryKey, Bilingual> = {
  tenderNotice: [
    '{W}就{O}进行公开招标，招标控制价约{A}，投标截止时间为{D}。',
    '{W} invites bids for {O}, with a ceiling price of about {A}; bids are due by {D}.',
  ],
  freeTender: [
    '{W}就{O}进行公开招标，招标控制价约{A}，投标截止时间为{D}。',
    '{W} invites bids for {O}, with a ceiling price of about {A}; bids are due by {D}.',
  ],
  winningNotice: [
    '{O}评标工作已结束，现公示中标结果，中标金额约{A}。招标人为{W}。',
    'Bid evaluation for {O} is complete and the award, about {A}, is published. The tenderer is {W}.',
  ],
  changeNotice: [
    '{W}对{O}的招标文件作出变更，投标截止时间调整为{D}，预算金额约{A}。',
    '{W} has amended the tender documents for {O}; bids are now due by {D}, on a budget of about {A}.',
  ],
  tenderPreview: [
    '{W}拟对{O}进行招标，预计金额约{A}，预计投标截止时间为{D}。',
    '{W} plans to tender {O}, worth about {A}; bids are expected by {D}.',
  ],
  procurementNotice: [
    '{W}为{O}采购货物及服务，采购预算约{A}，响应文件提交截止时间为{D}。',
    '{W} is procuring goods and services for {O} on a budget of about {A}; responses are due by {D}.',
  ],
};

/** Appended to a tender's summary when an agency runs it: {G} the agency. */
export const AGENCY_SUMMARY: Bilingual = ['招标代理机构为{G}。', 'The tendering agency is {G}.'];
