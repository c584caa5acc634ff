import type { NextRequest } from 'next/server';
import { searchFeedResponse } from '@/features/feeds/feeds';

// Per request, like the search page: the query is free text.
export const dynamic = 'force-dynamic';

/** The Atom feed of a search result page (the search page's query). */
export function GET(request: NextRequest) {
  return searchFeedResponse('zh', request.nextUrl.searchParams);
}
