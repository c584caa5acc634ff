// Generates the share images (public/og/<family>.png, 1200×630) from SVG with sharp.
// Run once after changing the copy below: `node scripts/gen-og-images.mjs` (needs CJK fonts,
// Debian's fonts-noto-cjk). The PNGs are committed; nothing runs this at build or start.
import path from 'node:path';
import sharp from 'sharp';

const FAMILIES = {
  home: ['工程项目与招投标大数据服务平台', 'Construction project and tender data'],
  products: ['商机获取 · 市场决策 · 定制服务', 'Opportunities, market decisions, custom data'],
  listings: ['全国工程项目与招标信息', 'Projects and tenders across China'],
  cases: ['客户案例与评价', 'Customer cases and reviews'],
  company: ['关于中项网', 'About ZXW Project Data'],
};

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const font = "'Noto Sans CJK SC', 'Noto Sans', sans-serif";

function svg([zh, en]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2e6b"/><stop offset="1" stop-color="#1666d8"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(96 96) scale(3)"><rect width="40" height="40" rx="10" fill="#fff"/><rect x="9" y="21" width="6" height="10" rx="1.5" fill="#1666d8" opacity="0.7"/><rect x="17" y="15" width="6" height="16" rx="1.5" fill="#1666d8" opacity="0.85"/><rect x="25" y="9" width="6" height="22" rx="1.5" fill="#1666d8"/></g>
  <text x="256" y="170" font-family="${font}" font-size="64" font-weight="700" fill="#fff">中项网 · ZXW Project Data</text>
  <text x="96" y="390" font-family="${font}" font-size="60" font-weight="700" fill="#fff">${escape(zh)}</text>
  <text x="96" y="470" font-family="${font}" font-size="44" fill="#d6e6ff">${escape(en)}</text>
  <rect x="96" y="530" width="160" height="8" rx="4" fill="#7fb2ff"/>
</svg>`;
}

const out = path.resolve(import.meta.dirname, '../public/og');
for (const [family, copy] of Object.entries(FAMILIES)) {
  await sharp(Buffer.from(svg(copy)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `${family}.png`));
}
