import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, routing } from '@/i18n/routing';
import { canonicalPath } from '@/routing/canonical';
import { detectRootLocale } from '@/routing/detect-locale';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  const canonical = canonicalPath(pathname);
  if (canonical) {
    // Built by hand: NextURL would re-append the trailing slash being removed.
    return NextResponse.redirect(new URL(`${canonical}${request.nextUrl.search}`, request.url), 308);
  }

  if (pathname === '/') {
    const locale = detectRootLocale(
      request.cookies.get(LOCALE_COOKIE)?.value,
      request.headers.get('accept-language'),
    );
    if (locale !== routing.defaultLocale) {
      return NextResponse.redirect(new URL(`/${locale}${request.nextUrl.search}`, request.url), 307);
    }
  }

  return intl(request);
}

export const config = {
  // Leave Payload (admin, api), Next internals, the backend API and static files alone.
  matcher: ['/((?!api|admin|_next|_vercel|business-center-app-zxw|.*\\..*).*)'],
};
