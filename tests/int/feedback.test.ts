import { describe, expect, it } from 'vitest';
import zhValidation from '../../messages/zh/validation.json';
import { API_PATHS } from '@/catalog/api-paths';
import { BASE_URL, call, freshIp, rest } from './helpers';

const SAVE = API_PATHS.saveFeedback;
const valid = (companyName: string) => ({
  companyName,
  contactNumber: '13812345678',
  contacts: 'Li Lei',
  email: 'li.lei@example.com',
  problem: 'The tender list does not load on Fridays.',
  suggestion: '',
});

describe('feedback save', () => {
  it('stores the record durably before answering 200', async () => {
    const companyName = `Durable ${Date.now()} 有限公司`;
    const ip = freshIp();
    const sentAt = new Date();
    const answer = await call(SAVE, { body: valid(companyName), lang: 'en', ip });
    const answeredAt = new Date();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
    const found = await rest(
      `/feedback?where[companyName][equals]=${encodeURIComponent(companyName)}&depth=0`,
    );
    const { docs } = (await found.json()) as { docs: Record<string, string>[] };
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      contactNumber: '13812345678',
      locale: 'en',
      email: 'li.lei@example.com',
    });
    expect(docs[0].ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(docs[0])).not.toContain(ip);
    // Stamped while the request was in flight (server and test share this machine's clock).
    const receivedAt = Date.parse(docs[0].receivedAt);
    expect(receivedAt).toBeGreaterThanOrEqual(sentAt.getTime());
    expect(receivedAt).toBeLessThanOrEqual(answeredAt.getTime());
  });

  it('answers the SPEC §5 messages in English', async () => {
    const empty = await call(SAVE, { body: {}, lang: 'en-GB,en;q=0.8' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      companyName: 'Please enter the name of the unit',
      contactNumber: 'Please enter a contact number',
      contacts: 'Please enter the contact name',
      email: 'Please enter your email address',
    });
    const formats = await call(SAVE, {
      body: { ...valid('Acme'), contactNumber: '12812345678', email: 'li.lei@' },
      lang: 'en',
    });
    expect(formats.body.errors).toEqual({
      contactNumber: 'Please enter the correct mobile number format',
      email: 'Please enter the correct email format',
    });
  });

  it('answers the same rules in Chinese by default', async () => {
    const answer = await call(SAVE, { body: { ...valid(''), contacts: '   ', contactNumber: '1381234567' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请求参数有误');
    expect(answer.body.errors).toEqual({
      companyName: zhValidation.companyNameRequired,
      contacts: zhValidation.contactsRequired,
      contactNumber: zhValidation.contactNumberFormat,
    });
  });

  it('rejects wrong types per field', async () => {
    const answer = await call(SAVE, {
      body: { ...valid('Acme'), companyName: 42, problem: ['x'] },
      lang: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      companyName: 'Please enter the name of the unit',
      problem: 'This value is not valid',
    });
  });

  it('keeps records private to logged-in operators, who can export them as CSV', async () => {
    const companyName = `CSV "quoted" ${Date.now()}`;
    expect((await call(SAVE, { body: valid(companyName) })).status).toBe(200);
    const anonymous = await rest('/feedback', {}, false);
    expect([401, 403]).toContain(anonymous.status);
    const anonymousCsv = await fetch(`${BASE_URL}/api/feedback/export.csv`);
    expect(anonymousCsv.status).toBe(401);
    const csv = await rest('/feedback/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('"companyName","contacts","contactNumber","email"');
    expect(text).toContain(`"CSV ""quoted"" ${companyName.split(' ').at(-1)}"`);
    const write = await rest('/feedback', { method: 'POST', body: JSON.stringify(valid('Forged')) });
    expect(write.status).toBe(403);
  });

  it('limits submissions per client IP with 429', async () => {
    const ip = freshIp();
    const limit = Number(process.env.RATE_LIMIT_FEEDBACK ?? 5);
    for (let i = 0; i < limit; i++) {
      expect((await call(SAVE, { body: valid(`Burst ${i}`), ip })).status).toBe(200);
    }
    const limited = await call(SAVE, { body: valid('Burst over'), ip, lang: 'en' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 429,
      msg: 'Too many requests; please try again later',
      data: null,
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(SAVE, { body: valid('Other client'), ip: freshIp() })).status).toBe(200);
  });
});
