import { confirmGet, confirmPost } from '@/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = confirmGet;
export const POST = confirmPost;
