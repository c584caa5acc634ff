/** Header, footer and side-bar menus (product §2). Labels are message keys under `nav`. */
import type { Messages } from '@/i18n/messages';
import type { RoutePath } from './routes';

type Nav = Messages['nav'];

/** An item is internal (a route path, optionally with a query) or an external target named in config. */
export type MenuTarget =
  | { kind: 'internal'; path: RoutePath; query?: Record<string, string> }
  | { kind: 'external'; url: ExternalUrlKey };

type ExternalUrlKey = 'loginUrl' | 'registerUrl' | 'chatUrl' | 'instituteUrl';

/** `K`: the item's label key in its `nav` message group, so a missing label is a type error. */
export interface MenuItem<K extends string = string> {
  key: K;
  target: MenuTarget;
}

interface MenuGroup {
  /** Label under `nav.groups`, hint under `nav.groupHints`. */
  key: keyof Nav['groups'] & keyof Nav['groupHints'];
  items: readonly MenuItem<keyof Nav['items']>[];
}

const internal = (path: RoutePath, query?: Record<string, string>): MenuTarget => ({
  kind: 'internal',
  path,
  query,
});
const register: MenuTarget = { kind: 'external', url: 'registerUrl' };

/** The Products mega-menu: a left tab per group chooses which group is shown. */
export const PRODUCT_GROUPS: readonly MenuGroup[] = [
  {
    key: 'acquisition',
    items: [
      { key: 'industry', target: internal('/industry') },
      { key: 'inviteBussInfo', target: internal('/inviteBussInfo') },
      { key: 'exclusiveBuy', target: internal('/exclusiveBuy') },
      { key: 'connections', target: internal('/connections') },
      { key: 'commerceChance', target: internal('/commerceChance') },
      { key: 'customerAcquisition', target: register },
      { key: 'findChannels', target: register },
      { key: 'findOwners', target: register },
    ],
  },
  {
    key: 'decision',
    items: [
      { key: 'marketService', target: internal('/marketService') },
      { key: 'contactQuery', target: register },
      { key: 'businessAnalysis', target: register },
      { key: 'enterpriseComparison', target: register },
    ],
  },
  {
    key: 'custom',
    items: [
      { key: 'zxt', target: internal('/zxt') },
      { key: 'oneToOne', target: internal('/oneToOne') },
    ],
  },
];

/** The six titles that open the external registration page (product §4). */
export const REGISTRATION_TITLES = [
  'customerAcquisition',
  'findChannels',
  'findOwners',
  'contactQuery',
  'businessAnalysis',
  'enterpriseComparison',
] as const;

export const HELP_MENU: readonly MenuItem<keyof Nav['helpItems']>[] = [
  { key: 'questions', target: internal('/helpCenter') },
  { key: 'onboarding', target: internal('/networkProcess') },
  { key: 'feedback', target: internal('/ideaBack') },
];

export const ABOUT_MENU: readonly MenuItem<keyof Nav['aboutItems']>[] = [
  { key: 'about', target: internal('/aboutUs', { index: '0' }) },
  { key: 'customers', target: internal('/aboutUs', { index: '1' }) },
  { key: 'history', target: internal('/aboutUs', { index: '2' }) },
  { key: 'honours', target: internal('/aboutUs', { index: '3' }) },
  { key: 'contact', target: internal('/aboutUs', { index: '4' }) },
  { key: 'legal', target: internal('/law') },
  { key: 'privacy', target: internal('/privacy') },
];

export const FOOTER_LINKS: readonly MenuItem<keyof Nav['footerLinks']>[] = [
  { key: 'industry', target: internal('/industry') },
  { key: 'inviteBussInfo', target: internal('/inviteBussInfo') },
  { key: 'exclusiveBuy', target: internal('/exclusiveBuy') },
  { key: 'oneToOne', target: internal('/oneToOne') },
  { key: 'connections', target: internal('/connections') },
  { key: 'feedback', target: internal('/ideaBack') },
];
