import { manifestResponse } from '@/seo/manifest';

// The English manifest (see ../../manifest.webmanifest/route.ts).
export const dynamic = 'force-static';

export function GET() {
  return manifestResponse('en');
}
