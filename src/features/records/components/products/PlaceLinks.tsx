import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';

type Place = { slug: string } & Record<Locale, string>;

/** A list of places (industries, provinces), each opening its listing filtered by that place. */
export function PlaceLinks({
  places,
  listing,
  locale,
  className,
  linkClassName,
}: {
  places: readonly Place[];
  /** The listing's path and the query parameter that names the place. */
  listing: { path: string; param: 'industry' | 'province' };
  locale: Locale;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {places.map((place) => (
        <li key={place.slug}>
          <Link
            href={`${listing.path}?${listing.param}=${place.slug}`}
            className={linkClassName}
            data-slug={place.slug}
          >
            {place[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
