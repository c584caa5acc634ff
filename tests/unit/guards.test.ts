import { describe, expect, it } from 'vitest';
import { routeByKey, type RouteDef } from '@/catalog/routes';
import { AppError } from '@/errors/app-error';
import { runGuards } from '@/routing/guards';

const aboutUs = routeByKey('aboutUs');

describe('route guards', () => {
  it("fails with 500 'Unknown middleware <name>' for an unknown guard", () => {
    const route: RouteDef = { ...aboutUs, guards: ['membersOnly'] };
    expect(() => runGuards({ route, searchParams: {} })).toThrow(AppError);
    expect(() => runGuards({ route, searchParams: {} })).toThrow(
      expect.objectContaining({ status: 500, message: 'Unknown middleware membersOnly' }),
    );
  });
});
