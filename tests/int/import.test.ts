import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { type RawSql, sql } from '@/server/db';
import { failedJobCount } from '@/features/leads/server/delivery/dashboard';
import { BASE_URL, type Paged, adminToken, call, ingestKey, rest, runCli } from './helpers';
import { serverDatabase } from './server-database';

/**
 * The record import (docs/import.md) against the running server's database: the HTTP ingest with an
 * ingest key, and the CLI (`npm run data:import`) on the same database, GB18030 CSV
 * included, killed midway and run again; the admin upload's job. Runs on SQLite (`npm test`) and PostgreSQL
 * (`npm run test:postgres`).
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const word = (name: string) => `imp${run}${name}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-test-'));

const importCli = (args: string[], onOutput?: (text: string, kill: () => void) => void) =>
  runCli('data-import', args, { onOutput });

interface Teaser {
  title: string;
  amountWan?: number;
  contactName?: string;
  contactPhone?: string;
}

async function findProjects(keyword: string, lang = 'zh'): Promise<Paged<Teaser>> {
  const answer = await call<Paged<Teaser>>(API_PATHS.recommendProjects, {
    body: { keyword },
    query: { pageNo: 1, pageSize: 50 },
    lang,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function findTenders(keyword: string): Promise<Paged<Teaser>> {
  const answer = await call<Paged<Teaser>>(API_PATHS.recommendTenders, {
    body: { keyword },
    query: { pageNo: 1, pageSize: 50 },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const project = (id: string, extra: Record<string, unknown> = {}) => ({
  sourceId: `${run}-p-${id}`,
  title_zh: `长沙市${id}号路段改造工程 ${word(id)}`,
  title_en: `Changsha Road Section ${id} Upgrade ${word(id)}`,
  province: '湖南省',
  city: '长沙市',
  industry: '市政',
  categoryCode: '146',
  stage: '施工',
  amountWan: '1200',
  publishedAt: '2026年11月24日 10:00',
  startDate: '2027/01/15',
  owner_zh: '长沙市城市建设投资有限公司',
  owner_en: 'Changsha Urban Construction Investment Co., Ltd.',
  contactName: '王小明',
  contactPhone: '13812345621',
  summary_zh: '道路改造。',
  summary_en: 'Road upgrade.',
  withdrawn: '否',
  ...extra,
});

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

let key = '';

async function ingest(kind: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}/api/ingest/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const withKey = () => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  key = await ingestKey();
});

// Later suites (listings, search, e2e) read the same database: withdraw what this one imported.
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  const withdraw = (ids: string[]) => jsonl(ids.map((sourceId) => ({ sourceId, withdrawn: '1' })));
  await ingest(
    'projects',
    withdraw(['a', 'b', 'c', 'u2', 'u3', 'g1', 'd1'].map((id) => `${run}-p-${id}`)),
    withKey(),
  );
  await ingest('tenders', withdraw(['1', '2'].map((id) => `${run}-t-${id}`)), withKey());
  expect((await findProjects(`imp${run}`)).total).toBe(0);
  expect((await findTenders(`imp${run}`)).total).toBe(0);
});

describe('HTTP ingest', () => {
  it('refuses a call without a key or with a wrong one, and takes an operator session', async () => {
    const body = jsonl([project('a')]);
    expect((await ingest('projects', body)).status).toBe(401);
    expect((await ingest('projects', body, { authorization: 'Bearer ik_not-a-key' })).status).toBe(401);
    expect((await ingest('projects', body, { authorization: 'users API-Key not-a-key' })).status).toBe(401);
    expect((await findProjects(word('a'))).total).toBe(0);
    const session = await ingest('projects', '\n', { authorization: `JWT ${await adminToken()}` });
    expect(session).toMatchObject({ status: 200, body: { inserted: 0, rejected: 0 } });
    expect((await ingest('nothing', body, withKey())).status).toBe(404);
  });

  it('imports, leaves an equal row alone, updates, withdraws and reports rejected lines', async () => {
    const rows = [
      project('a'),
      project('b', { title_zh: `<script>alert(1)</script>示范工程 ${word('b')}`, title_en: '' }),
      project('c', { province: '火星', industry: 'huanbao' }),
    ];
    const first = await ingest('projects', jsonl(rows), { ...withKey(), 'accept-language': 'en' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ inserted: 2, updated: 0, unchanged: 0, withdrawn: 0, rejected: 1 });
    expect(first.body.rejections).toEqual([
      expect.objectContaining({ line: 3, field: 'province', message: expect.stringMatching(/province/i) }),
    ]);

    const a = await findProjects(word('a'));
    expect(a.total).toBe(1);
    expect(a.list[0]).toMatchObject({ amountWan: 1200, contactName: '王**', contactPhone: '138****5621' });
    // HTML is stored as text and comes back as text; the English page falls back to Chinese.
    const b = await findProjects(word('b'), 'en');
    expect(b.list.map((t) => t.title)).toEqual([`<script>alert(1)</script>示范工程 ${word('b')}`]);

    const again = await ingest('projects', jsonl(rows.slice(0, 2)), withKey());
    expect(again.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, withdrawn: 0, rejected: 0 });

    const changed = await ingest('projects', jsonl([project('a', { amountWan: '1,500.5' })]), withKey());
    expect(changed.body).toMatchObject({ updated: 1, unchanged: 0 });
    expect((await findProjects(word('a'))).list[0].amountWan).toBe(1500.5);

    const gone = await ingest('projects', jsonl([{ sourceId: `${run}-p-a`, withdrawn: 'true' }]), withKey());
    expect(gone.body).toMatchObject({ withdrawn: 1 });
    expect((await findProjects(word('a'))).total).toBe(0);
    const kept = await rest(`/withdrawals?where[sourceId][equals]=${run}-p-a`);
    const { docs } = (await kept.json()) as { docs: { kind: string; title: string }[] };
    expect(docs).toEqual([
      expect.objectContaining({ kind: 'projects', title: expect.stringContaining(word('a')) }),
    ]);

    // Imported again without the flag, it comes back.
    const back = await ingest('projects', jsonl([project('a')]), withKey());
    expect(back.body).toMatchObject({ inserted: 1 });
    expect((await findProjects(word('a'))).total).toBe(1);
  });
});

describe('HTTP ingest encodings', () => {
  const HUNAN = '湖南医院工程';
  const good = (id: string) => JSON.stringify(project(id, { title_zh: `${HUNAN} ${word(id)}` }));
  /** A line whose title holds one byte that is not UTF-8. */
  const bad = (id: string) => {
    const [before, after] = JSON.stringify(project(id, { title_zh: `a#b ${word(id)}` })).split('#');
    return Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);
  };
  const body = (...lines: (string | Buffer)[]) =>
    Buffer.concat(lines.flatMap((line) => [Buffer.from(line), Buffer.from('\n')]));
  async function send(data: Buffer, contentType = 'application/x-ndjson') {
    const response = await fetch(`${BASE_URL}/api/ingest/projects`, {
      method: 'POST',
      headers: { ...withKey(), 'content-type': contentType, 'accept-language': 'en' },
      body: new Uint8Array(data),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  /** The stored title of a project, as its listing shows it. */
  const storedTitles = async (id: string) => (await findProjects(word(id))).list.map((t) => t.title);

  it('reads UTF-8: one bad byte rejects its line alone, and the next line is stored as sent', async () => {
    const first = await send(body(bad('u1'), good('u2')));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ inserted: 1, rejected: 1 });
    expect(first.body.rejections).toEqual([expect.objectContaining({ line: 1, reason: 'badEncoding' })]);
    expect(await storedTitles('u2')).toEqual([`${HUNAN} ${word('u2')}`]);
    expect(await storedTitles('u1')).toEqual([]);
    // The other order.
    const second = await send(body(good('u3'), bad('u4')));
    expect(second.body).toMatchObject({ inserted: 1, rejected: 1 });
    expect(second.body.rejections).toEqual([expect.objectContaining({ line: 2, reason: 'badEncoding' })]);
    expect(await storedTitles('u3')).toEqual([`${HUNAN} ${word('u3')}`]);
    expect(await storedTitles('u4')).toEqual([]);
  });

  it('reads GB18030 when the Content-Type says so, rejecting a UTF-8 line rather than garbling it', async () => {
    const answer = await send(
      body(iconv.encode(good('g1'), 'gb18030'), good('g2')),
      'application/x-ndjson; charset=gb18030',
    );
    expect(answer.body).toMatchObject({ inserted: 1, rejected: 1 });
    expect(answer.body.rejections).toEqual([
      expect.objectContaining({
        line: 2,
        reason: 'badEncoding',
        message: expect.stringMatching(/^Line 2: /),
      }),
    ]);
    expect(await storedTitles('g1')).toEqual([`${HUNAN} ${word('g1')}`]);
    expect(await storedTitles('g2')).toEqual([]);
  });

  it('refuses a charset it cannot read, storing nothing', async () => {
    const answer = await send(body(good('x1')), 'application/x-ndjson; charset=latin1');
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/UTF-8.*charset=gb18030/);
    expect(await storedTitles('x1')).toEqual([]);
  });
});

describe('admin upload', () => {
  /** The `importFile` jobs of import `id` still in the queue (a job that ended well is deleted). */
  const jobsOf = async (db: RawSql, id: number) => {
    const rows = await db.query<{ input: unknown; error: unknown; has_error: unknown }>(
      sql`SELECT input, error, has_error FROM payload_jobs WHERE task_slug = 'importFile'`,
    );
    const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    return rows.filter((r) => (parse(r.input) as { importId?: number } | null)?.importId === id);
  };

  it('ends the job of an import deleted before it ran as done, not as a failed job', async () => {
    const { db, close } = await serverDatabase();
    try {
      const failedBefore = await failedJobCount(db);
      const body = new FormData();
      body.append('_payload', JSON.stringify({ kind: 'projects' }));
      body.append(
        'file',
        new Blob([jsonl([project('d1')])], { type: 'application/x-ndjson' }),
        `${run}-d1.jsonl`,
      );
      const auth = { authorization: `JWT ${await adminToken()}` };
      // The default queue looks for work every 5 s on the clock (autoRun, src/collections/jobs.ts):
      // saved just after a tick, the import is deleted seconds before its job can start.
      await vi.waitFor(
        () => {
          const phase = Date.now() % 5_000;
          if (phase < 700 || phase >= 1_500) throw new Error('not just after a queue tick');
        },
        { timeout: 6_000, interval: 50 },
      );
      const upload = await fetch(`${BASE_URL}/api/imports`, { method: 'POST', headers: auth, body });
      expect(upload.status).toBe(201);
      const { id } = ((await upload.json()) as { doc: { id: number } }).doc;
      expect((await rest(`/imports/${id}`, { method: 'DELETE' })).status).toBe(200);
      const errors: unknown[] = [];
      await vi.waitFor(
        async () => {
          const jobs = await jobsOf(db, id);
          errors.push(...jobs.filter((j) => j.error != null).map((j) => j.error));
          expect(jobs).toEqual([]);
        },
        { timeout: 30_000, interval: 250 },
      );
      // No failed attempt on the way (a retry would have left its error on the job).
      expect(errors).toEqual([]);
      expect(await failedJobCount(db)).toBe(failedBefore);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('CLI', () => {
  const tenderHeader =
    'sourceId,title_zh,title_en,province,city,industry,noticeCode,free,amountWan,publishedAt,deadline,owner_zh,owner_en,agency_zh,agency_en,contactName,contactPhone,summary_zh,summary_en,withdrawn';
  const tenderLine = (id: string) =>
    `${run}-t-${id},"岳麓区${id}号学校扩建工程招标公告 ${word(`t${id}`)}","Yuelu School ${id}, Tender",湖南,长沙市,jiaoyukeyan,154,是,"3,000",2026/11/24 09:30,2026-12-15 09:00,长沙市教育局,,"湖南省招标有限责任公司",,李四,13900001111,"第一行
第二行，含""引号""",,0`;

  it('imports a GB18030 CSV as Chinese Excel saves it, and expires the listing caches', async () => {
    const file = path.join(dir, 'tenders-gbk.csv');
    const csv = [tenderHeader, tenderLine('1'), tenderLine('2')].join('\r\n') + '\r\n';
    fs.writeFileSync(file, iconv.encode(csv, 'gb18030'));
    expect((await findTenders(word('t1'))).total).toBe(0);
    const cli = await importCli(['--collection', 'tenders', file, '--lang', 'en']);
    expect(cli.out).toMatch(/inserted 2, updated 0, unchanged 0, withdrawn 0, rejected 0/);
    expect(cli.code, cli.out).toBe(0);
    await vi.waitFor(async () => expect((await findTenders(word('t1'))).total).toBe(1), { timeout: 10_000 });
    const { list } = await findTenders(word('t2'));
    expect(list[0]).toMatchObject({
      title: `岳麓区2号学校扩建工程招标公告 ${word('t2')}`,
      contactPhone: '139****1111',
    });
  }, 120_000);

  it('ends as one uninterrupted run would after SIGKILL midway and a re-run', async () => {
    const file = path.join(dir, 'projects.jsonl');
    // Dated long ago, so they stay out of the newest rows other suites look at, and withdrawn after.
    // Three batches of 2,000 (PostgreSQL's default batch would hold them all): killed after the
    // first, so some are in and some not.
    const count = 6_000;
    const rows = Array.from({ length: count }, (_, i) =>
      project(`k${i}`, {
        title_zh: `常德市${i}号泵站工程 ${word('kill')}`,
        title_en: '',
        publishedAt: '2025-06-01',
        owner_zh: `常德市${run}泵站管理处`,
        owner_en: '',
      }),
    );
    fs.writeFileSync(file, jsonl(rows));
    // Killed once the first batches are in (its progress shows rows), before the end.
    const killed = await importCli(
      ['--collection', 'projects', file, '--batch-size', '2000'],
      (out, kill) => {
        if (/\d+ rows/.test(out) && !/inserted/.test(out)) kill();
      },
    );
    expect(killed.out).not.toMatch(/inserted \d+/);
    // Counted through the admin API's count endpoint: a find with thousands of matches takes
    // long on SQLite, even with limit=1.
    const stored = async () => {
      const res = await rest(`/projects/count?where[sourceId][like]=${run}-p-k`);
      return ((await res.json()) as { totalDocs: number }).totalDocs;
    };
    const partial = await stored();
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(count);

    const rerun = await importCli(['--collection', 'projects', file, '--batch-size', '2000']);
    expect(rerun.code, rerun.out).toBe(0);
    const [, inserted, unchanged] = /inserted (\d+), updated 0, unchanged (\d+)/.exec(rerun.out) ?? [];
    expect(Number(inserted) + Number(unchanged)).toBe(count);
    expect(Number(inserted)).toBe(count - partial);
    expect(await stored()).toBe(count);
    // The owner's figures are those of one uninterrupted run (docs/organisations.md, 'Upkeep').
    const owner = async () => {
      const res = await rest(
        `/organisations?depth=0&where[normName][equals]=${encodeURIComponent(`常德市${run}泵站管理处`)}`,
      );
      return ((await res.json()) as { docs: { recordCount: number; ownerCount: number }[] }).docs;
    };
    expect(await owner()).toEqual([expect.objectContaining({ recordCount: count, ownerCount: count })]);
    const { list } = await findProjects(word('kill'));
    expect(list[0]).toMatchObject({ title: expect.stringContaining(word('kill')), amountWan: 1200 });
    const withdrawals = rows.map((r) => ({ sourceId: r.sourceId, withdrawn: '1' }));
    expect((await ingest('projects', jsonl(withdrawals), withKey())).body).toMatchObject({
      withdrawn: count,
    });
    expect(await stored()).toBe(0);
    expect(await owner()).toEqual([expect.objectContaining({ recordCount: 0, ownerCount: 0 })]);
  }, 300_000);

  it('loads a file with --bulk to the end state of a plain import, its indexes built again', async () => {
    const { db, close } = await serverDatabase();
    try {
      const indexes = async () =>
        (db.dialect === 'sqlite'
          ? await db.query<{ def: string }>(
              sql`SELECT sql AS def FROM sqlite_master WHERE type = 'index' AND tbl_name = 'projects' AND sql IS NOT NULL`,
            )
          : await db.query<{ def: string }>(
              sql`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'projects'`,
            )
        )
          .map((r) => r.def)
          .sort();
      const before = await indexes();
      const file = path.join(dir, 'projects-bulk.jsonl');
      const rows = Array.from({ length: 30 }, (_, i) =>
        project(`b${i}`, { title_zh: `益阳市${i}号水厂工程 ${word('bulk')}`, title_en: '' }),
      );
      fs.writeFileSync(file, jsonl(rows));
      const cli = await importCli(['--collection', 'projects', file, '--bulk']);
      expect(cli.code, cli.out).toBe(0);
      expect(cli.out).toMatch(/inserted 30, updated 0, unchanged 0, withdrawn 0, rejected 0/);
      // The listing indexes were dropped for the load and built at its end (docs/import.md).
      expect(cli.out).toMatch(/index \S+ built in [\d.]+ s/);
      expect(await indexes()).toEqual(before);
      expect(await db.query(sql`SELECT name FROM deferred_indexes`)).toEqual([]);
      await vi.waitFor(async () => expect((await findProjects(word('bulk'))).total).toBe(30), {
        timeout: 10_000,
      });
      // Later suites read the same database (afterAll).
      const withdrawals = rows.map((r) => ({ sourceId: r.sourceId, withdrawn: '1' }));
      expect((await ingest('projects', jsonl(withdrawals), withKey())).body).toMatchObject({ withdrawn: 30 });
    } finally {
      await close();
    }
  }, 120_000);

  it('rejects a GB18030 file with one UTF-8 line as a whole at line 1, naming the encoding to choose', async () => {
    const file = path.join(dir, 'tenders-mixed.csv');
    // Each record spans two lines (a quoted line break): the UTF-8 one is 2 lines, the others 4.
    const gb = (text: string) => iconv.encode(text + '\r\n', 'gb18030');
    fs.writeFileSync(
      file,
      Buffer.concat([
        gb(tenderHeader),
        gb(tenderLine('m1')),
        Buffer.from(tenderLine('m2') + '\r\n'),
        gb(tenderLine('m3')),
      ]),
    );
    for (const [lang, text] of [
      ['en', /Line 1: The file mixes encodings: 2 lines are UTF-8 and 4 are not.*set to GB18030/],
      ['zh', /第 1 行：文件混用了两种编码：2 行是 UTF-8，4 行不是.*GB18030/],
    ] as const) {
      const cli = await importCli(['--collection', 'tenders', file, '--lang', lang]);
      expect(cli.code, cli.out).toBe(0);
      expect(cli.out).toMatch(/inserted 0, updated 0, unchanged 0, withdrawn 0, rejected 1/);
      expect(cli.out).toMatch(text);
    }
    for (const id of ['m1', 'm2', 'm3']) expect((await findTenders(word(`t${id}`))).total).toBe(0);
  }, 120_000);

  it('reports a bad file without failing, and fails when it cannot run', async () => {
    const file = path.join(dir, 'bad.csv');
    fs.writeFileSync(file, 'sourceId,title_zh,=cmd|calc\n1,x,y\n');
    const cli = await importCli(['--collection', 'projects', file, '--lang', 'en']);
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toMatch(/rejected 1/);
    const missing = await importCli(['--collection', 'projects', path.join(dir, 'none.csv')]);
    expect(missing.code).not.toBe(0);
  }, 120_000);
});
