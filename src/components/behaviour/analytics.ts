/** Baidu Tongji's script endpoint; the site id comes from config. */
export const BAIDU_TONGJI_SCRIPT = 'https://hm.baidu.com/hm.js';

export interface AnalyticsIds {
  baiduTongjiId: string | null;
  umamiWebsiteId: string | null;
  umamiScriptUrl: string | null;
}

type UmamiPayload = Record<string, unknown>;
interface AnalyticsWindow {
  _hmt?: unknown[][];
  umami?: { track(payload: (props: UmamiPayload) => UmamiPayload): void };
}

function addScript(doc: Document, src: string, attributes: Record<string, string> = {}, onLoad?: () => void) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  if (onLoad) script.addEventListener('load', onLoad);
  doc.head.appendChild(script);
}

/**
 * Loads the configured page-view services (nothing when no id is set) and returns the function
 * that reports one page view per call. Automatic tracking is off in both, so first load and each
 * route change are counted exactly once.
 */
export function startAnalytics(ids: AnalyticsIds, win: Window = window): (path: string) => void {
  const w = win as Window & AnalyticsWindow;
  const reporters: ((path: string) => void)[] = [];

  if (ids.baiduTongjiId) {
    w._hmt = w._hmt ?? [];
    w._hmt.push(['_setAutoPageview', false]);
    addScript(win.document, `${BAIDU_TONGJI_SCRIPT}?${encodeURIComponent(ids.baiduTongjiId)}`);
    reporters.push((path) => w._hmt!.push(['_trackPageview', path]));
  }

  if (ids.umamiWebsiteId && ids.umamiScriptUrl) {
    // Umami has no command queue: views before the script loads wait here.
    const waiting: string[] = [];
    const send = (path: string) => w.umami!.track((props) => ({ ...props, url: path }));
    addScript(
      win.document,
      ids.umamiScriptUrl,
      { 'data-website-id': ids.umamiWebsiteId, 'data-auto-track': 'false' },
      () => waiting.splice(0).forEach(send),
    );
    reporters.push((path) => (w.umami ? send(path) : waiting.push(path)));
  }

  let last: string | undefined;
  return (path) => {
    if (path === last) return;
    last = path;
    reporters.forEach((report) => report(path));
  };
}
