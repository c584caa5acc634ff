import { describe, expect, it } from 'vitest';
import { routeByKey, type RouteDef } from '@/catalog/routes';
import { AppError } from '@/errors/app-error';
import { runGuards, sectionIndex } from '@/routing/guards';

const aboutUs = routeByKey('aboutUs');

function notFoundDigest(fn: () => void): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
  return undefined;
}

describe('route guards', () => {
  it("fails with 500 'Unknown middleware <name>' for an unknown guard", () => {
    const route: RouteDef = { ...aboutUs, guards: ['sectionIndex', 'membersOnly'] };
    expect(() => runGuards({ route, searchParams: {} })).toThrow(AppError);
    expect(() => runGuards({ route, searchParams: {} })).toThrow(
      expect.objectContaining({ status: 500, message: 'Unknown middleware membersOnly' }),
    );
  });

  it('accepts section indexes 0-4 on /aboutUs and a missing index', () => {
    for (const index of ['0', '1', '2', '3', '4', undefined]) {
      expect(() => runGuards({ route: aboutUs, searchParams: { index } })).not.toThrow();
    }
    expect(sectionIndex({ index: '3' })).toBe(3);
    expect(sectionIndex({})).toBe(0);
  });

  it.each(['5', '7', '-1', 'x', '1.5', ''])('answers 404 for /aboutUs?index=%s', (index) => {
    expect(notFoundDigest(() => runGuards({ route: aboutUs, searchParams: { index } }))).toMatch(/404/);
  });

  it('answers 404 for a caseCenter tab outside the list', () => {
    const caseCenter = routeByKey('caseCenter');
    expect(() => runGuards({ route: caseCenter, searchParams: { index: '1' } })).not.toThrow();
    expect(notFoundDigest(() => runGuards({ route: caseCenter, searchParams: { index: '2' } }))).toMatch(
      /404/,
    );
  });
});
