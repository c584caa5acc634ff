import type { MenuItem, MenuTarget } from '@/catalog/menus';
import type { PublicConfig } from '@/config/env';

/** A menu entry resolved for rendering: a label and either an internal route or an external URL. */
export type ResolvedLink =
  | { key: string; label: string; kind: 'internal'; pathname: string; query?: Record<string, string> }
  | { key: string; label: string; kind: 'external'; href: string };

function resolveTarget(target: MenuTarget, config: PublicConfig) {
  return target.kind === 'internal'
    ? ({ kind: 'internal', pathname: target.path, query: target.query } as const)
    : ({ kind: 'external', href: config[target.url] } as const);
}

export function resolveItems<K extends string>(
  items: readonly MenuItem<K>[],
  label: (key: K) => string,
  config: PublicConfig,
): ResolvedLink[] {
  return items.map((item) => ({
    key: item.key,
    label: label(item.key),
    ...resolveTarget(item.target, config),
  }));
}
