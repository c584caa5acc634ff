/** Seed site content: banners, brand wall, help centre, honours, data tiles. */
import { CLAIMED_FIGURES, DEFAULT_HOTLINE } from '@/catalog';
import type {
  ClaimedFigureKey,
  Localized,
  SeedBanner,
  SeedBrand,
  SeedDataTile,
  SeedHelpCategory,
  SeedHelpEntry,
  SeedHonour,
} from './types';

const bannerImages = (key: string) => ({
  imageZh: `/seed/banners/${key}-zh.svg`,
  imageEn: `/seed/banners/${key}-en.svg`,
});

export const BANNERS: SeedBanner[] = [
  {
    key: 'projects',
    title: {
      zh: '全国建设项目信息，先人一步发现商机',
      en: 'Construction projects across China, found before your competitors',
    },
    linkAddress: '/industry',
    ...bannerImages('projects'),
    sort: 1,
  },
  {
    key: 'tenders',
    title: { zh: '海量招投标信息，每日实时更新', en: 'Tenders nationwide, updated in real time' },
    linkAddress: '/inviteBussInfo',
    ...bannerImages('tenders'),
    sort: 2,
  },
  {
    key: 'exclusive',
    title: { zh: '独家采购线索，直达采购决策人', en: 'Exclusive procurement leads, straight to the buyer' },
    linkAddress: '/exclusiveBuy',
    ...bannerImages('exclusive'),
    sort: 3,
  },
  {
    key: 'oneToOne',
    title: {
      zh: '一对一深度定制，数据直连企业CRM',
      en: 'One-to-one customisation, data piped into your CRM',
    },
    linkAddress: '/oneToOne',
    ...bannerImages('oneToOne'),
    sort: 4,
  },
];

const brand = (zh: string, en: string, logo: string, sort: number): SeedBrand => ({
  name: { zh, en },
  logo: `/seed/brands/${logo}.svg`,
  sort,
});

/** Fictional cooperative customers shown on /aboutUs?index=1. */
export const BRANDS: SeedBrand[] = [
  brand('恒岳建设集团', 'Hengyue Construction Group', 'hy', 1),
  brand('筑联城建', 'Zhulian Urban Construction', 'zl', 2),
  brand('瀚川环境', 'Hanchuan Environment', 'hc', 3),
  brand('启曜电力装备', 'Qiyao Power Equipment', 'qy', 4),
  brand('磐固建材', 'Pangu Building Materials', 'pg', 5),
  brand('青岚建筑设计', 'Qinglan Architects', 'ql', 6),
  brand('鼎衡投资咨询', 'Dingheng Investment Consulting', 'dh', 7),
  brand('泓泰水务', 'Hongtai Water', 'ht', 8),
  brand('睿石幕墙', 'Ruishi Facades', 'rs', 9),
  brand('星拓智能', 'Xingtuo Smart Systems', 'xt', 10),
  brand('远澜园林', 'Yuanlan Landscape', 'yl', 11),
  brand('卓信医疗工程', 'Zhuoxin Medical Engineering', 'zx', 12),
  brand('华岩钢构', 'Huayan Steel Structures', 'hs', 13),
  brand('润泽路桥', 'Runze Roads & Bridges', 'rz', 14),
];

export const HELP_CATEGORIES: SeedHelpCategory[] = [
  { key: 'productHelp', name: { zh: '产品帮助', en: 'Product help' }, sort: 1 },
  { key: 'membership', name: { zh: '会员服务', en: 'Membership services' }, sort: 2 },
];

/** Help entries; the first four carry the advice of product §1. */
export const HELP_ENTRIES: SeedHelpEntry[] = [
  {
    key: 'wrongPassword',
    categoryKey: 'productHelp',
    title: {
      zh: '登录时提示“账号或密码错误”怎么办？',
      en: 'What should I do if login says my account or password is wrong?',
    },
    content: {
      zh: '请重新输入账号和密码。输入时注意区分大小写，并检查输入法是否处于全角状态、账号前后是否带有空格。\n\n如果忘记了密码，可以在登录页点击“忘记密码”，通过注册手机号重新设置。',
      en: 'Please enter your account name and password again. Passwords are case-sensitive, so check that Caps Lock is off and that there are no spaces before or after the account name.\n\nIf you have forgotten your password, click “Forgot password” on the login page and reset it with the mobile number you registered.',
    },
    sort: 1,
  },
  {
    key: 'wrongCode',
    categoryKey: 'productHelp',
    title: {
      zh: '提示“验证码错误”怎么办？',
      en: 'What should I do if the verification code is rejected?',
    },
    content: {
      zh: '请重新输入验证码。图形验证码看不清时可以点击图片换一张；短信验证码有有效期，过期后请重新获取。\n\n请使用最近一次收到的验证码，之前发送的验证码会自动失效。',
      en: 'Please enter the verification code again. If an image code is hard to read, click it to get a new one. Text message codes expire after a few minutes, so request a new one if yours has expired.\n\nAlways use the most recent code; earlier codes stop working once a new one is sent.',
    },
    sort: 2,
  },
  {
    key: 'browserCache',
    categoryKey: 'productHelp',
    title: {
      zh: '页面显示异常或一直无法登录怎么办？',
      en: 'The page looks broken or I still cannot log in. What now?',
    },
    content: {
      zh: '请尝试更换浏览器，推荐使用最新版本的Chrome、Edge或Firefox，也可以使用360、QQ等浏览器的极速模式。\n\n如果问题依旧，请清除浏览器缓存和Cookie后刷新页面再试。',
      en: 'Please try another browser. We recommend an up-to-date version of Chrome, Edge or Firefox; in 360 or QQ Browser, switch to high-speed mode.\n\nIf the problem persists, clear your browser cache and cookies, then reload the page.',
    },
    sort: 3,
  },
  {
    key: 'hotline',
    categoryKey: 'productHelp',
    title: {
      zh: '以上方法都无法解决问题？',
      en: 'None of the above solved my problem',
    },
    content: {
      zh: `请拨打客服热线 ${DEFAULT_HOTLINE}，工作日 8:30-18:00 有专人为您服务。\n\n您也可以通过页面右侧的“在线咨询”联系客服，或在“意见反馈”页面留言，我们会尽快回复。`,
      en: `Please call our customer hotline on ${DEFAULT_HOTLINE}, staffed 8:30–18:00 on working days (China time).\n\nYou can also use “Online consultation” on the right-hand side of the page, or leave a message on the feedback page and we will get back to you shortly.`,
    },
    sort: 4,
  },
  {
    key: 'filterProjects',
    categoryKey: 'productHelp',
    title: {
      zh: '如何按地区和行业筛选项目信息？',
      en: 'How do I filter projects by region and industry?',
    },
    content: {
      zh: '进入“项目信息”页面，先选择所在省份或城市，再选择关注的行业，即可查看对应的项目列表。\n\n登录后可以把常用的筛选条件保存为订阅，新项目发布时系统会通过App、小程序或短信提醒您。',
      en: 'Open the Project information page, choose a province or city, then the industries you care about, and the matching projects are listed.\n\nOnce logged in, you can save your filters as a subscription and we will alert you through the app, the mini program or text message whenever a new project matches.',
    },
    sort: 5,
  },
  {
    key: 'crmFollowUp',
    categoryKey: 'productHelp',
    title: {
      zh: '如何在CRM中认领项目并记录跟进？',
      en: 'How do I claim a project and log follow-ups in the CRM?',
    },
    content: {
      zh: '在项目详情页点击“认领”，项目会进入您的CRM。在CRM中可以为项目设定跟进阶段、添加跟进记录，并设置下次跟进提醒。\n\n管理员可以在“报表”中查看团队各成员的跟进情况和各阶段项目数量。',
      en: 'Click “Claim” on a project’s detail page to add it to your CRM. There you can set its follow-up stage, add follow-up notes and schedule a reminder for the next step.\n\nAdministrators can see each team member’s activity and the number of projects at every stage under Reports.',
    },
    sort: 6,
  },
  {
    key: 'apiImport',
    categoryKey: 'productHelp',
    title: {
      zh: '能否把数据导入我们自己的CRM系统？',
      en: 'Can the data go into our own CRM?',
    },
    content: {
      zh: '可以。一对一深度定制服务支持通过API将项目、招标和联系人数据按约定的字段和频率导入您的系统。\n\n具体对接方式请联系您的客户经理，技术人员会协助完成接口调试。',
      en: 'Yes. Our one-to-one customisation service can deliver project, tender and contact data into your system through an API, with the fields and frequency you choose.\n\nAsk your account manager to get started; our engineers will help you set up and test the connection.',
    },
    sort: 7,
  },
  {
    key: 'chooseLevel',
    categoryKey: 'membership',
    title: { zh: '如何选择适合的会员等级？', en: 'Which membership level is right for me?' },
    content: {
      zh: '不同会员等级在可查看的地区范围、行业数量、联系人数量和账号数量上有所不同。\n\n建议先申请免费试用，客户经理会根据您的业务区域和目标客户推荐合适的等级。',
      en: 'Membership levels differ in the regions and industries you can view, the number of contacts you can see and the number of user accounts.\n\nWe suggest starting with a free trial; your account manager will then recommend a level that fits your regions and target customers.',
    },
    sort: 1,
  },
  {
    key: 'onboarding',
    categoryKey: 'membership',
    title: { zh: '开通会员需要哪些步骤？', en: 'How do I become a member?' },
    content: {
      zh: '查看服务标准并选择会员等级，完成注册，在线预览并签署协议，支付会员费。\n\n将汇款凭证和营业执照复印件发送给客服，我们核实后为您开通服务并快递发票，之后即可享受专属客服服务。',
      en: 'Review the service standards and choose a membership level, register, preview and sign the agreement, then pay the membership fee.\n\nSend the remittance proof and a copy of your business licence to customer service. Once we have checked them, we open your service and send the invoice by courier, and your dedicated support begins.',
    },
    sort: 2,
  },
  {
    key: 'invoice',
    categoryKey: 'membership',
    title: { zh: '发票如何开具和寄送？', en: 'How are invoices issued and delivered?' },
    content: {
      zh: '服务开通后，我们会按照您提供的开票信息开具增值税发票，并通过快递寄出。\n\n如需电子发票或修改开票信息，请联系客服。',
      en: 'After your service is opened, we issue a VAT invoice with the billing details you gave us and send it by courier.\n\nContact customer service if you need an electronic invoice or want to change the billing details.',
    },
    sort: 3,
  },
  {
    key: 'renewal',
    categoryKey: 'membership',
    title: { zh: '会员到期后如何续费？', en: 'How do I renew my membership?' },
    content: {
      zh: '会员到期前30天，客户经理会与您联系确认续费事宜，续费流程与首次开通相同。\n\n按时续费可以保留您的订阅条件、CRM跟进记录和全部历史数据。',
      en: 'Your account manager will contact you 30 days before your membership expires. Renewing works the same way as joining.\n\nRenewing on time keeps your subscriptions, CRM records and history intact.',
    },
    sort: 4,
  },
  {
    key: 'freeTrial',
    categoryKey: 'membership',
    title: { zh: '免费试用包含哪些内容？', en: 'What does the free trial include?' },
    content: {
      zh: '免费试用可以查看部分项目信息和招标信息，体验筛选、订阅和CRM等主要功能。\n\n点击页面上的“免费试用”，填写手机号、公司名称和联系人即可申请。',
      en: 'The free trial lets you browse a selection of projects and tenders and try the main features, including filters, subscriptions and the CRM.\n\nClick “Free trial” on any page and enter your mobile number, company name and contact name to apply.',
    },
    sort: 5,
  },
];

const honour = (file: string, zh: string, en: string, year: number, sort: number): SeedHonour => ({
  image: `/seed/honours/${file}.svg`,
  text: { zh, en },
  year,
  sort,
});

export const HONOURS: SeedHonour[] = [
  honour('credit-aaa', '守合同重信用企业', 'Contract-Abiding and Trustworthy Enterprise', 2015, 1),
  honour('high-tech', '国家高新技术企业', 'National High-Tech Enterprise', 2016, 2),
  honour('software-enterprise', '软件企业认定证书', 'Certified Software Enterprise', 2017, 3),
  honour('aaa-rating', 'AAA级信用企业', 'AAA Credit Rating', 2018, 4),
  honour(
    'it-provider',
    '建筑业信息化优秀服务商',
    'Outstanding IT Service Provider to the Construction Industry',
    2019,
    5,
  ),
  honour('big-data', '大数据产业优秀企业', 'Outstanding Big Data Enterprise', 2020, 6),
  honour('specialised-sme', '专精特新中小企业', 'Specialised and Innovative SME', 2021, 7),
  honour('best-platform', '年度最佳招投标数据服务平台', 'Tender Data Platform of the Year', 2023, 8),
];

type Figure = (typeof CLAIMED_FIGURES)[number];
type UnitKey = Figure['unitKey'];

const ZH_UNITS: Record<UnitKey, string> = {
  tenThousand: '万',
  tenThousandPlus: '万+',
  hundredMillionPlus: '亿+',
  plus: '+',
  years: '年',
  months: '个月',
  stages: '大阶段',
  percent: '%',
};

const SCALE: Partial<Record<UnitKey, number>> = {
  tenThousand: 1e4,
  tenThousandPlus: 1e4,
  hundredMillionPlus: 1e8,
};

const EN_UNITS: Partial<Record<UnitKey, string>> = {
  plus: '+',
  years: 'years',
  months: 'months',
  stages: 'stages',
  percent: '%',
};

/** English reading of a figure: 220万 -> 2.2M, 60万+ -> 600K+, 2000+ -> 2,000+. */
function englishFigure(f: Figure): { number: string; unit: string } {
  const scale = SCALE[f.unitKey];
  if (scale) {
    const n = f.value * scale;
    const plus = f.unitKey.endsWith('Plus') ? '+' : '';
    const [div, suffix] = n >= 1e6 ? [1e6, 'M'] : [1e3, 'K'];
    return { number: String(n / div), unit: suffix + plus };
  }
  const number = 'from' in f ? `${f.from}-${f.value}` : f.value.toLocaleString('en-US');
  return { number, unit: EN_UNITS[f.unitKey] ?? '' };
}

interface TileCopy {
  title: Localized;
  description: Localized;
}

const TILE_COPY: Record<ClaimedFigureKey, TileCopy> = {
  projectsPerYear: {
    title: { zh: '年均项目信息', en: 'Projects a year' },
    description: {
      zh: '覆盖从立项、设计到竣工全过程的建设项目',
      en: 'Construction projects tracked from approval through design to completion',
    },
  },
  contacts: {
    title: { zh: '项目联系人', en: 'Project contacts' },
    description: {
      zh: '业主、设计、总包单位的项目及采购负责人',
      en: 'Project and procurement managers at owners, designers and contractors',
    },
  },
  enterpriseRecords: {
    title: { zh: '企业人脉库', en: 'Enterprise network records' },
    description: {
      zh: '企业资质、业绩与合作关系一网打尽',
      en: 'Licences, track records and business relationships in one place',
    },
  },
  biddingPerDay: {
    title: { zh: '日均招标信息', en: 'Tender notices a day' },
    description: {
      zh: '招标、中标、变更、预告及采购公告实时更新',
      en: 'Tender, award, change, preview and procurement notices in real time',
    },
  },
  newsPerYear: {
    title: { zh: '年度行业资讯', en: 'News items a year' },
    description: {
      zh: '政策、规划与行业动态全面收录',
      en: 'Policies, plans and industry news, all indexed',
    },
  },
  largeCustomers: {
    title: { zh: '大型企业客户', en: 'Large enterprise customers' },
    description: {
      zh: '大型总包单位与知名供应商的共同选择',
      en: 'The choice of leading contractors and major suppliers',
    },
  },
  smeCustomers: {
    title: { zh: '中小企业客户', en: 'SME customers' },
    description: {
      zh: '遍布全国的施工、供应、设计与咨询企业',
      en: 'Contractors, suppliers, designers and consultants across China',
    },
  },
  successCases: {
    title: { zh: '成功案例', en: 'Success stories' },
    description: {
      zh: '帮助客户赢得项目与订单',
      en: 'Customers who won projects and orders with our data',
    },
  },
  yearsOfData: {
    title: { zh: '数据积累', en: 'Data history' },
    description: {
      zh: '持续积累的历史项目与招投标数据',
      en: 'A continuous record of projects and tenders',
    },
  },
  procurementCycle: {
    title: { zh: '提前锁定采购需求', en: 'Ahead of procurement' },
    description: {
      zh: '在采购启动之前发现需求、接触决策人',
      en: 'Spot demand and meet decision makers before buying starts',
    },
  },
  projectStages: {
    title: { zh: '项目全周期跟踪', en: 'Project stages tracked' },
    description: {
      zh: '从立项审批到竣工验收，每个阶段都不错过',
      en: 'Every stage from approval to handover',
    },
  },
  earlierThanPeers: {
    title: { zh: '早于同行发布', en: 'Published before peers' },
    description: {
      zh: '数据发布时间领先于同类平台',
      en: 'Share of our data published before other platforms have it',
    },
  },
  exclusive: {
    title: { zh: '独家数据', en: 'Exclusive data' },
    description: {
      zh: '仅在本平台可见的独家线索占比',
      en: 'Share of our leads you will not find anywhere else',
    },
  },
};

export const DATA_TILES: SeedDataTile[] = CLAIMED_FIGURES.map((f, i) => {
  const en = englishFigure(f);
  return {
    figureKey: f.key,
    number: 'from' in f ? `${f.from}-${f.value}` : String(f.value),
    numberEn: en.number,
    unit: { zh: ZH_UNITS[f.unitKey], en: en.unit },
    title: TILE_COPY[f.key].title,
    description: TILE_COPY[f.key].description,
    sort: i + 1,
  };
});

/** The certificates are catalog constants (the footer shows them); the seed checks read them here. */
export { CERTIFICATES_CONTENT } from '@/catalog/certificates';
