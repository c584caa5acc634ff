import { listingFeedRoute } from '@/features/feeds/feeds';

// Cached like a page: rendered on first request, then kept until an import or save expires the
// listings' tag, or for 300 s (PAGE_REVALIDATE_SECONDS; Next reads a literal).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** The Atom feed of a listing (`projects[-<industry>].atom`, `tenders[-<province>].atom`) or an organisation (`org-<id>.atom`). */
export const GET = listingFeedRoute('zh');
