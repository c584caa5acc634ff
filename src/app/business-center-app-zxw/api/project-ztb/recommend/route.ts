import { routeHandlers } from '@/server/api/endpoint';
import { ENDPOINTS } from '@/server/api/endpoints';

export const dynamic = 'force-dynamic';
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(
  ENDPOINTS.recommendTenders.spec,
);
