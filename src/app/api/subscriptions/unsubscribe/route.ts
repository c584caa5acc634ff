import { unsubscribeGet, unsubscribePost } from '@/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = unsubscribeGet;
export const POST = unsubscribePost;
