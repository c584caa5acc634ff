/** Provinces, their cities and districts, in Chinese and English (tables/places.ts), as records name them. */
import { PROVINCES, type ProvinceSlug } from '@/catalog';
import { PLACE_DATA, PLACE_EN } from './tables/places';
import { type Bilingual } from './tables/words';

export interface City {
  full: string;
  short: string;
  /** The city itself, then city + each district, in Chinese and English. */
  locals: Bilingual[];
  fullEn: string;
  shortEn: string;
}

export interface ProvincePlaces {
  slug: string;
  region: string;
  full: string;
  short: string;
  /** The catalog's English name ('Hebei', 'Inner Mongolia'), for {P} and {p} alike. */
  en: string;
  cities: City[];
}

function placeEn(zh: string): string {
  const en = PLACE_EN[zh];
  if (!en) throw new Error(`No English name for ${zh} in tables/places.ts`);
  return en;
}

/**
 * English of city + district: 'Changsha Yuelu District'; a county-level city named like its
 * prefecture reads 'Kashgar City' rather than 'Kashgar Kashgar'.
 */
function localEn(cityShortEn: string, district: string): string {
  const d = placeEn(district);
  return d === cityShortEn ? `${d} City` : `${cityShortEn} ${d}`;
}

export const PLACES: ProvincePlaces[] = PROVINCES.map((p) => {
  const [full, ...cities] = PLACE_DATA[p.slug as ProvinceSlug];
  return {
    slug: p.slug,
    region: p.region,
    full,
    short: p.zh,
    en: p.en,
    cities: cities.map((spec) => {
      const [city, districts = ''] = spec.split(':');
      const ds = districts ? districts.split(',') : [];
      const fullEn = placeEn(city);
      const shortEn = fullEn.replace(/ Prefecture$/, '');
      return {
        full: city,
        short: city.replace(/(市|地区|州)$/, ''),
        locals: [[city, fullEn] as const, ...ds.map((d) => [city + d, localEn(shortEn, d)] as const)],
        fullEn,
        shortEn,
      };
    }),
  };
});
