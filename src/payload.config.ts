import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '@payloadcms/translations/languages/en';
import { zh } from '@payloadcms/translations/languages/zh';
import { buildConfig } from 'payload';
import { collections } from './collections';
import { getConfig } from './config/env';
import { loadOrCreateLocalSecret } from './config/secret';
import { databaseAdapter } from './database';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const env = getConfig();

export default buildConfig({
  serverURL: env.SITE_ORIGIN,
  secret: env.PAYLOAD_SECRET ?? loadOrCreateLocalSecret(env.SQLITE_FILE),
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · 后台' },
    // Payload's default avatar is a gravatar.com image keyed by the md5 of the operator's
    // e-mail: an external request from the back-office. Its built-in icon instead.
    avatar: 'default',
  },
  i18n: { supportedLanguages: { zh, en }, fallbackLanguage: 'zh' },
  localization: {
    locales: [
      { code: 'zh', label: '中文' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'zh',
    fallback: true,
  },
  collections,
  db: databaseAdapter(env),
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
});
