import { confirmGet, confirmPost } from '@/features/alerts/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = confirmGet;
export const POST = confirmPost;
