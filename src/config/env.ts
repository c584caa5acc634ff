import { z } from 'zod';
import { DEFAULT_HOTLINE } from '@/catalog/constants';

/**
 * The one validated configuration module. Read at server start (instrumentation) and on
 * demand; never inlined at build time, so one build serves several environments.
 */
const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());
/** Outgoing webhooks carry leads: https only, except a loopback host (the tests' receivers). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const webhookUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/ })
    .refine((v) => {
      if (!URL.canParse(v)) return true; // the url check above already names the problem
      const u = new URL(v);
      return u.protocol === 'https:' || LOOPBACK.test(u.hostname);
    }, 'must be an https:// URL (http:// only for a loopback host)')
    .optional(),
);
/** `30s,5m,1h`: the waits between a failed delivery's attempts (src/features/leads/server/delivery/schedule.ts). */
const DURATION_LIST = /^\s*\d+(s|m|h)(\s*,\s*\d+(s|m|h))*\s*$/;

/** A search engine's site-verification code: letters, digits, `-`, `_` and `.` (each engine's own format). */
const verificationCode = optionalText.pipe(
  z
    .string()
    .regex(/^[\w.-]{4,128}$/, 'must be the code the engine gives (letters, digits, ., - and _)')
    .optional(),
);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_ORIGIN: url.default('http://localhost:3000'),
    HOTLINE: z
      .string()
      .regex(/^[0-9-]{7,20}$/, 'must be a phone number such as 400-8161-360')
      .default(DEFAULT_HOTLINE),

    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded SQLite file)')
        .optional(),
    ),
    // Streaming replicas of DATABASE_URL for page reads (docs/deployment.md, 'Read replicas').
    DATABASE_REPLICA_URLS: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((u) => u.trim()) : undefined),
      z
        .array(z.string())
        .refine(
          (urls) => urls.every((u) => /^postgres(ql)?:\/\/\S+$/.test(u)),
          'must list postgres:// URLs, separated by commas',
        )
        .optional(),
    ),
    DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    SQLITE_FILE: z.string().default('./data/site.db'),
    PAYLOAD_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),

    LOGIN_URL: url.default('https://user.zxw.example.com/login'),
    REGISTER_URL: url.default('https://user.zxw.example.com/register/step1'),
    CHAT_URL: url.default('https://chat.zxw.example.com/'),
    INSTITUTE_URL: url.default('https://institute.zxw.example.com/'),
    MOBILE_SITE_URL: optionalUrl,
    /** Whether MOBILE_SITE_URL is a host this app serves (its mobile pages at that host's root). */
    MOBILE_SITE_HOSTED: z.enum(['on', 'off']).default('off'),
    APP_QR_URL: url.default('https://m.zxw.example.com/app/download'),
    APPLET_QR_URL: url.default('https://m.zxw.example.com/applet'),
    SERVICE_ACCOUNT_QR_URL: url.default('https://m.zxw.example.com/wechat/service-account'),

    ICP_NUMBER: z.string().default('湘ICP备05006258号-1'),
    ICP_REGISTRY_URL: url.default('https://beian.miit.gov.cn/'),
    PSB_NUMBER: z.string().default('湘公网安备43010502000658号'),
    PSB_CODE: z
      .string()
      .regex(/^\d{6,20}$/, 'must be the numeric filing code')
      .default('43010502000658'),
    PSB_REGISTRY_URL: url.default('https://beian.mps.gov.cn/#/query/webSearch'),

    BAIDU_TONGJI_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9a-f]{32}$/i, 'must be a 32-character hex site id')
        .optional(),
    ),
    UMAMI_WEBSITE_ID: optionalText,
    /** Content of Baidu's `baidu-site-verification` meta tag (Baidu Webmaster Tools), when verifying. */
    BAIDU_SITE_VERIFICATION: verificationCode,
    /** The other engines' webmaster tools: each adds its meta tag while verifying (src/seo/site-verification.ts). */
    SOGOU_SITE_VERIFICATION: verificationCode,
    SO360_SITE_VERIFICATION: verificationCode,
    SHENMA_SITE_VERIFICATION: verificationCode,
    BYTEDANCE_SITE_VERIFICATION: verificationCode,
    UMAMI_SCRIPT_URL: optionalUrl,

    /** Baidu 普通收录 API token (站长平台 › 普通收录 › API提交): new URLs are pushed on publish when set. */
    BAIDU_PUSH_TOKEN: optionalText,
    /** Baidu's push endpoint, `?site=<SITE_ORIGIN>&token=…` appended (tests point it at a local receiver). */
    BAIDU_PUSH_ENDPOINT: url.default('http://data.zz.baidu.com/urls'),
    /** Baidu oCPC API token (营销平台 › 转化追踪 › API): leads from a `bd_vid` click are reported when set. */
    BAIDU_OCPC_TOKEN: optionalText,
    /** Baidu's oCPC conversion endpoint (tests point it at a local receiver). */
    BAIDU_OCPC_ENDPOINT: url.default('https://ocpc.baidu.com/ocpcapi/api/uploadConvertData'),
    /** IndexNow key (Bing, Yandex, Naver, Seznam): served at /<key>.txt; URLs are pushed on publish when set. */
    INDEXNOW_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or -')
        .optional(),
    ),
    /** The IndexNow endpoint URLs are posted to (tests point it at a local receiver). */
    INDEXNOW_ENDPOINT: url.default('https://api.indexnow.org/indexnow'),

    ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'must be at least 12 characters').optional()),

    /** Number of reverse proxies in front of the app whose X-Forwarded-For entries are trusted. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),

    /** Per-client-IP limits of the feedback and trial-application endpoints, per window. */
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    RATE_LIMIT_FEEDBACK: z.coerce.number().int().min(1).max(100_000).default(5),
    RATE_LIMIT_APPLY: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * Shared state for several instances: Next's page and data cache and the rate-limit counters
     * live in this Redis (e.g. redis://127.0.0.1:6379/0); unset, each process keeps its own.
     */
    REDIS_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    /** Prefix of every key this site writes to Redis (several sites or test runs may share one). */
    REDIS_KEY_PREFIX: z.string().default('zxw:'),

    /** Uploads go to this S3-compatible bucket when S3_BUCKET is set; otherwise to ./media. */
    S3_BUCKET: optionalText,
    /** Folder of the files uploaded as data imports without S3_BUCKET (test servers keep their own). */
    IMPORTS_DIR: z.string().default('./data/imports'),
    S3_REGION: z.string().default('us-east-1'),
    /** Endpoint of an S3-compatible service (MinIO, a cloud's object storage); unset for AWS. */
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style URLs (http://host/bucket/key), which most S3-compatible services need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Back-office login and forgot-password (Payload's /api/users/login, /forgot-password):
     * attempts per client address and per account e-mail, per window. The account limit is the
     * larger, so one address alone cannot make an account's sign-in wait.
     */
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    LOGIN_RATE_LIMIT_IP: z.coerce.number().int().min(1).max(100_000).default(10),
    LOGIN_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Where trial-application codes go: `log` (server log) or `file:<path>` (JSON lines, for tests). */
    APPLY_CODE_SENDER: z
      .string()
      .regex(/^(log|file:.+)$/, 'must be "log" or "file:<path>"')
      .default('log'),
    /**
     * The demo feed (src/seed/demo-feed.ts): `on` seeds generated projects and tenders on first
     * start and adds a day's worth daily; `off` generates nothing (a site with real data).
     */
    DEMO_FEED: z.enum(['on', 'off']).default('on'),
    /** URLs per sitemap file: the protocol's 50,000; lowered by tests to force several files. */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50_000).default(50_000),
    /**
     * Outgoing mail (saved-search alerts): an SMTP server URL, e.g. smtp://user:pass@host:587
     * (smtps:// for TLS from the start). Unset, mails are written as .eml files to MAIL_OUTBOX
     * and logged.
     */
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** The From of every mail the site sends: an address, or `Name <address>`. */
    MAIL_FROM: z
      .string()
      .regex(
        /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        'must be an address or "Name <address>"',
      )
      .default('中项网 ZXW <alerts@zxw.example.com>'),
    /** Folder of the .eml files written when SMTP_URL is unset. */
    MAIL_OUTBOX: z.string().default('./data/outbox'),
    /** Alert sign-ups per client IP per RATE_LIMIT_WINDOW_SECONDS. */
    RATE_LIMIT_ALERTS: z.coerce.number().int().min(1).max(100_000).default(5),

    /**
     * WeChat share cards (docs/wechat.md): the official account's AppID and AppSecret. Both unset,
     * nothing of it loads; the API's base URL is a variable so tests can point it at a stand-in.
     */
    WECHAT_APP_ID: optionalText.pipe(
      z
        .string()
        .regex(/^wx[0-9a-zA-Z]{8,30}$/, "must be the account's AppID (wx followed by letters and digits)")
        .optional(),
    ),
    WECHAT_APP_SECRET: optionalText,
    WECHAT_API_BASE: url.default('https://api.weixin.qq.com'),
    /** Signature requests per client IP per RATE_LIMIT_WINDOW_SECONDS (one per page view in WeChat). */
    RATE_LIMIT_WECHAT: z.coerce.number().int().min(1).max(100_000).default(60),

    /** Lead notifications (docs/backend.md, 'Lead notifications'): every channel is optional. */
    LEAD_NOTIFY_EMAILS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .refine(
          (v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success),
          'must be e-mail addresses separated by commas',
        )
        .optional(),
    ),
    LEAD_WECOM_WEBHOOK: webhookUrl,
    LEAD_DINGTALK_WEBHOOK: webhookUrl,
    LEAD_DINGTALK_SECRET: optionalText,
    LEAD_FEISHU_WEBHOOK: webhookUrl,
    /** Only when the bot's signature verification is on. */
    LEAD_FEISHU_SECRET: optionalText,
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** The language of the notifications (the sales team's). */
    LEAD_NOTIFY_LOCALE: z.enum(['zh', 'en']).default('zh'),
    /** Waits between a failing channel's attempts; the default spans more than 24 hours. */
    LEAD_RETRY_SCHEDULE: z
      .string()
      .regex(DURATION_LIST, 'must be durations such as "1m,5m,1h" (s, m or h)')
      .default('1m,5m,15m,30m,1h,2h,4h,8h,8h,8h'),
    /** The robots' rate-limit window (their documented minute; shorter in tests). */
    LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
    /** How often the lead watch runs (interrupted notifications, stale data): a minute; shorter in tests. */
    LEAD_WATCH_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    /** The dashboard's stale-data state: no record added for this many hours. */
    STALE_DATA_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(26),
  })
  .refine((e) => !(e.UMAMI_WEBSITE_ID && !e.UMAMI_SCRIPT_URL), {
    path: ['UMAMI_SCRIPT_URL'],
    message: 'is required when UMAMI_WEBSITE_ID is set',
  })
  .refine((e) => !(e.DATABASE_URL && !e.PAYLOAD_SECRET), {
    path: ['PAYLOAD_SECRET'],
    message: 'is required with DATABASE_URL (every instance sharing the database needs the same secret)',
  })
  .refine((e) => !(e.DATABASE_REPLICA_URLS && !e.DATABASE_URL), {
    path: ['DATABASE_REPLICA_URLS'],
    message: 'needs DATABASE_URL (the primary the replicas follow)',
  })
  .refine((e) => !(e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
  })
  .refine((e) => !(e.LEAD_DINGTALK_WEBHOOK && !e.LEAD_DINGTALK_SECRET), {
    path: ['LEAD_DINGTALK_SECRET'],
    message: 'is required with LEAD_DINGTALK_WEBHOOK (the robot is signed)',
  })
  .refine((e) => !(e.LEAD_WEBHOOK_URL && !e.LEAD_WEBHOOK_SECRET), {
    path: ['LEAD_WEBHOOK_SECRET'],
    message: 'is required with LEAD_WEBHOOK_URL (the body is signed)',
  })
  .refine((e) => !!e.WECHAT_APP_ID === !!e.WECHAT_APP_SECRET, {
    path: ['WECHAT_APP_SECRET'],
    message: 'WECHAT_APP_ID and WECHAT_APP_SECRET must be set together',
  })
  .refine((e) => !!e.ADMIN_EMAIL === !!e.ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  });

export type AppConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Unset, the public origin is this machine on the port the server listens on: with `PORT=3611
 * npm start`, Payload's serverURL, canonical links and the start-up message name :3611, not :3000.
 */
function withLocalOrigin(env: Record<string, string | undefined>): Record<string, string | undefined> {
  if (env.SITE_ORIGIN || !/^\d{1,5}$/.test(env.PORT ?? '')) return env;
  return { ...env, SITE_ORIGIN: `http://localhost:${env.PORT}` };
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(withLocalOrigin(env));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  return result.data;
}

let cached: AppConfig | undefined;

/** The validated config of this process; throws a ConfigError naming the bad variable. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** The part of the config that client components may receive as props. */
export interface PublicConfig {
  hotline: string;
  loginUrl: string;
  registerUrl: string;
  chatUrl: string;
  instituteUrl: string;
  mobileSiteUrl: string | null;
  /** Whether mobileSiteUrl is served by this app, so the redirect keeps the page. */
  mobileSiteHosted: boolean;
  baiduTongjiId: string | null;
  umamiWebsiteId: string | null;
  umamiScriptUrl: string | null;
}

export function getPublicConfig(config: AppConfig = getConfig()): PublicConfig {
  return {
    hotline: config.HOTLINE,
    loginUrl: config.LOGIN_URL,
    registerUrl: config.REGISTER_URL,
    chatUrl: config.CHAT_URL,
    instituteUrl: config.INSTITUTE_URL,
    mobileSiteUrl: config.MOBILE_SITE_URL ?? null,
    mobileSiteHosted: config.MOBILE_SITE_HOSTED === 'on',
    baiduTongjiId: config.BAIDU_TONGJI_ID ?? null,
    umamiWebsiteId: config.UMAMI_WEBSITE_ID ?? null,
    umamiScriptUrl: config.UMAMI_SCRIPT_URL ?? null,
  };
}

/** Public-security filing link: the registry with the filing code in the query. */
export function psbRegistryLink(config: AppConfig = getConfig()): string {
  const link = new URL(config.PSB_REGISTRY_URL);
  // The registry is a hash-routed app: the code goes in the hash's query when there is a hash.
  if (link.hash) return `${config.PSB_REGISTRY_URL}?code=${encodeURIComponent(config.PSB_CODE)}`;
  link.searchParams.set('code', config.PSB_CODE);
  return link.toString();
}
