import { notFoundHandlers } from '@/http/endpoint';

export const dynamic = 'force-dynamic';
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = notFoundHandlers();
