/** Words of generated titles, owners and contacts. */
import type { BiddingCategoryKey, ProjectStage } from '@/catalog';

/** Owner templates used by every industry (placeholders as in tables/industries.ts). */
export const GENERIC_OWNERS = [
  '{C}城市建设投资集团有限公司',
  '{L}住房和城乡建设局',
  '{C}城市发展集团有限公司',
  '{L}人民政府',
];

export const BRANDS = [
  '恒达',
  '华信',
  '中诚',
  '宏远',
  '金鼎',
  '瑞丰',
  '鑫盛',
  '华泰',
  '远景',
  '新创',
  '永兴',
  '盛源',
  '天诚',
  '博瑞',
  '汇通',
  '广源',
  '泰和',
  '嘉禾',
  '中弘',
  '振华',
  '兴业',
  '安泰',
  '润达',
  '东方',
];

/** Title endings per project stage and per notice type. */
export const STAGE_SUFFIXES: Record<ProjectStage, readonly string[]> = {
  initiation: ['项目', '建设项目', '项目建议书'],
  feasibility: ['项目', '项目可行性研究', '工程可行性研究报告'],
  approval: ['项目', '建设项目', '项目环境影响评价公示', '项目规划许可批前公示'],
  design: ['工程', '项目', '工程初步设计', '项目施工图设计'],
  tendering: ['项目', '工程', '建设工程'],
  construction: ['工程', '项目', '建设工程'],
  fitOut: ['项目', '项目装饰装修工程', '项目配套设施工程'],
  completion: ['项目', '工程', '工程竣工验收'],
};

export const NOTICE_SUFFIXES: Record<BiddingCategoryKey, readonly string[]> = {
  tenderNotice: [
    '施工总承包招标公告',
    '施工招标公告',
    '监理招标公告',
    '勘察设计招标公告',
    'EPC总承包招标公告',
    '招标公告',
  ],
  freeTender: ['施工总承包招标公告', '施工招标公告', '监理招标公告', '勘察设计招标公告', '招标公告'],
  winningNotice: [
    '施工中标候选人公示',
    '中标候选人公示',
    '中标结果公告',
    '监理中标候选人公示',
    '设计中标结果公示',
  ],
  changeNotice: ['招标变更公告', '变更公告', '更正公告', '澄清与延期开标公告', '补充公告'],
  tenderPreview: ['招标预告', '招标计划公示', '施工招标计划', '采购意向公开'],
  procurementNotice: [
    '设备采购公告',
    '采购公告',
    '材料采购招标公告',
    '服务采购竞争性磋商公告',
    '询价采购公告',
    '货物采购公开招标公告',
  ],
};

export const PHASES = ['一期', '二期', '三期'];

export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
export const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华建国志红玲斌波宇浩凯鹏'.split('');
export const PHONE_PREFIXES =
  '130 131 132 133 134 135 136 137 138 139 150 151 152 153 155 156 157 158 159 166 173 175 176 177 178 180 181 182 183 185 186 187 188 189 191 198 199'.split(
    ' ',
  );
