/**
 * Deterministic, seeded generator of realistic project and tender records (DESIGN §4).
 * Record i depends only on (seed, i), so batches made with `startIndex` join seamlessly.
 * Coverage is structural: cyclic fields use pairwise coprime cycle lengths (31, 33, 5, 8),
 * so every (province, industry, category/notice, stage) combination recurs regularly.
 */
import {
  BIDDING_CATEGORIES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  PROVINCES,
  type BiddingCategoryKey,
  type IndustrySlug,
  type ProjectStage,
  type ProvinceSlug,
} from '@/catalog';

export interface GeneratedProject {
  title: string;
  /** Province slug. */
  province: string;
  /** Region slug, consistent with the province. */
  region: string;
  /** Industry slug. */
  industry: string;
  /** One of PROJECT_CATEGORY_CODES. */
  categoryCode: number;
  stage: ProjectStage;
  /** Investment in 10k CNY, integer. */
  amountWan: number;
  /** ISO date-time (UTC). */
  publishedAt: string;
  owner: string;
  /** Masked, e.g. '王**'. */
  contactName: string;
  /** Masked, e.g. '138****5621'. */
  contactPhone: string;
}

export interface GeneratedTender {
  title: string;
  province: string;
  region: string;
  industry: string;
  /** One of BIDDING_CATEGORY_CODES. */
  noticeCode: number;
  /** "Free tender" tab: noticeCode 154 and free true. */
  free: boolean;
  /** Contract value in 10k CNY, integer. */
  amountWan: number;
  publishedAt: string;
  owner: string;
  contactName: string;
  contactPhone: string;
}

export interface GeneratorOptions {
  seed?: number;
  /** Records are dated within the 365 days before this instant. */
  endDate?: Date;
  /** Index of the first record in the seed's infinite stream. */
  startIndex?: number;
}

export const DEFAULT_SEED = 1;
/** Midnight 2026-11-01 Beijing time, so default output is stable. */
export const DEFAULT_END_DATE = new Date('2026-11-01T00:00:00+08:00');
export const DATE_SPAN_DAYS = 365;

/* ---------- masking ---------- */

/** Keeps the surname's first character: '王小明' -> '王**'. Idempotent. */
export function maskName(name: string): string {
  const t = name.trim();
  if (!t) return '';
  const first = String.fromCodePoint(t.codePointAt(0)!);
  return first + '**';
}

/** Keeps the first 3 and last 4 digits: '13812345621' -> '138****5621'. Idempotent. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length < 7) return '*'.repeat(d.length);
  return d.slice(0, 3) + '****' + d.slice(-4);
}

/* ---------- PRNG ---------- */

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32 with externally settable state (one state per record). */
class Rng {
  s = 0;
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return (this.next() * n) | 0;
  }
  pick<T>(a: readonly T[]): T {
    return a[(this.next() * a.length) | 0];
  }
}

function permutation(n: number, seed: number): number[] {
  const p = Array.from({ length: n }, (_, i) => i);
  const r = new Rng();
  r.s = seed;
  for (let i = n - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/* ---------- places ---------- */

/** Full province name, then cities as 'City:district,district'. */
const PLACE_DATA: Record<ProvinceSlug, readonly string[]> = {
  beijing: ['北京市', '北京市:朝阳区,海淀区,丰台区,通州区,大兴区,昌平区,顺义区'],
  tianjin: ['天津市', '天津市:滨海新区,河西区,南开区,武清区,西青区,东丽区'],
  hebei: [
    '河北省',
    '石家庄市:长安区,裕华区,正定县,鹿泉区',
    '唐山市:路北区,曹妃甸区,迁安市',
    '保定市:竞秀区,莲池区,涿州市',
    '邯郸市:丛台区,邯山区,武安市',
  ],
  shanxi: [
    '山西省',
    '太原市:小店区,迎泽区,清徐县',
    '大同市:平城区,云冈区',
    '长治市:潞州区,襄垣县',
    '晋中市:榆次区,介休市',
  ],
  neimenggu: [
    '内蒙古自治区',
    '呼和浩特市:赛罕区,新城区,托克托县',
    '包头市:昆都仑区,九原区',
    '鄂尔多斯市:康巴什区,东胜区,准格尔旗',
    '赤峰市:红山区,松山区',
  ],
  liaoning: [
    '辽宁省',
    '沈阳市:浑南区,和平区,沈北新区',
    '大连市:甘井子区,金州区,瓦房店市',
    '鞍山市:铁东区,海城市',
    '锦州市:太和区,凌海市',
  ],
  jilin: [
    '吉林省',
    '长春市:朝阳区,南关区,九台区',
    '吉林市:船营区,丰满区',
    '四平市:铁西区,双辽市',
    '松原市:宁江区,扶余市',
  ],
  heilongjiang: [
    '黑龙江省',
    '哈尔滨市:松北区,南岗区,道里区',
    '大庆市:萨尔图区,龙凤区',
    '齐齐哈尔市:龙沙区,建华区',
    '牡丹江市:东安区,宁安市',
  ],
  shanghai: ['上海市', '上海市:浦东新区,闵行区,嘉定区,松江区,青浦区,宝山区'],
  jiangsu: [
    '江苏省',
    '南京市:江宁区,浦口区,栖霞区',
    '苏州市:吴中区,相城区,昆山市',
    '无锡市:新吴区,滨湖区,江阴市',
    '南通市:崇川区,海门区,如皋市',
  ],
  zhejiang: [
    '浙江省',
    '杭州市:余杭区,萧山区,滨江区',
    '宁波市:鄞州区,北仑区,慈溪市',
    '温州市:鹿城区,瑞安市,乐清市',
    '金华市:婺城区,义乌市,东阳市',
  ],
  anhui: [
    '安徽省',
    '合肥市:蜀山区,包河区,肥西县',
    '芜湖市:鸠江区,镜湖区',
    '蚌埠市:蚌山区,怀远县',
    '阜阳市:颍州区,太和县',
  ],
  fujian: [
    '福建省',
    '福州市:鼓楼区,仓山区,闽侯县',
    '厦门市:思明区,湖里区,翔安区',
    '泉州市:丰泽区,晋江市,南安市',
    '漳州市:龙文区,龙海区',
  ],
  shandong: [
    '山东省',
    '济南市:历下区,历城区,章丘区',
    '青岛市:黄岛区,崂山区,即墨区',
    '烟台市:芝罘区,莱山区,龙口市',
    '潍坊市:奎文区,寿光市,诸城市',
  ],
  jiangxi: [
    '江西省',
    '南昌市:红谷滩区,青山湖区,南昌县',
    '赣州市:章贡区,南康区,瑞金市',
    '九江市:濂溪区,瑞昌市',
    '上饶市:信州区,广丰区',
  ],
  henan: [
    '河南省',
    '郑州市:金水区,中原区,二七区,新郑市',
    '洛阳市:洛龙区,西工区,偃师区',
    '南阳市:宛城区,卧龙区,邓州市',
    '新乡市:红旗区,长垣市',
  ],
  hubei: [
    '湖北省',
    '武汉市:江夏区,洪山区,东西湖区,黄陂区',
    '宜昌市:西陵区,夷陵区,宜都市',
    '襄阳市:樊城区,襄州区,枣阳市',
    '荆州市:沙市区,荆州区,监利市',
  ],
  hunan: [
    '湖南省',
    '长沙市:雨花区,岳麓区,浏阳市,长沙县',
    '株洲市:天元区,芦淞区,醴陵市',
    '岳阳市:岳阳楼区,汨罗市,华容县',
    '常德市:武陵区,鼎城区,桃源县',
  ],
  guangdong: [
    '广东省',
    '广州市:天河区,黄埔区,番禺区,南沙区',
    '深圳市:南山区,龙岗区,宝安区,光明区',
    '佛山市:顺德区,南海区,禅城区',
    '东莞市:虎门镇,长安镇,塘厦镇',
  ],
  guangxi: [
    '广西壮族自治区',
    '南宁市:青秀区,良庆区,武鸣区',
    '柳州市:柳北区,柳江区',
    '桂林市:临桂区,七星区,阳朔县',
    '玉林市:玉州区,北流市',
  ],
  hainan: ['海南省', '海口市:美兰区,龙华区,秀英区', '三亚市:吉阳区,崖州区,天涯区', '儋州市', '琼海市'],
  shaanxi: [
    '陕西省',
    '西安市:雁塔区,未央区,长安区,高陵区',
    '宝鸡市:渭滨区,金台区,凤翔区',
    '咸阳市:秦都区,兴平市',
    '榆林市:榆阳区,神木市,府谷县',
  ],
  gansu: [
    '甘肃省',
    '兰州市:城关区,七里河区,榆中县',
    '天水市:秦州区,麦积区',
    '酒泉市:肃州区,敦煌市,玉门市',
    '张掖市:甘州区',
  ],
  qinghai: ['青海省', '西宁市:城中区,城北区,湟中区', '海东市:乐都区,平安区', '海西州:格尔木市,德令哈市'],
  ningxia: [
    '宁夏回族自治区',
    '银川市:兴庆区,金凤区,永宁县',
    '石嘴山市:大武口区,平罗县',
    '吴忠市:利通区,青铜峡市',
    '中卫市:沙坡头区',
  ],
  xinjiang: [
    '新疆维吾尔自治区',
    '乌鲁木齐市:天山区,新市区,米东区',
    '克拉玛依市:克拉玛依区,独山子区',
    '喀什地区:喀什市,疏附县',
    '昌吉州:昌吉市,阜康市',
  ],
  chongqing: ['重庆市', '重庆市:渝北区,江北区,九龙坡区,沙坪坝区,万州区,涪陵区'],
  sichuan: [
    '四川省',
    '成都市:武侯区,双流区,龙泉驿区,郫都区',
    '绵阳市:涪城区,游仙区,江油市',
    '宜宾市:翠屏区,叙州区',
    '德阳市:旌阳区,什邡市',
  ],
  guizhou: [
    '贵州省',
    '贵阳市:观山湖区,南明区,花溪区',
    '遵义市:汇川区,红花岗区,仁怀市',
    '六盘水市:钟山区,盘州市',
    '毕节市:七星关区,大方县',
  ],
  yunnan: [
    '云南省',
    '昆明市:呈贡区,官渡区,五华区,安宁市',
    '曲靖市:麒麟区,宣威市',
    '玉溪市:红塔区,澄江市',
    '大理州:大理市,祥云县',
  ],
  xizang: [
    '西藏自治区',
    '拉萨市:城关区,堆龙德庆区,达孜区',
    '日喀则市:桑珠孜区,拉孜县',
    '林芝市:巴宜区,工布江达县',
    '山南市:乃东区',
  ],
};

interface City {
  full: string;
  short: string;
  /** The city itself, then city + each district. */
  locals: string[];
}

interface ProvincePlaces {
  slug: string;
  region: string;
  full: string;
  short: string;
  cities: City[];
}

const PLACES: ProvincePlaces[] = PROVINCES.map((p) => {
  const [full, ...cities] = PLACE_DATA[p.slug as ProvinceSlug];
  return {
    slug: p.slug,
    region: p.region,
    full,
    short: p.zh,
    cities: cities.map((spec) => {
      const [city, districts = ''] = spec.split(':');
      const ds = districts ? districts.split(',') : [];
      return {
        full: city,
        short: city.replace(/(市|地区|州)$/, ''),
        locals: [city, ...ds.map((d) => city + d)],
      };
    }),
  };
});

/* ---------- industries ---------- */

/**
 * Owner templates: {P} province full, {p} province short, {C} city, {c} city short,
 * {L} local place (city or city + district), {B} brand word.
 */
interface IndustryData {
  objects: readonly string[];
  owners: readonly string[];
  /** Investment range in 10k CNY. */
  range: readonly [number, number];
}

const INDUSTRY_DATA: Record<IndustrySlug, IndustryData> = {
  huanbao: {
    objects: [
      '生活垃圾焚烧发电',
      '城镇污水处理厂提标改造',
      '餐厨垃圾资源化利用',
      '工业固体废物综合处置中心',
      '黑臭水体综合整治',
      '污染地块土壤修复治理',
    ],
    owners: ['{L}生态环境局', '{C}环境卫生管理处', '{c}{B}环保科技有限公司', '{C}水务环境集团有限公司'],
    range: [300, 150000],
  },
  dianli: {
    objects: [
      '110千伏变电站扩建',
      '220千伏输变电',
      '分布式光伏发电',
      '城区配电网升级改造',
      '集中式风电场',
      '新型储能电站',
    ],
    owners: ['国网{c}供电公司', '{c}{B}新能源有限公司', '{c}{B}电力工程有限公司', '{P}{B}电力投资有限公司'],
    range: [500, 600000],
  },
  shiyou: {
    objects: [
      '成品油库扩建',
      '油气长输管道',
      '加油加气站改扩建',
      '炼油装置技术改造',
      '天然气储气调峰设施',
      '油田集输系统改造',
    ],
    owners: [
      '{c}{B}石油化工有限公司',
      '{P}天然气管网有限公司',
      '{c}{B}能源集团有限公司',
      '{c}{B}石油销售有限公司',
    ],
    range: [300, 800000],
  },
  huaxuegongcheng: {
    objects: [
      '精细化工新材料',
      '年产10万吨电子化学品',
      '化工园区公用管廊',
      '合成氨装置节能改造',
      '危险化学品仓储中心',
      '化工园区污水处理厂',
    ],
    owners: ['{c}{B}化工有限公司', '{C}化工园区管理委员会', '{c}{B}新材料科技有限公司'],
    range: [1000, 500000],
  },
  zhiyaogongcheng: {
    objects: [
      '生物医药产业园',
      '原料药生产基地',
      'GMP洁净厂房',
      '中药提取车间扩建',
      '疫苗生产车间',
      '医疗器械研发生产基地',
    ],
    owners: ['{c}{B}制药有限公司', '{c}{B}生物医药有限公司', '{C}生物医药产业园投资有限公司'],
    range: [800, 300000],
  },
  nengyuangongye: {
    objects: [
      '燃气热电联产',
      '城市集中供热管网改造',
      '天然气分布式能源站',
      '氢能产业园',
      '煤炭清洁高效利用',
      '综合智慧能源',
    ],
    owners: ['{C}能源投资集团有限公司', '{C}燃气集团有限公司', '{C}热力有限公司', '{L}发展和改革局'],
    range: [1000, 800000],
  },
  kuangchan: {
    objects: [
      '露天煤矿扩能改造',
      '铁矿采选',
      '砂石骨料生产基地',
      '矿山地质环境恢复治理',
      '磷矿选矿',
      '智能化矿山建设',
    ],
    owners: ['{c}{B}矿业有限公司', '{L}自然资源局', '{P}{B}矿业集团有限公司'],
    range: [500, 400000],
  },
  shizheng: {
    objects: [
      '智慧水务管网改造',
      '老旧小区配套管网改造',
      '城市道路提质改造',
      '地下综合管廊',
      '雨污分流改造',
      '城市桥梁维修加固',
      '海绵城市建设',
    ],
    owners: [
      '{C}城市建设投资集团有限公司',
      '{L}住房和城乡建设局',
      '{C}市政设施管理中心',
      '{L}城市管理和综合执法局',
    ],
    range: [200, 300000],
  },
  jixie: {
    objects: [
      '高端装备制造产业园',
      '工程机械智能制造基地',
      '数控机床生产线技术改造',
      '农机装备产业园',
      '精密零部件加工',
      '标准化厂房',
    ],
    owners: ['{c}{B}机械有限公司', '{c}{B}重工股份有限公司', '{C}经济技术开发区管理委员会'],
    range: [500, 300000],
  },
  dianzidianqi: {
    objects: [
      '半导体封装测试基地',
      '新型显示面板',
      '智能电网设备制造',
      '锂电池生产线',
      '电子信息产业园',
      '光电子器件生产基地',
    ],
    owners: ['{c}{B}电子科技有限公司', '{c}{B}电气股份有限公司', '{C}高新技术产业开发区管理委员会'],
    range: [1000, 800000],
  },
  qinggong: {
    objects: [
      '家具智能制造产业园',
      '包装材料生产基地',
      '日用陶瓷生产线改造',
      '纸制品加工',
      '家电配件产业园',
      '鞋服产业园',
    ],
    owners: ['{c}{B}实业有限公司', '{c}{B}家居有限公司', '{L}工业和信息化局'],
    range: [300, 100000],
  },
  fangzhi: {
    objects: ['纺织服装产业园', '高档面料印染技术改造', '化纤新材料', '智能纺纱车间', '家纺生产基地'],
    owners: ['{c}{B}纺织有限公司', '{c}{B}服饰有限公司', '{C}纺织服装产业园管理委员会'],
    range: [300, 150000],
  },
  shipin: {
    objects: ['食品产业园', '冷链食品加工中心', '粮油精深加工', '乳制品加工', '中央厨房', '预制菜生产基地'],
    owners: ['{c}{B}食品有限公司', '{c}{B}粮油有限公司', '{L}农业农村局'],
    range: [300, 120000],
  },
  yejin: {
    objects: [
      '钢铁超低排放改造',
      '电解铝节能改造',
      '有色金属冶炼技术改造',
      '不锈钢精密带材',
      '高炉大修',
      '再生金属回收利用',
    ],
    owners: ['{c}{B}钢铁有限公司', '{P}{B}有色金属集团有限公司', '{c}{B}冶金有限公司'],
    range: [1000, 600000],
  },
  jiancai: {
    objects: [
      '装配式建筑构件生产基地',
      '商品混凝土搅拌站',
      '新型墙体材料',
      '水泥窑协同处置改造',
      '绿色建材产业园',
      '光伏玻璃生产线',
    ],
    owners: ['{c}{B}建材有限公司', '{c}{B}新型建材有限公司', '{C}建设工程集团有限公司'],
    range: [300, 200000],
  },
  jiaotongsheshi: {
    objects: [
      '国省干线公路改扩建',
      '高速公路互通立交',
      '城市轨道交通',
      '综合客运枢纽',
      '农村公路提质改造',
      '港口码头泊位',
      '通用机场',
    ],
    owners: [
      '{P}交通运输厅',
      '{L}交通运输局',
      '{C}交通建设投资集团有限公司',
      '{P}高速公路集团有限公司',
      '{C}轨道交通集团有限公司',
    ],
    range: [500, 2000000],
  },
  cangchuwuliu: {
    objects: ['冷链物流园', '现代物流园', '粮食仓储', '智能仓储配送中心', '公路港', '快递物流分拨中心'],
    owners: ['{c}{B}物流有限公司', '{c}{B}供应链管理有限公司', '{C}供销合作社联合社'],
    range: [500, 200000],
  },
  jianzhu: {
    objects: ['商业综合楼', '保障性住房', '城市更新', '产业园标准厂房', '人才公寓', '城中村改造'],
    owners: [
      '{C}城市建设投资集团有限公司',
      '{C}建设工程集团有限公司',
      '{L}住房和城乡建设局',
      '{C}城市发展集团有限公司',
    ],
    range: [500, 500000],
  },
  fangdichan: {
    objects: ['锦绣华府住宅小区', '滨江壹号商住楼', '御景湾', '翰林苑', '天悦城商业综合体', '云栖里'],
    owners: ['{c}{B}置业有限公司', '{c}{B}房地产开发有限公司'],
    range: [2000, 600000],
  },
  nonglin: {
    objects: [
      '高标准农田',
      '现代农业产业园',
      '国家储备林',
      '设施农业大棚',
      '农村人居环境整治',
      '畜禽规模养殖场',
    ],
    owners: ['{L}农业农村局', '{L}林业局', '{c}{B}农业发展有限公司'],
    range: [200, 150000],
  },
  shuili: {
    objects: [
      '中小河流治理',
      '水库除险加固',
      '灌区续建配套与节水改造',
      '农村供水保障',
      '堤防加固',
      '城乡供水一体化',
    ],
    owners: ['{L}水利局', '{C}水务投资集团有限公司', '{C}水务集团有限公司'],
    range: [300, 500000],
  },
  yuanlin: {
    objects: ['城市公园', '滨江风光带', '湿地公园', '口袋公园', '植物园提质改造', '郊野公园'],
    owners: ['{C}园林局', '{L}城市管理局', '{c}{B}园林建设有限公司'],
    range: [200, 100000],
  },
  jingqu: {
    objects: [
      '景区提质改造',
      '旅游度假区',
      '文旅特色小镇',
      '游客服务中心',
      '景区道路及配套设施',
      '森林康养基地',
    ],
    owners: ['{L}文化和旅游局', '{C}文化旅游投资集团有限公司', '{c}{B}旅游开发有限公司'],
    range: [300, 300000],
  },
  lvhua: {
    objects: ['道路绿化提质', '城市绿道', '国土绿化', '河道生态绿化', '立体绿化', '绿化养护'],
    owners: ['{L}城市管理局', '{L}林业局', '{C}园林局'],
    range: [100, 50000],
  },
  xinjijian: {
    objects: ['数据中心', '5G基站', '智算中心', '充电基础设施', '工业互联网平台', '智慧城市'],
    owners: ['{C}大数据产业发展有限公司', '{C}数据局', '{c}{B}信息科技有限公司', '{C}城市发展集团有限公司'],
    range: [500, 1000000],
  },
  yiliao: {
    objects: [
      '人民医院新建住院综合楼',
      '中医医院门急诊综合楼',
      '妇幼保健院迁建',
      '疾病预防控制中心实验楼',
      '基层医疗卫生机构提质改造',
      '中心医院感染楼',
    ],
    owners: ['{C}卫生健康委员会', '{L}人民医院', '{C}中心医院', '{L}中医医院'],
    range: [500, 300000],
  },
  jiudian: {
    objects: ['五星级酒店', '精品酒店', '商务酒店装修改造', '国际大酒店', '度假酒店'],
    owners: ['{c}{B}酒店管理有限公司', '{c}{B}实业有限公司', '{C}文化旅游投资集团有限公司'],
    range: [1000, 200000],
  },
  wenyutiyu: {
    objects: ['体育中心', '全民健身中心', '文化艺术中心', '图书馆新馆', '博物馆', '体育公园'],
    owners: ['{L}体育局', '{L}文化和旅游局', '{C}文化旅游投资集团有限公司'],
    range: [500, 300000],
  },
  jiaoyukeyan: {
    objects: [
      '实验中学新建',
      '第一小学扩建',
      '职业技术学院实训楼',
      '技师学院新校区',
      '农业科学院科研楼',
      '中心幼儿园',
    ],
    owners: ['{L}教育局', '{C}教育投资集团有限公司', '{C}职业技术学院'],
    range: [300, 500000],
  },
  huiyizhanlan: {
    objects: ['国际会展中心', '会议中心', '展览馆改造', '博览园', '国际会议中心及配套'],
    owners: ['{C}会展集团有限公司', '{C}城市发展集团有限公司', '{L}商务局'],
    range: [2000, 800000],
  },
  bangonglou: {
    objects: ['政务服务中心', '总部办公楼', '行政中心', '产业大厦', '科创大厦', '办公用房维修改造'],
    owners: ['{L}机关事务管理局', '{C}城市发展集团有限公司', '{c}{B}投资有限公司'],
    range: [500, 200000],
  },
  zhuzhai: {
    objects: ['保障性租赁住房', '安置小区', '人才公寓', '棚户区改造', '老旧小区改造', '公租房'],
    owners: ['{C}住房保障服务中心', '{L}住房和城乡建设局', '{C}城市建设投资集团有限公司'],
    range: [500, 300000],
  },
  shequ: {
    objects: [
      '社区综合服务中心',
      '社区养老服务中心',
      '完整社区建设',
      '老旧小区加装电梯',
      '社区卫生服务中心',
      '15分钟便民生活圈',
    ],
    owners: ['{L}民政局', '{L}住房和城乡建设局', '{L}卫生健康局'],
    range: [50, 30000],
  },
};

const GENERIC_OWNERS = [
  '{C}城市建设投资集团有限公司',
  '{L}住房和城乡建设局',
  '{C}城市发展集团有限公司',
  '{L}人民政府',
];

const BRANDS = [
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

// Compiled templates: strings are literals, numbers index the per-record token values.
const TOKENS = ['P', 'p', 'C', 'c', 'L', 'B'] as const;
type Template = readonly (string | number)[];

function compile(t: string): Template {
  return t
    .split(/(\{[PpCcLB]\})/)
    .filter(Boolean)
    .map((s) => (/^\{.\}$/.test(s) ? TOKENS.indexOf(s[1] as (typeof TOKENS)[number]) : s));
}

function render(t: Template, vals: readonly string[]): string {
  let s = '';
  for (let i = 0; i < t.length; i++) {
    const x = t[i];
    s += typeof x === 'string' ? x : vals[x];
  }
  return s;
}

interface CompiledIndustry {
  slug: string;
  objects: readonly string[];
  owners: Template[];
  lnMin: number;
  lnSpan: number;
}

const GENERIC_OWNER_T = GENERIC_OWNERS.map(compile);

const INDUSTRY_LIST: CompiledIndustry[] = INDUSTRIES.map((i) => {
  const d = INDUSTRY_DATA[i.slug];
  return {
    slug: i.slug,
    objects: d.objects,
    owners: d.owners.map(compile),
    lnMin: Math.log(d.range[0]),
    lnSpan: Math.log(d.range[1]) - Math.log(d.range[0]),
  };
});

/* ---------- suffixes ---------- */

const STAGE_SUFFIXES: Record<ProjectStage, readonly string[]> = {
  initiation: ['项目', '建设项目', '项目建议书'],
  feasibility: ['项目', '项目可行性研究', '工程可行性研究报告'],
  approval: ['项目', '建设项目', '项目环境影响评价公示', '项目规划许可批前公示'],
  design: ['工程', '项目', '工程初步设计', '项目施工图设计'],
  tendering: ['项目', '工程', '建设工程'],
  construction: ['工程', '项目', '建设工程'],
  fitOut: ['项目', '项目装饰装修工程', '项目配套设施工程'],
  completion: ['项目', '工程', '工程竣工验收'],
};

const NOTICE_SUFFIXES: Record<BiddingCategoryKey, readonly string[]> = {
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

/** Notice slots cycle (length 8, coprime with 31 and 33); common notice types weigh more. */
const NOTICE_WEIGHTS: Partial<Record<BiddingCategoryKey, number>> = { tenderNotice: 2, winningNotice: 2 };
interface NoticeSlot {
  code: number;
  free: boolean;
  suffixes: readonly string[];
  retender: boolean;
}
const NOTICE_SLOTS: NoticeSlot[] = BIDDING_CATEGORIES.flatMap((c) =>
  Array.from({ length: NOTICE_WEIGHTS[c.key] ?? 1 }, () => ({
    code: c.code,
    free: c.key === 'freeTender',
    suffixes: NOTICE_SUFFIXES[c.key],
    retender: c.key === 'tenderNotice' || c.key === 'procurementNotice',
  })),
);

const PHASES = ['一期', '二期', '三期'];

/* ---------- contacts ---------- */

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华建国志红玲斌波宇浩凯鹏'.split('');
const PHONE_PREFIXES =
  '130 131 132 133 134 135 136 137 138 139 150 151 152 153 155 156 157 158 159 166 173 175 176 177 178 180 181 182 183 185 186 187 188 189 191 198 199'.split(
    ' ',
  );
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const PAD4 = Array.from({ length: 10000 }, (_, i) => pad(i, 4));
/** 'THH:MM:' per minute of the day and 'SS.000Z' per second. */
const MINUTES = Array.from({ length: 1440 }, (_, m) => `T${pad((m / 60) | 0, 2)}:${pad(m % 60, 2)}:`);
const SECONDS = Array.from({ length: 60 }, (_, s) => `${pad(s, 2)}.000Z`);

/* ---------- shared record machinery ---------- */

const DAY_MS = 86_400_000;
const BJ_OFFSET_MS = 8 * 3_600_000;
const PROJECT_SALT = 0x50524f4a;
const TENDER_SALT = 0x54454e44;

interface Common {
  /** Place-prefixed title start, without the stage or notice suffix. */
  title: string;
  owner: string;
  publishedAt: string;
  contactName: string;
  contactPhone: string;
}

class RecordMaker {
  readonly r = new Rng();
  private readonly vals: string[] = ['', '', '', '', '', ''];
  private readonly seedHash: number;
  private readonly endMs: number;
  private readonly endDayBJ: number;
  /** 'YYYY-MM-DD' and year of the day `index` days before the end day. */
  private readonly days: string[] = [];
  private readonly years: string[] = [];
  /** Year of the last date(). */
  private year = '';

  constructor(seed: number, salt: number, endDate: Date) {
    this.seedHash = fmix32((seed ^ salt) >>> 0);
    this.endMs = endDate.getTime();
    if (!Number.isFinite(this.endMs)) throw new RangeError('Invalid endDate');
    this.endDayBJ = Math.floor((this.endMs + BJ_OFFSET_MS) / DAY_MS);
    for (let b = 0; b < DATE_SPAN_DAYS; b++) {
      const iso = new Date((this.endDayBJ - b) * DAY_MS).toISOString();
      this.days.push(iso.slice(0, 10));
      this.years.push(iso.slice(0, 4));
    }
  }

  /** Seeded permutation used to scramble a cycle. */
  perm(n: number, k: number): number[] {
    return permutation(n, fmix32(this.seedHash + Math.imul(k, 0x9e3779b1)));
  }

  reset(index: number): void {
    this.r.s = fmix32(this.seedHash ^ Math.imul(index, 0x9e3779b1)) ^ Math.floor(index / 4294967296);
  }

  /**
   * ISO time on a weekday (mostly) during office hours, 08:30-18:00 Beijing time, within the
   * DATE_SPAN_DAYS before endDate. Formatted from tables: toISOString is ~10x slower.
   */
  date(): string {
    const r = this.r;
    let back = r.int(DATE_SPAN_DAYS);
    const wd = (this.endDayBJ - back + 4) % 7; // 0 = Sunday
    if ((wd === 0 || wd === 6) && r.next() < 0.8) back = r.int(DATE_SPAN_DAYS);
    const secs = 1800 + r.int(34_200); // UTC seconds of the same calendar day
    if (back === 0 && this.endDayBJ * DAY_MS + secs * 1000 > this.endMs) back = 1;
    this.year = this.years[back];
    return this.days[back] + MINUTES[(secs / 60) | 0] + SECONDS[secs % 60];
  }

  /** Place, title start, owner, date and masked contact of the current record. */
  common(province: ProvincePlaces, ind: CompiledIndustry, provinceTitleP: number): Common {
    const r = this.r;
    const city = r.pick(province.cities);
    const local = r.pick(city.locals);
    const v = this.vals;
    v[0] = province.full;
    v[1] = province.short;
    v[2] = city.full;
    v[3] = city.short;
    v[4] = local;
    v[5] = r.pick(BRANDS);
    const owner = render(r.next() < 0.75 ? r.pick(ind.owners) : r.pick(GENERIC_OWNER_T), v);
    const u = r.next();
    const place = u < provinceTitleP ? province.full : u < provinceTitleP + 0.15 ? city.full : local;
    const publishedAt = this.date();
    let title = place;
    if (r.next() < 0.1) title = this.year + '年' + title;
    title += r.pick(ind.objects);
    if (r.next() < 0.15) title += r.pick(PHASES);
    const contactName = maskName(r.pick(SURNAMES) + r.pick(GIVEN) + r.pick(GIVEN));
    const contactPhone = maskPhone(r.pick(PHONE_PREFIXES) + PAD4[r.int(10000)] + PAD4[r.int(10000)]);
    return { title, owner, publishedAt, contactName, contactPhone };
  }

  amount(ind: CompiledIndustry, scale: number): number {
    const x = Math.exp(ind.lnMin + this.r.next() * ind.lnSpan) * scale;
    if (x >= 10000) return Math.round(x / 100) * 100;
    if (x >= 1000) return Math.round(x / 10) * 10;
    return Math.max(5, Math.round(x));
  }
}

function resolve(opts?: GeneratorOptions) {
  const seed = opts?.seed ?? DEFAULT_SEED;
  const endDate = opts?.endDate ?? DEFAULT_END_DATE;
  const startIndex = Math.max(0, Math.floor(opts?.startIndex ?? 0));
  return { seed, endDate, startIndex };
}

/* ---------- public generators ---------- */

/** Yields `count` projects: record i of the seed's stream for i in [startIndex, startIndex + count). */
export function* generateProjects(count: number, opts?: GeneratorOptions): Generator<GeneratedProject> {
  const { seed, endDate, startIndex } = resolve(opts);
  const m = new RecordMaker(seed, PROJECT_SALT, endDate);
  const provPerm = m.perm(PLACES.length, 1);
  const indPerm = m.perm(INDUSTRY_LIST.length, 2);
  const catPerm = m.perm(PROJECT_CATEGORY_CODES.length, 3);
  const stagePerm = m.perm(PROJECT_STAGES.length, 4);
  const r = m.r;
  const end = startIndex + Math.max(0, Math.floor(count));
  for (let i = startIndex; i < end; i++) {
    m.reset(i);
    const province = PLACES[provPerm[i % PLACES.length]];
    const ind = INDUSTRY_LIST[indPerm[i % INDUSTRY_LIST.length]];
    const stage = PROJECT_STAGES[stagePerm[i % PROJECT_STAGES.length]];
    const c = m.common(province, ind, 0.1);
    yield {
      title: c.title + r.pick(STAGE_SUFFIXES[stage]),
      province: province.slug,
      region: province.region,
      industry: ind.slug,
      categoryCode: PROJECT_CATEGORY_CODES[catPerm[i % PROJECT_CATEGORY_CODES.length]],
      stage,
      amountWan: m.amount(ind, 1),
      publishedAt: c.publishedAt,
      owner: c.owner,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
    };
  }
}

/** Yields `count` tenders: record i of the seed's stream for i in [startIndex, startIndex + count). */
export function* generateTenders(count: number, opts?: GeneratorOptions): Generator<GeneratedTender> {
  const { seed, endDate, startIndex } = resolve(opts);
  const m = new RecordMaker(seed, TENDER_SALT, endDate);
  const provPerm = m.perm(PLACES.length, 1);
  const indPerm = m.perm(INDUSTRY_LIST.length, 2);
  const slotPerm = m.perm(NOTICE_SLOTS.length, 3);
  const r = m.r;
  const end = startIndex + Math.max(0, Math.floor(count));
  for (let i = startIndex; i < end; i++) {
    m.reset(i);
    const province = PLACES[provPerm[i % PLACES.length]];
    const ind = INDUSTRY_LIST[indPerm[i % INDUSTRY_LIST.length]];
    const slot = NOTICE_SLOTS[slotPerm[i % NOTICE_SLOTS.length]];
    const c = m.common(province, ind, 0.05);
    let title = c.title + (r.next() < 0.5 ? '项目' : '工程') + r.pick(slot.suffixes);
    if (slot.retender && r.next() < 0.08) title += '（二次）';
    yield {
      title,
      province: province.slug,
      region: province.region,
      industry: ind.slug,
      noticeCode: slot.code,
      free: slot.free,
      amountWan: m.amount(ind, 0.3),
      publishedAt: c.publishedAt,
      owner: c.owner,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
    };
  }
}
