import { manifestResponse } from '@/seo/manifest';

// The Chinese manifest; `/en/manifest.webmanifest` is the English one. Both bypass the proxy
// (its matcher skips paths with a dot) and depend only on the build's messages.
export const dynamic = 'force-static';

export function GET() {
  return manifestResponse('zh');
}
