import { describe, expect, it } from 'vitest';
import { canonicalPath } from '@/routing/canonical';

describe('canonicalPath', () => {
  it.each([
    ['/InviteBussInfo/', '/inviteBussInfo'],
    ['/Connections/', '/connections'],
    ['/CONNECTIONS', '/connections'],
    ['/en/AboutUs/', '/en/aboutUs'],
    ['/EN/aboutus', '/en/aboutUs'],
    ['/EN', '/en'],
    ['/en/', '/en'],
    ['/home/', '/home'],
    ['/industry/INDEX2', '/industry/index2'],
    ['/Home/Components/Swiper/', '/home/components/swiper'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it.each(['/', '/en', '/aboutUs', '/en/inviteBussInfo/index2', '/home/index-beifen'])(
    'leaves canonical %s alone',
    (input) => {
      expect(canonicalPath(input)).toBeNull();
    },
  );

  it('leaves unknown paths to the 404 page', () => {
    expect(canonicalPath('/nope')).toBeNull();
    expect(canonicalPath('/en/nope')).toBeNull();
  });
});
