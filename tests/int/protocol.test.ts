import { describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIXES } from '@/catalog/api-paths';
import { call } from './helpers';

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
    // The server answers before reading the whole body and drops the socket: never reuse it.
    const once = { connection: 'close' };
    const declared = await call(API_PATHS.saveFeedback, { raw: big, lang: 'en', headers: once });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ code: 413, msg: 'The request body is larger than 64 KB', data: null });
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const stream = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 6) controller.enqueue(chunk);
          else controller.close();
        },
      });
    };
    // The server answers once 64 KB are in and closes the socket; a client still writing the
    // rest may see the close (EPIPE, ECONNRESET) before the answer. That is the client's race,
    // not an answer: try again, a few times.
    let streamed: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 5 && !streamed; attempt++) {
      try {
        streamed = await call(API_PATHS.recommendTenders, { raw: stream(), headers: once });
      } catch (error) {
        const code = ((error as Error).cause as { code?: string } | undefined)?.code;
        if (code !== 'EPIPE' && code !== 'ECONNRESET') throw error;
      }
    }
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
