import type React from 'react';
import { getTranslations } from 'next-intl/server';
import { routeByKey, type RouteKey } from '@/catalog/routes';
import { Banner } from './Banner';

/**
 * The frame of a page: the banner of the route's height with the page heading, or a plain
 * heading for pages without a banner.
 */
export async function PageFrame({
  routeKey,
  subtitle,
  children,
}: {
  routeKey: RouteKey;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('pages');
  const route = routeByKey(routeKey);
  const title = t(`${routeKey}.title`);
  return (
    <>
      {route.banner > 0 ? (
        <Banner height={route.banner as 600 | 500 | 300} title={title} subtitle={subtitle} />
      ) : (
        <div className="page-heading">
          <h1 id="page-title">{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
      )}
      <div className="page-body">{children}</div>
    </>
  );
}
