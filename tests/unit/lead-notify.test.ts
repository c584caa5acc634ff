import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config/env';
import {
  configuredChannels,
  dingtalkSign,
  feishuSign,
  rateLimits,
  webhookSignature,
} from '@/features/leads/server/delivery/channels';
import {
  leadNotice,
  noticeMarkdown,
  staleNotice,
  summaryNotice,
} from '@/features/leads/server/delivery/message';
import { parseSchedule } from '@/features/leads/server/delivery/schedule';

const lead = {
  kind: 'trial' as const,
  company: '湖南某建设有限公司',
  contact: '李女士',
  phone: '13812345678',
  page: 'https://www.example.com/oneToOne',
  province: 'hunan',
  industry: null,
  assignee: '张三',
  adminUrl: 'https://www.example.com/admin/collections/apply-records/7',
};

describe('lead notifications', () => {
  it('retries for more than 24 hours by default', () => {
    const waits = parseSchedule(parseConfig({}).LEAD_RETRY_SCHEDULE);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(parseSchedule('30s, 2m,1h')).toEqual([30_000, 120_000, 3_600_000]);
  });

  it('signs DingTalk, Feishu and the generic webhook as their documentation says', () => {
    const secret = 'SECabc';
    expect(dingtalkSign(secret, 1_700_000_000_000)).toBe(
      createHmac('sha256', secret).update(`1700000000000\n${secret}`).digest('base64'),
    );
    // Feishu: HMAC-SHA256 keyed with "<seconds>\n<secret>" over an empty message, in base64.
    expect(feishuSign(secret, 1_700_000_000)).toBe(
      createHmac('sha256', `1700000000\n${secret}`).update('').digest('base64'),
    );
    expect(feishuSign(secret, 1_700_000_000)).not.toBe(feishuSign(secret, 1_700_000_001));
    expect(webhookSignature('s', '{"a":1}')).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(webhookSignature('s', '{"a":1}')).not.toBe(webhookSignature('s', '{"a":2}'));
  });

  it('names kind, company, contact, masked phone, page, province, assignee and the admin link', () => {
    const notice = leadNotice(lead, 'zh');
    const text = [notice.title, ...notice.lines].join('\n');
    expect(notice.title).toBe('新试用申请：湖南某建设有限公司');
    expect(text).toContain('138****5678');
    expect(text).not.toContain('13812345678');
    expect(text).toContain('省份：湖南');
    expect(text).toContain('行业：未填');
    expect(text).toContain('负责人：张三');
    expect(noticeMarkdown(notice)).toContain(`(${lead.adminUrl})`);
    expect(leadNotice({ ...lead, assignee: null }, 'en').lines).toContain('Assignee: unassigned');
  });

  it('puts the surplus in one summary naming each notification', () => {
    const notices = [leadNotice(lead, 'en'), leadNotice({ ...lead, company: 'Other Co' }, 'en')];
    const summary = summaryNotice(notices, 'en', 'https://www.example.com/admin');
    expect(summary.title).toBe('2 notifications in one message');
    expect(summary.lines.filter((l) => l.includes('/admin/collections/apply-records/7'))).toHaveLength(2);
  });

  it('tells the stale-data state and its recovery', () => {
    const last = '2026-11-20T02:00:00.000Z';
    expect(staleNotice('stale', last, 30.5, 'zh', 'https://x/admin').title).toBe(
      '数据停更：已 30 小时没有新记录',
    );
    expect(staleNotice('stale', null, 0, 'en', 'https://x/admin').title).toBe('Stale data: no records yet');
    expect(staleNotice('recovered', last, 0, 'en', 'https://x/admin').lines[0]).toContain('20/11/2026');
  });

  it('limits the robots, not e-mail, and configures no channel without variables', () => {
    expect(rateLimits('wecom', 60)).toEqual([[20, 60]]);
    expect(rateLimits('feishu', 60)).toEqual([
      [100, 60],
      [5, 1],
    ]);
    expect(rateLimits('email', 60)).toEqual([]);
    expect(configuredChannels(parseConfig({}))).toEqual([]);
  });
});
