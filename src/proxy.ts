import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { readProxyRequest } from '@/proxy/request';
import { toPhoneView } from '@/proxy/phone';
import { isOutageProbe, servePage } from '@/proxy/serve-page';
import { rememberLeadSource } from '@/proxy/lead-source';
import {
  chooseDesktop,
  detectLocaleAtRoot,
  dropDefaultLocalePrefix,
  refuseForeignFormPost,
  toCanonicalPath,
  toMobileHost,
  type ProxyStep,
} from '@/proxy/steps';

/** What may answer a page request before the page itself, in order (src/proxy/steps.ts). */
const STEPS: ProxyStep[] = [
  chooseDesktop,
  toMobileHost,
  toCanonicalPath,
  dropDefaultLocalePrefix,
  toPhoneView,
  detectLocaleAtRoot,
  refuseForeignFormPost,
];

export default async function proxy(request: NextRequest) {
  if (isOutageProbe(request)) return NextResponse.next();
  const req = readProxyRequest(request);
  for (const step of STEPS) {
    const answer = await step(req);
    if (answer) return answer;
  }
  return rememberLeadSource(req, await servePage(req));
}

export const config = {
  // Leave Payload (admin, api), Next internals, the backend API and static files alone. A literal
  // (Next reads it statically): tests/unit/one-home.test.ts holds it to NON_PAGE_PATHS.
  matcher: ['/((?!api|admin|_next|_vercel|business-center-app-zxw|.*\\..*).*)'],
};
