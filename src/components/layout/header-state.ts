import { matchRoute, WHITE_HEADER_PATHS } from '@/catalog/routes';

const alwaysWhite = new Set(WHITE_HEADER_PATHS.map((path) => path.toLowerCase()));

/** Pages whose header is always white (product §4), for a locale-less path in any case. */
export function isAlwaysWhitePath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return alwaysWhite.has(trimmed.toLowerCase());
}

/** Whether the page starts with a banner, so the transparent header sits on a dark background. */
export function hasBanner(path: string): boolean {
  return (matchRoute(path)?.banner ?? 0) > 0;
}

export function isHeaderWhite(state: {
  alwaysWhite: boolean;
  hovered: boolean;
  keyboardFocus: boolean;
  scrolled: boolean;
}): boolean {
  return state.alwaysWhite || state.hovered || state.keyboardFocus || state.scrolled;
}
