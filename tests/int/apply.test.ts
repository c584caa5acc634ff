import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { call, freshIp, freshPhone, rest, sentCode } from './helpers';

const CODE = API_PATHS.applyVerificationCode;
const REGISTER = API_PATHS.applyRegister;

async function requestCode(phone: string, ip = freshIp()) {
  const answer = await call<{ resendAfterSeconds: number; expiresInSeconds: number }>(CODE, {
    body: { phone },
    ip,
  });
  expect(answer.status).toBe(200);
  const code = sentCode(phone);
  expect(code, 'the code should be in the test server code file').toMatch(/^\d{6}$/);
  return { answer, code: code! };
}

const application = (phone: string, code: string) => ({
  phone,
  code,
  companyName: '湖南筑联建设有限公司',
  contacts: '张伟',
  email: '',
});

describe('trial application', () => {
  it('sends a code, registers with it, and stores the application', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const { answer, code } = await requestCode(phone, ip);
    expect(answer.body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const registered = await call(REGISTER, { body: application(phone, code), ip });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ code: 200, msg: 'success' });
    const found = await rest(`/apply-records?where[phone][equals]=${phone}&depth=0`);
    const { docs } = (await found.json()) as { docs: Record<string, string>[] };
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ companyName: '湖南筑联建设有限公司', contacts: '张伟', locale: 'zh' });
    const again = await call(REGISTER, { body: application(phone, code), ip, lang: 'en' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ code: 'Please request a verification code first' });
  });

  it('refuses a resend within 60 seconds', async () => {
    const phone = freshPhone();
    await requestCode(phone);
    const again = await call(CODE, { body: { phone }, lang: 'en' });
    expect(again.status).toBe(429);
    // What is left of the 60 s, in the header and in the message alike.
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.body.msg).toBe(`Please wait ${retryAfter} seconds before requesting a new code`);
  });

  it('allows five attempts per code', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const { code } = await requestCode(phone, ip);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await call(REGISTER, { body: application(phone, wrong), ip, lang: 'en' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ code: 'The verification code is incorrect' });
    }
    const sixth = await call(REGISTER, { body: application(phone, code), ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('validates the phone, the code and the company in the request locale', async () => {
    const badPhone = await call(CODE, { body: { phone: '1234' }, lang: 'en' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toEqual({ phone: 'Please enter the correct mobile number format' });
    const missing = await call(REGISTER, {
      body: { phone: freshPhone(), code: '12ab', email: 'nope' },
      lang: 'en',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      code: 'The verification code is 6 digits',
      companyName: 'Please enter the name of the unit',
      contacts: 'Please enter the contact name',
      email: 'Please enter the correct email format',
    });
    const zh = await call(CODE, { body: {} });
    expect(zh.body.errors).toEqual({ phone: '请输入手机号码' });
  });

  it('limits requests per client IP with 429', async () => {
    const ip = freshIp();
    const limit = Number(process.env.RATE_LIMIT_APPLY ?? 10);
    for (let i = 0; i < limit; i++) expect((await call(CODE, { body: { phone: 'x' }, ip })).status).toBe(400);
    const limited = await call(CODE, { body: { phone: freshPhone() }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe('请求过于频繁，请稍后再试');
  });
});
