import { confirmGet } from '@/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = confirmGet;
