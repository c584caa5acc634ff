import { notFound } from 'next/navigation';

export const LISTING_PAGE_SIZE = 20;

/** The `page` query parameter: absent is page 1; anything but a positive integer is a 404. */
export function parsePageParam(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) notFound();
  return Number(raw);
}

/** A listing URL with only the parameters that are set, in a stable order. */
export function listingHref(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
      query.set(name, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
