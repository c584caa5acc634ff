import { routeHandlers } from '@/http/endpoint';
import { ENDPOINTS } from '@/api/endpoints';

export const dynamic = 'force-dynamic';
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(ENDPOINTS.wechatSignature.spec);
