import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ROUTES, type RouteKey, type RoutePath } from '@/catalog/routes';
import { routing, type Locale } from '@/i18n/routing';
import { runGuards, type GuardContext } from './guards';

export type SearchParams = GuardContext['searchParams'];

export interface RouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** Resolves the locale, runs the route's guards and returns what the page needs. */
export async function prepareRoute(path: RoutePath, props: RouteProps) {
  const { locale } = await props.params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Route ${path} is not in the route table`);
  const searchParams = await props.searchParams;
  runGuards({ route, searchParams });
  return { locale: locale as Locale, route, searchParams };
}

/** First value of a query parameter. */
export function queryValue(searchParams: SearchParams, name: string): string | undefined {
  const value = searchParams[name];
  return Array.isArray(value) ? value[0] : value;
}

export function routeMetadata(key: RouteKey) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const t = await getTranslations({ locale, namespace: 'pages' });
    return key === 'home' ? {} : { title: t(`${key}.title`) };
  };
}
