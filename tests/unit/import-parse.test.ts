import fs from 'node:fs';
import type { RecordKind } from '@/catalog/routes';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  type ImportEncoding,
  type ImportFormat,
  type ImportedProject,
  type ImportedTender,
  MAX_LINE_BYTES,
  OPTIONAL_IMPORT_COLUMNS,
  type ParsedLine,
  charsetEncoding,
  type RejectReason,
  parseRecords,
  rejectionText,
} from '@/features/imports/file';
import { RecordScanner } from '@/features/imports/file/csv';
import { readDate } from '@/features/imports/file/values';
import { routing } from '@/i18n/routing';

// ---------------------------------------------------------------------------------------------
// Helpers

type Row = Record<string, string>;

const PROJECT: Row = {
  sourceId: 'P-2026-0001',
  title_zh: '长沙市污水处理厂扩建工程',
  title_en: 'Changsha wastewater plant expansion',
  province: '湖南省',
  city: '长沙',
  industry: '环保',
  categoryCode: '146',
  stage: '施工',
  amountWan: '1,200',
  publishedAt: '2026/11/24 10:00',
  startDate: '2026年12月1日',
  owner_zh: '长沙市水务局',
  owner_en: 'Changsha Water Bureau',
  contactName: '王小明',
  contactPhone: '13812345621',
  summary_zh: '新增日处理能力 10 万吨。',
  summary_en: 'Adds 100,000 tonnes a day.',
  withdrawn: '否',
};

const TENDER: Row = {
  sourceId: 'T-2026-0001',
  title_zh: '南宁市道路照明改造招标公告',
  title_en: '',
  province: '广西壮族自治区',
  city: '南宁',
  industry: 'shizheng',
  noticeCode: '154',
  free: '是',
  amountWan: '350.5',
  publishedAt: '2026-11-24',
  deadline: '2026-12-15 09:30',
  owner_zh: '南宁市城市管理局',
  owner_en: '',
  agency_zh: '广西建设招标代理有限公司',
  agency_en: 'Guangxi Construction Tendering Agency',
  contactName: '李娜',
  contactPhone: '0771-5551234',
  summary_zh: '',
  summary_en: '',
  withdrawn: '',
};

const base = (kind: RecordKind) => (kind === 'projects' ? PROJECT : TENDER);

/** A CSV field as Excel writes it: quoted when it holds a comma, quote or line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function csv(
  kind: RecordKind,
  rows: Row[],
  { eol = '\n', columns = IMPORT_COLUMNS[kind] as readonly string[] } = {},
) {
  const lines = [columns.join(',')];
  for (const row of rows)
    lines.push(columns.map((c) => csvField({ ...base(kind), ...row }[c] ?? '')).join(','));
  return lines.join(eol) + eol;
}

function jsonl(kind: RecordKind, rows: Row[]) {
  return rows.map((row) => JSON.stringify({ ...base(kind), ...row })).join('\n') + '\n';
}

/** The bytes as a stream of chunks of `size` bytes. */
async function* chunked(data: string | Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** The parsed lines of `data`, opened as often as parseRecords asks (`auto` reads it twice). */
async function parse(
  kind: RecordKind,
  data: string | Uint8Array | (() => AsyncIterable<Uint8Array>),
  format: ImportFormat,
  encoding?: ImportEncoding,
) {
  const open = typeof data === 'function' ? data : () => chunked(data);
  const out: ParsedLine[] = [];
  for await (const line of parseRecords(kind, open, { format, encoding })) out.push(line);
  return out;
}

function records<R>(lines: ParsedLine[]): R[] {
  return lines.map((l) => {
    if (!('record' in l)) throw new Error(`line ${l.line} rejected: ${JSON.stringify(l.rejection)}`);
    return l.record as R;
  });
}

/** Each line as `line:reason@field` or `line:ok`, for compact expectations. */
const outline = (lines: ParsedLine[]) =>
  lines.map((l) =>
    'record' in l ? `${l.line}:ok` : `${l.line}:${l.rejection.reason}@${l.rejection.field ?? ''}`,
  );

/** The rejection of a single project or tender row given in CSV (or null when accepted). */
async function verdict(kind: RecordKind, row: Row): Promise<string> {
  const [line] = await parse(kind, csv(kind, [row]), 'csv');
  return 'record' in line ? 'ok' : `${line.rejection.reason}@${line.rejection.field}`;
}

async function project(row: Row): Promise<ImportedProject> {
  const [line] = await parse('projects', csv('projects', [row]), 'csv');
  return records<ImportedProject>([line])[0];
}

// ---------------------------------------------------------------------------------------------

describe('a valid record', () => {
  it('is normalised: catalog values by their Chinese names, China time, masked contacts', async () => {
    expect(await project({})).toEqual({
      sourceId: 'P-2026-0001',
      title: { zh: '长沙市污水处理厂扩建工程', en: 'Changsha wastewater plant expansion' },
      province: 'hunan',
      region: 'central',
      city: '长沙',
      industry: 'huanbao',
      categoryCode: 146,
      stage: 'construction',
      amountWan: 1200,
      publishedAt: '2026-11-24T02:00:00.000Z',
      startDate: '2026-11-30T16:00:00.000Z',
      owner: { zh: '长沙市水务局', en: 'Changsha Water Bureau' },
      contactName: '王**',
      contactPhone: '138****5621',
      summary: { zh: '新增日处理能力 10 万吨。', en: 'Adds 100,000 tonnes a day.' },
      withdrawn: false,
      ownerCreditCode: null,
    } satisfies ImportedProject);
  });

  it('is normalised for tenders, empty optional texts as null', async () => {
    const [tender] = records<ImportedTender>(await parse('tenders', csv('tenders', [{}]), 'csv'));
    expect(tender).toEqual({
      sourceId: 'T-2026-0001',
      title: { zh: '南宁市道路照明改造招标公告', en: null },
      province: 'guangxi',
      region: 'south',
      city: '南宁',
      industry: 'shizheng',
      noticeCode: 154,
      free: true,
      amountWan: 350.5,
      publishedAt: '2026-11-23T16:00:00.000Z',
      deadline: '2026-12-15T01:30:00.000Z',
      owner: { zh: '南宁市城市管理局', en: null },
      agency: { zh: '广西建设招标代理有限公司', en: 'Guangxi Construction Tendering Agency' },
      contactName: '李**',
      contactPhone: '077****1234',
      summary: { zh: null, en: null },
      withdrawn: false,
      ownerCreditCode: null,
      agencyCreditCode: null,
      processId: null,
      projectSourceId: null,
      winner: { zh: null, en: null },
      winnerCreditCode: null,
      winAmountWan: null,
      candidates: null,
    } satisfies ImportedTender);
  });

  it('has its texts trimmed', async () => {
    const p = await project({ title_zh: '  长沙项目 \t', owner_en: '   ', city: '\u3000长沙\u3000' });
    expect(p.title.zh).toBe('长沙项目');
    expect(p.owner.en).toBeNull();
    expect(p.city).toBe('长沙');
  });
});

describe('values', () => {
  it.each([
    ['hunan', 'hunan', 'central'],
    ['湖南', 'hunan', 'central'],
    ['湖南省', 'hunan', 'central'],
    ['广西壮族自治区', 'guangxi', 'south'],
    ['广西', 'guangxi', 'south'],
    ['北京市', 'beijing', 'north'],
    ['北京', 'beijing', 'north'],
    ['内蒙古自治区', 'neimenggu', 'north'],
    ['新疆维吾尔自治区', 'xinjiang', 'northwest'],
    ['宁夏回族自治区', 'ningxia', 'northwest'],
    ['西藏自治区', 'xizang', 'southwest'],
    ['重庆市', 'chongqing', 'southwest'],
    ['Shaanxi', 'shaanxi', 'northwest'],
  ])('province %s is %s in %s', async (text, slug, region) => {
    const p = await project({ province: text });
    expect([p.province, p.region]).toEqual([slug, region]);
  });

  it.each(['湖南市', '湖', 'hunan province', '广西自治区'])('province %s is not one', async (text) => {
    expect(await verdict('projects', { province: text })).toBe('badProvince@province');
  });

  it('reads industries and stages by slug/key or Chinese name', async () => {
    expect((await project({ industry: 'huanbao' })).industry).toBe('huanbao');
    expect((await project({ industry: '交通设施' })).industry).toBe('jiaotongsheshi');
    expect((await project({ stage: 'construction' })).stage).toBe('construction');
    expect((await project({ stage: '装修' })).stage).toBe('fitOut');
    expect((await project({ stage: '可研' })).stage).toBe('feasibility');
    expect(await verdict('projects', { industry: '环境' })).toBe('badIndustry@industry');
    expect(await verdict('projects', { stage: '开工' })).toBe('badStage@stage');
  });

  it('reads category and notice codes given as text', async () => {
    expect((await project({ categoryCode: ' 1461 ' })).categoryCode).toBe(1461);
    expect(await verdict('projects', { categoryCode: '154' })).toBe('badCategoryCode@categoryCode');
    expect(await verdict('projects', { categoryCode: '146.0' })).toBe('badCategoryCode@categoryCode');
    expect(await verdict('tenders', { noticeCode: '211' })).toBe('ok');
    expect(await verdict('tenders', { noticeCode: '146' })).toBe('badNoticeCode@noticeCode');
    expect(await verdict('tenders', { noticeCode: '' })).toBe('required@noticeCode');
  });

  it.each([
    ['2026-11-24', '2026-11-23T16:00:00.000Z'],
    ['2026/11/24', '2026-11-23T16:00:00.000Z'],
    ['2026年11月24日', '2026-11-23T16:00:00.000Z'],
    ['2026/1/5', '2026-01-04T16:00:00.000Z'],
    ['2026-11-24 10:00', '2026-11-24T02:00:00.000Z'],
    ['2026/11/24 10:00:30', '2026-11-24T02:00:30.000Z'],
    ['2026年11月24日 10:00', '2026-11-24T02:00:00.000Z'],
    ['2026年11月24日10:00', '2026-11-24T02:00:00.000Z'],
    ['2026-11-24T10:00', '2026-11-24T02:00:00.000Z'],
    ['2026-11-24T02:00:00Z', '2026-11-24T02:00:00.000Z'],
    ['2026-11-24T02:00:00.123Z', '2026-11-24T02:00:00.123Z'],
    ['2026-11-24T10:00:00+08:00', '2026-11-24T02:00:00.000Z'],
    ['2026-11-24 00:30', '2026-11-23T16:30:00.000Z'],
    ['2028-02-29', '2028-02-28T16:00:00.000Z'],
  ])('date %s is %s', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-24 24:00',
    '2026-11-24 10:60',
    '2026-11/24',
    '2026-11-2410:00',
    '24/11/2026',
    '2026-11-24Z',
    'tomorrow',
  ])('date %s is not one', async (text) => {
    expect(readDate(text)).toBeUndefined();
    expect(await verdict('projects', { publishedAt: text })).toBe('badDate@publishedAt');
  });

  it('requires publishedAt; startDate and deadline are optional but checked', async () => {
    expect(await verdict('projects', { publishedAt: '' })).toBe('required@publishedAt');
    expect((await project({ startDate: '' })).startDate).toBeNull();
    expect(await verdict('projects', { startDate: '2026-02-30' })).toBe('badDate@startDate');
    expect(await verdict('tenders', { deadline: '' })).toBe('ok');
    expect(await verdict('tenders', { deadline: '2026/12/32' })).toBe('badDate@deadline');
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    [' 1 ', true],
    ['是', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['否', false],
    ['', false],
  ])('boolean %j is %s', async (text, value) => {
    const [tender] = records<ImportedTender>(await parse('tenders', csv('tenders', [{ free: text }]), 'csv'));
    expect(tender.free).toBe(value);
  });

  it.each(['yes', '2', '对', 't'])('boolean %s is not one', async (text) => {
    expect(await verdict('tenders', { free: text })).toBe('badBoolean@free');
    expect(await verdict('projects', { withdrawn: text })).toBe('badBoolean@withdrawn');
  });

  it.each([
    ['1200', 1200],
    ['1200.5', 1200.5],
    ['1,200', 1200],
    ['1,234,567.25', 1234567.25],
    ['0', 0],
    [' 12 ', 12],
  ])('amount %s is %d', async (text, amount) => {
    expect((await project({ amountWan: text })).amountWan).toBe(amount);
  });

  it.each(['-1', '1,20', '12,00.5', 'abc', '1200万', '1e3', '.5', 'NaN', '１２００'])(
    'amount %s is not one',
    async (text) => {
      expect(await verdict('projects', { amountWan: text })).toBe('badAmount@amountWan');
    },
  );

  it('requires every required column, reporting the first missing one in column order', async () => {
    for (const column of [
      'sourceId',
      'title_zh',
      'province',
      'industry',
      'categoryCode',
      'stage',
      'amountWan',
    ]) {
      expect(await verdict('projects', { [column]: '' })).toBe(`required@${column}`);
    }
    expect(await verdict('projects', { owner_zh: ' ' })).toBe('required@owner_zh');
    expect(await verdict('projects', { province: 'nowhere', amountWan: 'x', owner_zh: '' })).toBe(
      'badProvince@province',
    );
    expect(await verdict('tenders', { free: 'maybe', amountWan: '-5' })).toBe('badBoolean@free');
  });

  it('limits lengths in characters', async () => {
    expect(await verdict('projects', { title_zh: '长'.repeat(300) })).toBe('ok');
    expect(await verdict('projects', { title_zh: '长'.repeat(301) })).toBe('tooLong@title_zh');
    expect(await verdict('projects', { title_en: 'a'.repeat(301) })).toBe('tooLong@title_en');
    expect(await verdict('projects', { city: '城'.repeat(41) })).toBe('tooLong@city');
    expect(await verdict('projects', { owner_en: 'o'.repeat(201) })).toBe('tooLong@owner_en');
    expect(await verdict('tenders', { agency_zh: '代'.repeat(201) })).toBe('tooLong@agency_zh');
    expect(await verdict('projects', { summary_en: 's'.repeat(2001) })).toBe('tooLong@summary_en');
    expect(await verdict('projects', { contactName: 'n'.repeat(51) })).toBe('tooLong@contactName');
    expect(await verdict('projects', { sourceId: 'a'.repeat(64) })).toBe('ok');
    expect(await verdict('projects', { sourceId: 'a'.repeat(65) })).toBe('tooLong@sourceId');
    // An emoji is one character, two UTF-16 units.
    expect(await verdict('projects', { title_zh: '😀'.repeat(300) })).toBe('ok');
  });

  it('limits sourceId to letters, digits and . _ : -, not dots alone', async () => {
    expect((await project({ sourceId: 'zb:2026.11_A-7' })).sourceId).toBe('zb:2026.11_A-7');
    expect((await project({ sourceId: '.a.' })).sourceId).toBe('.a.');
    for (const id of ['P 1', 'P/1', '项目1', 'P#1', '.', '..', '...', ' .. ']) {
      expect(await verdict('projects', { sourceId: id }), id).toBe('badSourceId@sourceId');
    }
  });

  it('rejects an id of dots alone with its line, in both formats and on withdrawals', async () => {
    const rows: Row[] = [
      { sourceId: 'ok-1' },
      { sourceId: '..' },
      { sourceId: '.' },
      { sourceId: '..', withdrawn: '1' },
    ];
    expect(outline(await parse('projects', csv('projects', rows), 'csv'))).toEqual([
      '2:ok',
      '3:badSourceId@sourceId',
      '4:badSourceId@sourceId',
      '5:badSourceId@sourceId',
    ]);
    expect(outline(await parse('tenders', jsonl('tenders', rows), 'jsonl'))).toEqual([
      '1:ok',
      '2:badSourceId@sourceId',
      '3:badSourceId@sourceId',
      '4:badSourceId@sourceId',
    ]);
  });

  it('rejects control characters other than tab and line breaks', async () => {
    expect(await verdict('projects', { summary_zh: '第一行\n第二行\t制表' })).toBe('ok');
    expect(await verdict('projects', { title_zh: '长沙\u0000项目' })).toBe('controlCharacters@title_zh');
    expect(await verdict('projects', { owner_en: 'Bell\u0007' })).toBe('controlCharacters@owner_en');
    expect(await verdict('projects', { city: '\u000b长沙' })).toBe('controlCharacters@city');
    expect(await verdict('projects', { summary_en: 'del\u007f' })).toBe('controlCharacters@summary_en');
  });

  it('keeps HTML and script as text, untouched', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>&amp;';
    const p = await project({ title_zh: hostile, summary_en: `<b>bold</b> ${hostile}` });
    expect(p.title.zh).toBe(hostile);
    expect(p.summary.en).toBe(`<b>bold</b> ${hostile}`);
  });

  it('masks contacts on the way in: the full value is nowhere in the output', async () => {
    const lines = await parse(
      'projects',
      csv('projects', [{ contactName: '欧阳明月', contactPhone: '138-1234-5621' }]),
      'csv',
    );
    const [p] = records<ImportedProject>(lines);
    expect([p.contactName, p.contactPhone]).toEqual(['欧**', '138****5621']);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('明月');
    expect(text).not.toContain('1234');
    const empty = await project({ contactName: '', contactPhone: ' ' });
    expect([empty.contactName, empty.contactPhone]).toEqual([null, null]);
  });
});

describe('withdrawal rows', () => {
  it('need only a sourceId; the rest is ignored and left empty', async () => {
    const empty = Object.fromEntries(IMPORT_COLUMNS.projects.map((column) => [column, '']));
    const lines = await parse(
      'projects',
      csv('projects', [{ ...empty, sourceId: 'P-9', withdrawn: 'TRUE' }]),
      'csv',
    );
    expect(records<ImportedProject>(lines)).toEqual([
      expect.objectContaining({
        sourceId: 'P-9',
        withdrawn: true,
        title: { zh: '', en: null },
        contactName: null,
      }),
    ]);
  });

  it('are not rejected for stale or broken values in their other columns', async () => {
    const row = {
      withdrawn: '是',
      province: '火星',
      amountWan: '-1',
      publishedAt: '2026-02-30',
      contactName: '王小明',
    };
    const [p] = records<ImportedProject>(await parse('projects', csv('projects', [row]), 'csv'));
    expect(p).toMatchObject({ sourceId: 'P-2026-0001', withdrawn: true, province: '', amountWan: 0 });
    expect(JSON.stringify(p)).not.toContain('小明');
    const [t] = records<ImportedTender>(
      await parse('tenders', jsonl('tenders', [{ withdrawn: '1', noticeCode: 'x' }]), 'jsonl'),
    );
    expect(t).toMatchObject({
      sourceId: 'T-2026-0001',
      withdrawn: true,
      noticeCode: 0,
      agency: { zh: null, en: null },
    });
  });

  it('are rejected without a valid sourceId', async () => {
    expect(await verdict('projects', { withdrawn: 'true', sourceId: '' })).toBe('required@sourceId');
    expect(await verdict('tenders', { withdrawn: 'true', sourceId: 'a b' })).toBe('badSourceId@sourceId');
  });

  it('JSON true counts as a withdrawal', async () => {
    const lines = await parse('projects', '{"sourceId":"P-1","withdrawn":true}\n', 'jsonl');
    expect(records<ImportedProject>(lines)[0]).toMatchObject({ sourceId: 'P-1', withdrawn: true });
  });
});

describe('CSV files', () => {
  const two = csv('projects', [{ sourceId: 'A1' }, { sourceId: 'A2' }]);

  it('read UTF-8 with or without a byte-order mark', async () => {
    const plain = await parse('projects', two, 'csv');
    const bom = await parse('projects', '\uFEFF' + two, 'csv');
    expect(outline(plain)).toEqual(['2:ok', '3:ok']);
    expect(bom).toEqual(plain);
    expect(records<ImportedProject>(bom)[0].sourceId).toBe('A1');
  });

  it('read GB18030 as Chinese Excel saves it, detected or forced', async () => {
    const gb = iconv.encode(two, 'gb18030');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(gb)).toThrow();
    const utf8 = await parse('projects', two, 'csv');
    expect(await parse('projects', gb, 'csv')).toEqual(utf8);
    expect(await parse('projects', gb, 'csv', 'gb18030')).toEqual(utf8);
    // Split into 1-byte chunks, so that multi-byte characters straddle chunks.
    expect(await parse('projects', () => chunked(gb, 1), 'csv', 'auto')).toEqual(utf8);
    expect(records<ImportedProject>(utf8)[0].title.zh).toBe('长沙市污水处理厂扩建工程');
  });

  it('reject the records whose bytes are not UTF-8 when UTF-8 is forced', async () => {
    const gb = Buffer.concat([
      Buffer.from(csv('projects', [{ sourceId: 'A1', title_zh: 'ascii title', owner_zh: 'owner' }])),
      iconv.encode(csv('projects', [{ sourceId: 'A2' }]).split('\n')[1] + '\n', 'gb18030'),
      Buffer.from(
        csv('projects', [{ sourceId: 'A3', title_zh: 'ascii', owner_zh: 'owner' }]).split('\n')[1] + '\n',
      ),
    ]);
    expect(outline(await parse('projects', gb, 'csv', 'utf8'))).toEqual([
      '2:ok',
      '3:badEncoding@title_zh',
      '4:ok',
    ]);
  });

  it('accept CRLF, and quoted fields with commas, quotes and line breaks, numbering lines as a file', async () => {
    const text = csv(
      'projects',
      [
        { sourceId: 'Q1', title_zh: '一期, 二期' },
        { sourceId: 'Q2', title_en: 'The "Green" plant', summary_zh: '第一行\r\n第二行\r\n第三行' },
        { sourceId: 'Q3', summary_en: 'one\ntwo' },
        { sourceId: 'Q4', province: 'nowhere' },
      ],
      { eol: '\r\n' },
    );
    const lines = await parse('projects', text, 'csv');
    expect(outline(lines)).toEqual(['2:ok', '3:ok', '6:ok', '8:badProvince@province']);
    const [q1, q2, q3] = records<ImportedProject>(lines.slice(0, 3));
    expect(q1.title.zh).toBe('一期, 二期');
    expect(q2.title.en).toBe('The "Green" plant');
    expect(q2.summary.zh).toBe('第一行\r\n第二行\r\n第三行');
    expect(q3.summary.en).toBe('one\ntwo');
  });

  it('give the same lines whatever the chunking', async () => {
    const text = csv('projects', [
      { sourceId: 'Q1', title_zh: '"引号", 逗号' },
      { sourceId: 'Q2', summary_zh: 'a\r\nb\rc\nd' },
      { sourceId: 'Q3', title_en: '""' },
      { sourceId: 'Q4', title_en: '😀 emoji' },
    ]).replaceAll('\n', '\r\n');
    const whole = await parse('projects', text, 'csv');
    // Q2's summary breaks its lines with CR, CRLF, CR and CRLF: four line breaks.
    expect(outline(whole)).toEqual(['2:ok', '3:ok', '8:ok', '9:ok']);
    for (const size of [1, 2, 3, 5, 7, 64])
      expect(await parse('projects', () => chunked(text, size), 'csv')).toEqual(whole);
  });

  it('skip blank lines and rows of empty cells, counting their lines', async () => {
    const [header, row] = csv('projects', [{}]).split('\n');
    const text = `\n${header}\n\n${row}\n,,,,,,,,,,,,,,,,,\n  \n${row.replace('P-2026-0001', 'P-2')}`;
    expect(outline(await parse('projects', text, 'csv'))).toEqual(['4:ok', '7:ok']);
  });

  it('take the columns in any order', async () => {
    const columns = [...IMPORT_COLUMNS.tenders].reverse();
    const lines = await parse('tenders', csv('tenders', [{}], { columns }), 'csv');
    expect(records<ImportedTender>(lines)[0].sourceId).toBe('T-2026-0001');
  });

  it.each<[string, string[], RejectReason, string]>([
    ['an unknown column', [...IMPORT_COLUMNS.projects, 'remark'], 'unknownColumn', 'remark'],
    ['a missing column', IMPORT_COLUMNS.projects.filter((c) => c !== 'stage'), 'missingColumn', 'stage'],
    ['a column twice', [...IMPORT_COLUMNS.projects, 'city'], 'duplicateColumn', 'city'],
    ['the other kind’s columns', [...IMPORT_COLUMNS.tenders], 'unknownColumn', 'noticeCode'],
  ])('reject a header with %s once, at line 1, and read nothing else', async (_, columns, reason, field) => {
    const lines = await parse('projects', csv('projects', [{}, {}], { columns }), 'csv');
    expect(lines).toEqual([{ line: 1, rejection: { line: 1, field, reason, params: { column: field } } }]);
  });

  it('reject a row with more or fewer fields than the header', async () => {
    const [header, row] = csv('projects', [{}]).split('\n');
    const lines = await parse(
      'projects',
      `${header}\n${row},extra\n${row.slice(0, row.lastIndexOf(','))}\n${row}\n`,
      'csv',
    );
    expect(outline(lines)).toEqual(['2:fieldCount@', '3:fieldCount@', '4:ok']);
    expect(lines[0]).toMatchObject({ rejection: { params: { expected: 19, found: 20 } } });
  });

  it('read a file without the organisation and procurement columns as before', async () => {
    const old = (IMPORT_COLUMNS.tenders as readonly string[]).filter((c) => !OPTIONAL_IMPORT_COLUMNS.has(c));
    const lines = await parse('tenders', csv('tenders', [{}], { columns: old }), 'csv');
    expect(outline(lines)).toEqual(['2:ok']);
    expect(records<ImportedTender>(lines)[0]).toMatchObject({ processId: null, winner: { zh: null } });
  });

  it('read the organisation and procurement columns, and reject a credit code with a bad checksum at its line', async () => {
    const good = {
      ownerCreditCode: '91350100m000100y43',
      processId: 'HNZB-2026-001',
      projectSourceId: 'P-2026-0001',
      winner_zh: '中建五局（集团）有限公司',
      winnerCreditCode: '91110000600037341L',
      winAmountWan: '1,180.5',
      candidates: '中建五局（集团）有限公司;湖南建工集团有限公司',
    };
    const lines = await parse(
      'tenders',
      csv('tenders', [
        good,
        { ...good, agencyCreditCode: '91350100M000100Y44' },
        { ...good, winAmountWan: 'x' },
      ]),
      'csv',
    );
    expect(outline(lines)).toEqual(['2:ok', '3:badCreditCode@agencyCreditCode', '4:badAmount@winAmountWan']);
    expect(records<ImportedTender>(lines.slice(0, 1))[0]).toMatchObject({
      ownerCreditCode: '91350100M000100Y43',
      processId: 'HNZB-2026-001',
      projectSourceId: 'P-2026-0001',
      winner: { zh: '中建五局（集团）有限公司', en: null },
      winnerCreditCode: '91110000600037341L',
      winAmountWan: 1180.5,
      candidates: '中建五局（集团）有限公司;湖南建工集团有限公司',
    });
  });

  it('reject a quote never closed as badCsv at the line where its record starts, and stop', async () => {
    // No quote in these rows: the one opened at line 3 runs to the end of the file.
    const [header, row] = csv('projects', [{ amountWan: '1200', summary_en: 'Adds 100000 tonnes.' }]).split(
      '\n',
    );
    expect(row).not.toContain('"');
    const lines = await parse('projects', `${header}\n${row}\n"P-2,unclosed\n${row}\n${row}\n`, 'csv');
    expect(outline(lines)).toEqual(['2:ok', '3:badCsv@']);
  });

  it('read a quote closed in a later row as one record spanning the rows between', async () => {
    // As Excel would read it: the quoted field runs to the next quote ("1,200" of line 4).
    const [header, row] = csv('projects', [{}]).split('\n');
    const lines = await parse('projects', `${header}\n${row}\n"P-2,unclosed\n${row}\n${row}\n`, 'csv');
    expect(outline(lines)).toEqual(['2:ok', '3:fieldCount@', '5:ok']);
  });

  it('read a stray quote inside an unquoted field as text', async () => {
    const [header, row] = csv('projects', [{}]).split('\n');
    const lines = await parse('projects', `${header}\n${row.replace('长沙,', '长"沙,')}\n${row}\n`, 'csv');
    expect(outline(lines)).toEqual(['2:ok', '3:ok']);
    expect(records<ImportedProject>(lines)[0].city).toBe('长"沙');
  });
});

describe('JSON Lines files', () => {
  it('read one object a line, skipping blank lines, with native and text values', async () => {
    const text =
      JSON.stringify({ ...PROJECT, amountWan: 1200.5, categoryCode: 1463, withdrawn: false }) +
      '\r\n\n   \n' +
      JSON.stringify({ ...PROJECT, sourceId: 'P-2', withdrawn: null }) +
      '\n';
    const lines = await parse('projects', text, 'jsonl');
    expect(outline(lines)).toEqual(['1:ok', '4:ok']);
    expect(records<ImportedProject>(lines)[0]).toMatchObject({ amountWan: 1200.5, categoryCode: 1463 });
    expect(records<ImportedProject>(lines)).toEqual([
      expect.objectContaining({ sourceId: 'P-2026-0001' }),
      expect.objectContaining({ sourceId: 'P-2', withdrawn: false }),
    ]);
  });

  it('reject lines that are not JSON, not objects, or have unknown keys; missing keys are empty', async () => {
    const ok = JSON.stringify(PROJECT);
    const lines = await parse(
      'projects',
      [
        ok,
        '{"sourceId": "P-2",',
        '[1, 2]',
        '"text"',
        'null',
        '42',
        JSON.stringify({ ...PROJECT, remark: 'x' }),
        JSON.stringify({ ...PROJECT, title_en: undefined, owner_en: undefined }),
        JSON.stringify({ sourceId: 'P-3', title_zh: 'only a title' }),
        JSON.stringify({ ...PROJECT, city: ['长沙'] }),
        JSON.stringify({ ...PROJECT, amountWan: -3 }),
        '{"__proto__":1,' + JSON.stringify(PROJECT).slice(1),
      ].join('\n'),
      'jsonl',
    );
    expect(outline(lines)).toEqual([
      '1:ok',
      '2:badJson@',
      '3:notAnObject@',
      '4:notAnObject@',
      '5:notAnObject@',
      '6:notAnObject@',
      '7:unknownColumn@remark',
      '8:ok',
      '9:required@province',
      '10:badValue@city',
      '11:badAmount@amountWan',
      '12:unknownColumn@__proto__',
    ]);
    expect(records<ImportedProject>([lines[7]])[0].title.en).toBeNull();
  });

  it('read GB18030 lines, and reject lines that are not UTF-8 when UTF-8 is forced', async () => {
    const text = jsonl('projects', [{ sourceId: 'J1' }, { sourceId: 'J2' }]);
    const utf8 = await parse('projects', text, 'jsonl');
    expect(outline(utf8)).toEqual(['1:ok', '2:ok']);
    expect(await parse('projects', iconv.encode(text, 'gb18030'), 'jsonl')).toEqual(utf8);
    const mixed = Buffer.concat([Buffer.from(text), iconv.encode(text, 'gb18030'), Buffer.from('\uFEFF')]);
    expect(outline(await parse('projects', mixed, 'jsonl', 'utf8'))).toEqual([
      '1:ok',
      '2:ok',
      '3:badEncoding@',
      '4:badEncoding@',
    ]);
  });

  it('accept a byte-order mark on the first line', async () => {
    expect(outline(await parse('projects', '\uFEFF' + jsonl('projects', [{}]), 'jsonl'))).toEqual(['1:ok']);
  });
});

describe('encodings: one bad byte rejects only its own line', () => {
  const HUNAN = '湖南医院工程';
  const good = JSON.stringify({ ...PROJECT, sourceId: 'E-good', title_zh: HUNAN });
  /** The text with its `#` made a byte that is neither UTF-8 nor GB18030. */
  const withBadByte = (text: string) => {
    const [before, after] = text.split('#');
    return Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);
  };
  const bad = withBadByte(JSON.stringify({ ...PROJECT, sourceId: 'E-bad', title_zh: 'a#b' }));
  const lines = (...parts: (string | Uint8Array)[]) =>
    Buffer.concat(parts.flatMap((part) => [Buffer.from(part), Buffer.from('\n')]));
  /** Every title read, so that a garbled one shows. */
  const titles = (parsed: ParsedLine[]) =>
    records<ImportedProject>(parsed.filter((l) => 'record' in l)).map((r) => r.title.zh);

  it.each<ImportEncoding>(['utf8', 'auto'])(
    'rejects the bad line alone in %s, either order',
    async (encoding) => {
      const first = await parse('projects', lines(bad, good), 'jsonl', encoding);
      expect(outline(first)).toEqual(['1:badEncoding@', '2:ok']);
      expect(titles(first)).toEqual([HUNAN]);
      const second = await parse('projects', lines(good, bad), 'jsonl', encoding);
      expect(outline(second)).toEqual(['1:ok', '2:badEncoding@']);
      expect(titles(second)).toEqual([HUNAN]);
    },
  );

  it('rejects the bad record alone in CSV, either order', async () => {
    const [header, row] = csv('projects', [{ sourceId: 'C-good', title_zh: HUNAN }]).split('\n');
    const broken = withBadByte(csv('projects', [{ sourceId: 'C-bad', title_zh: 'a#b' }]).split('\n')[1]);
    for (const encoding of ['utf8', 'auto'] as const) {
      const first = await parse('projects', lines(header, broken, row), 'csv', encoding);
      expect(outline(first)).toEqual(['2:badEncoding@title_zh', '3:ok']);
      expect(titles(first)).toEqual([HUNAN]);
      const second = await parse('projects', lines(header, row, broken), 'csv', encoding);
      expect(outline(second)).toEqual(['2:ok', '3:badEncoding@title_zh']);
    }
  });

  /** The row of the file below written in UTF-8, the others in GB18030. */
  const UTF8_ROW = 2;
  const gbRows = Array.from({ length: 5 }, (_, i) => ({ sourceId: `G${i}`, title_zh: `${HUNAN}${i}` }));

  it.each<ImportFormat>(['csv', 'jsonl'])(
    'rejects a GB18030 %s file with one UTF-8 line as a whole, at line 1, naming GB18030',
    async (format) => {
      const text = format === 'csv' ? csv('projects', gbRows) : jsonl('projects', gbRows);
      const header = format === 'csv' ? 1 : 0;
      const parts = text
        .trimEnd()
        .split('\n')
        .map((line, i) => (i === header + UTF8_ROW ? Buffer.from(line) : iconv.encode(line, 'gb18030')));
      const file = lines(...parts);
      const parsed = await parse('projects', file, format);
      expect(parsed).toEqual([
        {
          line: 1,
          rejection: {
            line: 1,
            field: null,
            reason: 'mixedEncoding',
            params: { utf8: 1, other: 4, encoding: 'GB18030' },
          },
        },
      ]);
      if (!('rejection' in parsed[0])) throw new Error('accepted');
      expect(rejectionText(parsed[0].rejection, 'en')).toMatch(
        /^Line 1: The file mixes encodings: 1 line is UTF-8 and 4 are not.*set to GB18030/,
      );
      expect(rejectionText(parsed[0].rejection, 'zh')).toMatch(/^第 1 行：文件混用了两种编码.*GB18030/);
      // Forced, GB18030 reads the GB18030 lines and rejects the UTF-8 one rather than garble it.
      const forced = await parse('projects', file, format, 'gb18030');
      expect(outline(forced).filter((l) => !l.endsWith(':ok'))).toEqual([
        `${header + UTF8_ROW + 1}:badEncoding@${format === 'csv' ? 'title_zh' : ''}`,
      ]);
      expect(titles(forced)).toEqual(gbRows.filter((_, i) => i !== UTF8_ROW).map((r) => r.title_zh));
      // Forced, UTF-8 reads the UTF-8 line and rejects the others.
      expect(titles(await parse('projects', file, format, 'utf8'))).toEqual([gbRows[UTF8_ROW].title_zh]);
    },
  );

  it('rejects a UTF-8 file with GB18030 lines as a whole, naming UTF-8, however far the mixing', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ sourceId: `U${i}`, title_zh: `${HUNAN}${i}` }));
    const text = jsonl('projects', rows).trimEnd().split('\n');
    const file = lines(
      ...text.map((line, i) => (i === rows.length - 1 ? iconv.encode(line, 'gb18030') : line)),
    );
    expect(file.length).toBeGreaterThan(256 * 1024);
    const parsed = await parse('projects', file, 'jsonl');
    expect(parsed).toMatchObject([
      {
        line: 1,
        rejection: { reason: 'mixedEncoding', params: { utf8: 1999, other: 1, encoding: 'UTF-8' } },
      },
    ]);
  });

  it('reads a file of ASCII lines and GB18030 lines as GB18030, and broken bytes in UTF-8 alone', async () => {
    const ascii = JSON.stringify({
      ...PROJECT,
      sourceId: 'A1',
      title_zh: 'ascii',
      province: 'hunan',
      industry: 'huanbao',
      stage: 'construction',
      owner_zh: 'o',
      city: '',
      startDate: '',
      contactName: '',
      summary_zh: '',
      summary_en: '',
      withdrawn: '',
    });
    const gb = iconv.encode(JSON.stringify({ ...PROJECT, sourceId: 'A2', title_zh: HUNAN }), 'gb18030');
    expect(titles(await parse('projects', lines(ascii, gb), 'jsonl'))).toEqual(['ascii', HUNAN]);
    expect(outline(await parse('projects', lines(ascii, bad, good), 'jsonl'))).toEqual([
      '1:ok',
      '2:badEncoding@',
      '3:ok',
    ]);
  });
});

describe('charsetEncoding, the encoding of an HTTP ingest', () => {
  it('is UTF-8 unless the Content-Type names GB18030 or one of its subsets', () => {
    expect(charsetEncoding(null)).toBe('utf8');
    expect(charsetEncoding('application/x-ndjson')).toBe('utf8');
    expect(charsetEncoding('application/x-ndjson; charset=UTF-8')).toBe('utf8');
    expect(charsetEncoding('application/x-ndjson;charset="utf8"')).toBe('utf8');
    for (const name of ['gb18030', 'GB18030', 'gbk', 'GB2312', '"gb18030"'])
      expect(charsetEncoding(`application/x-ndjson; charset=${name}`), name).toBe('gb18030');
    for (const name of ['latin1', 'big5', 'utf-16', ''])
      expect(charsetEncoding(`application/x-ndjson; charset=${name}`), name).toBeNull();
  });
});

describe('lines over 10 MB', () => {
  const filler = Buffer.alloc(64 * 1024, 'x');
  /** `before`, then a value of `size` bytes made of reused 64 KB chunks (nothing large is built), then `after`. */
  async function* huge(before: string, size: number, after: string): AsyncGenerator<Uint8Array> {
    yield Buffer.from(before);
    for (let sent = 0; sent < size; sent += filler.length) yield filler;
    yield Buffer.from(after);
  }
  const size = MAX_LINE_BYTES + 2 * filler.length;

  it('are rejected in JSON Lines, and the next line is read', async () => {
    const ok = JSON.stringify(PROJECT);
    const input = () => huge(`${ok}\n{"title_zh":"`, size, `"}\r\n${ok}\n`);
    const lines = await parse('projects', input, 'jsonl');
    expect(outline(lines)).toEqual(['1:ok', '2:lineTooLong@', '3:ok']);
    expect(lines[1]).toMatchObject({ rejection: { params: { max: 10 } } });
  });

  it('are rejected in CSV, quoted or not, and the next record is read with its right line', async () => {
    const [header, row] = csv('projects', [{}]).split('\n');
    const quoted = () => huge(`${header}\n${row}\nP-2,"two\nlines `, size, `\n"" more",x\r\n${row}\n`);
    expect(outline(await parse('projects', quoted, 'csv'))).toEqual(['2:ok', '3:lineTooLong@', '6:ok']);
    const plain = () => huge(`${header}\r\n${row}\r\nP-2,`, size, `,x\r\n${row}\r\n`);
    expect(outline(await parse('projects', plain, 'csv'))).toEqual(['2:ok', '3:lineTooLong@', '4:ok']);
  });

  it('end the file when the header is one', async () => {
    const [, row] = csv('projects', [{}]).split('\n');
    expect(outline(await parse('projects', () => huge('sourceId,', size, `\n${row}\n`), 'csv'))).toEqual([
      '1:lineTooLong@',
    ]);
  });

  it('are cut by the CSV scanner before csv-parse holds more than the limit', () => {
    // The scanner passes a record on only up to maxBytes, then its end, and drops the rest:
    // what reaches csv-parse is bounded whatever the record's size.
    const scanner = new RecordScanner(10);
    const passed = [
      scanner.feed('a,b\n"0123'),
      scanner.feed('456789abcdef'),
      scanner.feed('ghij"\nk\n'),
      scanner.feed('x'.repeat(100)),
    ];
    expect(passed).toEqual(['a,b\n"0123', '45678"\n', 'k\n', 'xxxxxxxxxx\n']);
    expect(scanner.starts.shift()).toEqual({ line: 1, fault: null });
    expect(scanner.starts.shift()).toEqual({ line: 2, fault: 'lineTooLong' });
    expect(scanner.starts.shift()).toEqual({ line: 3, fault: null });
    expect(scanner.starts.shift()).toEqual({ line: 4, fault: 'lineTooLong' });
  });
});

describe('streaming', () => {
  it.each<[ImportFormat, ImportEncoding]>([
    ['csv', 'utf8'],
    ['jsonl', 'utf8'],
    ['csv', 'gb18030'],
    ['jsonl', 'gb18030'],
  ])('yields the first %s records in %s before the input is read to its end', async (format, encoding) => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ sourceId: `S${i}` }));
    const text = format === 'csv' ? csv('projects', rows) : jsonl('projects', rows);
    const bytes = iconv.encode(text, encoding);
    let read = 0;
    async function* counted() {
      for await (const chunk of chunked(bytes, 16 * 1024)) {
        read += chunk.length;
        yield chunk;
      }
    }
    const iterator = parseRecords('projects', counted(), { format, encoding });
    const first = await iterator.next();
    expect(first.value).toMatchObject({ record: { sourceId: 'S0', title: { zh: PROJECT.title_zh } } });
    expect(read).toBeLessThan(bytes.length / 2);
    await iterator.return(undefined);
  });

  it('needs a way to open the file again to detect its encoding', async () => {
    const iterator = parseRecords('projects', chunked(jsonl('projects', [{}])), { format: 'jsonl' });
    await expect(iterator.next()).rejects.toThrow(/auto/);
  });
});

describe('the sample files of docs/samples', () => {
  const SAMPLES = path.resolve(import.meta.dirname, '../../docs/samples');
  // Every file there, so a new sample is checked too; each must be named <kind>.<format>.
  const FILES = fs.readdirSync(SAMPLES).map((name) => {
    const [, kind, format] = /^(projects|tenders)\.(csv|jsonl)$/.exec(name) ?? [];
    if (!kind) throw new Error(`docs/samples/${name} is not <projects|tenders>.<csv|jsonl>`);
    return [kind as RecordKind, format as ImportFormat] as const;
  });

  const read = async (kind: RecordKind, format: ImportFormat) => {
    const file = path.join(SAMPLES, `${kind}.${format}`);
    const lines = await parse(kind, () => fs.createReadStream(file, { highWaterMark: 1024 }), format);
    return { file, lines, all: records<ImportedProject | ImportedTender>(lines) };
  };

  /** What a record holds for an import column: `x_zh`/`x_en` under `x.zh`/`x.en`, else its own name. */
  function columnValue(record: ImportedProject | ImportedTender, column: string): unknown {
    const fields = record as unknown as Record<string, unknown>;
    const bilingual = /^(.+)_(zh|en)$/.exec(column);
    if (!bilingual) return fields[column];
    const pair = fields[bilingual[1]] as Record<string, unknown> | undefined;
    return pair?.[bilingual[2]];
  }

  it('are the four files of the two kinds in both formats', () => {
    expect(FILES.map(([kind, format]) => `${kind}.${format}`).sort()).toEqual([
      'projects.csv',
      'projects.jsonl',
      'tenders.csv',
      'tenders.jsonl',
    ]);
  });

  it.each(FILES)('%s.%s is valid, with one withdrawal, read from a file stream', async (kind, format) => {
    const { file, lines, all } = await read(kind, format);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.filter((r) => r.withdrawn)).toHaveLength(1);
    expect(new Set(all.map((r) => r.sourceId)).size).toBe(all.length);
    for (const r of all.filter((r) => !r.withdrawn)) {
      expect(r.title.en, r.sourceId).toBeTruthy();
      expect(JSON.stringify(r)).not.toMatch(/1[3-9]\d{9}/); // no phone number left unmasked
    }
    // Saved as GB18030 by Chinese Excel, the same file reads the same.
    const gb = iconv.encode(fs.readFileSync(file, 'utf8'), 'gb18030');
    expect(await parse(kind, gb, format)).toEqual(lines);
  });

  // IMPORT_COLUMNS is the parser's own list, so a column added there fails here until each
  // sample shows it; a withdrawal row's values are ignored, so they do not count.
  it.each(FILES)('%s.%s shows every column of its kind, the optional ones included', async (kind, format) => {
    const { all } = await read(kind, format);
    const live = all.filter((r) => !r.withdrawn);
    const shown = (column: string) =>
      column === 'withdrawn'
        ? all.some((r) => r.withdrawn)
        : live.some((r) => ![null, undefined, '', false].includes(columnValue(r, column) as never));
    for (const column of IMPORT_COLUMNS[kind])
      expect(
        live.some((r) => columnValue(r, column) !== undefined),
        `${column}: no field of that name in the record`,
      ).toBe(true);
    expect(IMPORT_COLUMNS[kind].filter((column) => !shown(column))).toEqual([]);
  });
});

describe('rejectionText', () => {
  it('formats a rejection in Chinese and English', async () => {
    const [line] = await parse('projects', csv('projects', [{ title_zh: '长'.repeat(301) }]), 'csv');
    if (!('rejection' in line)) throw new Error('accepted');
    expect(rejectionText(line.rejection, 'en')).toBe('Line 2, title_zh: Is longer than 300 characters');
    expect(rejectionText(line.rejection, 'zh')).toBe('第 2 行，title_zh：超过 300 个字符');
    const whole = { line: 12345, field: null, reason: 'badJson' as const };
    expect(rejectionText(whole, 'en')).toBe('Line 12345: This line is not valid JSON');
    expect(rejectionText(whole, 'zh')).toBe('第 12345 行：该行不是有效的 JSON');
  });

  it('has a message for every reason, with every placeholder filled', () => {
    const reasons: RejectReason[] = [
      'badJson',
      'notAnObject',
      'badEncoding',
      'mixedEncoding',
      'lineTooLong',
      'badCsv',
      'fieldCount',
      'unknownColumn',
      'missingColumn',
      'duplicateColumn',
      'badValue',
      'required',
      'tooLong',
      'controlCharacters',
      'badProvince',
      'badIndustry',
      'badStage',
      'badCategoryCode',
      'badNoticeCode',
      'badBoolean',
      'badAmount',
      'badDate',
      'badSourceId',
      'badCreditCode',
    ];
    for (const locale of routing.locales) {
      for (const reason of reasons) {
        const text = rejectionText(
          { line: 3, field: 'city', reason, params: { column: 'city', max: 40 } },
          locale,
        );
        expect(text, `${locale} ${reason}`).not.toMatch(/[{}]|import\.reasons/);
        expect(text.length, `${locale} ${reason}`).toBeGreaterThan(12);
      }
    }
    expect(rejectionText({ line: 1, field: 'categoryCode', reason: 'badCategoryCode' }, 'en')).toContain(
      '146, 1461',
    );
    expect(rejectionText({ line: 1, field: 'noticeCode', reason: 'badNoticeCode' }, 'zh')).toContain(
      '154、155',
    );
  });
});
