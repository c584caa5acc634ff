import { describe, expect, it } from 'vitest';
import { ConfigError, getPublicConfig, parseConfig, psbRegistryLink } from '@/config/env';

/** A PostgreSQL primary, as the replicas need one. */
const PRIMARY = { DATABASE_URL: 'postgres://root@primary/test', PAYLOAD_SECRET: 'x'.repeat(32) };
describe('config', () => {
  it('has working defaults', () => {
    const config = parseConfig({});
    expect(config.HOTLINE).toBe('400-8161-360');
    expect(config.MOBILE_SITE_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(getPublicConfig(config).mobileSiteUrl).toBeNull();
  });

  it('takes the local origin on the server port when SITE_ORIGIN is unset', () => {
    expect(parseConfig({}).SITE_ORIGIN).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '3611' }).SITE_ORIGIN).toBe('http://localhost:3611');
    expect(parseConfig({ PORT: '3611', SITE_ORIGIN: 'https://www.example.com' }).SITE_ORIGIN).toBe(
      'https://www.example.com',
    );
  });

  it('reads the read replicas as a comma-separated list of postgres:// URLs beside DATABASE_URL', () => {
    const config = parseConfig({
      ...PRIMARY,
      DATABASE_REPLICA_URLS: ' postgres://root@r1:5432/test , postgresql://root@r2/test',
    });
    expect(config.DATABASE_REPLICA_URLS).toEqual([
      'postgres://root@r1:5432/test',
      'postgresql://root@r2/test',
    ]);
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(30);
    expect(parseConfig({ ...PRIMARY, DATABASE_REPLICA_URLS: '' }).DATABASE_REPLICA_URLS).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const config = parseConfig({ MOBILE_SITE_URL: '', BAIDU_TONGJI_ID: '', DATABASE_URL: '' });
    expect(config.MOBILE_SITE_URL).toBeUndefined();
    expect(config.BAIDU_TONGJI_ID).toBeUndefined();
  });

  it.each([
    [{ MOBILE_SITE_URL: 'not a url' }, 'MOBILE_SITE_URL'],
    [{ HOTLINE: 'call us' }, 'HOTLINE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://root@localhost/test' }, 'PAYLOAD_SECRET'],
    [{ DATABASE_REPLICA_URLS: 'postgres://root@replica/test' }, 'DATABASE_REPLICA_URLS'],
    [
      { ...PRIMARY, DATABASE_REPLICA_URLS: 'postgres://root@r1/test,mysql://r2/test' },
      'DATABASE_REPLICA_URLS',
    ],
    [{ ...PRIMARY, DATABASE_REPLICA_MAX_LAG_SECONDS: '0' }, 'DATABASE_REPLICA_MAX_LAG_SECONDS'],
    [{ ADMIN_EMAIL: 'ops@example.com' }, 'ADMIN_PASSWORD'],
    [{ UMAMI_WEBSITE_ID: 'abc' }, 'UMAMI_SCRIPT_URL'],
    [{ LOGIN_URL: 'javascript:alert(1)' }, 'LOGIN_URL'],
    [{ LEAD_WECOM_WEBHOOK: 'http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x' }, 'LEAD_WECOM_WEBHOOK'],
    [{ LEAD_FEISHU_WEBHOOK: 'not a url' }, 'LEAD_FEISHU_WEBHOOK'],
    [
      { LEAD_DINGTALK_WEBHOOK: 'https://oapi.dingtalk.com/robot/send?access_token=x' },
      'LEAD_DINGTALK_SECRET',
    ],
    [{ LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks/leads' }, 'LEAD_WEBHOOK_SECRET'],
    [{ LEAD_NOTIFY_EMAILS: 'sales@example.com, nobody' }, 'LEAD_NOTIFY_EMAILS'],
    [{ LEAD_RETRY_SCHEDULE: 'soon' }, 'LEAD_RETRY_SCHEDULE'],
  ])('rejects %o naming %s', (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('takes http:// for a lead webhook only on a loopback host', () => {
    expect(parseConfig({ LEAD_WECOM_WEBHOOK: 'http://127.0.0.1:4000/wecom' }).LEAD_WECOM_WEBHOOK).toBe(
      'http://127.0.0.1:4000/wecom',
    );
    expect(parseConfig({ LEAD_FEISHU_WEBHOOK: 'http://localhost:4000/f' }).LEAD_FEISHU_WEBHOOK).toBeDefined();
  });

  it('puts the public-security filing code in the registry link', () => {
    const config = parseConfig({ PSB_CODE: '43010502000658' });
    expect(psbRegistryLink(config)).toContain('code=43010502000658');
    const plain = parseConfig({ PSB_REGISTRY_URL: 'https://registry.example/query', PSB_CODE: '123456' });
    expect(psbRegistryLink(plain)).toBe('https://registry.example/query?code=123456');
  });
});
