import { unsubscribeGet, unsubscribePost } from '@/features/alerts/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = unsubscribeGet;
export const POST = unsubscribePost;
