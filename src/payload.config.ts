import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3Storage } from '@payloadcms/storage-s3';
import { en } from '@payloadcms/translations/languages/en';
import { zh } from '@payloadcms/translations/languages/zh';
import { buildConfig } from 'payload';
import { collections } from './payload-collections';
import { jobs } from './collections/jobs';
import { OpsStatus } from '@/features/leads/collection/OpsStatus';
import { getConfig } from './config/env';
import { loadOrCreateLocalSecret } from './config/secret';
import { databaseAdapter } from './database';
import { adminMeta } from './i18n/brand-texts';
import { providePayloadConfig } from './server/payload';

// @payloadcms/storage-s3 is published up to 3.90.1 while the rest of Payload is 3.90.2; the
// package.json override gives it the app's own payload and ui, so Payload's version check, which
// stops `next dev` and `payload run` outside production, is a false alarm here.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const env = getConfig();

export default providePayloadConfig(
  buildConfig({
    serverURL: env.SITE_ORIGIN,
    secret: env.PAYLOAD_SECRET ?? loadOrCreateLocalSecret(env.SQLITE_FILE),
    admin: {
      user: 'users',
      importMap: { baseDir: path.resolve(dirname) },
      // The site's name and icons, not Payload's, in the tab (src/app/icon.svg and apple-icon.png;
      // Next adds favicon.ico itself); admin/[[...segments]]/page.tsx names the site in the admin's
      // language. No Open Graph image: Payload's /api/og answers 404 here, and it drew Payload's logo.
      meta: {
        ...adminMeta('zh'),
        defaultOGImageType: 'off',
        icons: [
          { rel: 'icon', url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
          { rel: 'apple-touch-icon', url: '/apple-icon.png', sizes: '180x180' },
        ],
      },
      // Payload's default avatar is a gravatar.com image keyed by the md5 of the operator's
      // e-mail: an external request from the back-office. Its built-in icon instead.
      avatar: 'default',
      // Today's leads, the data's freshness, imports and alerts (docs/backend.md, 'Admin dashboard').
      components: {
        views: { dashboard: { Component: '/app/(payload)/_admin/DashboardView#DashboardView' } },
        // The site's mark and name in place of Payload's, in the admin's language.
        graphics: {
          Logo: '/components/admin/AdminBrand#AdminLogo',
          Icon: '/components/admin/AdminBrand#AdminIcon',
        },
      },
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
    globals: [OpsStatus],
    jobs,
    db: databaseAdapter(env),
    graphQL: { disable: true },
    telemetry: false,
    // With S3_BUCKET, uploads go to S3-compatible object storage, shared by every instance; the
    // files are still served through /api/media/file/<name> (access control applies), so pages
    // need no bucket URL. Without it, uploads stay in ./media of this machine.
    plugins: [
      s3Storage({
        enabled: Boolean(env.S3_BUCKET),
        // The same columns with or without a bucket, so one set of migrations fits both.
        alwaysInsertFields: true,
        collections: { media: true, imports: true },
        bucket: env.S3_BUCKET ?? '',
        config: {
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          },
        },
      }),
    ],
    // Written by `npm run generate` only: generated on every start, each CLI run would spawn a
    // generator, and the committed file would follow whatever environment last ran one.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  }),
);
