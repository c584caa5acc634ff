import { createHash, randomBytes } from 'node:crypto';

/** The page URL WeChat signs: everything before the fragment, as the browser has it. */
export const withoutFragment = (url: string) => url.split('#')[0];

/**
 * WeChat's JS-SDK signature (附录1, JS-SDK使用权限签名算法): SHA-1 of the four fields in this order,
 * raw values, the URL without its fragment.
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${withoutFragment(url)}`;
  return createHash('sha1').update(text).digest('hex');
}

export const newNonce = () => randomBytes(12).toString('hex');
