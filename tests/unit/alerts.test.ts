import { describe, expect, it } from 'vitest';
import { alertFilterKey, alertFilterSchema, alertResultsHref, alertSignupSchema } from '@/schemas/alerts';
import { confirmationMail, digestMail } from '@/features/alerts/server/mails';
import { parseAlertToken, signAlertToken, verifyAlertToken } from '@/features/alerts/server/token';

const SECRET = 'unit-secret-unit-secret-unit-secret-0000';
const alert = { id: 42, email: 'visitor@example.test' };

describe('alert links', () => {
  it('verify for their purpose, alert, address and expiry only', () => {
    const token = signAlertToken(SECRET, 'confirm', alert, 2_000_000_000);
    const parsed = parseAlertToken(token)!;
    expect(parsed).toMatchObject({ id: 42, expires: 2_000_000_000 });
    expect(verifyAlertToken(SECRET, 'confirm', parsed, 'Visitor@Example.test')).toBe(true);
    expect(verifyAlertToken(SECRET, 'unsubscribe', parsed, alert.email)).toBe(false);
    expect(verifyAlertToken(SECRET, 'confirm', parsed, 'other@example.test')).toBe(false);
    expect(verifyAlertToken(`${SECRET}x`, 'confirm', parsed, alert.email)).toBe(false);
    expect(verifyAlertToken(SECRET, 'confirm', { ...parsed, expires: 2_000_000_001 }, alert.email)).toBe(
      false,
    );
    expect(verifyAlertToken(SECRET, 'confirm', { ...parsed, id: 43 }, alert.email)).toBe(false);
  });

  it('reject malformed tokens', () => {
    for (const token of [
      '',
      '42',
      '42.0',
      '0.0.' + 'a'.repeat(43),
      '42.0.' + 'a'.repeat(42),
      '<script>',
      '42.0.' + '!'.repeat(43),
    ])
      expect(parseAlertToken(token), token).toBeUndefined();
  });
});

describe('alert filters', () => {
  it('accept a listing tab of the right kind only, and drop a tender stage', () => {
    expect(alertFilterSchema.safeParse({ type: 'project', category: 'vip' }).success).toBe(true);
    expect(alertFilterSchema.safeParse({ type: 'project', category: 'winningNotice' }).success).toBe(false);
    expect(alertFilterSchema.safeParse({ type: 'tender', category: 'vip' }).success).toBe(false);
    const tender = alertFilterSchema.parse({ type: 'tender', stage: 'design', province: 'hunan' });
    expect(tender.stage).toBeUndefined();
  });

  it('key equal filters equally, whatever the field order or blank fields', () => {
    const a = alertFilterSchema.parse({ type: 'project', keyword: ' 医院 ', province: 'hunan', stage: '' });
    const b = alertFilterSchema.parse({ province: 'hunan', keyword: '医院', type: 'project' });
    expect(alertFilterKey(a)).toBe(alertFilterKey(b));
    expect(alertFilterKey(a)).not.toBe(alertFilterKey({ ...b, province: 'hubei' }));
  });

  it('refuse addresses that could inject headers', () => {
    const bad = ['a@b.test\r\nBcc: c@d.test', 'a@b.test\nX: y', '"a b"@', 'a@b'];
    for (const email of bad)
      expect(alertSignupSchema.safeParse({ email, filter: { type: 'project' } }).success, email).toBe(false);
  });

  it('link to the page the alert was made on', () => {
    expect(
      alertResultsHref(
        alertFilterSchema.parse({
          type: 'project',
          origin: 'industry',
          industry: 'huanbao',
          category: 'vip',
        }),
      ),
    ).toBe('/industry/index2?industry=huanbao&category=vip');
    expect(
      alertResultsHref(alertFilterSchema.parse({ type: 'tender', origin: 'search', keyword: '医院' })),
    ).toBe('/search?keyword=%E5%8C%BB%E9%99%A2&type=tender');
  });
});

describe('alert mails', () => {
  const filter = alertFilterSchema.parse({ type: 'project', keyword: '<b>x</b>', province: 'hunan' });

  it('escape what visitors and the data wrote in the HTML part', () => {
    const mail = digestMail({
      to: alert.email,
      locale: 'en',
      filter,
      records: [
        {
          title: '<script>alert(1)</script>',
          url: 'https://x.test/industry/detail?id=a"b',
          meta: '2026-11-24 · Hunan',
        },
      ],
      more: true,
      resultsUrl: 'https://x.test/en/search?keyword=x',
      unsubscribeUrl: 'https://x.test/api/subscriptions/unsubscribe?token=1.0.x',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('id=a&quot;b');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.subject).toBe('More than 1 new records for your alert');
    expect(mail.text).toContain('Showing the 1 newest; the full result page has them all.');
    expect(mail.unsubscribeUrl).toContain('/unsubscribe?token=');
    expect(mail.text).toContain('Unsubscribe from this alert: https://x.test/api/subscriptions/unsubscribe');
  });

  it('write the confirmation in the visitor language, without an unsubscribe header', () => {
    const mail = confirmationMail({
      to: alert.email,
      locale: 'zh',
      filter,
      confirmUrl: 'https://x.test/c?token=1',
    });
    expect(mail.subject).toBe('请确认您的项目与招标信息提醒');
    expect(mail.text).toContain('省份：湖南');
    expect(mail.unsubscribeUrl).toBeUndefined();
  });
});
