/**
 * Loaded only in WeChat's browser (WeChatShare.client.tsx): WeChat's JS-SDK, configured with the
 * server's signature of this page's URL, then the page's title, summary and picture as its card
 * in chats and in Moments. Any failure leaves the page sharing as a plain link.
 */
import { WECHAT_SIGNATURE_PATH } from '@/catalog/api-paths';
import type { ShareSignature } from '../schemas/signature';

export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** The site's icon at 512 × 512 (WeChat wants at least 300 × 300), for pages without og:image. */
export const FALLBACK_SHARE_IMAGE = '/share-icon.png';

interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

interface Wx {
  config(options: ShareSignature & { debug?: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: unknown) => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void;
}

const pageUrl = () => location.href.split('#')[0];
/**
 * iOS WeChat checks the signature against the URL the visitor landed on, Android against the
 * current one. The first call runs on the landing page (WeChatShare.client.tsx).
 */
let landingUrl: string | null = null;

let sdk: Promise<Wx> | null = null;
let configuredFor: string | null = null;

function loadSdk(): Promise<Wx> {
  sdk ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (window as { wx?: Wx }).wx;
      if (wx) resolve(wx);
      else reject(new Error('WeChat JS-SDK defined no wx'));
    };
    script.onerror = () => reject(new Error('WeChat JS-SDK did not load'));
    document.head.append(script);
  });
  return sdk;
}

async function signature(url: string): Promise<ShareSignature | null> {
  const response = await fetch(WECHAT_SIGNATURE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
    body: JSON.stringify({ url }),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { data: ShareSignature }).data;
}

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.content.trim() || '';

/** The card: the page's own title, summary (its meta description) and share image. */
export function shareData(): ShareData {
  const image = meta('meta[property="og:image"]') || FALLBACK_SHARE_IMAGE;
  return {
    title: meta('meta[property="og:title"]') || document.title,
    desc: meta('meta[name="description"]') || meta('meta[property="og:description"]'),
    link: pageUrl(),
    imgUrl: new URL(image, location.href).href,
  };
}

export async function shareThisPage(): Promise<void> {
  try {
    landingUrl ??= pageUrl();
    const wx = await loadSdk();
    const url = /iPhone|iPad|iPod/i.test(navigator.userAgent) ? landingUrl : pageUrl();
    if (configuredFor !== url) {
      const signed = await signature(url);
      if (!signed) return;
      configuredFor = url;
      wx.config({ ...signed, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    }
    wx.ready(() => {
      const card = shareData();
      wx.updateAppMessageShareData(card);
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    });
  } catch {
    // No SDK or no network: the page shares as a plain link, as in any other browser.
  }
}
