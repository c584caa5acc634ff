import type { RouteDef } from '@/catalog/routes';
import { AppError } from '@/errors/app-error';

interface GuardContext {
  route: RouteDef;
  searchParams: Record<string, string | string[] | undefined>;
}

type Guard = (ctx: GuardContext) => void;

/**
 * Named per-route guards of the route registry (`guards` in src/catalog/routes.ts). None is in
 * use: the section indexes they once checked are validated with the page variants
 * (src/routing/page-variants.ts) before a page renders.
 */
const GUARDS: Record<string, Guard> = {};

/** Runs the route's guards; an unknown guard name is a 500 'Unknown middleware <name>' (product §8). */
export function runGuards(ctx: GuardContext, registry: Record<string, Guard> = GUARDS): void {
  for (const name of ctx.route.guards) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw new AppError(500, `Unknown middleware ${name}`);
    guard(ctx);
  }
}
