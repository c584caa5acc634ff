import { recordDetailPath, type RouteDef } from '@/catalog/routes';

/** Ids a visit of every route needs: a testimonial's, a project's and a tender's. */
export interface RouteIds {
  reviewId: number;
  projectId: string;
  tenderId: string;
}

/** The path a real visit of a route takes: pages of one record or testimonial need its id. */
export function visitPath(route: Pick<RouteDef, 'path'>, ids: RouteIds): string {
  switch (route.path) {
    case '/caseCenter/appraiseInfo':
      return `${route.path}?id=${ids.reviewId}`;
    case '/industry/detail':
      return recordDetailPath('projects', ids.projectId);
    case '/inviteBussInfo/detail':
      return recordDetailPath('tenders', ids.tenderId);
    default:
      return route.path;
  }
}

/** The newest project's and tender's provider ids, from the listing API's first rows. */
export async function newestRecordIds(
  post: (path: string) => Promise<{ list: { sourceId: string }[] }>,
): Promise<Pick<RouteIds, 'projectId' | 'tenderId'>> {
  const [projects, tenders] = await Promise.all([
    post('/business-center-app-zxw/api/project-accurate/recommend?pageNo=1&pageSize=1'),
    post('/business-center-app-zxw/api/project-ztb/recommend?pageNo=1&pageSize=1'),
  ]);
  return { projectId: projects.list[0].sourceId, tenderId: tenders.list[0].sourceId };
}
