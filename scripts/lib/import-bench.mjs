// The import half of `npm run bench` (docs/benchmarks.md), `--only import` alone. On one database:
//   1. a projects CSV of --import-rows rows (1M) imported into an empty database through the real
//      pipeline (src/cli/bench-import.ts calls runImport as `npm run data:import` does): rows/s;
//      then again with `--bulk` (the page indexes built at the end, docs/import.md);
//   2. one day of tenders, --day-rows rows (150,000), a tenth of them updates of bulk-loaded rows
//      (`demo-t-<n>` with a new amount), into --base-rows projects and tenders (3M each, loaded by
//      `npm run db:seed`) with every index live: seconds;
//   3. a second such day imported while the production server answers project-ztb listings
//      (five filter shapes, pages 1-3, one call at a time): the listing's p50/p99 during it;
//   4. `npm run data:import -- --dry-run` of a --big-file-mb (1024) projects CSV under
//      /usr/bin/time -v: the importer's peak RSS.
// The CSV files are generated (streamed) into the OS temp folder once and deleted at the end.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { medianAndTail } from '../../src/cli/timing.mjs';

// Values as the provider's exports write them (docs/samples/*.csv, docs/import.md).
const PLACES = [
  ['湖南省', '长沙市', 'Changsha', 'hunan'],
  ['广东', '佛山市', 'Foshan', 'guangdong'],
  ['四川省', '成都市', 'Chengdu', 'sichuan'],
  ['浙江省', '杭州市', 'Hangzhou', 'zhejiang'],
  ['江苏省', '南京市', 'Nanjing', 'jiangsu'],
  ['山东省', '济南市', 'Jinan', 'shandong'],
  ['湖北省', '武汉市', 'Wuhan', 'hubei'],
  ['北京市', '北京市', 'Beijing', 'beijing'],
  ['陕西省', '西安市', "Xi'an", 'shaanxi'],
  ['安徽', '合肥市', 'Hefei', 'anhui'],
  ['广西壮族自治区', '南宁市', 'Nanning', 'guangxi'],
  ['新疆维吾尔自治区', '乌鲁木齐市', 'Urumqi', 'xinjiang'],
];
const INDUSTRIES = [
  ['环保', 'huanbao'],
  ['电力', 'dianli'],
  ['市政', 'shizheng'],
  ['机械', 'jixie'],
  ['医疗', 'yiliao'],
  ['住宅', 'zhuzhai'],
  ['交通设施', 'jiaotongsheshi'],
  ['仓储物流', 'cangchuwuliu'],
  ['教育科研', 'jiaoyukeyan'],
  ['园林', 'yuanlin'],
];
const WORKS = [
  ['污水处理厂扩建工程', 'Wastewater Treatment Plant Expansion'],
  ['人民医院门诊楼', 'People’s Hospital Outpatient Building'],
  ['道路照明节能改造', 'Street Lighting Energy-Saving Retrofit'],
  ['智能制造产业园', 'Smart Manufacturing Industrial Park'],
  ['中心小学教学楼', 'Central Primary School Teaching Building'],
  ['冷链物流中心', 'Cold-Chain Logistics Centre'],
  ['供暖管网改造', 'Heating Network Upgrade'],
  ['安置住房（二期）', 'Resettlement Housing, Phase II'],
];
const STAGES = ['立项', '可研', '审批', '设计', '招标', '施工', '装修', '竣工'];
const CATEGORY_CODES = [146, 1461, 1462, 1463, 1464];
const NOTICE_CODES = [154, 155, 158, 210, 211];
const SURNAMES = ['王', '李', '张', '刘', '陈', '赵'];

/** A seeded generator of floats in [0, 1) (mulberry32): the same files on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { int, pick: (list) => list[int(list.length)] };
}

const field = (v) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const pad = (n) => String(n).padStart(2, '0');
/** A China-time 'YYYY-MM-DD HH:mm', `daysAgo` days before now. */
function stamp(daysAgo, minutes) {
  const d = new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}
const amount = (r) => `${(1 + r.int(500_000)).toLocaleString('en')}.${r.int(10)}`;

/** The columns both kinds start with (IMPORT_COLUMNS, src/features/imports/file/types.ts). */
function head(r, sourceId, n) {
  const [province, city, cityEn] = r.pick(PLACES);
  const [work, workEn] = r.pick(WORKS);
  return [sourceId, `${city}${work}（${n}号）`, `${cityEn} ${workEn} No. ${n}`, province, city];
}
function owner(cityIndex) {
  const [, city, cityEn] = PLACES[cityIndex % PLACES.length];
  return [`${city}城市建设投资集团有限公司`, `${cityEn} Urban Construction Investment Group Co., Ltd.`];
}
const contact = (r) => [`${r.pick(SURNAMES)}建国`, `139${String(r.int(1e8)).padStart(8, '0')}`];
const summary = (n) => [
  `总建筑面积约${n % 50}万平方米，工期${200 + (n % 300)}日历天。`,
  `About ${(n % 50) * 10},000 m², ${200 + (n % 300)} calendar days.`,
];

export const PROJECT_HEADER =
  'sourceId,title_zh,title_en,province,city,industry,categoryCode,stage,amountWan,publishedAt,startDate,owner_zh,owner_en,contactName,contactPhone,summary_zh,summary_en,withdrawn';
export const TENDER_HEADER =
  'sourceId,title_zh,title_en,province,city,industry,noticeCode,free,amountWan,publishedAt,deadline,owner_zh,owner_en,agency_zh,agency_en,contactName,contactPhone,summary_zh,summary_en,withdrawn';

function projectRow(r, n) {
  const daysAgo = r.int(730);
  return [
    ...head(r, `bench-p-${n}`, n),
    r.pick(INDUSTRIES)[0],
    String(r.pick(CATEGORY_CODES)),
    r.pick(STAGES),
    amount(r),
    stamp(daysAgo, r.int(1440)),
    r.int(3) ? stamp(daysAgo - 90, 0).slice(0, 10) : '',
    ...owner(n),
    ...contact(r),
    ...summary(n),
    '否',
  ];
}

function tenderRow(r, sourceId, n) {
  return [
    ...head(r, sourceId, n),
    r.pick(INDUSTRIES)[0],
    String(r.pick(NOTICE_CODES)),
    r.int(5) ? '否' : '是',
    amount(r),
    stamp(0, r.int(1440)),
    r.int(2) ? stamp(-21, 570) : '',
    ...owner(n),
    '广西建设工程招标代理有限公司',
    'Guangxi Construction Tendering Agency Co., Ltd.',
    ...contact(r),
    ...summary(n),
    '否',
  ];
}

/** Streams `header` and the rows of `rows(i)` (i from 0) to `file` until `count` rows or `maxBytes`. */
async function writeCsv(file, header, rows, { count = Infinity, maxBytes = Infinity }) {
  const out = fs.createWriteStream(file);
  let chunk = `${header}\n`;
  let bytes = 0;
  let written = 0;
  for (let i = 0; i < count && bytes < maxBytes; i++) {
    chunk += `${rows(i).map(field).join(',')}\n`;
    written++;
    if (chunk.length > 1 << 20) {
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return written;
}

/** `count` new projects, `bench-p-1` on. */
function projectsCsv(file, options) {
  const r = seeded(24);
  return writeCsv(file, PROJECT_HEADER, (i) => projectRow(r, i + 1), options);
}

/**
 * Day `day` (1, 2, …) of tenders: `count` rows, every tenth an update of a bulk-loaded tender
 * (`demo-t-<n>`, spread over the first `baseTenders`, different ones each day), the rest new.
 */
function dayCsv(file, day, count, baseTenders) {
  const r = seeded(1000 + day);
  const updates = Math.ceil(count / 10);
  const step = Math.max(1, Math.floor(baseTenders / updates / 2));
  return writeCsv(
    file,
    TENDER_HEADER,
    (i) =>
      i % 10 === 0
        ? tenderRow(r, `demo-t-${1 + ((((i / 10) * 2 + day - 1) * step) % baseTenders)}`, i)
        : tenderRow(r, `bench-t-${day}-${i}`, i),
    { count },
  );
}

/** Runs `payload run <script>` without blocking (the HTTP load goes on meanwhile); resolves its stdout. */
function payloadRun(script, args, env, { wrap = [] } = {}) {
  const [cmd, ...cmdArgs] = [...wrap, 'npx', 'payload', 'run', script, '--', ...args];
  const child = spawn(cmd, cmdArgs, { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(new Error(`${script} failed (${code}):\n${stderr.slice(-3000)}\n${stdout.slice(-2000)}`)),
    ),
  );
}

async function benchImport(collection, file, env, extra = []) {
  const { stdout } = await payloadRun(
    'src/cli/bench-import.ts',
    ['--collection', collection, '--file', file, ...extra],
    env,
  );
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH_IMPORT '));
  const result = JSON.parse(line.slice('BENCH_IMPORT '.length));
  if (result.counts.rejected) throw new Error(`${result.counts.rejected} rows of ${file} were rejected`);
  return result;
}

/** Five shapes of the tender listing (project-ztb), pages 1-3. */
function listingCalls() {
  const r = seeded(7);
  return Array.from({ length: 600 }, (_, i) => {
    const body = [
      {},
      { province: r.pick(PLACES)[3] },
      { industry: r.pick(INDUSTRIES)[1] },
      { noticeCode: r.pick(NOTICE_CODES) },
      { province: r.pick(PLACES)[3], industry: r.pick(INDUSTRIES)[1] },
    ][i % 5];
    return { body, pageNo: 1 + r.int(3) };
  });
}

/**
 * Calls the listing one at a time until `until` settles: the latencies in ms of the answered
 * calls and the number of failed ones (e.g. SQLite's lock still held), with the first failure.
 */
async function loadListing(base, until) {
  const calls = listingCalls();
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const times = [];
  let failed = 0;
  let firstFailure;
  for (let i = 0; !done; i++) {
    const c = calls[i % calls.length];
    const started = performance.now();
    const response = await fetch(`${base}/project-ztb/recommend?pageNo=${c.pageNo}&pageSize=20`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(c.body),
    });
    const text = await response.text();
    if (response.status === 200) times.push(performance.now() - started);
    else {
      failed++;
      firstFailure ??= `HTTP ${response.status} for ${JSON.stringify(c)}: ${text.slice(0, 200)}`;
    }
  }
  const latency = times.length ? medianAndTail(times) : { p50: NaN, p99: NaN };
  return { ...latency, calls: times.length, failed, firstFailure };
}

function ensureTime() {
  if (fs.existsSync('/usr/bin/time')) return;
  console.log('> Installing time (apt-get)…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'time']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('apt-get install time failed');
  }
}

/** The sizes of the import bench: `npm run bench -- --import-rows N --base-rows N --day-rows N --big-file-mb N`. */
export function importSizes(intOption, args) {
  return {
    importRows: intOption(args, 'import-rows', 1_000_000),
    baseRows: intOption(args, 'base-rows', 3_000_000),
    dayRows: intOption(args, 'day-rows', 150_000),
    bigFileMb: intOption(args, 'big-file-mb', 1024),
  };
}

/** Writes the bench's CSV files to the temp folder; `remove()` deletes them. */
export async function importFiles(sizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zxw-bench-import-'));
  const files = {
    dir,
    projects: path.join(dir, 'projects.csv'),
    day1: path.join(dir, 'tenders-day1.csv'),
    day2: path.join(dir, 'tenders-day2.csv'),
    big: path.join(dir, 'projects-big.csv'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
  try {
    const started = performance.now();
    await projectsCsv(files.projects, { count: sizes.importRows });
    await dayCsv(files.day1, 1, sizes.dayRows, sizes.baseRows);
    await dayCsv(files.day2, 2, sizes.dayRows, sizes.baseRows);
    files.bigRows = await projectsCsv(files.big, { maxBytes: sizes.bigFileMb * 1024 * 1024 });
    const mb = (f) => `${Math.round(fs.statSync(f).size / 1024 / 1024)} MB`;
    console.log(
      `   CSV files in ${dir} (${((performance.now() - started) / 1000).toFixed(0)} s): projects ${mb(files.projects)}, ` +
        `day ${mb(files.day1)}, big ${mb(files.big)} (${files.bigRows.toLocaleString('en')} rows)`,
    );
  } catch (error) {
    files.remove();
    throw error;
  }
  return files;
}

/** Parsing alone (no database writes), once: how much of an import's time is src/import's. */
export async function parseOnly(files, env) {
  console.log('\n== parse only (src/import, nothing stored)…');
  const result = await benchImport('projects', files.projects, env, ['--parse-only']);
  console.log(`   ${Math.round(result.rows / result.seconds).toLocaleString('en')} rows/s`);
  return result;
}

/**
 * The four measurements on one database. `reset()` empties it; `withServer(env, fn)` runs
 * `fn(apiBase)` while the production server serves it on `port`.
 */
export async function benchImportDatabase(name, env, { reset, withServer, port, files, sizes }) {
  const rate = (r) => r.rows / r.seconds;
  // The importer asks the server on PORT to expire its caches, as in production.
  const importEnv = { ...env, PORT: String(port) };
  console.log(
    `\n== ${name}: importing ${sizes.importRows.toLocaleString('en')} projects into an empty database…`,
  );
  await reset();
  const bulk = await benchImport('projects', files.projects, importEnv);
  console.log(`   ${Math.round(rate(bulk)).toLocaleString('en')} rows/s; again with --bulk…`);
  await reset();
  const deferred = await benchImport('projects', files.projects, importEnv, ['--bulk']);
  console.log(`   ${Math.round(rate(deferred)).toLocaleString('en')} rows/s; loading the base rows…`);

  await reset();
  const started = performance.now();
  const base = String(sizes.baseRows);
  const { stdout } = await payloadRun('src/cli/db-seed.ts', ['--projects', base, '--tenders', base], env);
  const baseSeconds = (performance.now() - started) / 1000;
  const loadRates = [...stdout.matchAll(/Loaded [\d,]+ (\w+) at ([\d,]+) rows\/s/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  console.log(`   ${baseSeconds.toFixed(0)} s (${loadRates.join(', ')} rows/s); importing day 1…`);

  const day = await benchImport('tenders', files.day1, importEnv);
  console.log(`   day 1: ${day.seconds.toFixed(1)} s; importing day 2 under listing load…`);

  const underLoad = await withServer({ ...env, PORT: String(port) }, async (apiBase) => {
    const idle = await loadListing(apiBase, new Promise((r) => setTimeout(r, 10_000)));
    // An import that fails beside the server (e.g. SQLITE_BUSY) is a result too: say so, go on.
    const importing = benchImport('tenders', files.day2, importEnv).catch((error) => {
      console.log(`   day 2 failed: ${error.message.slice(0, 4000)}`);
      return { failed: /code: '(\w+)'/.exec(error.message)?.[1] ?? 'error' };
    });
    const listing = await loadListing(apiBase, importing);
    return { idle, import: await importing, ...listing };
  });
  console.log(
    `   day 2: ${dayText(underLoad.import)}; listing p99 ${underLoad.p99.toFixed(1)} ms over ${underLoad.calls} calls (idle ${underLoad.idle.p99.toFixed(1)} ms), ${underLoad.failed} failed${underLoad.firstFailure ? ` (first: ${underLoad.firstFailure})` : ''}; dry run of the big file…`,
  );

  ensureTime();
  const { stdout: out, stderr } = await payloadRun(
    'src/cli/data-import.ts',
    ['--collection', 'projects', files.big, '--dry-run'],
    env,
    { wrap: ['/usr/bin/time', '-v'] },
  );
  const rssMb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)[1]) / 1024;
  const big = /in ([\d.]+) s \(([\d,]+) rows\/s\)/.exec(out);
  console.log(`   peak RSS ${rssMb.toFixed(0)} MB (${big?.[0]})`);
  return {
    name,
    bulk,
    deferred,
    baseSeconds,
    loadRates,
    day,
    underLoad,
    big: { rssMb, seconds: Number(big?.[1]), rate: big?.[2] },
  };
}

const dayText = (r) => (r.failed ? `import failed (${r.failed})` : `${r.seconds.toFixed(1)} s`);

/** Prints the import table (targets in the header) and the figures behind it. */
export function printImportTable(results, sizes, parsed) {
  const n = (v) => Math.round(v).toLocaleString('en');
  const base = n(sizes.baseRows);
  const rows = [
    [
      'database',
      `import into an empty database, ${n(sizes.importRows)} projects (≥ 30,000 rows/s)`,
      'the same with --bulk',
      `day import, ${n(sizes.dayRows)} tenders into ${base} + ${base} (≤ 60 s)`,
      'listing p99 during import (≤ 50 ms)',
      `importer peak RSS, ${sizes.bigFileMb} MB file`,
    ],
    ...results.map((r) => [
      r.name,
      `${n(r.bulk.rows / r.bulk.seconds)} rows/s`,
      `${n(r.deferred.rows / r.deferred.seconds)} rows/s`,
      `${r.day.seconds.toFixed(1)} s`,
      `${r.underLoad.p99.toFixed(1)} ms${r.underLoad.failed ? `, ${n(r.underLoad.failed)} failed` : ''}`,
      `${n(r.big.rssMb)} MB`,
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('\nRecord import, through the import pipeline:\n');
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
  console.log(
    `\nParsing alone (src/import, nothing stored): ${n(parsed.rows / parsed.seconds)} rows/s. ` +
      `Day import: a tenth of the rows update bulk-loaded tenders.`,
  );
  for (const r of results) {
    const c = (x) => `inserted ${n(x.counts.inserted)}, updated ${n(x.counts.updated)}`;
    console.log(
      `${r.name}: import into an empty database ${r.bulk.seconds.toFixed(1)} s (${c(r.bulk)}), with --bulk ` +
        `${r.deferred.seconds.toFixed(1)} s (its index builds included); base load ${r.baseSeconds.toFixed(0)} s ` +
        `(${r.loadRates.join(', ')} rows/s); day 1 ${c(r.day)}; day 2 under listing load ` +
        `${dayText(r.underLoad.import)}${r.underLoad.import.failed ? '' : ` (${c(r.underLoad.import)})`}, listing p50 ` +
        `${r.underLoad.p50.toFixed(1)} ms / p99 ${r.underLoad.p99.toFixed(1)} ms over ${n(r.underLoad.calls)} answered calls, ${n(r.underLoad.failed)} failed ` +
        `(idle before it: p50 ${r.underLoad.idle.p50.toFixed(1)} / p99 ${r.underLoad.idle.p99.toFixed(1)} ms); ` +
        `big file dry run ${r.big.seconds} s (${r.big.rate} rows/s).`,
    );
  }
}
