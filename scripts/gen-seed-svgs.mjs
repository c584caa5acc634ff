// Generates the seed SVG images under public/seed/. Run: node scripts/gen-seed-svgs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'seed');
const FONT = 'font-family="sans-serif"';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function write(dir, name, svg) {
  mkdirSync(path.join(ROOT, dir), { recursive: true });
  const body = svg.replace(/\n\s*/g, '');
  if (body.length > 6000) throw new Error(`${dir}/${name} is ${body.length} bytes`);
  writeFileSync(path.join(ROOT, dir, `${name}.svg`), body + '\n');
}

const svg = (w, h, title, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">
  <title>${esc(title)}</title>${inner}</svg>`;

// Deterministic pseudo-random numbers so reruns give identical files.
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function hash(str) {
  let h = 2166136261;
  for (const c of str) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A skyline as one path: buildings between x0 and x1 standing on baseY. */
function skyline(x0, x1, baseY, maxH, seed) {
  const r = rng(seed);
  let d = `M${x0} ${baseY}`;
  for (let x = x0; x < x1;) {
    const w = Math.round(30 + r() * 60);
    const h = Math.round(maxH * (0.3 + r() * 0.7));
    const xe = Math.min(x + w, x1);
    d += `V${baseY - h}H${xe}`;
    x = xe;
  }
  return `${d}V${baseY}Z`;
}

/** A tower crane with its mast at x, base at baseY. */
function crane(x, baseY, h, color) {
  const top = baseY - h;
  return `<g stroke="${color}" stroke-width="4" fill="none">
    <path d="M${x - 10} ${baseY}V${top}M${x + 10} ${baseY}V${top}"/>
    <path d="M${x - 120} ${top}H${x + 260}M${x} ${top - 40}L${x - 120} ${top}M${x} ${top - 40}L${x + 260} ${top}"/>
    <path d="M${x + 200} ${top}V${top + 90}"/></g>
    <rect x="${x + 185}" y="${top + 90}" width="30" height="22" fill="${color}"/>`;
}

// ---------- banners ----------
const BANNERS = [
  {
    key: 'projects',
    colors: ['#0a2a66', '#1565c0'],
    zh: ['全国建设项目信息，先人一步发现商机'],
    en: ['Construction projects across China,', 'found before your competitors'],
    subZh: '立项 · 可研 · 设计 · 施工 · 竣工，全周期跟踪',
    subEn: 'Followed from approval to completion',
  },
  {
    key: 'tenders',
    colors: ['#07365a', '#00838f'],
    zh: ['海量招投标信息，每日实时更新'],
    en: ['Tenders nationwide,', 'updated in real time'],
    subZh: '招标公告 · 中标公告 · 变更公告 · 招标预告',
    subEn: 'Tender, award, change and preview notices',
  },
  {
    key: 'exclusive',
    colors: ['#3a1463', '#1e56c8'],
    zh: ['独家采购线索，直达采购决策人'],
    en: ['Exclusive procurement leads,', 'straight to the buyer'],
    subZh: '联系人库 · 企业库 · 精准推送',
    subEn: 'Contacts, company profiles and precise alerts',
  },
  {
    key: 'oneToOne',
    colors: ['#0d3b3a', '#1b5e9e'],
    zh: ['一对一深度定制，数据直连企业CRM'],
    en: ['One-to-one customisation,', 'data piped into your CRM'],
    subZh: '专属方案 · API对接 · 专人服务',
    subEn: 'Tailored data, API delivery, a dedicated team',
  },
];

function bannerMotif(key) {
  const w = '#ffffff';
  if (key === 'projects') {
    return `<path d="${skyline(1240, 1920, 600, 300, 7)}" fill="${w}" fill-opacity=".08"/>
      <path d="${skyline(1300, 1920, 600, 220, 11)}" fill="${w}" fill-opacity=".14"/>
      ${crane(1460, 600, 420, 'rgba(255,255,255,.55)')}
      <path d="M1320 470L1400 410L1470 440L1560 330L1700 360L1860 240" fill="none" stroke="#ffb74d" stroke-width="5"/>
      <g fill="#ffb74d"><circle cx="1400" cy="410" r="9"/><circle cx="1560" cy="330" r="9"/><circle cx="1860" cy="240" r="9"/></g>`;
  }
  if (key === 'tenders') {
    const bars = [120, 180, 150, 240, 290, 360]
      .map(
        (h, i) =>
          `<rect x="${1240 + i * 90}" y="${560 - h}" width="56" height="${h}" rx="6" fill="${w}" fill-opacity="${0.12 + i * 0.05}"/>`,
      )
      .join('');
    const docs = [0, 1, 2]
      .map(
        (
          i,
        ) => `<g transform="translate(${1190 + i * 34} ${110 + i * 30})"><rect width="230" height="290" rx="12" fill="${w}" fill-opacity="${0.1 + i * 0.12}"/>
        <path d="M30 60H200M30 100H200M30 140H160M30 180H190" stroke="${w}" stroke-opacity=".5" stroke-width="8" stroke-linecap="round"/></g>`,
      )
      .join('');
    return `${docs}${bars}<path d="M1240 420L1330 370L1420 390L1510 300L1600 250L1690 170" fill="none" stroke="#80deea" stroke-width="5"/>`;
  }
  if (key === 'exclusive') {
    const rings = [260, 190, 120, 50]
      .map(
        (r, i) =>
          `<circle cx="1500" cy="300" r="${r}" fill="none" stroke="${w}" stroke-opacity="${0.12 + i * 0.1}" stroke-width="3"/>`,
      )
      .join('');
    const pts = [
      [1320, 170],
      [1700, 200],
      [1360, 430],
      [1660, 450],
      [1760, 320],
      [1250, 300],
    ];
    const links = pts.map(([x, y]) => `M1500 300L${x} ${y}`).join('');
    const dots = pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#ffd54f"/>`).join('');
    return `${rings}<path d="${links}" stroke="#ffd54f" stroke-opacity=".6" stroke-width="3"/>${dots}<circle cx="1500" cy="300" r="22" fill="#ff7043"/>`;
  }
  // oneToOne: data sources flowing into one CRM box
  const srcs = [140, 260, 380, 500];
  const flows = srcs.map((y) => `M1260 ${y}C1420 ${y} 1440 300 1580 300`).join('');
  const nodes = srcs
    .map(
      (y) => `<rect x="1160" y="${y - 30}" width="100" height="60" rx="10" fill="${w}" fill-opacity=".18"/>`,
    )
    .join('');
  return `${nodes}<path d="${flows}" fill="none" stroke="#80cbc4" stroke-width="4" stroke-dasharray="14 10"/>
    <rect x="1580" y="200" width="220" height="200" rx="20" fill="${w}" fill-opacity=".2" stroke="${w}" stroke-opacity=".6" stroke-width="3"/>
    <text x="1690" y="318" ${FONT} font-size="48" font-weight="700" fill="${w}" text-anchor="middle">CRM</text>`;
}

function banner(b, lang) {
  const lines = b[lang];
  const size = lang === 'zh' ? 58 : 54;
  const y0 = lines.length === 1 ? 280 : 240;
  const title = lines
    .map(
      (l, i) =>
        `<text x="200" y="${y0 + i * (size + 14)}" ${FONT} font-size="${size}" font-weight="700" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  const subY = y0 + lines.length * (size + 14) + 10;
  const cta = lang === 'zh' ? '了解详情' : 'Learn more';
  return svg(
    1920,
    600,
    lines.join(' '),
    `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colors[0]}"/><stop offset="1" stop-color="${b.colors[1]}"/></linearGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity=".07"/></pattern>
    <radialGradient id="glow" cx=".75" cy=".4" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="1920" height="600" fill="url(#bg)"/><rect width="1920" height="600" fill="url(#grid)"/><rect width="1920" height="600" fill="url(#glow)"/>
    ${bannerMotif(b.key)}
    <rect x="200" y="${y0 - size - 40}" width="64" height="6" rx="3" fill="#ffb74d"/>
    ${title}
    <text x="200" y="${subY}" ${FONT} font-size="28" fill="#d6e6ff">${esc(lang === 'zh' ? b.subZh : b.subEn)}</text>
    <rect x="200" y="${subY + 40}" width="190" height="56" rx="28" fill="#ff8f00"/>
    <text x="295" y="${subY + 77}" ${FONT} font-size="24" fill="#fff" text-anchor="middle">${cta}</text>`,
  );
}

for (const b of BANNERS)
  for (const lang of ['zh', 'en']) write('banners', `${b.key}-${lang}`, banner(b, lang));

// ---------- monogram logos (cases) and brand marks ----------
const PALETTE = [
  '#1565c0',
  '#00897b',
  '#6a1b9a',
  '#ef6c00',
  '#c62828',
  '#2e7d32',
  '#37474f',
  '#0277bd',
  '#ad1457',
  '#4e342e',
];

function logo(code) {
  const c = PALETTE[hash(code) % PALETTE.length];
  const letters = code.toUpperCase();
  const size = letters.length > 2 ? 52 : 64;
  return svg(
    160,
    160,
    letters,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${c}" stop-opacity=".7"/></linearGradient></defs>
    <rect width="160" height="160" rx="32" fill="url(#g)"/>
    <path d="M0 120L40 100L80 112L120 84L160 96V128Q160 160 128 160H32Q0 160 0 128Z" fill="#fff" fill-opacity=".15"/>
    <text x="80" y="${80 + size * 0.35}" ${FONT} font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>`,
  );
}

const LOGOS = [
  'hcg',
  'jsc',
  'sss',
  'gfc',
  'hme',
  'zrb',
  'spm',
  'hcl',
  'jpe',
  'hpe',
  'anp',
  'gxc',
  'bee',
  'jee',
  'fsw',
  'ser',
  'hrc',
  'swm',
  'zfm',
  'cpc',
  'scr',
  'hmd',
  'gmg',
  'shc',
  'hbg',
  'mdi',
  'zee',
  'het',
  'abm',
  'bmp',
  'dic',
  'jst',
  'qpv',
  'gwt',
];
for (const code of LOGOS) write('logos', code, logo(code));

function brandMark(code) {
  const c = PALETTE[hash(`brand-${code}`) % PALETTE.length];
  const letters = code.toUpperCase();
  return svg(
    160,
    160,
    letters,
    `<rect width="160" height="160" rx="16" fill="#fff"/>
    <circle cx="80" cy="80" r="58" fill="none" stroke="${c}" stroke-width="8"/>
    <path d="M40 112A58 58 0 0 0 120 112" fill="none" stroke="${c}" stroke-opacity=".35" stroke-width="8"/>
    <text x="80" y="102" ${FONT} font-size="60" font-weight="700" fill="${c}" text-anchor="middle">${letters}</text>`,
  );
}

const BRANDS = ['hy', 'zl', 'hc', 'qy', 'pg', 'ql', 'dh', 'ht', 'rs', 'xt', 'yl', 'zx', 'hs', 'rz'];
for (const code of BRANDS) write('brands', code, brandMark(code));

// ---------- industry backgrounds ----------
const INDUSTRY_ART = {
  jianzhu: {
    colors: ['#0d47a1', '#42a5f5'],
    art: (v) =>
      `<path d="${skyline(0, 800, 400, 220, v * 13)}" fill="#fff" fill-opacity=".16"/>${crane(v === 1 ? 520 : 200, 400, 300, 'rgba(255,255,255,.6)')}`,
  },
  shizheng: {
    colors: ['#004d40', '#26a69a'],
    art: (v) => `<path d="M0 300H800V320H0Z" fill="#fff" fill-opacity=".35"/>
      <path d="M${v === 1 ? 120 : 300} 300Q${v === 1 ? 320 : 500} 120 ${v === 1 ? 520 : 700} 300" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="8"/>
      <path d="M0 400L330 320H470L800 400Z" fill="#fff" fill-opacity=".15"/>
      <path d="M400 330V400" stroke="#fff" stroke-opacity=".6" stroke-width="6" stroke-dasharray="18 14"/>
      ${[80, 680].map((x) => `<path d="M${x} 300V160H${x + 30}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5"/><circle cx="${x + 34}" cy="164" r="8" fill="#ffe082"/>`).join('')}`,
  },
  dianli: {
    colors: ['#1a237e', '#5c6bc0'],
    art: (v) => {
      const xs = v === 1 ? [120, 400, 680] : [200, 560];
      const towers = xs
        .map(
          (x) =>
            `<path d="M${x - 50} 400L${x} 120L${x + 50} 400M${x - 70} 170H${x + 70}M${x - 55} 220H${x + 55}M${x - 33} 300L${x + 33} 250M${x + 33} 300L${x - 33} 250" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="5"/>`,
        )
        .join('');
      const wires = [170, 220]
        .map(
          (y) =>
            `M0 ${y + 20}${xs.map((x) => `Q${x - 80} ${y + 60} ${x} ${y}`).join('')}Q${800 - 60} ${y + 60} 800 ${y + 20}`,
        )
        .join('');
      return `${towers}<path d="${wires}" fill="none" stroke="#ffeb3b" stroke-opacity=".7" stroke-width="2"/>`;
    },
  },
  huanbao: {
    colors: ['#1b5e20', '#66bb6a'],
    art: (v) => `<circle cx="${v === 1 ? 640 : 160}" cy="110" r="60" fill="#fff59d" fill-opacity=".6"/>
      <path d="M0 320Q100 280 200 320T400 320T600 320T800 320V400H0Z" fill="#4fc3f7" fill-opacity=".45"/>
      <path d="M0 350Q100 310 200 350T400 350T600 350T800 350V400H0Z" fill="#4fc3f7" fill-opacity=".55"/>
      <g transform="translate(${v === 1 ? 300 : 520} 260)" fill="#fff" fill-opacity=".55"><path d="M0 0C-10 -90 60 -150 140 -160C130 -80 80 -10 0 0Z"/><path d="M0 0C20 -50 60 -90 110 -120" stroke="#1b5e20" stroke-width="5" fill="none"/></g>`,
  },
  jiancai: {
    colors: ['#bf360c', '#ff8a65'],
    art: (v) => {
      let d = '';
      for (let row = 0; row < 5; row++) {
        const off = row % 2 ? 50 : 0;
        for (let x = -off; x < 800; x += 100)
          if ((x + row * 7 + v * 3) % 3) d += `M${x + 4} ${400 - (row + 1) * 44 + 4}h92v36h-92Z`;
      }
      return `<path d="${d}" fill="#fff" fill-opacity=".18"/>`;
    },
  },
  yiliao: {
    colors: ['#006064', '#4dd0e1'],
    art: (v) => {
      const x = v === 1 ? 420 : 120;
      return `<path d="${skyline(0, 800, 400, 120, v * 29)}" fill="#fff" fill-opacity=".1"/>
        <rect x="${x}" y="160" width="260" height="240" fill="#fff" fill-opacity=".3"/>
        <rect x="${x + 80}" y="100" width="100" height="60" fill="#fff" fill-opacity=".3"/>
        <path d="M${x + 115} 110h30v15h15v30h-15v15h-30v-15h-15v-30h15Z" fill="#e53935"/>
        <path d="M${x + 30} 200h40v30h-40ZM${x + 110} 200h40v30h-40ZM${x + 190} 200h40v30h-40ZM${x + 30} 260h40v30h-40ZM${x + 190} 260h40v30h-40ZM${x + 30} 320h40v30h-40ZM${x + 190} 320h40v30h-40Z" fill="#fff" fill-opacity=".5"/>
        <rect x="${x + 100}" y="320" width="60" height="80" fill="#fff" fill-opacity=".55"/>`;
    },
  },
};

for (const [slug, { colors, art }] of Object.entries(INDUSTRY_ART)) {
  for (const v of [1, 2]) {
    const [a, b] = v === 1 ? colors : [colors[1], colors[0]];
    write(
      'backgrounds',
      `${slug}-${v}`,
      svg(
        800,
        400,
        slug,
        `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="${v === 1 ? 1 : 0}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
      <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".08"/></pattern></defs>
      <rect width="800" height="400" fill="url(#bg)"/><rect width="800" height="400" fill="url(#grid)"/>${art(v)}`,
      ),
    );
  }
}

// ---------- honours and certificates ----------
/** Largest font size up to `max` at which `text` fits `width` (CJK ~1em, Latin ~0.62em). */
function fitSize(text, max, width) {
  const ems = [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.62), 0);
  return Math.min(max, Math.floor(width / ems));
}

function certificate({ zh, en, line, color, seal }) {
  const zhSize = fitSize(zh, 36, 500);
  return svg(
    600,
    420,
    `${zh} ${en}`,
    `<rect width="600" height="420" fill="#fffaf0"/>
    <rect x="14" y="14" width="572" height="392" fill="none" stroke="${color}" stroke-width="6"/>
    <rect x="26" y="26" width="548" height="368" fill="none" stroke="${color}" stroke-opacity=".5" stroke-width="2"/>
    <path d="M26 60L60 26M540 26L574 60M26 360L60 394M540 394L574 360" stroke="${color}" stroke-width="2"/>
    <circle cx="300" cy="92" r="30" fill="${color}" fill-opacity=".12" stroke="${color}" stroke-width="3"/>
    <path d="M300 72l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2Z" fill="${color}"/>
    <text x="300" y="180" ${FONT} font-size="${zhSize}" font-weight="700" fill="#3e2723" text-anchor="middle">${esc(zh)}</text>
    <text x="300" y="218" ${FONT} font-size="${fitSize(en, 18, 500)}" fill="#5d4037" text-anchor="middle">${esc(en)}</text>
    <path d="M150 244H450" stroke="${color}" stroke-opacity=".5" stroke-width="2"/>
    <text x="300" y="284" ${FONT} font-size="16" fill="#6d4c41" text-anchor="middle">${esc(line)}</text>
    <circle cx="470" cy="340" r="40" fill="none" stroke="#c62828" stroke-width="4" stroke-opacity=".8"/>
    <path d="M470 312l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2Z" fill="#c62828" fill-opacity=".8"/>
    <text x="470" y="368" ${FONT} font-size="11" fill="#c62828" text-anchor="middle">${esc(seal)}</text>`,
  );
}

const HONOURS = [
  ['credit-aaa', '守合同重信用企业', 'Contract-Abiding and Trustworthy Enterprise', 2015],
  ['high-tech', '国家高新技术企业', 'National High-Tech Enterprise', 2016],
  ['software-enterprise', '软件企业认定证书', 'Certified Software Enterprise', 2017],
  ['aaa-rating', 'AAA级信用企业', 'AAA Credit Rating', 2018],
  [
    'it-provider',
    '建筑业信息化优秀服务商',
    'Outstanding IT Service Provider to the Construction Industry',
    2019,
  ],
  ['big-data', '大数据产业优秀企业', 'Outstanding Big Data Enterprise', 2020],
  ['specialised-sme', '专精特新中小企业', 'Specialised and Innovative SME', 2021],
  ['best-platform', '年度最佳招投标数据服务平台', 'Tender Data Platform of the Year', 2023],
];
for (const [file, zh, en, year] of HONOURS) {
  write(
    'honours',
    file,
    certificate({ zh, en, line: `授予年份 ${year} · Awarded ${year}`, color: '#b8860b', seal: 'HONOUR' }),
  );
}

const CERTS = [
  ['highTech', '高新技术企业证书', 'High-Tech Enterprise Certificate', 'GR2022430001'],
  ['iso9001', 'ISO 9001 质量管理体系认证', 'ISO 9001 Quality Management System', 'QMS-2023-0917'],
  [
    'iso27001',
    'ISO/IEC 27001 信息安全管理体系认证',
    'ISO/IEC 27001 Information Security Management',
    'ISMS-2023-0452',
  ],
  [
    'softwareCopyright',
    '计算机软件著作权登记证书',
    'Software Copyright Registration Certificate',
    '2021SR0876543',
  ],
];
for (const [type, zh, en, no] of CERTS) {
  write(
    'certificates',
    type,
    certificate({ zh, en, line: `证书编号 No. ${no}`, color: '#1565c0', seal: 'CERTIFIED' }),
  );
}

console.log(`SVGs written to ${path.relative(process.cwd(), ROOT)}`);
