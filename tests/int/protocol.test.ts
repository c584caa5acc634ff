import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIXES } from '@/catalog/api-paths';
import { BASE_URL, call } from './helpers';

/** An HTTP/1.1 answer's body from its head and the bytes after it, chunked or not. */
function httpBody(head: string, rest: Buffer): string {
  if (!/^transfer-encoding:\s*chunked/im.test(head)) return rest.toString('utf8');
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const end = rest.indexOf('\r\n', at);
    const size = Number.parseInt(rest.subarray(at, end).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts).toString('utf8');
    parts.push(rest.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/**
 * POSTs `count` chunks of `chunk` with chunked encoding over a raw socket and returns what the
 * server answered, read as it arrives: the server answers once 64 KB are in and closes, and a
 * client such as fetch that is still writing sees the close (EPIPE, ECONNRESET) and drops the
 * answer. Undefined when nothing arrived.
 */
function streamedPost(pathname: string, chunk: string, count: number) {
  const url = new URL(pathname, BASE_URL);
  return new Promise<{ status: number; body: { code?: number } } | undefined>((resolve) => {
    const received: Buffer[] = [];
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          'Accept-Language: en\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      );
      const size = Buffer.byteLength(chunk).toString(16);
      for (let i = 0; i < count; i++) socket.write(`${size}\r\n${chunk}\r\n`);
      socket.write('0\r\n\r\n');
    });
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('error', () => {}); // a write after the close: the answer is what was read
    socket.on('close', () => {
      const data = Buffer.concat(received);
      const split = data.indexOf('\r\n\r\n');
      const head = data.subarray(0, Math.max(split, 0)).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (!status || split < 0) return resolve(undefined);
      resolve({ status: Number(status[1]), body: JSON.parse(httpBody(head, data.subarray(split + 4))) });
    });
  });
}

const ENDPOINTS = [
  API_PATHS.selectSampleIndustryCount,
  API_PATHS.saveFeedback,
  API_PATHS.selectSampleTypes,
  API_PATHS.selectPageWeb,
  API_PATHS.selectCasesByIndustry,
  API_PATHS.selectCustomerReviews,
  API_PATHS.selectBrands,
  API_PATHS.selectBanners,
  API_PATHS.applyRegister,
  API_PATHS.applyVerificationCode,
  API_PATHS.recommendProjects,
  API_PATHS.recommendTenders,
  API_PATHS.recommendExclusive,
  API_PATHS.selectHelpTypes,
  API_PATHS.selectHelpEntries,
];

describe('HTTP contract of every endpoint', () => {
  it('answers other methods with 405 and Allow: POST', async () => {
    for (const path of ENDPOINTS) {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await call(path, { method, body: method === 'GET' ? undefined : {}, lang: 'en' });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get('allow')).toBe('POST');
        expect(answer.body).toEqual({ code: 405, msg: 'Method not allowed; use POST', data: null });
      }
    }
  });

  it('answers 413 over 64 KB, declared or streamed', async () => {
    const big = JSON.stringify({ companyName: 'x'.repeat(70 * 1024) });
    // A 413 ends the connection: never reuse it.
    const once = { connection: 'close' };
    const declared = await call(API_PATHS.saveFeedback, { raw: big, lang: 'en', headers: once });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ code: 413, msg: 'The request body is larger than 64 KB', data: null });
    // Streamed, no length declared: 96 KB in chunks of 16 KB. The server reads the rest of a body
    // (up to 1 MB more) before it answers and closes, so the answer is never lost to a reset.
    const streamed = await streamedPost(API_PATHS.recommendTenders, 'x'.repeat(16 * 1024), 6);
    expect(streamed?.status).toBe(413);
    expect(streamed?.body.code).toBe(413);
  });

  it('answers 400 to malformed JSON and to bodies that are not objects', async () => {
    for (const raw of ['{"companyName":', '[]', '"text"', '42', 'null', "{'a': 1}"]) {
      const answer = await call(API_PATHS.saveFeedback, { raw, lang: 'en' });
      expect(answer.status, raw).toBe(400);
      expect(answer.body).toMatchObject({
        code: 400,
        msg: 'The request body must be a JSON object',
        data: null,
      });
      expect(answer.body.errors).toEqual({ body: 'The request body must be a JSON object' });
    }
  });

  it('never answers 5xx to hostile input', async () => {
    const bodies = [
      { industryId: { $ne: null } },
      { industry: "' OR 1=1 --", province: ['beijing'] },
      { typeId: 1e308 },
      { typeId: '1; DROP TABLE samples' },
      { phone: '1'.repeat(10_000) },
      { categoryCode: -1, noticeCode: 1.5, free: null },
      JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
    ];
    for (const path of ENDPOINTS) {
      for (const body of bodies) {
        const answer = await call(path, { body, query: { pageNo: '9999999', pageSize: '100' } });
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(JSON.stringify(answer.body)).not.toMatch(/at .+\(.+:\d+:\d+\)|node_modules/);
      }
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const answer = await call(`${API_PREFIXES.zxw}/nzxwSample/doesNotExist`, { lang: 'en' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, msg: 'Not found', data: null });
  });

  it('picks the answer language from Accept-Language, Chinese by default', async () => {
    const path = `${API_PREFIXES.zxw}/nzxwSample/doesNotExist`;
    expect((await call(path)).body.msg).toBe('请求的资源不存在');
    expect((await call(path, { lang: 'fr-FR, en;q=0.5' })).body.msg).toBe('Not found');
    expect((await call(path, { lang: 'en;q=0.4, zh-CN;q=0.9' })).body.msg).toBe('请求的资源不存在');
  });
});
