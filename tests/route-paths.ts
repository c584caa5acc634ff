import {
  KEYWORD_PAGE_ROUTE,
  keywordPath,
  organisationPath,
  recordDetailPath,
  type RouteDef,
} from '@/catalog/routes';
import { API_PATHS } from '@/catalog/api-paths';

/** Ids a visit of every route needs: a testimonial's, a project's, a tender's and an organisation's. */
export interface RouteIds {
  reviewId: number;
  projectId: string;
  tenderId: string;
  organisationId: string;
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
    case '/connections/detail':
      return organisationPath(ids.organisationId);
    case KEYWORD_PAGE_ROUTE:
      // A seed keyword (医院) the demo generator's titles always have.
      return keywordPath('yiyuan');
    default:
      return route.path;
  }
}

/**
 * The newest project's and tender's provider ids, from the listing API's first rows, and the
 * organisation the tender's page links as its buyer.
 */
export async function newestRecordIds(
  post: (path: string) => Promise<{ list: { sourceId: string }[] }>,
  html: (path: string) => Promise<string>,
): Promise<Omit<RouteIds, 'reviewId'>> {
  const [projects, tenders] = await Promise.all([
    post(`${API_PATHS.recommendProjects}?pageNo=1&pageSize=1`),
    post(`${API_PATHS.recommendTenders}?pageNo=1&pageSize=1`),
  ]);
  const tenderId = tenders.list[0].sourceId;
  const page = await html(recordDetailPath('tenders', tenderId));
  const organisationId = /data-owner="([a-z2-7]{10})"/.exec(page)?.[1];
  if (!organisationId) throw new Error(`the tender ${tenderId} links no buyer`);
  return { projectId: projects.list[0].sourceId, tenderId, organisationId };
}
