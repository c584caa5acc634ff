import config from '@payload-config';
import { getNextRequestI18n } from '@payloadcms/next/utilities';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import type { SanitizedConfig } from 'payload';
import { adminMeta } from '@/i18n/brand-texts';
import { importMap } from '../importMap';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

// Payload's titleSuffix is one string; the tab names the site in the admin's language instead.
export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => {
  const sanitized = await config;
  const { language } = await getNextRequestI18n({ config: sanitized });
  // SanitizedConfig types every Next.js Metadata field as required; Payload reads them as optional.
  const meta = { ...sanitized.admin.meta, ...adminMeta(language) } as SanitizedConfig['admin']['meta'];
  return generatePageMetadata({
    config: Promise.resolve({ ...sanitized, admin: { ...sanitized.admin, meta } }),
    params,
    searchParams,
  });
};

const Page = ({ params, searchParams }: Args) => RootPage({ config, params, searchParams, importMap });

export default Page;
