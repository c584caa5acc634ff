/**
 * Phones, told by their User-Agent (docs/mobile-site.md, 'Phones'): "Mobi" anywhere (MDN's advice:
 * Android phones, iPhone, Windows Phone, and the smartphone crawlers of Baidu, Google, Bing and
 * Sogou, which imitate them), iPhone, iPod, Opera Mini, or Sogou's "wap spider"; never a tablet,
 * though an iPad's Chrome says "Mobile/15E148" (Android tablets leave "Mobile" out). One pattern,
 * copied literally into the User-Agent map of deploy/nginx/zxw-site.conf (PCRE reads it the same;
 * tests/unit/one-home.test.ts holds the copy to this one).
 */
export const PHONE_USER_AGENT = /^(?!.*(?:iPad|Tablet)).*(?:Mobi|iPhone|iPod|Opera Mini|wap spider)/;

export function isPhone(userAgent: string | null | undefined): boolean {
  return !!userAgent && PHONE_USER_AGENT.test(userAgent);
}
