/** Per industry: the objects a title names, owner templates and the investment range. */
import type { IndustrySlug } from '@/catalog';
import type { Bilingual } from './words';

/**
 * Owner templates: {P} province full, {p} province short, {C} city, {c} city short,
 * {L} local place (city or city + district), {B} brand word.
 */
interface IndustryData {
  /** What a title names, in Chinese and English ('Waste-to-Energy Plant'). */
  objects: readonly Bilingual[];
  /** Owner templates; English places tokens as words: '{c} {B} Chemical Co., Ltd.'. */
  owners: readonly Bilingual[];
  /** Investment range in 10k CNY. */
  range: readonly [number, number];
}

export const INDUSTRY_DATA: Record<IndustrySlug, IndustryData> = {
  huanbao: {
    objects: [
      ['生活垃圾焚烧发电', 'Waste-to-Energy Plant'],
      ['城镇污水处理厂提标改造', 'Urban Sewage Treatment Plant Upgrade'],
      ['餐厨垃圾资源化利用', 'Food Waste Recycling Plant'],
      ['工业固体废物综合处置中心', 'Industrial Solid Waste Treatment Centre'],
      ['黑臭水体综合整治', 'Black and Odorous Water Remediation'],
      ['污染地块土壤修复治理', 'Contaminated Site Soil Remediation'],
    ],
    owners: [
      ['{L}生态环境局', '{L} Ecology and Environment Bureau'],
      ['{C}环境卫生管理处', '{C} Environmental Sanitation Administration'],
      ['{c}{B}环保科技有限公司', '{c} {B} Environmental Technology Co., Ltd.'],
      ['{C}水务环境集团有限公司', '{C} Water and Environment Group Co., Ltd.'],
    ],
    range: [300, 150000],
  },
  dianli: {
    objects: [
      ['110千伏变电站扩建', '110 kV Substation Expansion'],
      ['220千伏输变电', '220 kV Power Transmission and Transformation'],
      ['分布式光伏发电', 'Distributed Photovoltaic Power'],
      ['城区配电网升级改造', 'Urban Distribution Grid Upgrade'],
      ['集中式风电场', 'Wind Farm'],
      ['新型储能电站', 'Energy Storage Power Station'],
    ],
    owners: [
      ['国网{c}供电公司', 'State Grid {c} Power Supply Company'],
      ['{c}{B}新能源有限公司', '{c} {B} New Energy Co., Ltd.'],
      ['{c}{B}电力工程有限公司', '{c} {B} Electric Power Engineering Co., Ltd.'],
      ['{P}{B}电力投资有限公司', '{P} {B} Power Investment Co., Ltd.'],
    ],
    range: [500, 600000],
  },
  shiyou: {
    objects: [
      ['成品油库扩建', 'Oil Product Depot Expansion'],
      ['油气长输管道', 'Long-Distance Oil and Gas Pipeline'],
      ['加油加气站改扩建', 'Filling Station Renovation and Expansion'],
      ['炼油装置技术改造', 'Refinery Unit Technical Upgrade'],
      ['天然气储气调峰设施', 'Natural Gas Storage and Peak-Shaving Facility'],
      ['油田集输系统改造', 'Oilfield Gathering System Upgrade'],
    ],
    owners: [
      ['{c}{B}石油化工有限公司', '{c} {B} Petrochemical Co., Ltd.'],
      ['{P}天然气管网有限公司', '{P} Natural Gas Pipeline Network Co., Ltd.'],
      ['{c}{B}能源集团有限公司', '{c} {B} Energy Group Co., Ltd.'],
      ['{c}{B}石油销售有限公司', '{c} {B} Petroleum Sales Co., Ltd.'],
    ],
    range: [300, 800000],
  },
  huaxuegongcheng: {
    objects: [
      ['精细化工新材料', 'Fine Chemical New Materials'],
      ['年产10万吨电子化学品', '100,000 t/a Electronic Chemicals Plant'],
      ['化工园区公用管廊', 'Chemical Park Utility Pipe Rack'],
      ['合成氨装置节能改造', 'Ammonia Synthesis Unit Energy-Saving Upgrade'],
      ['危险化学品仓储中心', 'Hazardous Chemicals Storage Centre'],
      ['化工园区污水处理厂', 'Chemical Park Wastewater Treatment Plant'],
    ],
    owners: [
      ['{c}{B}化工有限公司', '{c} {B} Chemical Co., Ltd.'],
      ['{C}化工园区管理委员会', '{C} Chemical Industry Park Management Committee'],
      ['{c}{B}新材料科技有限公司', '{c} {B} New Materials Technology Co., Ltd.'],
    ],
    range: [1000, 500000],
  },
  zhiyaogongcheng: {
    objects: [
      ['生物医药产业园', 'Biomedical Industrial Park'],
      ['原料药生产基地', 'Active Pharmaceutical Ingredient Production Base'],
      ['GMP洁净厂房', 'GMP Cleanroom Facility'],
      ['中药提取车间扩建', 'Herbal Medicine Extraction Workshop Expansion'],
      ['疫苗生产车间', 'Vaccine Production Workshop'],
      ['医疗器械研发生产基地', 'Medical Device R&D and Production Base'],
    ],
    owners: [
      ['{c}{B}制药有限公司', '{c} {B} Pharmaceutical Co., Ltd.'],
      ['{c}{B}生物医药有限公司', '{c} {B} Biomedicine Co., Ltd.'],
      ['{C}生物医药产业园投资有限公司', '{C} Biomedical Industrial Park Investment Co., Ltd.'],
    ],
    range: [800, 300000],
  },
  nengyuangongye: {
    objects: [
      ['燃气热电联产', 'Gas-Fired Combined Heat and Power Plant'],
      ['城市集中供热管网改造', 'District Heating Network Upgrade'],
      ['天然气分布式能源站', 'Natural Gas Distributed Energy Station'],
      ['氢能产业园', 'Hydrogen Energy Industrial Park'],
      ['煤炭清洁高效利用', 'Clean and Efficient Coal Utilisation'],
      ['综合智慧能源', 'Integrated Smart Energy'],
    ],
    owners: [
      ['{C}能源投资集团有限公司', '{C} Energy Investment Group Co., Ltd.'],
      ['{C}燃气集团有限公司', '{C} Gas Group Co., Ltd.'],
      ['{C}热力有限公司', '{C} Heating Co., Ltd.'],
      ['{L}发展和改革局', '{L} Development and Reform Bureau'],
    ],
    range: [1000, 800000],
  },
  kuangchan: {
    objects: [
      ['露天煤矿扩能改造', 'Open-Pit Coal Mine Capacity Expansion'],
      ['铁矿采选', 'Iron Ore Mining and Processing'],
      ['砂石骨料生产基地', 'Sand and Gravel Aggregate Production Base'],
      ['矿山地质环境恢复治理', 'Mine Geological Environment Restoration'],
      ['磷矿选矿', 'Phosphate Ore Beneficiation'],
      ['智能化矿山建设', 'Smart Mine Development'],
    ],
    owners: [
      ['{c}{B}矿业有限公司', '{c} {B} Mining Co., Ltd.'],
      ['{L}自然资源局', '{L} Natural Resources Bureau'],
      ['{P}{B}矿业集团有限公司', '{P} {B} Mining Group Co., Ltd.'],
    ],
    range: [500, 400000],
  },
  shizheng: {
    objects: [
      ['智慧水务管网改造', 'Smart Water Network Upgrade'],
      ['老旧小区配套管网改造', 'Old Residential Area Pipe Network Upgrade'],
      ['城市道路提质改造', 'Urban Road Upgrade'],
      ['地下综合管廊', 'Underground Utility Tunnel'],
      ['雨污分流改造', 'Stormwater and Sewage Separation'],
      ['城市桥梁维修加固', 'Urban Bridge Repair and Strengthening'],
      ['海绵城市建设', 'Sponge City Development'],
    ],
    owners: [
      ['{C}城市建设投资集团有限公司', '{C} Urban Construction Investment Group Co., Ltd.'],
      ['{L}住房和城乡建设局', '{L} Housing and Urban-Rural Development Bureau'],
      ['{C}市政设施管理中心', '{C} Municipal Facilities Management Centre'],
      ['{L}城市管理和综合执法局', '{L} Urban Management and Law Enforcement Bureau'],
    ],
    range: [200, 300000],
  },
  jixie: {
    objects: [
      ['高端装备制造产业园', 'High-End Equipment Manufacturing Industrial Park'],
      ['工程机械智能制造基地', 'Construction Machinery Smart Manufacturing Base'],
      ['数控机床生产线技术改造', 'CNC Machine Tool Production Line Upgrade'],
      ['农机装备产业园', 'Agricultural Machinery Industrial Park'],
      ['精密零部件加工', 'Precision Parts Machining Plant'],
      ['标准化厂房', 'Standard Factory Buildings'],
    ],
    owners: [
      ['{c}{B}机械有限公司', '{c} {B} Machinery Co., Ltd.'],
      ['{c}{B}重工股份有限公司', '{c} {B} Heavy Industry Co., Ltd.'],
      ['{C}经济技术开发区管理委员会', '{C} Economic and Technological Development Zone Management Committee'],
    ],
    range: [500, 300000],
  },
  dianzidianqi: {
    objects: [
      ['半导体封装测试基地', 'Semiconductor Packaging and Testing Base'],
      ['新型显示面板', 'Advanced Display Panel Plant'],
      ['智能电网设备制造', 'Smart Grid Equipment Manufacturing Plant'],
      ['锂电池生产线', 'Lithium Battery Production Line'],
      ['电子信息产业园', 'Electronic Information Industrial Park'],
      ['光电子器件生产基地', 'Optoelectronic Device Production Base'],
    ],
    owners: [
      ['{c}{B}电子科技有限公司', '{c} {B} Electronic Technology Co., Ltd.'],
      ['{c}{B}电气股份有限公司', '{c} {B} Electric Co., Ltd.'],
      ['{C}高新技术产业开发区管理委员会', '{C} High-Tech Industrial Development Zone Management Committee'],
    ],
    range: [1000, 800000],
  },
  qinggong: {
    objects: [
      ['家具智能制造产业园', 'Furniture Smart Manufacturing Industrial Park'],
      ['包装材料生产基地', 'Packaging Materials Production Base'],
      ['日用陶瓷生产线改造', 'Household Ceramics Production Line Upgrade'],
      ['纸制品加工', 'Paper Products Processing Plant'],
      ['家电配件产业园', 'Home Appliance Components Industrial Park'],
      ['鞋服产业园', 'Footwear and Apparel Industrial Park'],
    ],
    owners: [
      ['{c}{B}实业有限公司', '{c} {B} Industrial Co., Ltd.'],
      ['{c}{B}家居有限公司', '{c} {B} Home Furnishings Co., Ltd.'],
      ['{L}工业和信息化局', '{L} Industry and Information Technology Bureau'],
    ],
    range: [300, 100000],
  },
  fangzhi: {
    objects: [
      ['纺织服装产业园', 'Textile and Garment Industrial Park'],
      ['高档面料印染技术改造', 'High-End Fabric Dyeing and Printing Upgrade'],
      ['化纤新材料', 'Chemical Fibre New Materials'],
      ['智能纺纱车间', 'Smart Spinning Workshop'],
      ['家纺生产基地', 'Home Textiles Production Base'],
    ],
    owners: [
      ['{c}{B}纺织有限公司', '{c} {B} Textile Co., Ltd.'],
      ['{c}{B}服饰有限公司', '{c} {B} Apparel Co., Ltd.'],
      ['{C}纺织服装产业园管理委员会', '{C} Textile and Garment Industrial Park Management Committee'],
    ],
    range: [300, 150000],
  },
  shipin: {
    objects: [
      ['食品产业园', 'Food Industrial Park'],
      ['冷链食品加工中心', 'Cold-Chain Food Processing Centre'],
      ['粮油精深加工', 'Grain and Oil Deep Processing Plant'],
      ['乳制品加工', 'Dairy Processing Plant'],
      ['中央厨房', 'Central Kitchen'],
      ['预制菜生产基地', 'Prepared Meals Production Base'],
    ],
    owners: [
      ['{c}{B}食品有限公司', '{c} {B} Food Co., Ltd.'],
      ['{c}{B}粮油有限公司', '{c} {B} Grain and Oil Co., Ltd.'],
      ['{L}农业农村局', '{L} Agriculture and Rural Affairs Bureau'],
    ],
    range: [300, 120000],
  },
  yejin: {
    objects: [
      ['钢铁超低排放改造', 'Steelworks Ultra-Low Emission Retrofit'],
      ['电解铝节能改造', 'Aluminium Smelter Energy-Saving Upgrade'],
      ['有色金属冶炼技术改造', 'Non-Ferrous Metal Smelting Upgrade'],
      ['不锈钢精密带材', 'Precision Stainless Steel Strip Plant'],
      ['高炉大修', 'Blast Furnace Overhaul'],
      ['再生金属回收利用', 'Secondary Metal Recycling Plant'],
    ],
    owners: [
      ['{c}{B}钢铁有限公司', '{c} {B} Iron and Steel Co., Ltd.'],
      ['{P}{B}有色金属集团有限公司', '{P} {B} Non-Ferrous Metals Group Co., Ltd.'],
      ['{c}{B}冶金有限公司', '{c} {B} Metallurgy Co., Ltd.'],
    ],
    range: [1000, 600000],
  },
  jiancai: {
    objects: [
      ['装配式建筑构件生产基地', 'Prefabricated Building Components Production Base'],
      ['商品混凝土搅拌站', 'Ready-Mixed Concrete Batching Plant'],
      ['新型墙体材料', 'New Wall Materials Plant'],
      ['水泥窑协同处置改造', 'Cement Kiln Co-Processing Retrofit'],
      ['绿色建材产业园', 'Green Building Materials Industrial Park'],
      ['光伏玻璃生产线', 'Photovoltaic Glass Production Line'],
    ],
    owners: [
      ['{c}{B}建材有限公司', '{c} {B} Building Materials Co., Ltd.'],
      ['{c}{B}新型建材有限公司', '{c} {B} New Building Materials Co., Ltd.'],
      ['{C}建设工程集团有限公司', '{C} Construction Engineering Group Co., Ltd.'],
    ],
    range: [300, 200000],
  },
  jiaotongsheshi: {
    objects: [
      ['国省干线公路改扩建', 'Trunk Highway Reconstruction and Widening'],
      ['高速公路互通立交', 'Expressway Interchange'],
      ['城市轨道交通', 'Urban Rail Transit'],
      ['综合客运枢纽', 'Integrated Passenger Transport Hub'],
      ['农村公路提质改造', 'Rural Road Upgrade'],
      ['港口码头泊位', 'Port Berths'],
      ['通用机场', 'General Aviation Airport'],
    ],
    owners: [
      ['{P}交通运输厅', '{P} Department of Transport'],
      ['{L}交通运输局', '{L} Transport Bureau'],
      ['{C}交通建设投资集团有限公司', '{C} Transport Construction Investment Group Co., Ltd.'],
      ['{P}高速公路集团有限公司', '{P} Expressway Group Co., Ltd.'],
      ['{C}轨道交通集团有限公司', '{C} Rail Transit Group Co., Ltd.'],
    ],
    range: [500, 2000000],
  },
  cangchuwuliu: {
    objects: [
      ['冷链物流园', 'Cold-Chain Logistics Park'],
      ['现代物流园', 'Modern Logistics Park'],
      ['粮食仓储', 'Grain Storage Depot'],
      ['智能仓储配送中心', 'Smart Warehousing and Distribution Centre'],
      ['公路港', 'Road Freight Hub'],
      ['快递物流分拨中心', 'Express Parcel Sorting Centre'],
    ],
    owners: [
      ['{c}{B}物流有限公司', '{c} {B} Logistics Co., Ltd.'],
      ['{c}{B}供应链管理有限公司', '{c} {B} Supply Chain Management Co., Ltd.'],
      ['{C}供销合作社联合社', '{C} Federation of Supply and Marketing Cooperatives'],
    ],
    range: [500, 200000],
  },
  jianzhu: {
    objects: [
      ['商业综合楼', 'Commercial Complex'],
      ['保障性住房', 'Affordable Housing'],
      ['城市更新', 'Urban Renewal'],
      ['产业园标准厂房', 'Industrial Park Standard Factory Buildings'],
      ['人才公寓', 'Talent Apartments'],
      ['城中村改造', 'Urban Village Redevelopment'],
    ],
    owners: [
      ['{C}城市建设投资集团有限公司', '{C} Urban Construction Investment Group Co., Ltd.'],
      ['{C}建设工程集团有限公司', '{C} Construction Engineering Group Co., Ltd.'],
      ['{L}住房和城乡建设局', '{L} Housing and Urban-Rural Development Bureau'],
      ['{C}城市发展集团有限公司', '{C} Urban Development Group Co., Ltd.'],
    ],
    range: [500, 500000],
  },
  fangdichan: {
    objects: [
      ['锦绣华府住宅小区', 'Jinxiu Huafu Residential Community'],
      ['滨江壹号商住楼', 'Riverside No. 1 Mixed-Use Building'],
      ['御景湾', 'Yujing Bay'],
      ['翰林苑', 'Hanlin Garden'],
      ['天悦城商业综合体', 'Tianyue City Commercial Complex'],
      ['云栖里', 'Yunqi Li'],
    ],
    owners: [
      ['{c}{B}置业有限公司', '{c} {B} Property Co., Ltd.'],
      ['{c}{B}房地产开发有限公司', '{c} {B} Real Estate Development Co., Ltd.'],
    ],
    range: [2000, 600000],
  },
  nonglin: {
    objects: [
      ['高标准农田', 'High-Standard Farmland'],
      ['现代农业产业园', 'Modern Agricultural Industrial Park'],
      ['国家储备林', 'National Reserve Forest'],
      ['设施农业大棚', 'Agricultural Greenhouses'],
      ['农村人居环境整治', 'Rural Living Environment Improvement'],
      ['畜禽规模养殖场', 'Large-Scale Livestock and Poultry Farm'],
    ],
    owners: [
      ['{L}农业农村局', '{L} Agriculture and Rural Affairs Bureau'],
      ['{L}林业局', '{L} Forestry Bureau'],
      ['{c}{B}农业发展有限公司', '{c} {B} Agricultural Development Co., Ltd.'],
    ],
    range: [200, 150000],
  },
  shuili: {
    objects: [
      ['中小河流治理', 'Small and Medium River Management'],
      ['水库除险加固', 'Reservoir Safety Reinforcement'],
      ['灌区续建配套与节水改造', 'Irrigation District Upgrade and Water-Saving Retrofit'],
      ['农村供水保障', 'Rural Water Supply'],
      ['堤防加固', 'Embankment Reinforcement'],
      ['城乡供水一体化', 'Integrated Urban-Rural Water Supply'],
    ],
    owners: [
      ['{L}水利局', '{L} Water Resources Bureau'],
      ['{C}水务投资集团有限公司', '{C} Water Investment Group Co., Ltd.'],
      ['{C}水务集团有限公司', '{C} Water Group Co., Ltd.'],
    ],
    range: [300, 500000],
  },
  yuanlin: {
    objects: [
      ['城市公园', 'City Park'],
      ['滨江风光带', 'Riverside Scenic Belt'],
      ['湿地公园', 'Wetland Park'],
      ['口袋公园', 'Pocket Parks'],
      ['植物园提质改造', 'Botanical Garden Upgrade'],
      ['郊野公园', 'Country Park'],
    ],
    owners: [
      ['{C}园林局', '{C} Landscape and Gardening Bureau'],
      ['{L}城市管理局', '{L} Urban Management Bureau'],
      ['{c}{B}园林建设有限公司', '{c} {B} Landscape Construction Co., Ltd.'],
    ],
    range: [200, 100000],
  },
  jingqu: {
    objects: [
      ['景区提质改造', 'Scenic Area Upgrade'],
      ['旅游度假区', 'Tourist Resort'],
      ['文旅特色小镇', 'Cultural Tourism Town'],
      ['游客服务中心', 'Visitor Centre'],
      ['景区道路及配套设施', 'Scenic Area Roads and Facilities'],
      ['森林康养基地', 'Forest Wellness Base'],
    ],
    owners: [
      ['{L}文化和旅游局', '{L} Culture and Tourism Bureau'],
      ['{C}文化旅游投资集团有限公司', '{C} Culture and Tourism Investment Group Co., Ltd.'],
      ['{c}{B}旅游开发有限公司', '{c} {B} Tourism Development Co., Ltd.'],
    ],
    range: [300, 300000],
  },
  lvhua: {
    objects: [
      ['道路绿化提质', 'Roadside Greening Upgrade'],
      ['城市绿道', 'Urban Greenway'],
      ['国土绿化', 'Afforestation'],
      ['河道生态绿化', 'Riverbank Ecological Greening'],
      ['立体绿化', 'Vertical Greening'],
      ['绿化养护', 'Green Space Maintenance'],
    ],
    owners: [
      ['{L}城市管理局', '{L} Urban Management Bureau'],
      ['{L}林业局', '{L} Forestry Bureau'],
      ['{C}园林局', '{C} Landscape and Gardening Bureau'],
    ],
    range: [100, 50000],
  },
  xinjijian: {
    objects: [
      ['数据中心', 'Data Centre'],
      ['5G基站', '5G Base Stations'],
      ['智算中心', 'AI Computing Centre'],
      ['充电基础设施', 'EV Charging Infrastructure'],
      ['工业互联网平台', 'Industrial Internet Platform'],
      ['智慧城市', 'Smart City'],
    ],
    owners: [
      ['{C}大数据产业发展有限公司', '{C} Big Data Industry Development Co., Ltd.'],
      ['{C}数据局', '{C} Data Bureau'],
      ['{c}{B}信息科技有限公司', '{c} {B} Information Technology Co., Ltd.'],
      ['{C}城市发展集团有限公司', '{C} Urban Development Group Co., Ltd.'],
    ],
    range: [500, 1000000],
  },
  yiliao: {
    objects: [
      ['人民医院新建住院综合楼', "People's Hospital New Inpatient Building"],
      ['中医医院门急诊综合楼', 'TCM Hospital Outpatient and Emergency Building'],
      ['妇幼保健院迁建', 'Maternal and Child Health Hospital Relocation'],
      ['疾病预防控制中心实验楼', 'CDC Laboratory Building'],
      ['基层医疗卫生机构提质改造', 'Primary Healthcare Facilities Upgrade'],
      ['中心医院感染楼', 'Central Hospital Infectious Diseases Building'],
    ],
    owners: [
      ['{C}卫生健康委员会', '{C} Health Commission'],
      ['{L}人民医院', "{L} People's Hospital"],
      ['{C}中心医院', '{C} Central Hospital'],
      ['{L}中医医院', '{L} Hospital of Traditional Chinese Medicine'],
    ],
    range: [500, 300000],
  },
  jiudian: {
    objects: [
      ['五星级酒店', 'Five-Star Hotel'],
      ['精品酒店', 'Boutique Hotel'],
      ['商务酒店装修改造', 'Business Hotel Renovation'],
      ['国际大酒店', 'International Hotel'],
      ['度假酒店', 'Resort Hotel'],
    ],
    owners: [
      ['{c}{B}酒店管理有限公司', '{c} {B} Hotel Management Co., Ltd.'],
      ['{c}{B}实业有限公司', '{c} {B} Industrial Co., Ltd.'],
      ['{C}文化旅游投资集团有限公司', '{C} Culture and Tourism Investment Group Co., Ltd.'],
    ],
    range: [1000, 200000],
  },
  wenyutiyu: {
    objects: [
      ['体育中心', 'Sports Centre'],
      ['全民健身中心', 'Public Fitness Centre'],
      ['文化艺术中心', 'Culture and Arts Centre'],
      ['图书馆新馆', 'New Library'],
      ['博物馆', 'Museum'],
      ['体育公园', 'Sports Park'],
    ],
    owners: [
      ['{L}体育局', '{L} Sports Bureau'],
      ['{L}文化和旅游局', '{L} Culture and Tourism Bureau'],
      ['{C}文化旅游投资集团有限公司', '{C} Culture and Tourism Investment Group Co., Ltd.'],
    ],
    range: [500, 300000],
  },
  jiaoyukeyan: {
    objects: [
      ['实验中学新建', 'New Experimental Secondary School'],
      ['第一小学扩建', 'No. 1 Primary School Expansion'],
      ['职业技术学院实训楼', 'Vocational and Technical College Training Building'],
      ['技师学院新校区', 'Technician College New Campus'],
      ['农业科学院科研楼', 'Academy of Agricultural Sciences Research Building'],
      ['中心幼儿园', 'Central Kindergarten'],
    ],
    owners: [
      ['{L}教育局', '{L} Education Bureau'],
      ['{C}教育投资集团有限公司', '{C} Education Investment Group Co., Ltd.'],
      ['{C}职业技术学院', '{C} Vocational and Technical College'],
    ],
    range: [300, 500000],
  },
  huiyizhanlan: {
    objects: [
      ['国际会展中心', 'International Convention and Exhibition Centre'],
      ['会议中心', 'Conference Centre'],
      ['展览馆改造', 'Exhibition Hall Renovation'],
      ['博览园', 'Expo Park'],
      ['国际会议中心及配套', 'International Conference Centre and Ancillary Facilities'],
    ],
    owners: [
      ['{C}会展集团有限公司', '{C} Convention and Exhibition Group Co., Ltd.'],
      ['{C}城市发展集团有限公司', '{C} Urban Development Group Co., Ltd.'],
      ['{L}商务局', '{L} Commerce Bureau'],
    ],
    range: [2000, 800000],
  },
  bangonglou: {
    objects: [
      ['政务服务中心', 'Government Service Centre'],
      ['总部办公楼', 'Headquarters Office Building'],
      ['行政中心', 'Administrative Centre'],
      ['产业大厦', 'Industry Tower'],
      ['科创大厦', 'Science and Innovation Tower'],
      ['办公用房维修改造', 'Office Building Repair and Renovation'],
    ],
    owners: [
      ['{L}机关事务管理局', '{L} Government Offices Administration'],
      ['{C}城市发展集团有限公司', '{C} Urban Development Group Co., Ltd.'],
      ['{c}{B}投资有限公司', '{c} {B} Investment Co., Ltd.'],
    ],
    range: [500, 200000],
  },
  zhuzhai: {
    objects: [
      ['保障性租赁住房', 'Affordable Rental Housing'],
      ['安置小区', 'Resettlement Housing Estate'],
      ['人才公寓', 'Talent Apartments'],
      ['棚户区改造', 'Shantytown Redevelopment'],
      ['老旧小区改造', 'Old Residential Area Renovation'],
      ['公租房', 'Public Rental Housing'],
    ],
    owners: [
      ['{C}住房保障服务中心', '{C} Housing Security Service Centre'],
      ['{L}住房和城乡建设局', '{L} Housing and Urban-Rural Development Bureau'],
      ['{C}城市建设投资集团有限公司', '{C} Urban Construction Investment Group Co., Ltd.'],
    ],
    range: [500, 300000],
  },
  shequ: {
    objects: [
      ['社区综合服务中心', 'Community Service Centre'],
      ['社区养老服务中心', 'Community Elderly Care Centre'],
      ['完整社区建设', 'Complete Community Development'],
      ['老旧小区加装电梯', 'Lift Installation in Old Residential Buildings'],
      ['社区卫生服务中心', 'Community Health Service Centre'],
      ['15分钟便民生活圈', '15-Minute Community Life Circle'],
    ],
    owners: [
      ['{L}民政局', '{L} Civil Affairs Bureau'],
      ['{L}住房和城乡建设局', '{L} Housing and Urban-Rural Development Bureau'],
      ['{L}卫生健康局', '{L} Health Bureau'],
    ],
    range: [50, 30000],
  },
};
