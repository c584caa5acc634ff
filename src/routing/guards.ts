import { notFound } from 'next/navigation';
import { ABOUT_SECTIONS, CASE_CENTER_TABS, type RouteDef } from '@/catalog/routes';
import { AppError } from '@/errors/app-error';

interface GuardContext {
  route: RouteDef;
  searchParams: Record<string, string | string[] | undefined>;
}

type Guard = (ctx: GuardContext) => void;

const SECTION_COUNTS: Record<string, number> = {
  aboutUs: ABOUT_SECTIONS.length,
  caseCenter: CASE_CENTER_TABS.length,
};

/** Named per-route guards of the route registry (`guards` in src/catalog/routes.ts). */
const GUARDS: Record<string, Guard> = {
  // `index` selects a section; a missing index is the first, anything else outside the list is 404.
  sectionIndex: ({ route, searchParams }) => {
    const raw = searchParams.index;
    if (raw === undefined) return;
    const count = SECTION_COUNTS[route.key] ?? 0;
    if (typeof raw !== 'string' || !/^\d+$/.test(raw) || Number(raw) >= count) notFound();
  },
};

/** Runs the route's guards; an unknown guard name is a 500 'Unknown middleware <name>' (product §8). */
export function runGuards(ctx: GuardContext, registry: Record<string, Guard> = GUARDS): void {
  for (const name of ctx.route.guards) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw new AppError(500, `Unknown middleware ${name}`);
    guard(ctx);
  }
}

/** The selected section index (0 when absent); call after the guards. */
export function sectionIndex(searchParams: GuardContext['searchParams']): number {
  return typeof searchParams.index === 'string' ? Number(searchParams.index) : 0;
}
