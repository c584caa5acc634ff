/** Seed customer cases and testimonials (product §1, §3). Companies are fictional. */
import { CASE_SORT, type IndustrySlug } from '@/catalog';
import type { CaseKind, Localized, SeedCustomerCase } from './types';

interface Story {
  background: Localized;
  challenge: Localized;
  solution: Localized[];
  results: Localized;
}

interface Quote {
  quote: Localized[];
  person: Localized;
}

const HEADINGS = {
  background: { zh: '客户背景', en: 'About the customer' },
  challenge: { zh: '面临的难题', en: 'The challenge' },
  solution: { zh: '解决方案', en: 'What they used' },
  results: { zh: '合作成效', en: 'Results' },
} as const;

function storyHtml(s: Story, lang: keyof Localized): string {
  const items = s.solution.map((x) => `<li>${x[lang]}</li>`).join('');
  return [
    `<h3>${HEADINGS.background[lang]}</h3><p>${s.background[lang]}</p>`,
    `<h3>${HEADINGS.challenge[lang]}</h3><p>${s.challenge[lang]}</p>`,
    `<h3>${HEADINGS.solution[lang]}</h3><ul>${items}</ul>`,
    `<h3>${HEADINGS.results[lang]}</h3><p>${s.results[lang]}</p>`,
  ].join('');
}

function quoteHtml(q: Quote, lang: keyof Localized): string {
  const paragraphs = q.quote.map((x) => `<p>${x[lang]}</p>`).join('');
  const dash = lang === 'zh' ? '——' : '—';
  return `<blockquote>${paragraphs}</blockquote><p><em>${dash} ${q.person[lang]}</em></p>`;
}

const story = (s: Story): Localized => ({ zh: storyHtml(s, 'zh'), en: storyHtml(s, 'en') });
const quote = (q: Quote): Localized => ({ zh: quoteHtml(q, 'zh'), en: quoteHtml(q, 'en') });

interface Draft {
  kind: CaseKind;
  industrySlug: IndustrySlug;
  /** Monogram file name under /seed/logos/. */
  logo: string;
  companyName: Localized;
  content: Localized;
  createDate: string;
  featured?: boolean;
}

const DRAFTS: Draft[] = [
  // Construction
  {
    kind: 'case',
    industrySlug: 'jianzhu',
    logo: 'hcg',
    featured: true,
    createDate: '2023-03-15T09:30:00.000Z',
    companyName: { zh: '湖南某建工集团有限公司', en: 'A Hunan construction group' },
    content: story({
      background: {
        zh: '该集团具有建筑工程施工总承包特级资质，年产值超过80亿元，业务集中在华中地区的公共建筑、医院和学校项目。',
        en: 'A general contractor with a premium-grade building licence and annual output of more than RMB 8 billion, focused on public buildings, hospitals and schools across central China.',
      },
      challenge: {
        zh: '过去主要依靠业务员的人脉获取项目，往往等到招标公告发布才得知消息，前期介入不足，投标中标率长期徘徊在8%左右。',
        en: 'New business depended on the personal networks of its sales staff. The company usually heard about a project only when the tender notice came out, far too late to shape it, and its win rate had been stuck at around 8% for years.',
      },
      solution: [
        {
          zh: '开通VIP项目信息，按“湖南、湖北、江西 + 医疗、教育科研、办公楼”订阅，在立项和可研阶段即收到推送；',
          en: 'VIP project information filtered to Hunan, Hubei and Jiangxi and to healthcare, education and office projects, with alerts from the approval and feasibility stages onwards.',
        },
        {
          zh: '用CRM认领项目、设定跟进阶段、录入拜访记录，经营部每周自动生成跟进报表；',
          en: 'The CRM to claim projects, set follow-up stages and log every visit, with a weekly pipeline report for the business development department.',
        },
        {
          zh: '通过一对一深度定制，将项目数据经API导入集团自有的经营管理系统。',
          en: 'One-to-one customisation that feeds project data into the group’s own management system through the API.',
        },
      ],
      results: {
        zh: '合作第一年跟进立项阶段项目146个，参与投标37个，<strong>中标9个，合同额合计21.6亿元</strong>，中标率提升到24%。',
        en: 'In the first year the group followed 146 projects from the approval stage, bid on 37 and <strong>won 9 contracts worth RMB 2.16 billion</strong>, lifting its win rate to 24%.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'jianzhu',
    logo: 'jsc',
    createDate: '2022-08-09T02:00:00.000Z',
    companyName: { zh: '江苏某建设工程有限公司', en: 'A Jiangsu building contractor' },
    content: story({
      background: {
        zh: '施工总承包一级企业，员工约600人，主要承接苏南地区的学校、保障房和产业园项目。',
        en: 'A first-grade general contractor with about 600 staff, building schools, affordable housing and industrial parks in southern Jiangsu.',
      },
      challenge: {
        zh: '招标信息分散在几十个公共资源交易网站上，两名专职人员每天手工检索仍常有遗漏，曾因错过报名截止时间丢掉两个把握较大的项目。',
        en: 'Tenders were scattered across dozens of public trading websites. Two staff searched them by hand every day and still missed some; twice the company lost a promising project because it missed the registration deadline.',
      },
      solution: [
        {
          zh: '按地区和关键词订阅招标公告、招标预告和变更公告，新公告实时推送到手机；',
          en: 'Subscriptions to tender notices, tender previews and change notices by region and keyword, pushed to staff phones as soon as they are published.',
        },
        {
          zh: '借助中标公告分析主要竞争对手的中标价格区间和常合作的业主。',
          en: 'Winning notices to study the price ranges and regular clients of its main competitors.',
        },
      ],
      results: {
        zh: '信息检索工作量减少约七成，半年内没有再错过任何报名截止时间，<strong>中标4个学校项目，合同额1.3亿元</strong>。',
        en: 'Search work dropped by about 70% and not a single deadline was missed in six months. The company <strong>won four school projects worth RMB 130 million</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'jianzhu',
    logo: 'sss',
    createDate: '2023-11-20T06:15:00.000Z',
    companyName: { zh: '四川某钢结构工程有限公司', en: 'A Sichuan steel structure subcontractor' },
    content: story({
      background: {
        zh: '专业从事钢结构制作与安装的分包企业，拥有两个加工基地，年产能约8万吨。',
        en: 'A specialist subcontractor that fabricates and erects steel structures, with two workshops and annual capacity of about 80,000 tonnes.',
      },
      challenge: {
        zh: '分包业务要先找到已中标的总包单位，但总包项目经理的联系方式很难获取，销售人员陌生拜访的成功率很低。',
        en: 'Subcontract work starts with the general contractor that has already won the job, but the contractors’ project managers were hard to reach and cold visits rarely led anywhere.',
      },
      solution: [
        {
          zh: '筛选处于施工准备阶段、含钢结构内容的厂房、场馆和物流仓储项目；',
          en: 'Project information filtered to factories, venues and warehouses with steel structure work that were about to start construction.',
        },
        {
          zh: '通过企业库和联系人库直接找到中标总包单位的项目负责人与采购负责人。',
          en: 'The enterprise and contact libraries to reach the project and procurement managers of the winning general contractors directly.',
        },
      ],
      results: {
        zh: '一年内对接总包单位83家，<strong>签约分包项目11个，新增产值2.4亿元</strong>，加工基地产能利用率从65%提高到88%。',
        en: 'Within a year the company met 83 general contractors and <strong>signed 11 subcontracts worth RMB 240 million</strong>; workshop utilisation rose from 65% to 88%.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'jianzhu',
    logo: 'gfc',
    createDate: '2024-04-02T03:40:00.000Z',
    companyName: { zh: '广东某装饰工程有限公司', en: 'A Guangdong fit-out contractor' },
    content: story({
      background: {
        zh: '建筑装修装饰工程专业承包一级企业，专注酒店、写字楼和精装住宅的室内装修。',
        en: 'A first-grade interior fit-out contractor specialising in hotels, office towers and fully finished homes.',
      },
      challenge: {
        zh: '精装修分包通常在主体结构封顶前后定标，窗口期短，公司缺少一个能按项目阶段筛选的信息来源。',
        en: 'Fit-out packages are usually awarded around the time the structure tops out. The window is short, and the company had no source that could filter projects by stage.',
      },
      solution: [
        {
          zh: '订阅处于主体施工和装修阶段的酒店、办公楼、住宅项目，重点关注独家采购线索；',
          en: 'Alerts for hotel, office and residential projects in the structural and fit-out stages, with a focus on exclusive procurement leads.',
        },
        {
          zh: '在CRM中为每个项目设定跟进阶段和提醒，避免错过定标节点。',
          en: 'Follow-up stages and reminders in the CRM for every project, so no award date slipped past.',
        },
      ],
      results: {
        zh: '3个月内对接在建项目28个，<strong>签下精装修分包合同6份，合同额5800万元</strong>。',
        en: 'In three months the team engaged with 28 live projects and <strong>signed six fit-out subcontracts worth RMB 58 million</strong>.',
      },
    }),
  },
  // Municipal works
  {
    kind: 'case',
    industrySlug: 'shizheng',
    logo: 'hme',
    createDate: '2022-05-18T01:20:00.000Z',
    companyName: { zh: '河南某市政工程有限公司', en: 'A Henan municipal engineering company' },
    content: story({
      background: {
        zh: '市政公用工程施工总承包一级企业，主营城市道路、雨污管网和老旧小区改造。',
        en: 'A first-grade municipal contractor building urban roads, storm and sewer networks and upgrading older residential estates.',
      },
      challenge: {
        zh: '省内市县的市政项目数量多、金额小、发布渠道杂，投标部经常顾此失彼，一年只能参与二十多次投标。',
        en: 'Municipal jobs across the province’s cities and counties are numerous, small and published in many places. The bidding team kept missing some and managed only twenty-odd bids a year.',
      },
      solution: [
        {
          zh: '按河南及周边省份、市政行业订阅招标信息，并设置“雨污分流”“老旧小区改造”等关键词；',
          en: 'Tender alerts for Henan and neighbouring provinces in municipal works, with keywords such as “sewer separation” and “estate renovation”.',
        },
        {
          zh: '利用招标预告提前准备资格文件和业绩材料。',
          en: 'Tender previews to prepare qualification files and track records before the notice appeared.',
        },
      ],
      results: {
        zh: '全年参与投标52次，<strong>中标11个项目，合同额4.7亿元</strong>，投标数量和中标金额均比上一年翻了一番。',
        en: 'The company bid 52 times in the year and <strong>won 11 projects worth RMB 470 million</strong>, doubling both the number of bids and the value won.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'shizheng',
    logo: 'zrb',
    createDate: '2023-07-06T08:10:00.000Z',
    companyName: { zh: '浙江某路桥建设集团有限公司', en: 'A Zhejiang road and bridge group' },
    content: story({
      background: {
        zh: '以道路桥梁施工为主业的民营集团，省内市场趋于饱和，计划向安徽、江西拓展。',
        en: 'A private road and bridge builder whose home market in Zhejiang was saturated and which wanted to expand into Anhui and Jiangxi.',
      },
      challenge: {
        zh: '对新市场的投资规模、重点项目和主要业主缺乏了解，不知道应该先进入哪些城市。',
        en: 'It knew little about investment levels, key projects or the main clients in the new provinces, and could not decide which cities to enter first.',
      },
      solution: [
        {
          zh: '使用投资统计和重点项目数据，比较两省各地市近三年交通基础设施投资；',
          en: 'Investment statistics and key project data to compare three years of transport spending in every city of both provinces.',
        },
        {
          zh: '通过专题关注跟踪目标城市的城市更新和交通专项规划；',
          en: 'Thematic focus reports to follow urban renewal and transport plans in the target cities.',
        },
        {
          zh: '用企业库梳理当地主要业主单位和潜在合作伙伴。',
          en: 'The enterprise library to map the local clients and potential partners.',
        },
      ],
      results: {
        zh: '集团选定6个重点城市设立分公司，<strong>首年在新市场中标3个项目，合同额合计6.2亿元</strong>。',
        en: 'The group opened branches in six priority cities and <strong>won three projects worth RMB 620 million in its first year there</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'shizheng',
    logo: 'spm',
    createDate: '2024-01-12T02:30:00.000Z',
    companyName: { zh: '山东某管业有限公司', en: 'A Shandong pipe manufacturer' },
    content: story({
      background: {
        zh: '生产球墨铸铁管和PE给排水管的制造企业，主要客户为市政施工单位和水务公司。',
        en: 'A maker of ductile iron and PE water pipes whose customers are municipal contractors and water utilities.',
      },
      challenge: {
        zh: '管材品牌往往在设计阶段就被写进图纸和清单，等施工单位进场采购时再去推销，价格空间已经很小。',
        en: 'Pipe brands are often written into drawings and bills of quantities at the design stage. By the time contractors start buying, there is little room left on price.',
      },
      solution: [
        {
          zh: '跟踪处于设计阶段的给排水、管网改造项目，并通过联系人库找到对应的设计院负责人；',
          en: 'Alerts for water supply and network renewal projects at the design stage, and the contact library to find the responsible engineers at each design institute.',
        },
        {
          zh: '项目转入招标阶段后在CRM中交接给区域销售继续跟进。',
          en: 'A hand-over in the CRM to regional sales once a project moved on to tendering.',
        },
      ],
      results: {
        zh: '产品进入32个项目的设计选型或采购清单，<strong>新增销售额9600万元</strong>，平均毛利率提高了4个百分点。',
        en: 'Its products were specified in 32 projects, <strong>adding RMB 96 million in sales</strong> and four points of gross margin.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'shizheng',
    logo: 'hcl',
    createDate: '2024-09-23T07:00:00.000Z',
    companyName: { zh: '湖北某城市照明工程有限公司', en: 'A Hubei urban lighting contractor' },
    content: story({
      background: {
        zh: '承接城市道路照明、景观亮化和智慧路灯项目，员工约150人。',
        en: 'A 150-person contractor for street lighting, architectural lighting and smart lamp posts.',
      },
      challenge: {
        zh: '亮化项目多为政府投资，预算和招标时间受财政安排影响大，团队精力分散，跟进缺乏节奏。',
        en: 'Lighting projects are mostly publicly funded, so budgets and tender dates move with government finances. The team was stretched thin and follow-up had no rhythm.',
      },
      solution: [
        {
          zh: '在CRM中认领项目、记录每次沟通，并为招标节点设置提醒；',
          en: 'The CRM to claim projects, record every conversation and set reminders for tender milestones.',
        },
        {
          zh: '通过招标预告和中标公告掌握各地亮化预算与成交价。',
          en: 'Tender previews and winning notices to learn local lighting budgets and award prices.',
        },
      ],
      results: {
        zh: '<strong>中标率从12%提升到21%</strong>，年新增合同额1.1亿元。',
        en: 'The company <strong>raised its win rate from 12% to 21%</strong> and added RMB 110 million in new contracts in a year.',
      },
    }),
  },
  // Electric power
  {
    kind: 'case',
    industrySlug: 'dianli',
    logo: 'jpe',
    createDate: '2022-10-11T03:00:00.000Z',
    companyName: { zh: '江西某电力设备有限公司', en: 'A Jiangxi power equipment manufacturer' },
    content: story({
      background: {
        zh: '生产箱式变电站和开关柜的设备制造商，近年重点开拓光伏、风电配套市场。',
        en: 'A manufacturer of compact substations and switchgear that has been pushing into solar and wind farm supply.',
      },
      challenge: {
        zh: '新能源项目由EPC总包统一采购，采购负责人难以找到，公开招标信息出来时往往已经有了意向供应商。',
        en: 'Renewable projects buy through their EPC contractors. The buyers were hard to identify, and by the time a public tender appeared a preferred supplier was often already lined up.',
      },
      solution: [
        {
          zh: '使用独家采购线索，获取光伏、风电项目EPC单位的采购需求和联系人；',
          en: 'Exclusive procurement leads giving the requirements and contacts of EPC contractors on solar and wind projects.',
        },
        {
          zh: '按项目装机规模筛选，优先跟进50MW以上的项目。',
          en: 'Filtering by installed capacity to prioritise projects above 50 MW.',
        },
      ],
      results: {
        zh: '一年获得独家采购线索63条，<strong>成交19单，销售额1.35亿元</strong>，新能源业务占比从15%提高到38%。',
        en: 'The company received 63 exclusive leads in a year and <strong>closed 19 orders worth RMB 135 million</strong>; renewables grew from 15% to 38% of its sales.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'dianli',
    logo: 'hpe',
    createDate: '2023-02-27T05:45:00.000Z',
    companyName: { zh: '河北某电力工程有限公司', en: 'A Hebei power engineering contractor' },
    content: story({
      background: {
        zh: '承装（修、试）电力设施许可证一级企业，主营配电网建设和用户变电站工程。',
        en: 'A contractor with a first-class power installation licence, building distribution networks and customer substations.',
      },
      challenge: {
        zh: '配网项目批次多、标段多，公告、变更和澄清频繁，人工整理容易出错。',
        en: 'Distribution work is tendered in many batches and lots, with frequent changes and clarifications, and tracking them by hand led to mistakes.',
      },
      solution: [
        {
          zh: '订阅华北地区电力行业的招标公告和变更公告，所有变更实时提醒；',
          en: 'Tender and change notices for the power sector in North China, with an instant alert for every change.',
        },
        {
          zh: '用企业库查询潜在用户变电站业主的新建厂房和扩产计划。',
          en: 'The enterprise library to spot new factories and expansions that would need a customer substation.',
        },
      ],
      results: {
        zh: '全年<strong>中标配网项目27个，合同额3.2亿元</strong>，因资料不全被废标的情况降为零。',
        en: 'The company <strong>won 27 distribution projects worth RMB 320 million</strong> in a year, and no bid was rejected for incomplete documents.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'dianli',
    logo: 'anp',
    createDate: '2024-06-14T01:10:00.000Z',
    companyName: { zh: '安徽某新能源科技有限公司', en: 'An Anhui distributed solar developer' },
    content: story({
      background: {
        zh: '从事工商业分布式光伏开发与建设的企业，以合同能源管理模式为主。',
        en: 'A developer and builder of rooftop solar for commercial and industrial sites, mostly under energy performance contracts.',
      },
      challenge: {
        zh: '屋顶光伏的最佳切入时机是厂房建设期，但新建厂房的信息分散，业主联系人难找。',
        en: 'The best time to sell rooftop solar is while a factory is being built, but news of new factories was scattered and owners were hard to reach.',
      },
      solution: [
        {
          zh: '筛选安徽、江苏、浙江处于施工阶段、屋面面积较大的工业厂房和仓储项目；',
          en: 'Project information filtered to factories and warehouses with large roofs under construction in Anhui, Jiangsu and Zhejiang.',
        },
        {
          zh: '通过联系人库直接联系业主的基建和能源负责人。',
          en: 'The contact library to reach the owners’ construction and energy managers directly.',
        },
      ],
      results: {
        zh: '<strong>签约屋顶光伏项目14个，装机容量合计38MW</strong>，平均签约周期缩短到4个月。',
        en: 'The company <strong>signed 14 rooftop projects totalling 38 MW</strong> and cut the average sales cycle to four months.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'dianli',
    logo: 'gxc',
    createDate: '2025-02-18T02:20:00.000Z',
    companyName: { zh: '广西某电线电缆有限公司', en: 'A Guangxi cable manufacturer' },
    content: story({
      background: {
        zh: '生产中低压电力电缆和特种电缆，过去以经销渠道为主，直销客户较少。',
        en: 'A maker of low- and medium-voltage power cables and special cables that sold mainly through distributors.',
      },
      challenge: {
        zh: '公司希望直接进入施工总包和机电安装企业的供应商名录，但缺少目标客户清单。',
        en: 'It wanted to become a direct supplier to general and building services contractors, but had no list of whom to approach.',
      },
      solution: [
        {
          zh: '用企业库按地区、资质和近一年中标金额筛选机电安装企业；',
          en: 'The enterprise library to shortlist building services contractors by region, licence and value won in the past year.',
        },
        {
          zh: '通过联系人库找到采购负责人，并在CRM中分配给各区域销售。',
          en: 'The contact library to find their buyers, then the CRM to assign each account to a regional salesperson.',
        },
      ],
      results: {
        zh: '一年内<strong>新开发直销客户41家，年销售额增长27%</strong>，直销占比提高到三成。',
        en: 'In one year the company <strong>won 41 new direct customers and grew sales by 27%</strong>; direct sales now make up 30% of revenue.',
      },
    }),
  },
  // Environmental protection
  {
    kind: 'case',
    industrySlug: 'huanbao',
    logo: 'bee',
    createDate: '2022-03-08T06:30:00.000Z',
    companyName: { zh: '北京某环境工程有限公司', en: 'A Beijing environmental engineering firm' },
    content: story({
      background: {
        zh: '提供污水处理厂设计、建设和运营服务的环境工程公司，拥有多项膜处理专利。',
        en: 'An environmental engineering firm that designs, builds and operates wastewater plants and holds several membrane treatment patents.',
      },
      challenge: {
        zh: '县级污水处理厂提标改造项目多，但工艺路线在可研阶段就基本确定，公司常在招标时才发现工艺与自身技术不匹配。',
        en: 'County wastewater plants were being upgraded everywhere, but the process is usually fixed at the feasibility stage. The firm often discovered at tender time that the chosen process did not suit its technology.',
      },
      solution: [
        {
          zh: '跟踪处于立项和可研阶段的污水处理、提标改造项目；',
          en: 'Alerts for wastewater and plant upgrade projects at the approval and feasibility stages.',
        },
        {
          zh: '在可研阶段主动与业主和设计单位开展技术交流。',
          en: 'Early technical meetings with owners and designers while the feasibility studies were still open.',
        },
      ],
      results: {
        zh: '两年内参与前期技术交流项目23个，<strong>中标7个，合同额2.8亿元</strong>。',
        en: 'Over two years the firm joined early discussions on 23 projects and <strong>won seven of them, worth RMB 280 million</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'huanbao',
    logo: 'jee',
    createDate: '2023-05-22T03:15:00.000Z',
    companyName: { zh: '江苏某环保设备有限公司', en: 'A Jiangsu environmental equipment maker' },
    content: story({
      background: {
        zh: '生产除尘、脱硫脱硝设备，客户主要是钢铁、水泥和电力企业。',
        en: 'A maker of dust removal, desulphurisation and denitrification equipment for steel, cement and power plants.',
      },
      challenge: {
        zh: '超低排放改造需求集中释放，但各企业技改项目的采购信息很少公开发布。',
        en: 'Ultra-low emission retrofits were in high demand, yet plants rarely published their purchasing plans.',
      },
      solution: [
        {
          zh: '订阅冶金、建材、电力行业技改项目的独家采购线索；',
          en: 'Exclusive procurement leads on retrofit projects in metallurgy, building materials and power.',
        },
        {
          zh: '用CRM记录每个项目的技术方案、报价和决策人。',
          en: 'The CRM to keep the technical proposal, quote and decision makers for every project in one place.',
        },
      ],
      results: {
        zh: '一年<strong>成交订单31单，金额8600万元</strong>，其中六成来自平台提供的独家线索。',
        en: 'The company <strong>closed 31 orders worth RMB 86 million</strong> in a year, 60% of them from exclusive leads.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'huanbao',
    logo: 'fsw',
    createDate: '2024-03-05T09:00:00.000Z',
    companyName: { zh: '福建某固废处理有限公司', en: 'A Fujian solid waste company' },
    content: story({
      background: {
        zh: '从事建筑垃圾资源化利用和餐厨垃圾处理的投资运营企业。',
        en: 'An investor and operator of construction waste recycling and food waste treatment plants.',
      },
      challenge: {
        zh: '固废项目投资大、周期长，需要提前判断哪些城市有建设需求和财政支付能力。',
        en: 'Waste projects are capital-heavy and long-lived, so the company had to judge early which cities needed plants and could afford to pay for them.',
      },
      solution: [
        {
          zh: '使用投资统计与行业研究报告，评估各城市固废处理缺口和投资规模；',
          en: 'Investment statistics and industry research reports to size the treatment gap and spending in each city.',
        },
        {
          zh: '通过专题关注跟踪“无废城市”建设相关项目。',
          en: 'Thematic focus reports on “zero-waste city” programmes.',
        },
      ],
      results: {
        zh: '<strong>签约建筑垃圾资源化项目2个，总投资4.5亿元</strong>，另有5个项目进入前期洽谈。',
        en: 'The company <strong>signed two construction waste recycling projects with total investment of RMB 450 million</strong>, and five more are in early talks.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'huanbao',
    logo: 'ser',
    createDate: '2025-04-10T04:25:00.000Z',
    companyName: { zh: '陕西某生态修复工程有限公司', en: 'A Shaanxi ecological restoration firm' },
    content: story({
      background: {
        zh: '专注矿山生态修复和河道综合治理的专业公司。',
        en: 'A specialist in mine site rehabilitation and river restoration.',
      },
      challenge: {
        zh: '同类项目竞争激烈，报价把握不准，高了丢标、低了亏损。',
        en: 'Competition was fierce and pricing was guesswork: bid high and lose, bid low and lose money.',
      },
      solution: [
        {
          zh: '在定制搜索分析工具中使用竞争对手管理，持续跟踪主要对手的中标项目和价格；',
          en: 'Competitor management in the custom search and analysis tool to follow the projects and prices won by its main rivals.',
        },
        {
          zh: '结合储备项目数据提前编制技术方案。',
          en: 'Reserve project data to prepare technical proposals well in advance.',
        },
      ],
      results: {
        zh: '报价更加精准，一年内<strong>中标5个项目，合同额1.9亿元</strong>，平均利润率保持在12%以上。',
        en: 'With sharper pricing the firm <strong>won five projects worth RMB 190 million</strong> in a year while keeping margins above 12%.',
      },
    }),
  },
  // Building materials
  {
    kind: 'case',
    industrySlug: 'jiancai',
    logo: 'hrc',
    createDate: '2022-07-19T02:45:00.000Z',
    companyName: { zh: '湖南某商品混凝土有限公司', en: 'A Hunan ready-mix concrete supplier' },
    content: story({
      background: {
        zh: '在长株潭地区拥有3个搅拌站，年供应能力约120万立方米。',
        en: 'Three batching plants in the Changsha–Zhuzhou–Xiangtan area with capacity of about 1.2 million cubic metres a year.',
      },
      challenge: {
        zh: '混凝土运输半径约50公里，必须在项目开工前锁定供应合同，过去主要靠司机和业务员“扫工地”发现项目。',
        en: 'Concrete travels at most about 50 km, so supply deals must be signed before ground is broken. The company used to find sites by having drivers and reps drive around looking for them.',
      },
      solution: [
        {
          zh: '按搅拌站周边区县筛选即将开工的项目，每天推送新增项目；',
          en: 'A daily list of projects about to start in the districts around each plant.',
        },
        {
          zh: '通过联系人库联系总包单位的物资采购负责人。',
          en: 'The contact library to reach the materials buyers of the general contractors.',
        },
      ],
      results: {
        zh: '<strong>月均新增签约工地6个，年供应量增加32万立方米</strong>，搅拌站产能利用率提高了两成。',
        en: 'The company <strong>signed six new sites a month on average and sold 320,000 more cubic metres a year</strong>; plant utilisation rose by a fifth.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'jiancai',
    logo: 'swm',
    createDate: '2023-09-04T05:30:00.000Z',
    companyName: { zh: '山东某防水材料有限公司', en: 'A Shandong waterproofing manufacturer' },
    content: story({
      background: {
        zh: '生产防水卷材和防水涂料，在全国设有5个生产基地。',
        en: 'A maker of waterproofing membranes and coatings with five plants across China.',
      },
      challenge: {
        zh: '想进入大型房企和总包单位的集采供应商库，但不清楚各家的采购周期和入库要求。',
        en: 'It wanted to join the central purchasing lists of large developers and contractors, but did not know their buying cycles or entry requirements.',
      },
      solution: [
        {
          zh: '用企业库梳理目标房企和总包单位的在建项目数量与分布；',
          en: 'The enterprise library to map how many projects each target developer and contractor had under way, and where.',
        },
        {
          zh: '通过联系人库对接集采部门，并用CRM跟踪入库进度。',
          en: 'The contact library to reach their procurement departments, and the CRM to track each supplier application.',
        },
      ],
      results: {
        zh: '一年内<strong>进入9家企业的供应商库，新增销售额1.6亿元</strong>。',
        en: 'Within a year the company <strong>was approved by nine new buyers and added RMB 160 million in sales</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'jiancai',
    logo: 'zfm',
    createDate: '2024-05-27T07:50:00.000Z',
    companyName: { zh: '浙江某门窗幕墙材料有限公司', en: 'A Zhejiang window and facade supplier' },
    content: story({
      background: {
        zh: '生产系统门窗和铝合金幕墙型材，产品主要用于公共建筑和高端住宅。',
        en: 'A maker of window systems and aluminium curtain wall profiles for public buildings and high-end homes.',
      },
      challenge: {
        zh: '门窗幕墙的型材品牌和性能指标多在设计阶段确定，公司缺少跟设计院沟通的渠道。',
        en: 'Profile brands and performance specs are mostly decided during design, and the company had no way into the design institutes.',
      },
      solution: [
        {
          zh: '跟踪设计阶段的场馆、办公楼和住宅项目，获取设计单位和联系人；',
          en: 'Alerts for venue, office and residential projects at the design stage, with the designer and contact for each.',
        },
        {
          zh: '项目进入招标后，通过中标公告第一时间联系幕墙分包单位。',
          en: 'Winning notices to contact the facade subcontractor as soon as each tender was awarded.',
        },
      ],
      results: {
        zh: '一年内<strong>产品被18个项目选用，销售额7400万元</strong>。',
        en: 'In one year its products <strong>were chosen for 18 projects, worth RMB 74 million in sales</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'jiancai',
    logo: 'cpc',
    createDate: '2025-01-16T01:35:00.000Z',
    companyName: { zh: '重庆某装配式建筑构件有限公司', en: 'A Chongqing precast components maker' },
    content: story({
      background: {
        zh: '生产预制叠合板、预制楼梯和预制墙板的装配式构件企业。',
        en: 'A producer of precast floor slabs, stairs and wall panels for prefabricated buildings.',
      },
      challenge: {
        zh: '政府投资项目对装配率有硬性要求，但哪些项目采用装配式、构件何时采购，公开信息里很难看出来。',
        en: 'Public projects must meet prefabrication targets, but public notices rarely said which projects would use precast parts or when they would be bought.',
      },
      solution: [
        {
          zh: '通过一对一深度定制，按“装配式”“装配率”等字段为公司单独筛选保障房和学校项目；',
          en: 'One-to-one customisation that filters affordable housing and school projects on prefabrication fields for this company alone.',
        },
        {
          zh: '定制数据通过API每日导入公司CRM，由销售按区域跟进。',
          en: 'A daily API feed of the custom data into the company CRM, where sales follow up by region.',
        },
      ],
      results: {
        zh: '一年<strong>签约构件供应合同11份，合计4.2万立方米，金额1.8亿元</strong>。',
        en: 'The company <strong>signed 11 supply contracts for 42,000 cubic metres worth RMB 180 million</strong> in a year.',
      },
    }),
  },
  // Healthcare
  {
    kind: 'case',
    industrySlug: 'yiliao',
    logo: 'scr',
    createDate: '2022-11-28T03:05:00.000Z',
    companyName: { zh: '上海某医疗净化工程有限公司', en: 'A Shanghai hospital cleanroom contractor' },
    content: story({
      background: {
        zh: '专业承建医院洁净手术部、ICU和实验室净化工程。',
        en: 'A contractor for clean operating suites, ICUs and laboratory cleanrooms in hospitals.',
      },
      challenge: {
        zh: '医院新建和改扩建项目的净化专项往往在设计阶段就与医院和设计院沟通确定，等到总包招标再介入已经晚了。',
        en: 'Cleanroom packages for new and expanded hospitals are usually settled with the hospital and designers during design; waiting for the main tender meant arriving too late.',
      },
      solution: [
        {
          zh: '订阅全国医疗行业处于可研和设计阶段的医院项目；',
          en: 'Alerts for hospital projects nationwide at the feasibility and design stages.',
        },
        {
          zh: '通过联系人库联系医院基建科和设计院医疗专项负责人。',
          en: 'The contact library to reach hospital estates departments and the healthcare leads at design institutes.',
        },
      ],
      results: {
        zh: '两年对接医院新建及改扩建项目46个，<strong>中标12个，合同额2.1亿元</strong>。',
        en: 'Over two years the company engaged with 46 hospital projects and <strong>won 12 contracts worth RMB 210 million</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'yiliao',
    logo: 'hmd',
    createDate: '2023-12-07T06:40:00.000Z',
    companyName: { zh: '湖南某医疗设备有限公司', en: 'A Hunan medical equipment distributor' },
    content: story({
      background: {
        zh: '代理影像、检验和手术室设备的区域经销商，覆盖湖南及周边省份的二级以上医院。',
        en: 'A regional distributor of imaging, laboratory and operating theatre equipment serving secondary and tertiary hospitals in Hunan and nearby provinces.',
      },
      challenge: {
        zh: '医院设备采购公告分散在政府采购网和各医院官网上，经常错过投标。',
        en: 'Hospital purchases were announced across government procurement sites and individual hospital websites, and many were missed.',
      },
      solution: [
        {
          zh: '按医疗行业和设备关键词订阅采购公告和招标公告；',
          en: 'Procurement and tender notices by healthcare sector and equipment keyword.',
        },
        {
          zh: '借助中标公告了解各医院的品牌偏好和成交价格。',
          en: 'Winning notices to learn each hospital’s preferred brands and prices paid.',
        },
      ],
      results: {
        zh: '年投标数量增加60%，<strong>新增销售额5300万元</strong>。',
        en: 'The number of bids rose by 60% and the company <strong>added RMB 53 million in sales</strong>.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'yiliao',
    logo: 'gmg',
    createDate: '2024-08-19T02:55:00.000Z',
    companyName: { zh: '广东某医用气体工程有限公司', en: 'A Guangdong medical gas contractor' },
    content: story({
      background: {
        zh: '从事医用中心供氧、负压吸引和呼叫系统的设计安装。',
        en: 'A designer and installer of central oxygen, medical vacuum and nurse call systems.',
      },
      challenge: {
        zh: '公司规模不大，销售只有5人，需要把精力集中在成功率最高的项目上。',
        en: 'With only five salespeople, the company needed to focus on the projects it was most likely to win.',
      },
      solution: [
        {
          zh: '用精准项目推送筛选华南地区投资额1亿元以上的医院项目；',
          en: 'Precise project alerts for hospital projects in South China worth more than RMB 100 million.',
        },
        {
          zh: '用CRM报表每周复盘各项目的跟进阶段，及时放弃低价值线索。',
          en: 'Weekly CRM reports to review each project’s stage and drop weak leads early.',
        },
      ],
      results: {
        zh: '一年<strong>中标8个项目，合同额3800万元</strong>，人均产值提高了近一倍。',
        en: 'The company <strong>won eight projects worth RMB 38 million</strong> in a year and nearly doubled revenue per salesperson.',
      },
    }),
  },
  {
    kind: 'case',
    industrySlug: 'yiliao',
    logo: 'shc',
    createDate: '2025-03-03T08:20:00.000Z',
    companyName: { zh: '四川某医院建设咨询有限公司', en: 'A Sichuan hospital planning consultancy' },
    content: story({
      background: {
        zh: '为医院提供前期策划、可研编制和全过程工程咨询服务的咨询机构。',
        en: 'A consultancy that handles early planning, feasibility studies and full project management for hospitals.',
      },
      challenge: {
        zh: '咨询服务要在项目立项前后介入，公司需要尽早知道哪些县级医院计划新建或扩建。',
        en: 'Consulting work begins around project approval, so the firm needed to know early which county hospitals were planning new buildings.',
      },
      solution: [
        {
          zh: '使用投资统计和重点项目，筛选西南地区县级医院建设规划；',
          en: 'Investment statistics and key projects to find county hospital building plans in southwest China.',
        },
        {
          zh: '在立项阶段主动联系医院，提供前期策划服务。',
          en: 'Early contact with hospitals at the approval stage to offer planning services.',
        },
      ],
      results: {
        zh: '一年<strong>签约全过程咨询项目6个，咨询费合计2600万元</strong>。',
        en: 'In one year the firm <strong>signed six full-service consulting contracts worth RMB 26 million in fees</strong>.',
      },
    }),
  },
  // Testimonials
  {
    kind: 'review',
    industrySlug: 'jianzhu',
    logo: 'hbg',
    createDate: '2023-06-12T02:00:00.000Z',
    companyName: { zh: '湖北某建设集团有限公司', en: 'A Hubei construction group' },
    content: quote({
      quote: [
        {
          zh: '以前我们拿到招标公告的时候，竞争对手已经跟业主接触了半年。用了项目信息以后，我们在立项阶段就能介入。',
          en: 'By the time we used to see a tender notice, our competitors had been talking to the client for six months. With the project information we get involved at the approval stage.',
        },
        {
          zh: '去年新签合同里，大约三成来自平台提供的线索。',
          en: 'About a third of the contracts we signed last year started from leads we found on the platform.',
        },
      ],
      person: { zh: '经营副总经理 张先生', en: 'Mr Zhang, Vice President for Business Development' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'shizheng',
    logo: 'mdi',
    createDate: '2023-10-30T03:30:00.000Z',
    companyName: { zh: '某市政工程设计研究院有限公司', en: 'A municipal engineering design institute' },
    content: quote({
      quote: [
        {
          zh: '规划和可研阶段的项目信息对设计院特别有价值。我们按地区订阅后，每周都能筛出十几个可以提前沟通的项目。',
          en: 'Projects at the planning and feasibility stage are exactly what a design institute needs. Since we subscribed by region, we find a dozen or more projects worth an early conversation every week.',
        },
      ],
      person: { zh: '市场部主任 陈女士', en: 'Ms Chen, Head of Marketing' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'dianli',
    logo: 'zee',
    createDate: '2024-02-21T01:45:00.000Z',
    companyName: { zh: '浙江某电气设备有限公司', en: 'A Zhejiang electrical equipment company' },
    content: quote({
      quote: [
        {
          zh: '独家采购信息的准确度很高，联系人基本都能直接打通。现在销售团队每天上班的第一件事就是看推送。',
          en: 'The exclusive procurement leads are very accurate and the contacts almost always pick up. Checking the alerts is now the first thing our sales team does every morning.',
        },
      ],
      person: { zh: '销售总监 王先生', en: 'Mr Wang, Sales Director' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'huanbao',
    logo: 'het',
    createDate: '2024-05-08T06:10:00.000Z',
    companyName: { zh: '河南某环保科技有限公司', en: 'A Henan environmental technology company' },
    content: quote({
      quote: [
        {
          zh: 'CRM把全公司的跟进记录集中在一起，员工离职了，客户也不会跟着流失。',
          en: 'The CRM keeps every follow-up record in one place, so when someone leaves, their customers stay with us.',
        },
        {
          zh: '对我们这样的中小企业来说，这一点特别重要。',
          en: 'For a small company like ours, that matters a great deal.',
        },
      ],
      person: { zh: '总经理 刘先生', en: 'Mr Liu, General Manager' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'jiancai',
    logo: 'abm',
    createDate: '2024-07-15T02:35:00.000Z',
    companyName: { zh: '安徽某新型建材有限公司', en: 'An Anhui building materials company' },
    content: quote({
      quote: [
        {
          zh: '做建材最怕信息晚，等项目开工再去谈基本就没机会了。平台把项目按阶段分得很清楚，我们在主体施工前两三个月就能开始报价。',
          en: 'In building materials, late news is no news: once a site has started, the deal is gone. The platform sorts projects clearly by stage, so we can quote two or three months before the structural work begins.',
        },
      ],
      person: { zh: '区域经理 赵先生', en: 'Mr Zhao, Regional Manager' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'yiliao',
    logo: 'bmp',
    createDate: '2024-10-09T05:00:00.000Z',
    companyName: { zh: '北京某医疗工程有限公司', en: 'A Beijing healthcare engineering company' },
    content: quote({
      quote: [
        {
          zh: '一对一定制服务帮我们把数据接进了自己的CRM系统，销售不用在两个系统之间来回切换，效率明显提高了。',
          en: 'The one-to-one customisation team connected the data to our own CRM. Our salespeople no longer switch between two systems, and it shows in their productivity.',
        },
      ],
      person: { zh: '董事长 周女士', en: 'Ms Zhou, Chairwoman' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'shizheng',
    logo: 'dic',
    createDate: '2024-12-02T07:20:00.000Z',
    companyName: { zh: '某工程投资咨询有限公司', en: 'An engineering investment consultancy' },
    content: quote({
      quote: [
        {
          zh: '投资统计和行业研究报告已经成为我们做区域市场研究的重要数据来源，数据口径稳定，历史数据也很完整。',
          en: 'The investment statistics and industry research reports have become a core source for our regional market studies. The definitions are consistent and the historical data is complete.',
        },
      ],
      person: { zh: '合伙人 孙先生', en: 'Mr Sun, Partner' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'jiancai',
    logo: 'jst',
    createDate: '2025-01-22T03:50:00.000Z',
    companyName: { zh: '江苏某钢材贸易有限公司', en: 'A Jiangsu steel trading company' },
    content: quote({
      quote: [
        {
          zh: '客服响应很快，遇到问题打热线基本当天就能解决。客户经理还会定期帮我们调整订阅条件。',
          en: 'Customer service is quick: when we call the hotline, problems are usually solved the same day. Our account manager also fine-tunes our subscriptions every so often.',
        },
      ],
      person: { zh: '总经理 吴先生', en: 'Mr Wu, General Manager' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'dianli',
    logo: 'qpv',
    createDate: '2025-03-18T01:15:00.000Z',
    companyName: { zh: '青海某光伏工程有限公司', en: 'A Qinghai solar EPC contractor' },
    content: quote({
      quote: [
        {
          zh: '西北的新能源项目离得远、信息少，以前只能靠朋友介绍。现在从备案到招标全程都能跟踪，今年我们在新疆和甘肃各拿下了一个项目。',
          en: 'Renewable projects in the northwest are remote and hard to hear about; we used to rely on word of mouth. Now we can follow them from registration to tender, and this year we won one project each in Xinjiang and Gansu.',
        },
      ],
      person: { zh: '项目经理 马先生', en: 'Mr Ma, Project Manager' },
    }),
  },
  {
    kind: 'review',
    industrySlug: 'huanbao',
    logo: 'gwt',
    createDate: '2025-05-06T08:40:00.000Z',
    companyName: { zh: '广东某水处理设备有限公司', en: 'A Guangdong water treatment equipment maker' },
    content: quote({
      quote: [
        {
          zh: '企业库和联系人库让我们找到了很多以前不知道的潜在客户。',
          en: 'The enterprise and contact libraries led us to many prospects we had never heard of.',
        },
        {
          zh: '半年时间，新开发的工业客户就有二十多家。',
          en: 'In six months we signed more than twenty new industrial customers.',
        },
      ],
      person: { zh: '营销中心经理 黄女士', en: 'Ms Huang, Marketing Manager' },
    }),
  },
];

/** Background illustrations: two per industry, alternated between cases of the same industry. */
const backgroundOf = (slug: IndustrySlug, variant: 1 | 2) => `/seed/backgrounds/${slug}-${variant}.svg`;

const perYear = new Map<string, number>();

export const CUSTOMER_CASES: SeedCustomerCase[] = DRAFTS.map((d, i) => {
  const year = d.createDate.slice(0, 4);
  const seq = (perYear.get(year) ?? 0) + 1;
  perYear.set(year, seq);
  const variant: 1 | 2 = i % 2 === 0 ? 1 : 2;
  return {
    sampleNo: `S${year}${String(seq).padStart(3, '0')}`,
    kind: d.kind,
    companyName: d.companyName,
    industrySlug: d.industrySlug,
    content: d.content,
    sort: d.featured ? CASE_SORT.featured : CASE_SORT.normal,
    logo: `/seed/logos/${d.logo}.svg`,
    background: backgroundOf(d.industrySlug, variant),
    image: backgroundOf(d.industrySlug, variant === 1 ? 2 : 1),
    createDate: d.createDate,
    createUserName: 'admin',
  };
});
